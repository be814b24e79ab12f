// A finished game's outcome reaches D1 moments after the end (the table's results drain), and
// nothing on the table page shows when: the result pages are read once the API reports it.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './seed';

/** Waits (one step timeout) until GET `url` — with this page's cookies — answers a body that passes `done`. */
export async function drained<T>(page: Page, url: string, done: (body: T) => boolean): Promise<void> {
  await expect.poll(async () => {
    const res = await page.request.get(url);
    return res.ok() ? done((await res.json()) as T) : `HTTP ${res.status()}`;
  }, { timeout: STEP_TIMEOUT_MS, interval: 500 }).toBe(true);
}
