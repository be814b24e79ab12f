// Someone else's daily table, opened from its link while the day runs: the deal is the same for
// everyone that day, so the table is closed to all but its player (403 daily_running). The page
// says so, and when it opens, instead of a socket that can never connect.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { startDaily } from './play';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('tells a visitor with the link that the daily deal opens after its day', async () => {
  const base = inject('baseUrl');
  const s = seeded('daily-closed');
  const a = await openPage(browser, { viewport: { width: 1200, height: 800 }, extraHTTPHeaders: s.headers('daily') }, { seenIntros: true });
  await a.page.goto(`${base}/elster`);
  await startDaily(a.page);
  await a.page.getByTestId('elster-board').waitFor();
  const link = a.page.url();

  const b = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, { seenIntros: true });
  await b.page.goto(link);
  const panel = b.page.getByTestId('not-found');
  await panel.waitFor();
  const text = await panel.innerText();
  expect(text).toContain('Diese Tagesaufgabe läuft noch');
  expect(text).toContain('nach Mitternacht');
  expect(b.errors).toEqual([]);
  // Its player still plays on.
  expect(await a.page.getByTestId('elster-board').count()).toBe(1);
});
