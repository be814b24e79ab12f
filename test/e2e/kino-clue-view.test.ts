// The cans a clue lights are in view while the player prepares it (phone and laptop, three and four
// colleagues), and the English preview speaks English. Found on a new player's walk (2026-12-08):
// with four colleagues the clue picker pushed the first colleague's hand out of view — on a laptop
// (the hands stood one under the other, 1,200 px on an 800 px screen) and on a phone — so the
// preview lit cans the player could not see, and its warning named "can 2 from the left" of a hand
// off the screen; the English warning said "a Filmriss threatens!".
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { LAPTOP, PHONE, useLang } from './inspect';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** German game words that an English page must not show (film names stay German by design). */
const GERMAN = /Filmriss|Dosen?\b|Spule|Rettung|Spielhinweis|Vorstellung|Batterie|liest das|passt/;

/** Lit cans (the hand's or the clue picker's small copy) wholly on the screen and not covered. */
async function litInView(page: Page): Promise<number> {
  return page.locator('.kn-hand.target .kn-can.lit, .kn-clue-hand .kn-mini.lit').evaluateAll((els) => els.filter((e) => {
    const r = e.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
    return e.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  }).length);
}

async function startSolo(page: Page, computers: number, tap: boolean): Promise<number> {
  await page.goto(`${inject('baseUrl')}/kino`);
  await page.getByTestId('start-solo').waitFor();
  const count = page.locator('label.choice:has(input[name="solo-computers"])', { hasText: new RegExp(`^${computers}$`) }).first();
  if (tap) await count.tap(); else await count.click();
  await page.locator('label.choice:has(input[name="solo-computers"]:checked)', { hasText: new RegExp(`^${computers}$`) }).waitFor();
  if (tap) await page.getByTestId('start-solo').tap(); else await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('target-1').waitFor();
  return page.locator('[data-testid^="target-"]').count();
}

it('on a phone, in English, with four colleagues: the lit cans are in view and the warning is English', async () => {
  const s = seeded('kino-clue-view-phone');
  const { page, errors } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/`);
  await useLang(page, 'en');
  const seats = await startSolo(page, 4, true);
  expect(seats).toBe(4);
  let warned = 0;
  for (let seat = 1; seat <= seats; seat++) {
    await page.getByTestId(`target-${seat}`).tap();
    for (let f = 0; f < 5; f++) {
      await page.getByTestId(`clue-film-${f}`).tap();
      await page.locator(`[data-testid="clue-film-${f}"][aria-pressed="true"]`).waitFor();
      const lit = await page.locator('.kn-hand.target .kn-can.lit').count();
      if (lit === 0) continue;
      // Every lit can can be seen with the film button just tapped and the preview under it.
      expect(await litInView(page), `seat ${seat}, film ${f}`).toBeGreaterThanOrEqual(lit);
      const line = await page.getByTestId('lesart-line').innerText();
      expect(line).toMatch(/reads this as/);
      expect(line).not.toMatch(GERMAN);
      if (/does not fit now/.test(line)) {
        warned++;
        expect(line).toMatch(/a film break threatens!$/);
      }
    }
    await page.getByTestId(`target-${seat}`).tap();
  }
  expect(warned, 'some film clue on the first turn is a misleading Spielhinweis').toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('on a laptop with four colleagues the chosen colleague\'s own hand stays in view while a clue is previewed', async () => {
  const s = seeded('kino-clue-view-laptop');
  const { page, errors } = await openPage(browser, { viewport: LAPTOP, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  const seats = await startSolo(page, 4, false);
  for (let seat = 1; seat <= seats; seat++) {
    await page.getByTestId(`target-${seat}`).click();
    for (const clue of ['clue-akt-1', 'clue-akt-2', 'clue-akt-3', 'clue-akt-4', 'clue-akt-5']) {
      await page.getByTestId(clue).hover();
      const lit = page.locator('.kn-hand.target .kn-can.lit');
      if ((await lit.count()) === 0) continue;
      // The hand itself (the cans to look at, tap and hover for their Karten-Info), not only its small copy.
      const inView = await lit.evaluateAll((els) => els.every((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }));
      expect(inView, `seat ${seat}, ${clue}`).toBe(true);
      break;
    }
  }
  expect(errors).toEqual([]);
  await page.context().close();
});
