// Speedklammern beyond the first game, in the browser: a whole Partie "bis 51 Punkte" with Kontra
// and Re to the end screen ("Nochmal" focused and by keyboard, "Zum Foyer", German and English),
// and a solo game in English played by keyboard with the trump-seven swap, Rat and Bella. The deals
// are fixed table seeds found by scripts/klammern-e2e-seeds.ts.
import { inspect, inViewport, sidewaysOverflow } from './inspect';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { andWaitForServer, launch, openPage, openSoloSettings } from './browser';
import { cardsIn, LAPTOP, MAX_STEPS, PHONE, shoot } from './klammern-page';
import { TEST_SEED_HEADER } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/**
 * A Partie "bis 51 Punkte" with Kontra and Re that ends after one game, whoever is quicker in the
 * Kontra window: the person's Orgi in Pik, a computer's Kontra, the person's Re, and the game lost
 * (scripts/klammern-e2e-seeds.ts end).
 */
const SHORT_PARTIE_SEED = 'klammern-partie-23';
/** More games than that Partie has: a bound, so a Partie that never ends fails. */
const MAX_GAMES = 6;

it('plays a Partie "bis 51 Punkte" with Kontra and Re at a table with two computers to the end screen', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE, extraHTTPHeaders: { [TEST_SEED_HEADER]: SHORT_PARTIE_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  // A table with others, filled by the computers at the start: three seats, Turbo, the shortest Partie, Kontra and Re.
  const multi = page.locator('form[aria-labelledby="multi-title"]');
  await multi.locator('label.choice', { hasText: /^3$/ }).first().click();
  // The table's settings are folded in the foyer: open them first.
  await page.getByTestId('multi-settings-fold').locator(':scope > summary').click();
  await multi.locator('#multi-tempo').selectOption('turbo');
  // The table form folds its house rules away (they are the solo form's too): open them first.
  await page.getByTestId('multi-options-fold').locator('summary').click();
  await multi.getByTestId('option-length').selectOption('points51');
  await multi.getByTestId('option-kontra').check();
  await page.getByTestId('open-table').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('start-game').click();
  await page.getByTestId('klammern-board').waitFor();

  // The person's simple policy (the seed script's): "Ich spiele" and "Re" when offered, else "Ich
  // will nicht" / "Bitte" / no Kontra; the lowest-numbered legal card; "Weiter" after each game.
  const next = page.locator('[data-testid="end-screen"], [data-testid="prompt"].mine, [data-testid="play-bar"].mine, [data-testid="continue"]:not([disabled])').first();
  let games = 0;
  let re = 0;
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(MAX_GAMES * MAX_STEPS);
    await next.waitFor();
    if (await page.getByTestId('end-screen').isVisible()) break;
    if (await page.locator('[data-testid="continue"]:not([disabled])').isVisible()) {
      games++;
      await andWaitForServer(page, () => page.getByTestId('continue').click());
    } else if (await page.locator('[data-testid="prompt"].mine').isVisible()) {
      if (await page.getByTestId('say-re').isVisible()) {
        // Re answers a Kontra against you: the Kontra is on the table, then the game counts fourfold.
        expect(await page.locator('.km-badge.kontra').count()).toBe(1);
        await andWaitForServer(page, () => page.getByTestId('say-re').click());
        expect(await page.getByTestId('value').innerText()).toMatch(/mit Re/);
        expect(await page.getByTestId('seat-panel-0').locator('.km-badge.re').count()).toBe(1);
        re++;
        continue;
      }
      const word = page.locator('[data-testid="prompt"].mine').locator('[data-testid="say-orgi"], [data-testid="say-pass"], [data-testid="say-bitte"]').first();
      await andWaitForServer(page, () => word.click());
    } else {
      const card = Math.min(...(await cardsIn(page, '[data-testid="hand"] [data-playable="1"]')));
      await page.getByTestId(`card-${card}`).click();
      await andWaitForServer(page, () => page.getByTestId(`card-${card}`).click());
    }
  }
  games++;
  expect(games).toBeLessThanOrEqual(MAX_GAMES);
  expect(re).toBeGreaterThan(0);

  // The Endtafel: places by points (someone has 51 or more), the Bierdeckel with every game, and
  // the ways on first — "Nochmal" has the keyboard focus, "Zum Foyer" is beside it.
  const end = page.getByTestId('end-screen');
  const points = (await end.locator('.km-place-points').allInnerTexts()).map((x) => Number(x.replace(/[^\d-]/g, '')));
  expect(points).toHaveLength(3);
  expect(Math.max(...points)).toBeGreaterThanOrEqual(51);
  expect(points).toEqual([...points].sort((a, b) => b - a));
  expect(await end.locator('[data-testid^="deckel-row-"]').count()).toBe(games);
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'rematch');
  for (const [label, size] of [['phone', PHONE], ['laptop', LAPTOP]] as const) {
    await page.setViewportSize(size);
    expect(await inViewport(page, '[data-testid="rematch"]'), `${label}: Nochmal in view`).toBe(true);
    expect(await inViewport(page, '[data-testid="to-foyer"]'), `${label}: Zum Foyer in view`).toBe(true);
    expect(await sidewaysOverflow(page), `${label}: no sideways scrolling`).toBe(0);
  }
  await shoot(page, 'klammern-laptop-end', LAPTOP);
  await shoot(page, 'klammern-phone-end', PHONE, true);
  expect(await inspect(page, 'klammern end')).toEqual([]);
  // Tab from "Nochmal" reaches "Zum Foyer" (the Replay link may lie between them).
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  for (let i = 0; i < 3 && (await focused()) !== 'to-foyer'; i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe('to-foyer');
  // The end screen in English too (the phone's language switch is in the menu).
  await page.getByTestId('menu-button').click();
  await page.locator('.lang-btn[lang="en"]').click();
  await page.getByTestId('menu-button').click();
  await page.getByTestId('rematch').filter({ hasText: /^Again – same table/ }).waitFor();
  expect(await inspect(page, 'klammern end en')).toEqual([]);
  // "Watch the Partie" (in a second tab): the Speedklammern board replays it from the deal to its end.
  const replay = await page.context().newPage();
  await replay.goto(new URL((await page.getByTestId('watch-replay').getAttribute('href'))!, page.url()).href);
  await replay.locator('[data-testid="replay-page"][data-position="0"]').waitFor();
  await replay.getByTestId('klammern-board').waitFor();
  const total = Number(await replay.getByTestId('replay-slider').getAttribute('max'));
  expect(total).toBeGreaterThan(0);
  await replay.keyboard.press('End');
  await replay.locator(`[data-testid="replay-page"][data-position="${total}"]`).waitFor();
  expect(await inspect(replay, 'klammern replay en')).toEqual([]);
  await replay.close();
  // "Nochmal" by keyboard: a new Partie at the same table, its first game dealt.
  await page.getByTestId('to-foyer').focus();
  for (let i = 0; i < 3 && (await focused()) !== 'rematch'; i++) await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('rematch');
  await page.keyboard.press('Enter');
  await page.getByTestId('partie').filter({ hasText: /^Game 1\b/ }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

/**
 * A solo deal in which you bid first and hold the seven, the Dame and the König of the open card's
 * suit (Karo; the open card is the Karo Bube): "Ich spiele" makes an Orgi in which you may swap the
 * seven and say Bella (scripts/klammern-e2e-seeds.ts swap).
 */
const SWAP_SEED = 'klammern-swap-76';
const KARO = { seven: 24, bube: 28, dame: 29, koenig: 30 };

it('in English and by keyboard: "I play", the trump-seven swap with the open card, Rat followed, Bella', async () => {
  const { page, errors } = await openPage(browser, { viewport: LAPTOP, extraHTTPHeaders: { [TEST_SEED_HEADER]: SWAP_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  // The language switch in the header: the foyer answers in English at once.
  await page.locator('.lang-btn[lang="en"]').click();
  await page.locator('#solo-title', { hasText: /[A-Za-z]/ }).waitFor();
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('label.choice', { hasText: /^2$/ }).first().click();
  await solo.locator('input[name="solo-level"]').first().check();
  await openSoloSettings(solo);
  await solo.getByTestId('option-bella-button').check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.locator('[data-testid="prompt"].mine').waitFor();
  const hand = () => cardsIn(page, '[data-testid="hand"] [data-card]');
  expect(await hand()).toContain(KARO.seven);
  expect(await page.getByTestId('say-orgi').innerText()).toMatch(/^I play/);
  expect(await page.getByTestId('say-pass').innerText()).toMatch(/^Pass/);

  // `?` lists the keys of this moment; S says "I play".
  await page.keyboard.press('?');
  // The overlay renders before it is shown as a modal: Escape only reaches an open dialog.
  await page.locator('dialog.keyhelp[open]').waitFor();
  const keyHelp = await page.locator('.keyhelp').innerText();
  expect(keyHelp).toMatch(/S\s*“I play”/);
  expect(keyHelp).toMatch(/R\s*Advice/);
  await page.keyboard.press('Escape');
  await page.locator('.keyhelp').waitFor({ state: 'detached' });
  await andWaitForServer(page, () => page.keyboard.press('s'));
  await page.locator('[data-testid="play-bar"].mine').waitFor();
  expect(await page.getByTestId('contract-line').innerText()).toMatch(/Orgi/);

  // The swap, as the rule book says: the open card then the seven, or the seven then the open
  // card. A tap on the open card arms it (a second tap disarms); then the seven and the open card swap:
  // the Bube comes into the hand, the seven lies open.
  expect(await page.getByTestId('open-card').getAttribute('data-card')).toBe(String(KARO.bube));
  await page.getByTestId('open-card').click();
  await page.locator('[data-testid="open-card"].armed').waitFor();
  expect(await page.getByTestId('play-bar').innerText()).toMatch(/now tap the trump seven/);
  await page.getByTestId('open-card').click();
  await page.locator('[data-testid="open-card"].armed').waitFor({ state: 'detached' });
  await page.getByTestId(`card-${KARO.seven}`).click();
  await andWaitForServer(page, () => page.getByTestId('open-card').click());
  await page.getByTestId('open-card').and(page.locator(`[data-card="${KARO.seven}"]`)).waitFor();
  expect(await hand()).toContain(KARO.bube);
  expect(await hand()).not.toContain(KARO.seven);
  expect(await page.getByTestId('swap').count()).toBe(0);
  expect(await inspect(page, 'klammern table en')).toEqual([]);

  // Rat (R): the strong computer's card with its reason, chosen for you; Enter follows it.
  await page.keyboard.press('r');
  const advice = page.getByTestId('advice-text').filter({ hasText: /^Advice: play the .+\. \S/ });
  await advice.waitFor();
  expect(await inViewport(page, '[data-testid="advice-text"]'), 'the Rat answer on the laptop screen').toBe(true);
  await page.mouse.move(0, 0);
  await shoot(page, 'klammern-laptop-en', LAPTOP);
  const advised = await cardsIn(page, '[data-testid="hand"] [data-card][aria-pressed="true"]');
  expect(advised).toHaveLength(1);
  await andWaitForServer(page, () => page.keyboard.press('Enter'));
  await page.getByTestId(`card-${advised[0]}`).waitFor({ state: 'detached' });

  // Then by keys only (digit to choose, Enter to play), and Bella (B) with the first of Dame and König.
  const bella = page.getByTestId('seat-panel-0').locator('.km-badge.bella');
  let trick = 1;
  for (; trick === 1 || (await bella.count()) === 0; trick++) {
    expect(trick, 'Bella said within the game').toBeLessThan(9);
    await page.locator('[data-testid="play-bar"].mine').waitFor();
    if (trick === 1) {
      // A later Rat answer (the card, why, and the deals played out) is read on a 1366×800 laptop
      // without scrolling: under its button in a 260 px column it was cut after four lines.
      await page.setViewportSize(LAPTOP);
      await page.keyboard.press('r');
      await page.getByTestId('advice-text').filter({ hasText: /deals played out open|only this card/ }).waitFor();
      // This deal's answer here may be short: give the box one of the longest Rat says.
      await page.getByTestId('advice-text').evaluate((el) => { el.textContent = 'Advice: play the king of clubs. You cannot win this trick: give the king of clubs and keep the cheaper cards for later. With it your side wins the game in 15 % of the 40 deals played out open.'; });
      await page.evaluate(() => window.scrollTo(0, 0));
      // Beside its button, not under it: the board above may be taller (at four, with the melds
      // announced), and under the button the answer then ran below the fold.
      const top = async (id: string) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().top);
      expect(await top('advice-text'), 'Rat\'s answer beside its button').toBeLessThan(await top('advice') + 10);
      expect(await inViewport(page, '[data-testid="advice-text"]'), 'a later Rat answer on the laptop screen').toBe(true);
      await page.setViewportSize(PHONE);
    }
    const order = await hand();
    const playable = await cardsIn(page, '[data-testid="hand"] [data-playable="1"]');
    const royal = playable.find((c) => c === KARO.dame || c === KARO.koenig);
    if (royal !== undefined) {
      await page.keyboard.press('b');
      expect(await page.getByTestId('bella').getAttribute('aria-pressed')).toBe('true');
    }
    const card = royal ?? playable[0]!;
    if (trick === 1) {
      // → chooses a card, Esc clears the choice.
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('[data-testid="hand"] [aria-pressed="true"]').count()).toBe(1);
      await page.keyboard.press('Escape');
      expect(await page.locator('[data-testid="hand"] [aria-pressed="true"]').count()).toBe(0);
    }
    await page.keyboard.press(String(order.indexOf(card) + 1));
    expect(await page.getByTestId(`card-${card}`).getAttribute('aria-pressed')).toBe('true');
    await andWaitForServer(page, () => page.keyboard.press('Enter'));
    await page.getByTestId(`card-${card}`).waitFor({ state: 'detached' });
  }
  expect(await bella.count()).toBe(1);
  expect(errors).toEqual([]);
  await page.context().close();
});
