// A person plays a solo Speedalbum game against two computers to the end USING ONLY THE KEYBOARD:
// Tab and the arrow keys in the foyer, then 1/2/3 (piles), Q/W/E and A/S/D (pictures), F (flip
// the new objective), Enter, Esc, R (Rat), Tab + Space (another album) and M (back to my album) at
// the table. The test reads the page to decide (choices from its seeded generator), but every
// action is a key press. At the end the scoring shows every objective with its points. On a phone,
// the choice dock with Rat's answer never sits on the board (a new player found it over the album).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Rng } from '@games/core/rng';
import { andWaitForServer, launch, openPage } from './browser';
import { hiddenUnder, shortButtons } from './covered';
import { inViewport, PHONE } from './inspect';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SLOT_KEYS = ['q', 'a', 'w', 's', 'e', 'd'];
/** More of your own turns than any game has: a bound, so a broken game fails instead of looping. */
const MAX_TURNS = 60;

const active = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return {
    tag: el?.tagName ?? '', testid: el?.dataset.testid ?? '', name: el?.getAttribute('name') ?? '',
    checked: (el as HTMLInputElement | null)?.checked ?? false,
  };
});

/** Tab until the focus satisfies `ok` (at most `max` presses). */
async function tabTo(page: Page, ok: (a: Awaited<ReturnType<typeof active>>) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (ok(await active(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the wanted element');
}

/** The numbers in the test ids of the enabled buttons matching `prefix` (piles, market slots). */
const enabled = (page: Page, prefix: string) => page.locator(`button[data-testid^="${prefix}"]:not([disabled])`)
  .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.testid!.replace(/\D+/g, ''))));

const waitText = (page: Page, testid: string, text: string | RegExp) => page.getByTestId(testid).filter({ hasText: text }).waitFor();

interface Played { turns: number; rat: number; piles: number; pictures: number; flips: number; escapes: number; mine: number; follow: number }

async function playToEnd(page: Page, rng: Rng): Promise<Played> {
  const p: Played = { turns: 0, rat: 0, piles: 0, pictures: 0, flips: 0, escapes: 0, mine: 0, follow: 0 };
  const myTurnOrEnd = page.locator('[data-testid="execute"], [data-testid="end-screen"]').first();
  for (; p.turns < MAX_TURNS; p.turns++) {
    // Either the dock offers "Zug ausführen" (your turn) or the game is over: both stay until you act.
    await myTurnOrEnd.waitFor();
    if (await page.getByTestId('end-screen').isVisible()) return p;
    const turn = p.turns;
    if (turn === 0) {
      // Another collector's album (Tab to the name, Space), then M brings back mine. It is your turn,
      // so the view cannot move on meanwhile.
      await tabTo(page, (a) => a.testid === 'name-1');
      await page.keyboard.press(' ');
      await waitText(page, 'album-title', /^Album von /);
      await page.keyboard.press('m');
      await waitText(page, 'album-title', 'Dein Album');
      p.mine++;
    }
    const piles = await enabled(page, 'pile-');
    const slots = await enabled(page, 'market-');
    if (turn % 3 === 0) {
      // Rat: the advised move becomes the choice, with "Punkte vorher → nachher" and a reason.
      await page.keyboard.press('r');
      await waitText(page, 'advice', /Punkte vorher → nachher: -?\d+ → -?\d+/);
      p.rat++;
    } else if ((turn % 3 === 1 && piles.length > 0) || slots.length === 0) {
      const pile = rng.pick(piles);
      await page.keyboard.press(String(pile + 1));
      await waitText(page, 'choice-line', `Stapel ${pile + 1}`);
      if (p.escapes === 0) {
        // Esc clears the choice; choose again.
        await page.keyboard.press('Escape');
        await waitText(page, 'choice-line', /Tippe einen Stapel/);
        await page.keyboard.press(String(pile + 1));
        await waitText(page, 'choice-line', `Stapel ${pile + 1}`);
        p.escapes++;
      }
      if (p.flips === 0 || rng.next() < 0.5) {
        // Flip the new objective at once: it counts as its picture.
        await page.keyboard.press('f');
        await waitText(page, 'flip-line', 'den neuen Auftrag');
        p.flips++;
      }
      p.piles++;
    } else {
      const chosen = rng.shuffle(slots).slice(0, Math.min(2, slots.length));
      for (const s of chosen) await page.keyboard.press(SLOT_KEYS[s]!);
      await page.locator('[data-testid^="market-"][aria-pressed="true"]').nth(chosen.length - 1).waitFor();
      expect(await page.locator('[data-testid^="market-"][aria-pressed="true"]').count()).toBe(chosen.length);
      await waitText(page, 'choice-line', 'Bilder:');
      p.pictures++;
    }
    await waitText(page, 'points-line', /-?\d+ → -?\d+/);
    await page.locator('[data-testid="execute"]:not([disabled])').waitFor();
    // Enter on a focused button would press that button: the first turn's focus is on a name.
    if (turn === 0) await tabTo(page, (a) => a.testid === 'execute');
    else expect((await active(page)).tag).not.toBe('BUTTON');
    await andWaitForServer(page, () => page.keyboard.press('Enter'));
    if (turn === 0) {
      // "Ansicht folgt dem Zug": while a computer is on turn, its album shows.
      await page.locator('.al-board:has(.al-dock.waiting) [data-testid="album-title"]', { hasText: /^Album von / }).waitFor();
      p.follow++;
    }
  }
  throw new Error(`game did not end within ${MAX_TURNS} turns: ${JSON.stringify(p)}`);
}

