// A new visitor plays today's Tagesnest from the foyer to the end, sees how the computer would have
// played it, finds the result on the daily list, starts again and is told it is practice. The table,
// the replay and Meine Partien call it a Tagesnest (they said the shell's "Tagesspiel"), and the
// replay's first line does not deal cards (nobody is dealt any: the loot cards lie shuffled).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { ELSTER_ROUNDS, playToEnd } from './play';
import { drained } from './results';
import { seeded } from './seed';
import { SCREENSHOTS } from './inspect';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('plays the Tagesnest, sees it on the daily list, and the next start is practice', async () => {
  const s = seeded('elster-daily');
  const { page, errors } = await openPage(browser, { viewport: { width: 360, height: 780 }, extraHTTPHeaders: s.headers('daily') }, { seenIntros: true });
  const base = inject('baseUrl');
  await page.goto(`${base}/elster`);

  // Foyer: today's Tagesnest, not played yet.
  const daily = page.getByTestId('foyer-daily');
  await daily.locator('[data-testid="daily-you"][data-status="none"]').waitFor();
  expect(await page.getByTestId('start-daily').innerText()).toBe('Tagesnest spielen');
  await page.getByTestId('start-daily').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const firstUrl = page.url();
  await page.getByTestId('elster-board').waitFor();
  await page.getByTestId('daily-note').waitFor();
  expect(await page.getByTestId('practice-note').count()).toBe(0);
  expect(await page.locator('.table-bar .table-sub').innerText()).toBe('Tagesnest');

  expect(await playToEnd(page, s.rng('person'))).toBe(ELSTER_ROUNDS);
  await page.getByTestId('scoring').waitFor();

  // The daily list of that date shows the visitor, once the table's outcome has reached D1.
  const me = (await (await page.request.get(`${base}/api/me`)).json()) as { name: string };
  await drained(page, `${base}/api/daily/elster/today`, (body: { you?: { status: string } }) => body.you?.status === 'finished');

  // "Wie hätte der Computer gespielt?": your result beside the strong computer's on the same deal,
  // and each moment where it would have chosen otherwise jumps to that position of the replay.
  await page.getByTestId('compare-link').click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+\/1\/computer$/);
  const panel = page.getByTestId('computer-panel');
  await panel.getByTestId('compare-computer').waitFor({ timeout: 60_000 });
  expect(await page.locator('.table-bar .table-sub').innerText()).toMatch(/^Tagesnest · \d{4}-\d{2}-\d{2}$/);
  await page.locator('[data-testid="replay-page"][data-position="0"]').waitFor();
  expect(await page.getByTestId('replay-who').innerText()).toBe('Die Beutekarten sind gemischt.');
  expect(await panel.getByTestId('compare-you').innerText()).toMatch(/\d+\sPunkte?, \d\.\sPlatz/);
  expect(await panel.getByTestId('compare-computer').innerText()).toMatch(/\d+\sPunkte?, \d\.\sPlatz/);
  await page.screenshot({ path: `${SCREENSHOTS}/elster-phone-compare.png`, fullPage: true, animations: 'disabled' });
  const moments = panel.getByTestId('compare-moment');
  if ((await moments.count()) > 0) {
    expect(await moments.first().innerText()).toMatch(/^Zug \d+ Du hast den Kiesel \d+ gelegt; der Computer hätte den Kiesel \d+ gelegt: erwartet \d+ % statt \d+ %\.$/);
    const move = Number((await moments.first().getByTestId('compare-go').innerText()).replace(/\D/g, ''));
    await moments.first().getByTestId('compare-go').click();
    await page.waitForSelector(`[data-testid="replay-page"][data-position="${move - 1}"]`);
  } else {
    await panel.getByTestId('compare-same').waitFor();
  }
  await page.goto(firstUrl);
  await page.getByTestId('scoring').waitFor();
  await page.getByTestId('to-daily-list').click();
  await page.waitForURL(/\/elster\/tagesliste\/\d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('daily-row').filter({ hasText: me.name }).waitFor();
  expect(await page.getByTestId('daily-row').filter({ hasText: me.name }).count()).toBe(1);

  // Today's list: "your day" is finished, with a streak of one.
  await page.goto(`${base}/elster/tagesliste`);
  await page.locator('[data-testid="daily-you"][data-status="finished"]').waitFor();
  expect(await page.locator('.daily-mine').innerText()).toContain(me.name);
  // The streak says what it counts (a newcomer read "Deine Serie: 0" without knowing of what).
  expect(await page.getByTestId('daily-streak').innerText()).toMatch(/^Tage in Folge gespielt: 1 · Bestwert: 1$/);

  // Meine Partien lists the match under the game's daily name.
  await drained(page, `${base}/api/me/stats`, (body: { games: { elster?: { recent?: unknown[] } } }) => (body.games.elster?.recent?.length ?? 0) > 0);
  await page.goto(`${base}/meine-partien`);
  expect(await page.getByTestId('mg-game-elster').getByTestId('mg-recent').innerText()).toMatch(/ · Tagesnest · /);

  // Again from the foyer: practice, on a new table.
  await page.goto(`${base}/elster`);
  await page.getByTestId('foyer-daily').locator('[data-testid="daily-you"][data-status="finished"]').waitFor();
  const again = page.getByTestId('start-daily');
  expect(await again.innerText()).toBe('Noch einmal üben');
  await again.click();
  await page.waitForURL((url) => /\/t\/[A-Za-z0-9_-]+$/.test(url.pathname) && url.href !== firstUrl);
  await page.getByTestId('practice-note').waitFor();
  expect(await page.getByTestId('practice-note').innerText()).toContain('Übungsrunde – zählt nicht für die Tagesliste');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('the first-turn window speaks of Rat only where Rat is offered (the Tagesnest has none)', async () => {
  const s = seeded('elster-daily-intro');
  const base = inject('baseUrl');
  const daily = await openPage(browser, { viewport: { width: 390, height: 844 }, extraHTTPHeaders: s.headers('daily') });
  await daily.page.goto(`${base}/elster`);
  await daily.page.getByTestId('start-daily').click();
  await daily.page.getByTestId('intro').waitFor();
  expect(await daily.page.locator('.first-turn').innerText()).not.toMatch(/Rat/);
  await daily.page.context().close();

  const solo = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await solo.page.goto(`${base}/elster`);
  await solo.page.getByTestId('start-solo').click();
  await solo.page.getByTestId('intro').waitFor();
  expect(await solo.page.locator('.first-turn').innerText()).toMatch(/„Rat“ schlägt dir einen Kiesel vor/);
  expect(daily.errors).toEqual([]);
  expect(solo.errors).toEqual([]);
  await solo.page.context().close();
});
