// A person plays the first game of a solo Speedklammern Partie against two easy computers on a
// phone (390 px, touch), BY TAPPING: house rules in the foyer ("Melden!" and "Bella!" by button,
// Kontra), the bidding in the rule book's words ("Ich spiele" when the open card's suit is offered,
// else "Ich will nicht" / "Bitte"), the Kontra window answered, then every trick — a tap selects a
// card, a second tap plays it; cards the rules forbid now are paler and refused. "Melden!" is
// pressed when offered. The Abrechnung follows with "Weiter"; the Bierdeckel holds the game.
// Screenshots (bidding, play, Abrechnung, Bierdeckel; phone and laptop) go to docs/screenshots/.
import { inspect, inViewport, SCREENSHOTS, sidewaysOverflow } from './inspect';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { andWaitForServer, launch, openPage, tableVersion } from './browser';
import { seeded, TEST_SEED_HEADER } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

// Beside the other tables' screenshots (the README links the folder).
const SHOTS = SCREENSHOTS;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
/** More of your own decisions than one game (with redeals) has: a bound, so a broken game fails instead of looping. */
const MAX_STEPS = 60;

async function shoot(page: Page, name: string, size: { width: number; height: number }, fullPage = false): Promise<void> {
  await page.setViewportSize(size);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, animations: 'disabled' });
  await page.setViewportSize(PHONE);
}

/** What the person owes now: a word (bidding, Kontra window), a card, or "Weiter" after the game. */
const owed = (page: Page) =>
  page.locator('[data-testid="prompt"].mine, [data-testid="play-bar"].mine, [data-testid="abrechnung"]').first();

const cardsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.card)));

