// A person's moves at the Speedelster table, by clicking.
import type { Page } from 'playwright-core';

/** Bid a pebble whenever one may be placed, until the end screen shows. Returns the rounds played. */
export async function playToEnd(page: Page, opts: { timeoutMs?: number } = {}): Promise<number> {
  const until = Date.now() + (opts.timeoutMs ?? 150_000);
  let bids = 0;
  while (Date.now() < until) {
    if (await page.getByTestId('end-screen').isVisible().catch(() => false)) return bids;
    const cont = page.getByTestId('continue');
    if (await cont.isVisible().catch(() => false) && await cont.isEnabled().catch(() => false)) {
      await cont.click();
      continue;
    }
    const pebbles = page.locator('[data-testid^="pebble-"]:not([disabled])');
    const place = page.getByTestId('place-bid');
    if (await pebbles.count() > 0) {
      // Any pebble still in hand: the test is about the path through the product, not strategy.
      const n = await pebbles.count();
      const pebble = pebbles.nth(Math.floor(Math.random() * n));
      const testId = await pebble.getAttribute('data-testid');
      await pebble.click();
      if (await place.isVisible().catch(() => false) && await place.isEnabled().catch(() => false)) await place.click();
      // A placed pebble is never playable again: wait for the server to take it before counting.
      const placed = await page.getByTestId(testId!).isDisabled({ timeout: 100 }).catch(() => false)
        || await page.locator(`[data-testid="${testId}"]:not([disabled])`).waitFor({ state: 'detached', timeout: 5_000 })
          .then(() => true, () => false);
      if (placed) bids++;
      continue;
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`game did not end in time after ${bids} bids`);
}
