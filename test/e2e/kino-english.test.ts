// Speedkino in English speaks English: the foyer, the rules page, the leaderboard's formula and the
// table keep no German game word (film names and "Farbfilm" stay German by design, and a German
// term may stand in brackets beside its English one as a glossary: "Discard can (Wegwerf-Dose)").
// Found on a new player's walk (2026-12-08): the leaderboard said "The third Filmriss gives 0", the
// rules "at most one Filmriss", the clue warning "a Filmriss threatens!", the teaser "without seeing
// your own reels" (they are cans), the lock on renaming "you talk only with the torch" (the flashlight
// everywhere else); the screening is started and ended, not a game ("Start game", "End game").
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { LAPTOP, useLang } from './inspect';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const GERMAN = /Filmriss\w*|\bDosen?\b|\bSpulen?\b|Rettung\w*|Spielhinweis\w*|Vorstellung\w*|Batterien?\b|\bPartie\w*|Vorführ\w*|\bKollegen?\b|Wegwerf\w*|Abspann|Taschenlampe|\bStapel\b|\bAkt\b|Bestenliste|\bKarten\b|\bown reels\b|\btorch\b/g;

/** German game words in the page's visible text, outside brackets, with a little context. */
async function germanWords(page: Page): Promise<string[]> {
  const text = (await page.locator('main').innerText()).replace(/\([^()]*\)/g, '()');
  return [...text.matchAll(GERMAN)].map((m) => `${m[0]}: "${text.slice(Math.max(0, m.index - 50), m.index + 30)}"`);
}

it('the English Speedkino pages and table have no German game words', async () => {
  const { page, errors } = await openPage(browser, { viewport: LAPTOP }, { seenIntros: true });
  const base = inject('baseUrl');
  await page.goto(`${base}/`);
  await useLang(page, 'en');
  await page.goto(`${base}/kino`);
  await page.getByTestId('start-solo').waitFor();
  expect(await germanWords(page)).toEqual([]);
  await page.goto(`${base}/kino/regeln`);
  await page.locator('.kn-rules').waitFor();
  expect(await germanWords(page)).toEqual([]);
  await page.goto(`${base}/kino/bestenliste`);
  await page.getByText('Everyone at the table gets the same value').waitFor();
  expect(await germanWords(page)).toEqual([]);
  // The table on the first turn, a colleague chosen for a clue.
  await page.goto(`${base}/kino`);
  expect(await page.getByTestId('start-solo').innerText()).toBe('Start the screening');
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  expect(await page.getByTestId('leave-table').innerText()).toBe('End the screening');
  await page.getByTestId('target-1').click();
  await page.getByTestId('clue-panel').waitFor();
  expect(await germanWords(page)).toEqual([]);
  // After the first move the name is locked for the Vorstellung: a tap on it says why, in English.
  for (let a = 1; a <= 5; a++) {
    await page.getByTestId(`clue-akt-${a}`).hover();
    if ((await page.locator('.kn-hand.target .kn-can.lit').count()) === 0) continue;
    await page.getByTestId(`clue-akt-${a}`).click();
    break;
  }
  await page.locator('[data-testid="batteries"][data-n="7"]').waitFor();
  await page.locator('[data-testid="my-name"][data-locked]').click();
  const why = page.locator('.toast', { hasText: 'renaming are locked' });
  await why.waitFor();
  expect([...(await why.innerText()).matchAll(GERMAN)].map((m) => m[0])).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
