// The reading before you send (issue 21): on a laptop, with a mouse, a person points at clue buttons
// for a colleague; the preview names how that colleague will read the clue ("… liest das als
// Spielhinweis für …") and, for a clue that would make it play a can that does not fit, warns
// "Filmriss droht!" — before anything is sent (no battery spent). The warned can really does not fit
// its reel, and the preview's reading is the one the table then records in the log.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const FILMS = ['Krimi', 'Western', 'Lustspiel', 'Abenteuer', 'Liebesfilm'];
const POS = /für die (linke|rechte|(\d)\.) Dose/;

it('warns of a misleading Spielhinweis in the preview, before the clue is sent', async () => {
  const s = seeded('kino-lesart');
  const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 800 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/kino`);
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('target-1').waitFor();
  const batteries = await page.getByTestId('batteries').getAttribute('data-n');
  const reels = await Promise.all(FILMS.map(async (_, f) => Number((await page.getByTestId(`reel-${f}`).getAttribute('data-top')) ?? 0)));

  let found: { seat: number; film: number; text: string } | null = null;
  const seats = await page.locator('[data-testid^="target-"]').count();
  for (let seat = 1; seat <= seats && !found; seat++) {
    await page.getByTestId(`target-${seat}`).click();
    for (let f = 0; f < FILMS.length && !found; f++) {
      const btn = page.getByTestId(`clue-film-${f}`);
      await btn.hover();
      // The preview names the film, or says the clue would light nothing (then there is no reading).
      await page.getByTestId('preview-line').filter({ hasText: new RegExp(`${FILMS[f]}|träfe keine Dose`) }).waitFor();
      const line = page.getByTestId('lesart-line');
      if (!(await line.isVisible())) continue;
      const text = await line.innerText();
      expect(text).toMatch(/liest das als (Spielhinweis für|Rettung für|bloßen Hinweis)/);
      if (!text.includes('Filmriss droht')) continue;
      found = { seat, film: f, text };
      expect(await line.getAttribute('class')).toMatch(/\bkn-warn\b/);
      // The focused can is a colleague's, open to the player: it does not fit its reel now.
      const m = POS.exec(text)!;
      const size = await page.locator(`[data-testid^="can-${seat}-"]`).count();
      const pos = m[1] === 'linke' ? 0 : m[1] === 'rechte' ? size - 1 : Number(m[2]) - 1;
      const label = (await page.getByTestId(`can-${seat}-${pos}`).getAttribute('aria-label')) ?? '';
      const akt = Number(/Akt (\d)/.exec(label)?.[1]);
      expect(label).toContain(FILMS[f]);
      expect(akt).not.toBe((reels[f] ?? 0) + 1);
    }
    if (!found) await page.getByTestId(`target-${seat}`).click();
  }
  expect(found, 'some film clue on the first turn is a misleading Spielhinweis').not.toBeNull();
  // Nothing was sent by pointing.
  expect(await page.getByTestId('batteries').getAttribute('data-n')).toBe(batteries);
  expect(await page.getByTestId('send-clue').isVisible()).toBe(true);
  expect(errors).toEqual([]);
});
