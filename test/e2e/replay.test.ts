// After a solo Speedelster game, "Partie ansehen" on the end screen opens its replay: it starts at
// the deal, steps with the arrow keys, jumps with Home / End and from the log, and shows the end.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, openSoloSettings } from './browser';
import { smallTargets } from './inspect';
import { playToEnd } from './play';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const position = async (page: Page): Promise<number> => Number(await page.getByTestId('replay-page').getAttribute('data-position'));
const at = (page: Page, n: number) => page.waitForSelector(`[data-testid="replay-page"][data-position="${n}"]`);

it('opens the replay from the end screen and steps through it with the keys', async () => {
  const s = seeded('replay');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/elster`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').first().check();
  await openSoloSettings(solo);
  await solo.locator('input[type="checkbox"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const tableUrl = page.url();
  await page.getByTestId('elster-board').waitFor();
  await playToEnd(page, s.rng('person'));
  await page.getByTestId('scoring').waitFor();

  await page.getByTestId('watch-replay').click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+\/1$/);
  expect(page.url()).toBe(tableUrl.replace('/t/', '/r/') + '/1');
  await at(page, 0);
  await page.getByTestId('elster-board').waitFor();
  const total = Number((await page.getByTestId('replay-slider').getAttribute('max')) ?? 0);
  // On a phone a finger hits every control: the seats to view from and the speed were 23–36 px high.
  expect(await smallTargets(page)).toEqual([]);
  // One game of 15 rounds with two magpies: two bids a round, plus nothing else.
  expect(total).toBe(30);

  for (let i = 1; i <= 3; i++) {
    await page.keyboard.press('ArrowRight');
    await at(page, i);
  }
  await page.keyboard.press('ArrowLeft');
  await at(page, 2);
  // Who moved: a person with how ("– selbst entschieden"), a computer by its name alone (it read
  // "Computer 2 – Computer").
  expect(await page.getByTestId('replay-who').innerText()).toMatch(/^(.+ – selbst entschieden|Computer \d+) · /);
  expect(await page.getByTestId('replay-who').innerText()).not.toMatch(/– Computer/);
  // The clock follows the position: the game time, and how long after the move before it.
  expect(await page.getByTestId('replay-clock').innerText()).toMatch(/^ · Spielzeit \d+:\d\d · \d+:\d\d nach dem Zug davor$/);
  await page.keyboard.press('End');
  await at(page, total);
  await page.getByTestId('scoring').waitFor();
  await page.keyboard.press('Home');
  await at(page, 0);
  await page.keyboard.press('End');
  await at(page, total);
  // The log's lines carry their move number once ("1. │ 1. Computer 2 hat gelegt." had two).
  expect(await page.locator('.replay-log').evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  // A line of the log jumps to its move.
  await page.getByTestId('replay-line').nth(2).click();
  expect(await position(page)).toBeLessThan(total);
  expect(await position(page)).toBeGreaterThan(0);
  // The seat a replay is seen from is not "you" (it may be someone else's game): no "(du)" on the
  // board, whichever seat is chosen.
  expect(await page.getByTestId('elster-board').innerText()).not.toContain('(du)');
  await page.locator('.replay-seats button', { hasText: /^Computer/ }).first().click();
  expect(await page.getByTestId('elster-board').innerText()).not.toContain('(du)');
  // Play runs forward on its own.
  const from = await position(page);
  await page.getByTestId('replay-play').click();
  await at(page, from + 1);
  await page.getByTestId('replay-play').click();
  expect(errors).toEqual([]);
  await page.context().close();
});
