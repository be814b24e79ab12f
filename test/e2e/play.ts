// A person's moves at the Speedelster table, by clicking: one pebble per round, chosen by the
// test's seeded generator, until the end screen shows.
import type { Page } from 'playwright-core';
import type { Rng } from '@games/core/rng';

/** A Speedelster game has fifteen rounds: each player bids each pebble once. */
export const ELSTER_ROUNDS = 15;

const playable = '[data-testid^="pebble-"]:not([disabled])';

/**
 * Plays one game of Speedelster (one "Partie" of fifteen rounds) and returns the bids placed. Each
 * round waits until exactly the pebbles still in hand are playable — the state of a new round —
 * bids one, and waits until the server took it.
 */
export async function playToEnd(page: Page, rng: Rng, afterBid?: () => Promise<void>): Promise<number> {
  let bids = 0;
  for (; bids < ELSTER_ROUNDS; bids++) {
    const inHand = ELSTER_ROUNDS - bids;
    await page.waitForFunction(
      ({ selector, n }) => document.querySelectorAll(selector).length === n,
      { selector: playable, n: inHand },
    );
    const pebbles = await page.locator(playable).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.pebble)));
    const pebble = rng.pick(pebbles);
    // A tap selects, "Legen" places (the one-tap setting is off by default).
    // A tap on the pebble already selected unselects it (seed 5b5bff7afdfb): tap only to select.
    const chip = page.getByTestId(`pebble-${pebble}`);
    if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    await page.locator(`[data-testid="pebble-${pebble}"][aria-pressed="true"]`).waitFor();
    await page.getByTestId('place-bid').click();
    // Taken by the server: the pebble is placed (this round) or gone (the round is over already) —
    // or, after the last bid, the game is over and the end screen replaced the board.
    await page.locator(`[data-testid="pebble-${pebble}"]:is(.placed, .gone), [data-testid="end-screen"]`).first().waitFor({ state: 'attached' });
    await afterBid?.();
  }
  await page.getByTestId('end-screen').waitFor();
  return bids;
}

/**
 * Starts the day's daily from the game's foyer once the foyer has read the day's state (the page is
 * live then: a click before that was lost under load, and the table never opened), and waits for
 * its table; a refusal fails with its reason.
 */
export async function startDaily(page: Page, status?: 'none'): Promise<void> {
  const you = status ? `[data-testid="daily-you"][data-status="${status}"]` : '[data-testid="daily-you"]';
  await page.getByTestId('foyer-daily').locator(you).waitFor();
  await page.getByTestId('start-daily').click();
  const refused = page.getByTestId('foyer-daily').getByRole('alert');
  const why = await Promise.race([
    page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/).then(() => null),
    // No alert in time (or the page moved on): this side never settles, the URL decides.
    refused.waitFor({ timeout: 60_000 }).then(() => refused.innerText(), () => new Promise<never>(() => {})),
  ]);
  if (why !== null) throw new Error(`the daily start was refused: ${why}`);
}
