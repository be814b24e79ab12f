// A person opens Speedkleister from the home page, starts a solo round against three computers
// and plays it to the end by clicking: groups chosen with the group bar (with a brush added now
// and then), take / leave and hand / waste decisions, and drawing card by card from the cart.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const visible = (page: Page, id: string) => page.getByTestId(id).first().isVisible().catch(() => false);
const enabled = (page: Page, id: string) => page.getByTestId(id).isEnabled({ timeout: 500 }).catch(() => false);

/**
 * Click inside the board if still there: the table may move on (a computer acts) between looking
 * and clicking. Scoped to the board, because the shell's "Partie beenden" is also `leave`.
 */
async function tryClick(page: Page, selector: string): Promise<boolean> {
  try {
    await page.getByTestId('kleister-board').locator(selector).first().click({ timeout: 1500 });
    return true;
  } catch {
    return false;
  }
}

interface Played { plays: number; groupBar: number; brushes: number; takeOrLeave: number; handOrWaste: number; cartDraws: number; pressDraws: number; glowSeen: boolean }

async function playRound(page: Page, timeoutMs = 220_000): Promise<Played> {
  const p: Played = { plays: 0, groupBar: 0, brushes: 0, takeOrLeave: 0, handOrWaste: 0, cartDraws: 0, pressDraws: 0, glowSeen: false };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await visible(page, 'end-screen')) return p;
    if (await visible(page, 'take')) {
      // Alternate, so both sides of the decision are walked through.
      if (await tryClick(page, `[data-testid="${p.takeOrLeave % 2 ? 'leave' : 'take'}"]`)) p.takeOrLeave++;
      continue;
    }
    if (await visible(page, 'to-hand')) {
      if (await tryClick(page, `[data-testid="${p.handOrWaste % 2 ? 'to-hand' : 'to-waste'}"]`)) p.handOrWaste++;
      continue;
    }
    if (await visible(page, 'draw-press')) {
      // Draw from the cart whenever it has a card (a labelled one first), else face down.
      const labelled = page.locator('button[data-testid^="cart-"].fits');
      const slot = await labelled.count() > 0 ? 'button[data-testid^="cart-"].fits' : 'button[data-testid^="cart-"]';
      if (await page.locator(slot).count() > 0) {
        if (await tryClick(page, slot)) p.cartDraws++;
      } else if (await tryClick(page, '[data-testid="draw-press"]')) {
        p.pressDraws++;
      }
      continue;
    }
    if (await visible(page, 'play-group') && await page.getByTestId('prompt').innerText().then((t) => /Du bist dran/.test(t)).catch(() => false)) {
      // The group bar: the lowest kind (a small group is easy to cover, so drawing comes up);
      // every third turn a brush joins.
      if (!await tryClick(page, '[data-testid^="group-"]')) continue;
      p.groupBar++;
      if (p.plays % 3 === 2 && await visible(page, 'add-brush') && await enabled(page, 'add-brush')) {
        if (await tryClick(page, '[data-testid="add-brush"]')) p.brushes++;
      }
      if (await page.locator('[data-testid^="glow-"]').count() > 0) p.glowSeen = true;
      expect(await page.getByTestId('effect-line').innerText()).toMatch(/kleben|Handkarte/);
      if (await enabled(page, 'play-group') && await tryClick(page, '[data-testid="play-group"]')) p.plays++;
      await page.waitForTimeout(150);
      continue;
    }
    if (await visible(page, 'continue') && await enabled(page, 'continue')) {
      await tryClick(page, '[data-testid="continue"]');
      continue;
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`round did not end in time: ${JSON.stringify(p)}`);
}

it('plays a solo Speedkleister round by clicking, with the group bar and the cart', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(inject('baseUrl'));
  await page.getByTestId('play-kleister').click();

  // Foyer: Freie Partie against three easy computers, Spielart Kurz.
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').nth(2).check();
  await solo.locator('input[name="solo-level"]').first().check();
  await solo.getByTestId('option-short-true').check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('kleister-board').waitFor();

  // The first-turn window explains the three steps once.
  await page.getByTestId('intro').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('intro').locator('li').count()).toBe(3);
  await page.getByTestId('intro-ok').click();

  // The hand: 10 cards (Kurz), a tap selects, the line under the hand works it out.
  await expect.poll(() => page.locator('[data-testid^="hand-card-"]').count()).toBe(10);
  await page.getByTestId('hand-card-0').click();
  expect(await page.getByTestId('hand-card-0').getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByTestId('effect-line').innerText()).toMatch(/kleben|Handkarte/);
  await page.getByTestId('clear-selection').click();

  // Drawing needs a computer to cover you, which depends on the deal: play another round at the
  // same table ("Nochmal") until it happened, at most three rounds.
  let played = await playRound(page);
  let rounds = 1;
  while (played.cartDraws === 0 && rounds < 3) {
    await page.getByTestId('rematch').click();
    await page.getByTestId('end-screen').waitFor({ state: 'detached', timeout: 30_000 });
    const next = await playRound(page);
    played = { ...next, plays: played.plays + next.plays, groupBar: played.groupBar + next.groupBar };
    rounds++;
  }
  expect(played.plays).toBeGreaterThan(0);
  expect(played.groupBar).toBeGreaterThan(0);
  expect(played.cartDraws + played.pressDraws).toBeGreaterThan(0);
  expect(played.cartDraws).toBeGreaterThan(0);

  // The end screen: the scoring line by line, places and this device's record.
  await expect.poll(() => page.getByTestId('scoring').isVisible()).toBe(true);
  expect(await page.getByTestId('scoring').innerText()).toMatch(/Säule: \d+ × \+1/);
  expect(await page.locator('[data-testid^="place-"]').count()).toBe(4);
  expect(await page.getByTestId('device-stats').innerText()).toMatch(new RegExp(`Partien\\s*${rounds}`));
  expect(errors).toEqual([]);
  await page.close();
}, 700_000);
