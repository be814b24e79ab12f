// What the Speedklammern browser tests share: the screen sizes, screenshots into docs/screenshots/
// (beside the other tables'; the README links the folder), whether the person owes a move, whether
// the hand is in view, and the cards a locator shows.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inViewport, SCREENSHOTS } from './inspect';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 800 };
/** More of your own decisions than one game (with redeals) has: a bound, so a broken game fails instead of looping. */
export const MAX_STEPS = 60;

/**
 * Waits until the person owes something — a word (bidding, Kontra window) or a card: true — or the
 * game's Abrechnung shows: false.
 */
export async function owesMove(page: Page): Promise<boolean> {
  await page.locator('[data-testid="prompt"].mine, [data-testid="play-bar"].mine, [data-testid="abrechnung"]').first().waitFor();
  return !(await page.getByTestId('abrechnung').isVisible());
}

/**
 * A screenshot at `size`; the page goes back to the phone size afterwards. A capture that hangs
 * (once in CI, right after a resize of an idle page: "Timeout 60000ms exceeded" after "fonts
 * loaded") is tried again after the size is set anew; the picture is documentation, not a check.
 */
export async function shoot(page: Page, name: string, size: { width: number; height: number }, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize(size);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage, animations: 'disabled', timeout: 20_000 });
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.setViewportSize({ width: size.width, height: size.height + 1 });
      await page.setViewportSize(size);
    }
  }
  await page.setViewportSize(PHONE);
}

/** Whether your whole hand is on screen at `size` without scrolling (the page scrolled to its top). */
export async function handInView(page: Page, size: { width: number; height: number }): Promise<boolean> {
  await page.setViewportSize(size);
  // The layout follows the new size a frame or two later (and a computer's card may land meanwhile,
  // seed 8b9c555bb967 under load): look again for a moment before saying no.
  let seen = false;
  for (let i = 0; i < 20 && !seen; i++) {
    if (i > 0) await page.waitForTimeout(100);
    await page.evaluate(() => window.scrollTo(0, 0));
    seen = await inViewport(page, '[data-testid="hand"]');
  }
  await page.setViewportSize(PHONE);
  return seen;
}

/** The cards (`data-card`) of the elements `selector` finds, in page order. */
export const cardsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.card)));
