// A person plays a solo Speedkino Vorstellung with two computer colleagues on a phone (390 px,
// touch) to the credits, BY TAPPING: first a clue (tap a colleague's can, tap an Akt: the preview
// lights the cans and names how many, then "Hinweis geben (1 Batterie)"), then an own can archived
// and one inserted (tap the can, tap the button), then Rat for every further turn (the advised
// button is marked green, the person taps it). Your own cans only ever show their backs. Screenshots
// of the table and the credits, phone and laptop, go to docs/screenshots/ for a look. The
// foyer names the levels Lehrling / Kollege / Meister; the credits show the record kept on the account.
// The replay ("Vorstellung ansehen") offers no move; after "Nochmal" the log marks the new Vorstellung.
// The rule book has no Partie: the Vorstellung is started and ended, and the replay deals cans.
import { SCREENSHOTS, badWords, smallTargets } from './inspect';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { andWaitForServer, launch, openPage } from './browser';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

// Beside the other tables' screenshots (the README links the folder).
const SHOTS = SCREENSHOTS;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
/** More of your own turns than a Vorstellung has: a bound, so a broken game fails instead of looping. */
const MAX_TURNS = 40;

async function shoot(page: Page, name: string, size: { width: number; height: number }, fullPage = false): Promise<void> {
  await page.setViewportSize(size);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  await page.setViewportSize(PHONE);
}

/** Your own cans show backs only: no film sign and no Akt on their faces. */
async function expectOwnBacks(page: Page): Promise<void> {
  const own = page.locator('[data-testid^="own-"]');
  const n = await own.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) expect(await own.nth(i).getAttribute('class')).toMatch(/\bback\b/);
  expect(await page.locator('[data-testid^="own-"] .kn-face').count()).toBe(0);
}

/**
 * Film names on the reels cut short ("Abente…"), on the table or in the credits: none. The text's
 * own width against its box, to the subpixel (scrollWidth rounds: "Liebesfilm" 53.8 px in a 53.6 px
 * box showed "Liebesfi…" with scrollWidth equal to clientWidth).
 */
async function cutReelNames(page: Page, within: string): Promise<string[]> {
  return page.locator(`${within} .kn-reel-name`).evaluateAll((els) => els.filter((e) => {
    const text = document.createRange();
    text.selectNodeContents(e);
    return text.getBoundingClientRect().width > e.getBoundingClientRect().width + 0.01;
  }).map((e) => e.textContent ?? ''));
}

/**
 * The film and Akt buttons a player cannot tap right now: off the screen, or under something else
 * at their centre (the sticky "Hinweis geben" bar once sat on them at a phone's bottom edge).
 */
async function untappableClueButtons(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="clue-film-"], [data-testid^="clue-akt-"]').evaluateAll((els) => els.filter((b) => {
    const r = b.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return true;
    return !b.contains(document.elementFromPoint(x, y));
  }).map((b) => b.getAttribute('data-testid') ?? ''));
}

const myTurnOrEnd = (page: Page) => page.locator('[data-testid="target-1"], [data-testid="end-screen"]').first();