it('plays a solo Speedklammern game on a phone by tapping: bidding, every trick, the Abrechnung', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const s = seeded('klammern-solo');
  const { page, errors } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: s.headers('table') });
  await page.goto(`${inject('baseUrl')}/klammern`);
  await page.getByTestId('start-solo').waitFor();

  // Foyer: two easy computers; "Melden!" and "Bella!" by button, Kontra and Re on.
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('label.choice', { hasText: /^2$/ }).first().tap();
  await solo.locator('input[name="solo-level"]').first().check();
  await solo.getByTestId('option-melds-button').check();
  await solo.getByTestId('option-bella-button').check();
  await solo.getByTestId('option-kontra').check();
  await shoot(page, 'klammern-phone-foyer', PHONE, true);
  await page.getByTestId('start-solo').tap();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const board = page.getByTestId('klammern-board');
  await board.waitFor();
  expect(await page.locator('[data-testid^="seat-panel-"]').count()).toBe(3);
  // The computers' level is named on the board itself (the seat strip may be hidden at a solo table).
  expect(await page.getByTestId('seat-panel-1').locator('.km-seat-name').innerText()).toBe('Computer 2 (leicht)');
  expect(await page.getByTestId('partie').innerText()).toBe('Spiel 1 von 12');

  const seen = { bids: 0, announce: 0, cards: 0, refused: 0, melden: 0, paler: 0 };
  let shotBidding = false;
  let shotPlay = false;
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(MAX_STEPS);
    await owed(page).waitFor();
    if (await page.getByTestId('abrechnung').isVisible()) break;
    const hand = await cardsIn(page, '[data-testid="hand"] [data-card]');
    if (await page.locator('[data-testid="prompt"].mine').isVisible()) {
      const words = page.locator('[data-testid="prompt"].mine [data-testid^="say-"]');
      const ids = await words.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.testid!));
      if (await board.evaluate((el) => el.classList.contains('phase-bidding'))) {
        expect(hand.length).toBe(9);
        if (!shotBidding) {
          shotBidding = true;
          await shoot(page, 'klammern-phone-bidding', PHONE);
          await shoot(page, 'klammern-laptop-bidding', LAPTOP);
        }
        // Round 1 offers exactly the rule book's two words; round 2 a Kleines in the three other suits.
        if (ids.includes('say-orgi')) expect(ids.sort()).toEqual(['say-orgi', 'say-pass']);
        const pick = ids.includes('say-orgi') ? 'say-orgi' : ids.includes('say-bitte') ? 'say-bitte' : 'say-pass';
        await andWaitForServer(page, () => page.getByTestId(pick).tap());
        seen.bids++;
      } else {
        // Kontra window (or Re): decline.
        expect(ids).toContain('say-pass');
        await andWaitForServer(page, () => page.getByTestId('say-pass').tap());
        seen.announce++;
      }
      continue;
    }
    // Your card: the legal ones are marked; the others paler and refused on a tap.
    const playable = await cardsIn(page, '[data-testid="hand"] [data-playable="1"]');
    expect(playable.length).toBeGreaterThan(0);
    const forbidden = hand.filter((c) => !playable.includes(c));
    if (forbidden.length > 0) {
      seen.paler++;
      expect(await page.getByTestId(`card-${forbidden[0]}`).getAttribute('class')).toMatch(/\bpale\b/);
      if (seen.refused === 0) {
        await page.getByTestId(`card-${forbidden[0]}`).tap({ force: true });
        expect(await page.getByTestId('play-card').isDisabled()).toBe(true);
        expect(await page.getByTestId('why-not').innerText()).toMatch(/musst/);
        seen.refused++;
      }
    }
    if (await page.getByTestId('melden').isVisible()) {
      await page.getByTestId('melden').tap();
      expect(await page.getByTestId('melden').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('meld-bubble').waitFor();
      seen.melden++;
    }
    const card = playable[0]!;
    await page.getByTestId(`card-${card}`).tap();
    expect(await page.getByTestId(`card-${card}`).getAttribute('aria-pressed')).toBe('true');
    if (!shotPlay && (await page.locator('[data-testid^="trick-card-"]').count()) > 0) {
      shotPlay = true;
      await shoot(page, 'klammern-phone-play', PHONE);
      await shoot(page, 'klammern-laptop-play', LAPTOP);
    }
    await andWaitForServer(page, () => page.getByTestId(`card-${card}`).tap());
    seen.cards++;
    await page.getByTestId(`card-${card}`).waitFor({ state: 'detached' });
  }
  // Nine tricks at three: the person played a card to each.
  expect(seen.cards).toBe(9);
  expect(seen.bids).toBeGreaterThan(0);
  expect(shotBidding).toBe(true);

  // The Abrechnung: Augen per seat, the verdict, the value; "Weiter" opens game 2.
  const abr = page.getByTestId('abrechnung');
  expect(await abr.getByTestId('abr-verdict').innerText()).toMatch(/Gewonnen|Durch|Geschenkt/);
  expect(await abr.getByTestId('abr-value').innerText()).toMatch(/Spielwert: /);
  const augen = await abr.locator('[data-testid^="abr-augen-"]').allInnerTexts();
  expect(augen).toHaveLength(3);
  // The stock is not played: the tricks hold fewer than 152 Augen, and one side has the last trick's 10.
  expect(augen.every((x) => Number.isInteger(Number(x)))).toBe(true);
  const last = await abr.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(last.filter((x) => x === '10')).toHaveLength(1);
  await shoot(page, 'klammern-phone-abrechnung', PHONE, true);
  await shoot(page, 'klammern-laptop-abrechnung', LAPTOP);
  await andWaitForServer(page, () => page.getByTestId('continue').tap());

  // The Bierdeckel holds game 1 with its value; then the next game is dealt.
  await page.getByTestId('open-bierdeckel').tap();
  await page.getByTestId('deckel-row-0').waitFor();
  await shoot(page, 'klammern-phone-bierdeckel', PHONE);
  await page.keyboard.press('Escape');
  await page.getByTestId('partie').filter({ hasText: 'Spiel 2 von 12' }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

/**
 * A deal at four in which a computer of the other pair plays before you bid, and you may say
 * "Schenken" whoever speaks first in the Kontra window (scripts/klammern-e2e-seeds.ts schenken).
 */
const SCHENKEN_SEED = 'klammern-schenken-8';

it('seats four with your computer partner opposite, in the Casino design; you offer Schenken', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { page, errors } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: { [TEST_SEED_HEADER]: SCHENKEN_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  // The design is each player's own choice, in the foyer's top right.
  await page.getByTestId('design-picker').locator('label', { hasText: 'Casino' }).tap();
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('label.choice', { hasText: /^3$/ }).first().tap();
  await solo.getByTestId('option-schenken').check();
  await solo.getByTestId('option-kontra').check();
  await page.getByTestId('start-solo').tap();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const board = page.getByTestId('klammern-board');
  await board.waitFor();
  expect(await board.getAttribute('class')).toMatch(/\bdesign-casino\b/);
  expect(await page.locator('[data-testid^="seat-panel-"]').count()).toBe(4);
  // Seat 2 is your partner, across the table; the two opponents sit left and right.
  expect(await page.getByTestId('seat-panel-2').getAttribute('class')).toMatch(/\bat-top\b.*\bally\b/);
  expect(await page.getByTestId('seat-panel-1').getAttribute('class')).toMatch(/\bat-left\b/);
  expect(await page.getByTestId('seat-panel-3').getAttribute('class')).toMatch(/\bat-right\b/);
  expect(await page.locator('[data-testid="hand"] [data-card]').count()).toBe(8);
  // Play on until a trick lies on the table, then look. In the Kontra window you offer Schenken:
  // your partner decides, and the game goes on when he declines.
  let schenken = false;
  for (let step = 0; (await page.locator('[data-testid^="trick-card-"]').count()) < 2; step++) {
    expect(step).toBeLessThan(4 * MAX_STEPS);
    // The version before looking: if nothing is yours, the next change of the table is awaited.
    const version = await tableVersion(page);
    if (!schenken && await page.getByTestId('say-schenken').isVisible()) {
      await andWaitForServer(page, () => page.getByTestId('say-schenken').tap());
      await page.getByTestId('seat-panel-0').locator('.km-badge.schenken').waitFor();
      schenken = true;
    } else if (await page.locator('[data-testid="prompt"].mine').isVisible()) {
      const pass = page.locator('[data-testid="prompt"].mine [data-testid="say-pass"], [data-testid="prompt"].mine [data-testid="say-bitte"], [data-testid="prompt"].mine [data-testid="say-decline"]').first();
      await andWaitForServer(page, () => pass.tap());
    } else if (await page.locator('[data-testid="play-bar"].mine').isVisible()) {
      const card = (await cardsIn(page, '[data-testid="hand"] [data-playable="1"]'))[0]!;
      await page.getByTestId(`card-${card}`).tap();
      await andWaitForServer(page, () => page.getByTestId(`card-${card}`).tap());
    } else {
      await page.waitForFunction((v) => Number(document.querySelector('[data-testid="table-page"]')?.getAttribute('data-v')) > v, version);
    }
  }
  expect(schenken, 'Schenken offered').toBe(true);
  expect(await page.locator('.km-table').innerText()).not.toMatch(/Geschenkt/);
  // All three other seats fit beside each other on the phone, names with their level.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const seat of [1, 2, 3]) expect(await inViewport(page, `[data-testid="seat-panel-${seat}"]`), `seat ${seat} on the phone`).toBe(true);
  expect(await sidewaysOverflow(page)).toBe(0);
  await shoot(page, 'klammern-phone-four', PHONE);
  await shoot(page, 'klammern-laptop-four', LAPTOP);
  expect(errors).toEqual([]);
  await page.context().close();
});

/**
 * A Partie "bis 51 Punkte" with Kontra and Re that ends after one game, whoever is quicker in the
 * Kontra window: the person's Orgi in Pik, a computer's Kontra, the person's Re, and the game lost
 * (scripts/klammern-e2e-seeds.ts end).
 */
const SHORT_PARTIE_SEED = 'klammern-partie-23';
/** More games than that Partie has: a bound, so a Partie that never ends fails. */
const MAX_GAMES = 6;

it('plays a Partie "bis 51 Punkte" with Kontra and Re at a table with two computers to the end screen', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { page, errors } = await openPage(browser, { viewport: PHONE, extraHTTPHeaders: { [TEST_SEED_HEADER]: SHORT_PARTIE_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  // A table with others, filled by the computers at the start: three seats, Turbo, the shortest Partie, Kontra and Re.
  const multi = page.locator('form[aria-labelledby="multi-title"]');
  await multi.locator('label.choice', { hasText: /^3$/ }).first().click();
  await multi.locator('#multi-tempo').selectOption('turbo');
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
  mkdirSync(SHOTS, { recursive: true });
  const { page, errors } = await openPage(browser, { viewport: LAPTOP, extraHTTPHeaders: { [TEST_SEED_HEADER]: SWAP_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  // The language switch in the header: the foyer answers in English at once.
  await page.locator('.lang-btn[lang="en"]').click();
  await page.locator('#solo-title', { hasText: /[A-Za-z]/ }).waitFor();
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('label.choice', { hasText: /^2$/ }).first().click();
  await solo.locator('input[name="solo-level"]').first().check();
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
