// After a solo Speedelster game: "Meine Partien" counts it, the Bestenliste lists the player, and a
// transfer code moves the player to a second browser.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { playToEnd } from './play';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('shows a finished game in Meine Partien and the Bestenliste, and moves the player to another device', async () => {
  const base = inject('baseUrl');
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/elster`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').first().check();
  await solo.locator('input[type="checkbox"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.getByTestId('elster-board').waitFor();
  expect(await playToEnd(page)).toBe(15);
  const name = await page.evaluate(() => fetch('/api/me').then((r) => r.json()).then((me: { name: string }) => me.name));

  // The results drain runs moments after the end; the pages read what the server wrote.
  await expect.poll(async () => {
    await page.goto(`${base}/meine-partien`);
    return page.getByTestId('mg-game-elster').getByTestId('mg-played').innerText({ timeout: 5_000 }).catch(() => '');
  }, { timeout: 20_000 }).toBe('1');
  await page.goto(`${base}/elster/bestenliste`);
  await expect.poll(() => page.getByTestId('lb-my-row').innerText().catch(() => ''), { timeout: 10_000 }).toContain(name);

  // Gerät wechseln: a one-time code links a second browser to the same player.
  await page.goto(`${base}/geraet`);
  await page.getByTestId('transfer-make').click();
  const code = (await page.getByTestId('transfer-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const other = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await other.goto(`${base}/geraet`);
  await other.getByTestId('transfer-input').fill(code);
  await other.getByTestId('transfer-redeem').click();
  await other.getByTestId('transfer-done').waitFor();
  await other.goto(`${base}/meine-partien`);
  await expect.poll(() => other.getByTestId('mg-game-elster').getByTestId('mg-played').innerText().catch(() => '')).toBe('1');
  expect(errors).toEqual([]);
});