it('plays a solo Speedalbum game against two computers with the keyboard only', async () => {
  const s = seeded('album-solo');
  const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/album`);

  // Foyer: the computers radio group (3 by default) → ArrowLeft picks 2; then on to the start button.
  await page.getByTestId('start-solo').waitFor();
  await tabTo(page, (a) => a.name === 'solo-computers' && a.checked);
  await page.keyboard.press('ArrowLeft');
  expect(await page.locator('input[name="solo-computers"]:checked').evaluate((el) => (el.nextElementSibling as HTMLElement).innerText)).toBe('2');
  await tabTo(page, (a) => a.testid === 'start-solo');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('album-board').waitFor();
  expect(await page.locator('[data-testid^="name-"]').count()).toBe(3);

  const played = await playToEnd(page, s.rng('person'));
  expect(played.rat).toBeGreaterThan(0);
  expect(played.piles).toBeGreaterThan(0);
  expect(played.pictures).toBeGreaterThan(0);
  expect(played.flips).toBeGreaterThan(0);
  expect(played.escapes).toBe(1);
  expect(played.mine).toBe(1);
  expect(played.follow).toBe(1);

  // The end: places, and the scoring per objective for all three collectors.
  await page.getByTestId('scoring').waitFor();
  expect(await page.locator('[data-testid^="place-"]').count()).toBe(3);
  expect(await page.locator('[data-testid^="score-"]').count()).toBe(3);
  const lines = page.locator('[data-testid^="line-"]');
  expect(await lines.count()).toBeGreaterThan(0);
  expect(await lines.first().innerText()).toMatch(/[+−]?\d+\s*$/);
  expect(await page.getByTestId('score-0').innerText()).toMatch(/Summe/);
  expect(await page.getByTestId('device-stats').innerText()).toMatch(/Partien\s*1/);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('never hides part of the board under the choice dock with Rat\'s answer on a phone', async () => {
  const s = seeded('album-phone-dock');
  const { page, errors } = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/album`);
  await page.getByTestId('start-solo').click();
  await page.getByTestId('execute').waitFor();
  await page.getByTestId('advice-button').click();
  await waitText(page, 'advice', /Punkte vorher → nachher/);
  expect(await inViewport(page, '[data-testid="advice"]'), 'Rat\'s answer on the screen').toBe(true);
  expect(await hiddenUnder(page, '[data-testid="album-board"]', '[data-testid="dock"]')).toEqual([]);
  expect(await shortButtons(page, '[data-testid="dock"]')).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
