// The replay of a Speedelster game ("Partie ansehen", /r/<table>/<match>) is for watching: it showed
// the live hand — tappable pebbles, a grey "Wähle einen Kiesel", Rat — and on a phone that sticky
// hand panel covered the reveal and cut the names under the pebbles. Now the seat it is seen from
// is a plain magpie, the keys step the replay only, and the reveal is whole and on top.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, openSoloSettings } from './browser';
import { cutTexts } from './inspect';
import { playToEnd } from './play';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const at = (page: Page, n: number) => page.waitForSelector(`[data-testid="replay-page"][data-position="${n}"]`);

/** Everything on the board that would act in a live game. */
async function liveControls(page: Page): Promise<string[]> {
  const board = page.getByTestId('elster-board');
  const found: string[] = [];
  const enabled = await board.locator('button:not([disabled])').evaluateAll((els) =>
    els.filter((el) => !el.closest('.el-topbar')).map((el) => el.getAttribute('data-testid') ?? el.textContent ?? ''));
  found.push(...enabled);
  for (const id of ['place-bid', 'advice', 'continue']) if (await board.getByTestId(id).count()) found.push(id);
  const text = await board.innerText();
  for (const words of ['Wähle einen Kiesel', 'warte auf die anderen', 'Legen']) if (text.includes(words)) found.push(words);
  return found;
}

/**
 * Names under the reveal's pebbles that a panel stuck to the screen (sticky or fixed, like the live
 * hand) lies over. (Hit-testing cannot tell: the replay's board is inert and the overlay lets taps through.)
 */
async function coveredInReveal(page: Page): Promise<string[]> {
  return page.getByTestId('reveal').evaluate((reveal) => {
    const panels = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const pos = getComputedStyle(el).position;
      return (pos === 'sticky' || pos === 'fixed') && !el.contains(reveal) && el.getBoundingClientRect().height > 0;
    }).map((el) => el.getBoundingClientRect());
    const out: string[] = [];
    for (const el of Array.from(reveal.querySelectorAll('.el-flip-name'))) {
      const r = el.getBoundingClientRect();
      if (panels.some((p) => p.left < r.right && r.left < p.right && p.top < r.bottom && r.top < p.bottom)) out.push(el.textContent ?? '');
    }
    return out;
  });
}

it('a replay seen from your seat offers nothing to play, and the reveal is whole on a phone', async () => {
  const s = seeded('elster-replay');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/elster`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').nth(1).check(); // two computers: three names under the pebbles
  await openSoloSettings(solo);
  await solo.locator('input[type="checkbox"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('elster-board').waitFor();
  await playToEnd(page, s.rng('person'));
  await page.getByTestId('watch-replay').click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+\/1$/);
  await at(page, 0);
  await page.getByTestId('elster-board').waitFor();

  // The deal and the first round, bid by bid (three magpies: the reveal comes with the third bid).
  for (let i = 0; i <= 4; i++) {
    if (i > 0) {
      await page.keyboard.press('ArrowRight');
      await at(page, i);
    }
    expect(await liveControls(page), `position ${i}`).toEqual([]);
    if (i === 3) {
      // With Turbo the reveal stays under a second: look at once (the names stand from the start).
      await page.getByTestId('reveal').waitFor();
      expect(await coveredInReveal(page)).toEqual([]);
      expect(await cutTexts(page, '[data-testid="reveal"]')).toEqual([]);
    }
  }
  // Digits and Enter play nothing here; the arrows still step the replay.
  await page.keyboard.press('5');
  await page.keyboard.press('Enter');
  expect(await liveControls(page)).toEqual([]);
  await page.keyboard.press('ArrowLeft');
  await at(page, 3);
  // The seat the replay is seen from is still shown, with its pebble bar.
  expect(await page.locator('.el-replay-seat .el-magpie.me .el-bar').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.context().close();
});