it('plays a solo Speedkino Vorstellung on a phone by tapping, to the credits', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const s = seeded('kino-solo');
  const { page, errors } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: s.headers('table') });
  await page.goto(`${inject('baseUrl')}/kino`);
  await page.getByTestId('start-solo').waitFor();
  // Co-operative: the foyer's computers play with you ("mit Computer-Kollegen"), never against you.
  const foyer = await page.locator('main').innerText();
  expect(foyer).toContain('Computer-Kollegen');
  expect(foyer).not.toMatch(/Gegner|gegen die Computer/);
  // The house rules wait behind the closed folds of both forms; the Freie Partie's line names them.
  await page.locator('form[aria-labelledby="solo-title"] [data-testid="kino-options"]').waitFor({ state: 'attached' });
  expect(await page.locator('[data-testid="kino-options"]:visible').count()).toBe(0);
  expect(await page.getByTestId('multi-options-fold').getAttribute('open')).toBeNull();
  expect(await page.getByTestId('solo-settings-summary').innerText()).toBe('Hausregeln: Standard');
  mkdirSync(SHOTS, { recursive: true });
  await shoot(page, 'kino-phone-foyer', PHONE, true);
  // The computer levels in Speedkino's own words; Kollege is chosen.
  expect(await page.locator('label.choice:has(input[name="solo-level"])').allInnerTexts()).toEqual(['Lehrling', 'Kollege', 'Meister']);
  expect(await page.locator('label.choice', { hasText: 'Kollege' }).locator('input').isChecked()).toBe(true);
  await page.locator('label.choice', { hasText: /^2$/ }).first().tap();
  expect(await page.getByTestId('start-solo').innerText()).toBe('Vorstellung starten');
  await page.getByTestId('start-solo').tap();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('kino-board').waitFor();
  expect(await page.locator('[data-testid^="hand-"]').count()).toBe(3);
  expect(await page.getByTestId('batteries').getAttribute('data-n')).toBe('8');

  let turns = 0;
  let archived = false;
  let played = false;
  let rat = 0;
  for (; turns < MAX_TURNS; turns++) {
    await myTurnOrEnd(page).waitFor();
    if (await page.getByTestId('end-screen').isVisible()) break;
    await expectOwnBacks(page);
    if (turns === 0) {
      // A finger hits every control: the gear, the archive's fold, Rat, "Partie beenden" (23–36 px high on 2026-12-06).
      expect(await smallTargets(page)).toEqual([]);
      // Ending it asks in the rule book's words (it said "Partie beenden?"); "Abbrechen" plays on.
      expect(await page.getByTestId('leave-table').innerText()).toBe('Vorstellung beenden');
      await page.getByTestId('leave-table').tap();
      const ask = page.locator('dialog.dialog[open]');
      expect(await ask.locator('.dialog-title').innerText()).toBe('Vorstellung beenden?');
      expect(await ask.locator('.dialog-body').innerText()).toBe('Die Vorstellung endet ohne Wertung.');
      expect(await ask.locator('.dialog-actions').innerText()).not.toMatch(/Partie/);
      await ask.getByRole('button', { name: 'Abbrechen' }).tap();
      await ask.waitFor({ state: 'detached' });
      // A clue: tap a colleague's can, then the Akt written on it — preview first, then send.
      const can = page.getByTestId('can-1-0');
      await can.tap();
      // The clue picker opens in view: every film and Akt button can be tapped without scrolling.
      expect(await untappableClueButtons(page)).toEqual([]);
      const akt = Number(/Akt (\d)/.exec((await can.getAttribute('aria-label')) ?? '')?.[1]);
      expect(akt).toBeGreaterThan(0);
      // Phone layout: the film names are not cut, and after choosing a film "Hinweis geben" is in view.
      for (const name of await page.locator('.kn-clue-name').all()) {
        expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().right <= (e.closest('button')!.getBoundingClientRect().right + 1))).toBe(true);
      }
      await page.locator('[data-testid^="clue-film-"]').first().tap();
      const send = await page.getByTestId('send-clue').boundingBox();
      expect(send!.y + send!.height).toBeLessThanOrEqual(844);
      expect(send!.y).toBeGreaterThanOrEqual(0);
      expect(await cutReelNames(page, '[data-testid="kino-board"]')).toEqual([]);
      // The knowledge strip under colleagues' cans is readable: at least 12 px.
      for (const el of await page.locator('.kn-strip .kn-know-neg, .kn-strip .kn-know-pos, .kn-strip-none, .kn-neu').all()) {
        expect(await el.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(12);
      }
      await page.getByTestId(`clue-akt-${akt}`).tap();
      await page.getByTestId('preview-line').filter({ hasText: new RegExp(`Akt ${akt}: .* leucht(et|en) auf`) }).waitFor();
      expect(await can.getAttribute('class')).toMatch(/\blit\b/);
      expect(await page.getByTestId('batteries').getAttribute('data-n')).toBe('8');
      await shoot(page, 'kino-phone-clue', PHONE);
      // The archive is folded on a phone (open from the start on a laptop): open it for the laptop picture.
      await page.locator('[data-testid="archive"] > summary').tap();
      await shoot(page, 'kino-laptop-clue', LAPTOP);
      await andWaitForServer(page, () => page.getByTestId('send-clue').tap());
      await page.locator('[data-testid="batteries"][data-n="7"]').waitFor();
      // The clue stays marked "neu" on the colleague's cans until they act.
      continue;
    }
    if (!archived || !played) {
      // Tap your right can, then Archivieren (a battery was spent) — next time your left, Einlegen.
      const own = page.locator('[data-testid^="own-"]');
      const target = archived ? own.first() : own.last();
      await target.tap();
      await page.getByTestId('chosen-line').waitFor();
      if (!archived && !(await page.getByTestId('archive-can').isDisabled())) {
        await andWaitForServer(page, () => page.getByTestId('archive-can').tap());
        archived = true;
      } else {
        await andWaitForServer(page, () => page.getByTestId('play').tap());
        played = true;
        archived = true;
      }
      continue;
    }
    // Rat: the advised move is prepared, its button marked green; the person taps it.
    await page.getByTestId('advice-button').tap();
    await page.getByTestId('advice').waitFor();
    rat++;
    if (rat === 1) await shoot(page, 'kino-phone-rat', PHONE);
    await andWaitForServer(page, () => page.locator('.kn-dock .btn.kn-advised').tap());
  }
  expect(played).toBe(true);
  expect(rat).toBeGreaterThan(0);

  // The credits: one critique word and one value for everyone, the balance, every projectionist.
  await page.getByTestId('end-screen').waitFor();
  await page.getByTestId('kritik').waitFor();
  expect(await page.getByTestId('end-points').innerText()).toMatch(/\d+ von 25 Punkten/);
  expect(await page.locator('[data-testid="projectionists"] li').count()).toBe(3);
  expect(await page.getByTestId('kino-balance').innerText()).toMatch(/Hinweise/);
  expect(await page.getByTestId('device-stats').innerText()).toMatch(/Vorstellungen\s*1/);
  // Once the Vorstellung is drained, the record of this Besetzung on the account (at least the points
  // that count: none after the third Filmriss, whatever the reels show).
  const torn = (await page.getByTestId('kritik').innerText()).includes('Dritter Filmriss');
  const points = torn ? 0 : Number(/(\d+) von 25/.exec(await page.getByTestId('end-points').innerText())?.[1]);
  await page.getByTestId('server-record').waitFor({ timeout: 30_000 });
  expect(Number(await page.getByTestId('server-best').innerText())).toBeGreaterThanOrEqual(points);
  expect(await page.getByTestId('server-ovations').innerText()).toMatch(/^\d+$/);
  expect(await page.locator('[data-testid^="place-"]').count()).toBe(0);
  // The rule book's words: the Abspann of the Vorstellung, and the streak says what it counts.
  expect(await page.locator('#end-title').innerText()).toContain('Abspann');
  expect(await page.getByTestId('watch-replay').innerText()).toBe('Vorstellung ansehen');
  expect(await page.getByTestId('device-stats').innerText()).toMatch(/Stehende Ovationen in Folge \(jetzt \/ beste\)\s*\d+ \/ \d+/);
  expect(await page.getByTestId('end-screen').innerText()).not.toMatch(/Partie|\bSerie\b/);
  // The reels in the credits keep whole film names on the phone too (they sit in narrower boxes).
  expect(await cutReelNames(page, '[data-testid="end-screen"]')).toEqual([]);
  // The credits' words: no raw key, no "(n)" plural and no plural after 1 ("1 Rettungen").
  expect(await badWords(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await shoot(page, 'kino-phone-credits', PHONE, true);
  await shoot(page, 'kino-laptop-credits', LAPTOP, true);
  // The whole Vorstellung again from the credits: the replay's watcher sees every can open, which
  // nobody at the table ever does (three hands of five at the deal).
  const tableUrl = page.url();
  await page.getByTestId('watch-replay').click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+\/1$/);
  await page.getByTestId('kino-board').waitFor();
  await page.keyboard.press('Home');
  await page.waitForSelector('[data-testid="replay-page"][data-position="0"]');
  expect(await page.getByTestId('replay-who').innerText()).toBe('Die Dosen sind verteilt.');
  // Nothing is playable in a replay: no dock, no prompt, no "Hinweis an:"; the viewed seat's cans
  // go by its name, not "Deine Dosen".
  expect(await page.getByTestId('dock').count()).toBe(0);
  expect(await page.locator('[data-testid^="target-"], [data-testid="advice-button"]').count()).toBe(0);
  expect(await page.getByTestId('kino-board').innerText()).not.toMatch(/Tippe eine deiner Dosen|Hinweis an|Deine Dosen/);
  await page.getByRole('button', { name: 'Zuschauer', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="kino-board"] .kn-can.back').length === 0);
  expect(await page.locator('[data-testid="kino-board"] .kn-can.front').count()).toBe(15);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-testid="replay-page"][data-position="1"]');
  // Nochmal: the table's log goes on into the next Vorstellung, after a separator line.
  await page.goto(tableUrl);
  await page.getByTestId('rematch').tap();
  await page.locator('.log-list li', { hasText: '— Neue Vorstellung —' }).waitFor({ state: 'attached' });
  const log = await page.locator('.log-list li').allTextContents();
  expect(log).toContain('Die Vorstellung ist aus.');
  expect(log.indexOf('— Neue Vorstellung —')).toBeGreaterThan(log.indexOf('Die Vorstellung ist aus.'));
  expect(errors).toEqual([]);
  await page.context().close();
});
