// A person plays a solo Speedalbum game against two computers to the end USING ONLY THE KEYBOARD:
// Tab and the arrow keys in the foyer, then 1/2/3 (piles), Q/W/E and A/S/D (pictures), F (flip
// the new objective), Enter, Esc, R (Rat) and M (back to my album) at the table. The test reads the
// page to decide, but every action is a key press. At the end the scoring shows every objective
// with its points.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SLOT_KEYS = ['q', 'a', 'w', 's', 'e', 'd'];

const visible = (page: Page, id: string) => page.getByTestId(id).isVisible().catch(() => false);
const text = (page: Page, id: string) => page.getByTestId(id).innerText({ timeout: 2000 }).catch(() => '');
const active = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { testid: el?.dataset.testid ?? '', name: el?.getAttribute('name') ?? '', checked: (el as HTMLInputElement | null)?.checked ?? false };
});

/** Tab until the focus satisfies `ok` (at most `max` presses). */
async function tabTo(page: Page, ok: (a: Awaited<ReturnType<typeof active>>) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (ok(await active(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the wanted element');
}

/** Market slots with a picture, in slot order. */
async function filledSlots(page: Page): Promise<number[]> {
  const out: number[] = [];
  for (let s = 0; s < 6; s++) if (await page.getByTestId(`market-${s}`).isEnabled({ timeout: 500 }).catch(() => false)) out.push(s);
  return out;
}

async function nonEmptyPiles(page: Page): Promise<number[]> {
  const out: number[] = [];
  for (let p = 0; p < 3; p++) if (await page.getByTestId(`pile-${p}`).isEnabled({ timeout: 500 }).catch(() => false)) out.push(p);
  return out;
}

interface Played { turns: number; rat: number; piles: number; pictures: number; flips: number; escapes: number; mine: number }

async function playToEnd(page: Page, timeoutMs = 160_000): Promise<Played> {
  const p: Played = { turns: 0, rat: 0, piles: 0, pictures: 0, flips: 0, escapes: 0, mine: 0 };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await visible(page, 'end-screen')) return p;
    if (!await visible(page, 'execute')) {
      // Someone else moves; "Ansicht folgt dem Zug" shows their album, M brings back mine.
      const title = await text(page, 'album-title');
      if (title.startsWith('Album von') && p.mine < 2) {
        await page.keyboard.press('m');
        await expect.poll(() => text(page, 'album-title')).toBe('Dein Album');
        p.mine++;
      }
      await page.waitForTimeout(150);
      continue;
    }
    const turn = p.turns++;
    const piles = await nonEmptyPiles(page);
    const slots = await filledSlots(page);
    if (turn % 3 === 0) {
      // Rat: the advised move becomes the choice, with "Punkte vorher → nachher" and a reason.
      await page.keyboard.press('r');
      await page.getByTestId('advice').waitFor({ timeout: 20_000 });
      await expect.poll(() => text(page, 'advice')).toMatch(/Punkte vorher → nachher: -?\d+ → -?\d+/);
      p.rat++;
    } else if (turn % 3 === 1 && piles.length > 0) {
      const pile = piles[turn % piles.length]!;
      await page.keyboard.press(String(pile + 1));
      expect(await text(page, 'choice-line')).toContain(`Stapel ${pile + 1}`);
      if (p.escapes === 0) {
        // Esc clears the choice; choose again.
        await page.keyboard.press('Escape');
        expect(await text(page, 'choice-line')).toMatch(/Tippe einen Stapel/);
        await page.keyboard.press(String(pile + 1));
        p.escapes++;
      }
      if (turn % 2 === 0) {
        // Flip the new objective at once: it counts as its picture.
        await page.keyboard.press('f');
        expect(await text(page, 'flip-line')).toContain('den neuen Auftrag');
        p.flips++;
      }
      p.piles++;
    } else {
      const need = Math.min(2, slots.length);
      for (const s of slots.slice(-need)) await page.keyboard.press(SLOT_KEYS[s]!);
      if (need === 2) expect(await page.locator('[data-testid^="slot-gain-"]').first().innerText()).toMatch(/\d/);
      p.pictures++;
    }
    await expect.poll(() => text(page, 'points-line')).toMatch(/-?\d+ → -?\d+/);
    expect(await page.getByTestId('execute').isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    // The move is sent: the dock waits for the next turn (or the game ends).
    await expect.poll(async () => !await visible(page, 'execute') || await visible(page, 'end-screen'), { timeout: 10_000 }).toBe(true);
  }
  throw new Error(`game did not end in time: ${JSON.stringify(p)}`);
}

it('plays a solo Speedalbum game against two computers with the keyboard only', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${inject('baseUrl')}/album`);

  // Foyer: the computers radio group (3 by default) → ArrowLeft picks 2; then on to the start button.
  await tabTo(page, (a) => a.name === 'solo-computers' && a.checked);
  await page.keyboard.press('ArrowLeft');
  expect(await page.locator('input[name="solo-computers"]:checked').evaluate((el) => (el.nextElementSibling as HTMLElement).innerText)).toBe('2');
  await tabTo(page, (a) => a.testid === 'start-solo');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('album-board').waitFor();
  await expect.poll(() => page.locator('[data-testid^="name-"]').count()).toBe(3);

  const played = await playToEnd(page);
  expect(played.rat).toBeGreaterThan(0);
  expect(played.piles).toBeGreaterThan(0);
  expect(played.pictures).toBeGreaterThan(0);
  expect(played.flips).toBeGreaterThan(0);
  expect(played.escapes).toBe(1);
  expect(played.mine).toBeGreaterThan(0);

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
  await page.close();
});
