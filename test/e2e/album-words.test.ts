// A new player's phone, German: the first-turn window names „Rat“ in a Freie Partie, where the Rat
// button is, and not in the Tagesalbum (played "ohne Rat"); a long press on a task in the folder
// shows its text in German only (an English line stood under it); the words under a task agree
// with its points ("bringt nichts" stood beside "+14").
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { andWaitForServer, launch, openPage } from './browser';
import { PHONE } from './inspect';
import { seeded } from './seed';
import { cardText } from '../../web/games/album/i18n';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const phone = { viewport: PHONE, isMobile: true, hasTouch: true };

/** The first-turn window's text, then closed. */
async function introText(page: Page): Promise<string> {
  await page.getByTestId('intro').waitFor();
  const text = await page.locator('.first-turn').innerText();
  await page.getByTestId('intro-ok').click();
  return text;
}

/** Every task in the folder: its points and the words or numbers under it agree. */
async function footsAgree(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="objective-"]').evaluateAll((els) => els.flatMap((el) => {
    const words = el.querySelector('[data-testid^="raise-"]')?.textContent ?? '';
    const points = Number((el.querySelector('[data-testid^="points-"]')?.textContent ?? '0').replace('−', '-'));
    return words.includes('bringt nichts') && points !== 0 ? [`"${words}" beside ${points}`] : [];
  }));
}

/** A phone in the Speedalbum foyer that starts a Freie Partie (solo) or the Tagesalbum (daily). */
async function started(seed: string, kind: 'solo' | 'daily'): Promise<{ page: Page; errors: string[] }> {
  const s = seeded(seed);
  const opened = await openPage(browser, { ...phone, extraHTTPHeaders: s.headers(kind === 'solo' ? 'table' : 'daily') });
  await opened.page.goto(`${inject('baseUrl')}/album`);
  await opened.page.getByTestId(`start-${kind}`).click();
  await opened.page.getByTestId('album-board').waitFor();
  return opened;
}

it('names Rat in a Freie Partie, shows a task in German only, and its words agree with its points', async () => {
  const { page, errors } = await started('album-words-free', 'solo');
  await page.getByTestId('advice-button').waitFor();
  expect(await introText(page)).toContain('„Rat“ schlägt dir einen Zug vor.');

  // Take the first pile's task into the folder, then press long on it.
  await page.getByTestId('pile-0').tap();
  await page.locator('[data-testid="execute"]:not([disabled])').waitFor();
  await andWaitForServer(page, () => page.getByTestId('execute').tap());
  await page.getByTestId('execute').waitFor();
  const entry = page.locator('[data-testid^="objective-"]').first();
  const id = Number((await entry.getAttribute('data-testid'))!.replace(/\D+/g, ''));
  await entry.scrollIntoViewIfNeeded();
  await entry.locator('.al-tipwrap > *').first().dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true });
  const tip = page.getByRole('tooltip').filter({ hasText: cardText(id, 'de') });
  await tip.waitFor();
  const text = await tip.innerText();
  expect(text).not.toContain(cardText(id, 'en'));
  expect(await tip.locator('[lang="en"]').count()).toBe(0);
  expect(await footsAgree(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('names no Rat in the Tagesalbum, which is played without it', async () => {
  const { page, errors } = await started('album-words-daily', 'daily');
  const text = await introText(page);
  expect(text).toContain('Die Zahl an jedem Stapel');
  expect(text).not.toMatch(/Rat/);
  expect(await page.getByTestId('advice-button').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
