// After a solo Speedelster game: "Meine Partien" counts it, the Bestenliste lists the player, and a
// transfer code moves the player to a second browser.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, openSoloSettings } from './browser';
import { badWords, smallTargets } from './inspect';
import { ELSTER_ROUNDS, playToEnd } from './play';
import { drained } from './results';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

type Stats = { games: { elster?: { played: number } } };

it('shows a finished game in Meine Partien and the Bestenliste, and moves the player to another device', async () => {
  const s = seeded('results-pages');
  const base = inject('baseUrl');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${base}/elster`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').first().check();
  await openSoloSettings(solo);
  await solo.locator('input[type="checkbox"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.getByTestId('elster-board').waitFor();
  expect(await playToEnd(page, s.rng('person'))).toBe(ELSTER_ROUNDS);
  const me = (await (await page.request.get(`${base}/api/me`)).json()) as { name: string };

  // The pages read what the results drain wrote to D1.
  await drained(page, `${base}/api/me/stats`, (body: Stats) => body.games.elster?.played === 1);
  await page.goto(`${base}/meine-partien`);
  const played = page.getByTestId('mg-game-elster').getByTestId('mg-played');
  expect(await played.innerText()).toBe('1');
  // With a game played its links are finger-sized too: "Bestenliste" and "Partie ansehen" were 19–23 px high.
  await page.getByTestId('mg-replay').first().waitFor();
  expect(await smallTargets(page)).toEqual([]);
  // The latest game's line counts in words ("4. Platz, 1 Punkte" / "place 4, 1 points" were wrong).
  expect(await badWords(page)).toEqual([]);
  // A first game's rating is provisional, said in a word, not a bare "1.373?".
  expect(await page.getByTestId('mg-game-elster').getByTestId('mg-rating').innerText()).toMatch(/^\d[\d.]*\s+vorläufig$/);
  // The figure big, its qualifier on a line of its own: "Bestwert" never wraps away from its number.
  const streak = page.getByTestId('mg-game-elster').getByTestId('mg-streak');
  expect(await streak.innerText()).toMatch(/^\d+\s+Bestwert \d+$/);
  const subLines = await streak.locator('.mg-sub').evaluate((el) => {
    const style = getComputedStyle(el);
    const line = Number.isFinite(parseFloat(style.lineHeight)) ? parseFloat(style.lineHeight) : parseFloat(style.fontSize) * 1.25;
    return Math.round(el.getBoundingClientRect().height / line);
  });
  expect(subLines).toBeLessThanOrEqual(1);
  // Each game's daily streak under that daily's own name; the games without a daily show none.
  const streakLabel = (game: string) => page.getByTestId(`mg-game-${game}`).locator('dt', { has: page.locator('xpath=following-sibling::dd[@data-testid="mg-streak"]') });
  expect(await streakLabel('elster').innerText()).toBe('Tagesnest-Serie');
  expect(await streakLabel('kleister').innerText()).toBe('Tagesplakat-Serie');
  expect(await streakLabel('album').innerText()).toBe('Tagesalbum-Serie');
  expect(await streakLabel('kino').innerText()).toBe('Tagesvorstellung-Serie');
  // Speedklammern has no daily (SPEC §2), so no streak.
  expect(await page.getByTestId('mg-game-klammern').getByTestId('mg-played').innerText()).toBe('0');
  expect(await page.getByTestId('mg-game-klammern').getByTestId('mg-streak').count()).toBe(0);
  // A co-operative game has no winner among its players: every cooperative game shows no "Siege"
  // (a Speedkino show torn by the third Filmriss was counted as a win in "1. Platz, 0 Punkte").
  for (const game of ['elster', 'kleister', 'album', 'kino', 'klammern'] as const) {
    const coop = game === 'kino';
    expect(await page.getByTestId(`mg-game-${game}`).getByTestId('mg-wins').count()).toBe(coop ? 0 : 1);
  }
  // Speedelster's achievements, all listed in its own words (loaded with its meta), none for the others.
  const achievements = page.getByTestId('mg-game-elster').getByTestId('mg-achievements');
  await achievements.waitFor();
  expect(await achievements.locator('li').count()).toBeGreaterThan(3);
  expect(await achievements.innerText()).toContain('Krönchen-Elster');
  expect(await page.getByTestId('mg-game-kleister').getByTestId('mg-achievements').count()).toBe(0);
  await page.goto(`${base}/elster/bestenliste`);
  expect(await page.getByTestId('lb-my-row').innerText()).toContain(me.name);

  // Gerät wechseln: a one-time code links a second browser to the same player.
  await page.goto(`${base}/geraet`);
  await page.getByTestId('transfer-make').click();
  const code = (await page.getByTestId('transfer-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const other = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await other.page.goto(`${base}/geraet`);
  await other.page.getByTestId('transfer-input').fill(code);
  await other.page.getByTestId('transfer-redeem').click();
  await other.page.getByTestId('transfer-done').waitFor();
  await other.page.goto(`${base}/meine-partien`);
  expect(await other.page.getByTestId('mg-game-elster').getByTestId('mg-played').innerText()).toBe('1');
  const otherMe = (await (await other.page.request.get(`${base}/api/me`)).json()) as { name: string };
  expect(otherMe.name).toBe(me.name);
  expect(errors).toEqual([]);
  expect(other.errors).toEqual([]);
  await page.context().close();
  await other.page.context().close();
});

it('a brand-new visitor sees an empty Meine Partien ("Noch keine Partien"), no error, nothing failing in the console', async () => {
  const base = inject('baseUrl');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } }, { seenIntros: true });
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  const failed: string[] = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  await page.goto(`${base}/meine-partien`);
  await page.getByTestId('mg-empty').waitFor();
  expect(await page.getByTestId('mg-empty').innerText()).toContain('Noch keine Partien – spiel eine!');
  expect(await page.locator('.form-error, [role="alert"]').count()).toBe(0);
  expect(await page.getByTestId('mg-groschen').count()).toBe(0);
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
