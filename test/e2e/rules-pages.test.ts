// The rules pages against the rule books (/work/shared/seeds/): what a newcomer reads before the
// first game must not leave out what the rule book says, nor contradict the game's own words.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { PHONE, useLang } from './inspect';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function rulesText(page: Page, game: string): Promise<string> {
  await page.goto(`${inject('baseUrl')}/${game}/regeln`);
  await page.locator('main article.rules-body > *').first().waitFor();
  return page.locator('main').innerText();
}

it('every competitive game\'s rules page says what leaving a game with others costs, as its rule book does', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE });
  for (const game of ['kleister', 'album', 'elster', 'klammern']) {
    expect(await rulesText(page, game), game).toMatch(/verlässt[^.]*−10/);
  }
  // Speedklammern's rule book also names the computers, the think times and the 10 s of grace.
  const klammern = await rulesText(page, 'klammern');
  expect(klammern).toMatch(/leicht[^.]*normal[^.]*stark/);
  expect(klammern).toContain('2 Minuten (Standard)');
  expect(klammern).toContain('10 s Nachfrist');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('Speedelster\'s rules page keeps its own words: a Partie is one nest, 3 or 5 Partien make a longer game', async () => {
  const { page } = await openPage(browser, { viewport: PHONE });
  const elster = await rulesText(page, 'elster');
  // It said "in einer Partie über 3 oder 5 Spiele … jedes Spiel ist ein Nest" beside "ein Spiel über 3 oder 5 Partien".
  expect(elster).not.toMatch(/Partie über \d oder \d Spiele|jedes Spiel ist ein Nest/);
  expect(elster).toContain('jede Partie ist ein Nest');
  await page.context().close();
});

it('every rules page lists its sections on top, and a tap brings the section on screen (a phone page is several screens long)', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE });
  for (const game of ['kleister', 'album', 'elster', 'kino', 'klammern']) {
    await rulesText(page, game);
    const toc = page.getByTestId('rules-toc');
    await toc.waitFor();
    const entries = toc.locator('a');
    const headings = page.locator('main article.rules-body section > :is(h2, h3)');
    expect(await entries.count(), game).toBe(await headings.count());
    expect(await entries.count(), game).toBeGreaterThan(3);
    // The last section: far down the page, on screen after the tap.
    const last = (await entries.count()) - 1;
    expect(await entries.nth(last).innerText()).toBe(await headings.nth(last).innerText());
    await page.evaluate(() => window.scrollTo(0, 0));
    await entries.nth(last).click();
    await page.waitForFunction((i) => {
      const h = document.querySelectorAll('main article.rules-body section > :is(h2, h3)')[i]!.getBoundingClientRect();
      return window.scrollY > 0 && h.top >= 0 && h.bottom <= window.innerHeight;
    }, last, { timeout: 5000 });
    expect(new URL(page.url()).pathname, game).toBe(`/${game}/regeln`);
  }
  expect(errors).toEqual([]);
  await page.context().close();
});

it('Speedklammern\'s rules page says who wins a trick and the card orders; in English every German game term is explained where it first appears', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE });
  // The rule book's sentence, and the two orders it leans on (it said neither).
  const de = await rulesText(page, 'klammern');
  expect(de).toContain('Den Stich gewinnt der höchste Trumpf, sonst die höchste Karte der angespielten Farbe.');
  expect(de).toContain('Bube, Neun, Ass, Zehn, König, Dame, Acht, Sieben');
  expect(de).toContain('Ass, Zehn, König, Dame, Bube, Neun, Acht, Sieben');
  expect(de).toMatch(/Bedienen:[^.]*muss bedient werden/);
  expect(de).toContain('Durch (verloren)');

  await useLang(page, 'en');
  const en = await rulesText(page, 'klammern');
  expect(en).toContain('The highest trump wins the trick, otherwise the highest card of the suit led.');
  expect(en).toContain('jack, nine, ace, ten, king, queen, eight, seven');
  expect(en).toContain('ace, ten, king, queen, jack, nine, eight, seven');
  expect(en).not.toMatch(/Forgotten is forgotten/i);
  // The body's sentences (not the headings or the list of sections): the first time a German term
  // appears, an English explanation of at least three words follows in brackets – "Durch (lost)"
  // and a bare "Fuffzig" or "Schenken" were what a newcomer could not read.
  const body = await page.locator('main article.rules-body').evaluate((el) =>
    Array.from(el.querySelectorAll('p, li')).map((x) => x.textContent ?? '').join('\n'));
  const terms = ['Jappa', 'Mi', '8 Karten', 'Ich spiele', 'Ich will nicht', 'Orgi', 'Ein Kleines', 'Bitte', 'Besser',
    'Kontra', 'Re', 'Schenken', 'Terz', 'Fuffzig', 'Melden', 'Bella', 'gegen jeden', 'Durchmarsch', 'Durch', 'Bierdeckel'];
  for (const term of terms) {
    const at = body.search(new RegExp(`(?<![\\p{L}])${term}(?![\\p{L}])`, 'u'));
    expect(at, term).toBeGreaterThanOrEqual(0);
    const explained = /^[!”]*\s*\(([^)]*)\)/.exec(body.slice(at + term.length));
    expect(explained?.[1].split(/\s+/).length ?? 0, `${term}: ${body.slice(at, at + 60)}`).toBeGreaterThanOrEqual(3);
  }
  expect(errors).toEqual([]);
  await page.context().close();
});
