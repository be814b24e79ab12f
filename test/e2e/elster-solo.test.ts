// A new visitor opens the home page, starts a solo Speedelster game, plays it to the end by
// clicking, and sees the scoring. On the way Rat is asked once while the table refuses it (the
// socket is routed: the refusal is answered in place of the table) — "Rat wird geholt …" must not
// stay — and once more, answered.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, openSoloSettings } from './browser';
import { cutTexts } from './inspect';
import { ELSTER_ROUNDS, playToEnd } from './play';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('plays a solo game from the home page to the scoring', async () => {
  const s = seeded('elster-solo');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  // The first Rat question gets the table's refusal for asking too fast; everything else goes through.
  let refused = 0;
  await page.routeWebSocket(/\/ws\/table\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      if (refused === 0 && typeof frame === 'string' && JSON.parse(frame).t === 'advice') {
        refused++;
        ws.send(JSON.stringify({ t: 'error', error: 'rate_limited', message: 'Too many messages; wait a moment.', params: { kind: 'advice' } }));
        return;
      }
      server.send(frame);
    });
  });
  await page.goto(inject('baseUrl'));

  // Spielsaal: all five games.
  await page.locator('[data-testid^="game-"]').nth(4).waitFor();
  expect(await page.locator('[data-testid^="game-"]').count()).toBe(5);
  await page.getByTestId('play-elster').click();

  // Foyer: Freie Partie against one computer, Turbo on.
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').first().check();
  await openSoloSettings(solo);
  await solo.locator('input[type="checkbox"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('elster-board').waitFor();
  expect(await page.locator('.el-magpie').count()).toBe(2);

  // Rat refused: the board stops asking and the button works again; asked again, it answers.
  await page.getByTestId('advice').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="advice-text"]') && !(document.querySelector('[data-testid="advice"]') as HTMLButtonElement | null)?.disabled);
  expect(refused).toBe(1);
  await page.getByTestId('advice').click();
  await page.getByTestId('advice-text').filter({ hasNotText: /Rat wird geholt/ }).waitFor();

  // The reveal on a phone keeps whole names under the pebbles ("Gast 17…", "Comput…" were cut).
  let reveals = 0;
  const cut: string[] = [];
  const lookAtReveal = async () => {
    const reveal = page.getByTestId('reveal');
    if (!(await reveal.waitFor({ timeout: 1500 }).then(() => true, () => false))) return;
    reveals++;
    cut.push(...(await cutTexts(page, '[data-testid="reveal"]').catch(() => [])));
  };
  expect(await playToEnd(page, s.rng('person'), lookAtReveal)).toBe(ELSTER_ROUNDS);
  expect(reveals).toBeGreaterThan(0);
  expect(cut).toEqual([]);
  await page.getByTestId('scoring').waitFor();
  expect(await page.locator('[data-testid^="place-"]').count()).toBe(2);
  // The log still holds every round's reveal (it showed only its last 50 lines, 4–6 a round).
  const log = page.locator('#panel-log .log-list li');
  expect(await log.filter({ hasText: /^Aufgedeckt:/ }).count()).toBe(ELSTER_ROUNDS);
  expect(await page.getByTestId('scoring').innerText()).toMatch(/\d/);
  await page.getByTestId('achievements').waitFor();
  // The rating in words a newcomer reads: what it measures, "vorläufig" for a first game — no bare
  // "Wertung 1.500? → 1.520?" beside the scoring's own "Wertung" (the rating is the Spielstärke).
  const rating = await page.getByTestId('rating-line').innerText();
  expect(rating).toMatch(/^Deine Spielstärke: \d[\d.]* → \d[\d.]*\s+Die Zahl misst deine Spielstärke; vorläufig, bis 10 Partien gewertet sind\.$/);
  expect(await page.getByTestId('scoring').innerText()).not.toContain('Spielstärke');
  expect(rating).not.toContain('?');
  expect(errors).toEqual([]);
  await page.context().close();
});
