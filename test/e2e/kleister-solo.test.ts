// A person opens Speedkleister from the home page, starts a solo round against three easy
// computers and plays it to the end by clicking, on a deal in which they must draw, cover, take
// and leave: before the table is created, the test simulates the round (kleister-script.ts) with
// the options the foyer posts, picks a table seed whose script has all four, and sends it as the
// table seed. Then it clicks through exactly that script — groups from the group bar (a brush now
// and then), take / leave, hand / waste, drawing card by card from the cart or the press — checking
// the hand before every step and the simulated points at the end. On a phone, the decision box
// with Rat's answer never sits on the table (a new player found it over their own column).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createRng } from '@games/core/rng';
import { getGame } from '@games/index';
import { isApiError, planTable } from '../../worker/routes/table-request';
import { signed } from '../../web/i18n/format';
import { andWaitForServer, launch, openPage, openSoloSettings } from './browser';
import { hiddenUnder, shortButtons } from './covered';
import { cutTexts, inViewport, PHONE } from './inspect';
import { findScript, simulate, tableOf, type PersonStep, type Script, type Step, type Table } from './kleister-script';
import { watchTable } from './kleister-watch';
import { seeded, TEST_SEED_HEADER } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The hand as the page shows it, card values in order. */
const shownHand = (page: Page) => page.locator('[data-testid^="hand-card-"]')
  .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.card)));

/** The visible sign that the person owes this step's kind of decision. */
function owed(page: Page, step: Step['step']) {
  switch (step.kind) {
    case 'play': return page.locator('.kl-board.phase-play [data-testid="prompt"].mine');
    case 'take': case 'leave': return page.getByTestId('take');
    case 'toHand': case 'toWaste': return page.getByTestId('to-waste');
    case 'draw': return page.getByTestId('draw-press');
  }
}

/** Clicks a step other than a group to play (a draw; take, leave, hand, waste) and waits for the server. */
async function clickChoice(page: Page, step: Exclude<PersonStep, { kind: 'play' }>): Promise<void> {
  const target = step.kind === 'draw' ? (step.from === 'cart' ? `cart-${step.slot}` : 'draw-press')
    : { take: 'take', leave: 'leave', toHand: 'to-hand', toWaste: 'to-waste' }[step.kind];
  await andWaitForServer(page, () => page.getByTestId('kleister-board').locator(`button[data-testid="${target}"]`).click());
}

/**
 * Creating the table: the foyer's POST is parsed as the server parses it, the round simulated, and
 * the request goes on with the table seed `choose` picked. `planned` settles once the foyer posted.
 */
async function planOnCreate(
  page: Page, base: string, choose: (table: Table, base: string) => Script = findScript,
): Promise<{ planned: Promise<Script> }> {
  let settle!: { resolve(s: Script): void; reject(e: unknown): void };
  const planned = new Promise<Script>((resolve, reject) => { settle = { resolve, reject }; });
  await page.route('**/api/tables', async (route) => {
    let script: Script;
    try {
      const plan = planTable(route.request().postDataJSON(), getGame);
      if (isApiError(plan)) throw new Error(`the foyer posted a table the server refuses: ${plan.error}`);
      script = choose(tableOf(plan), base);
    } catch (err) {
      settle.reject(err);
      await route.abort();
      return;
    }
    settle.resolve(script);
    await route.continue({ headers: { ...(await route.request().allHeaders()), [TEST_SEED_HEADER]: script.tableSeed } });
  }, { times: 1 });
  return { planned };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it('plays a solo Speedkleister round by clicking in which the person draws, covers, takes and leaves', async () => {
  const s = seeded('kleister-solo');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(inject('baseUrl'));
  await page.getByTestId('play-kleister').click();

  // Foyer: Freie Partie against three easy computers, Spielart Kurz.
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').nth(2).check();
  await solo.locator('input[name="solo-level"]').first().check();
  await openSoloSettings(solo);
  await solo.getByTestId('option-short-true').check();
  const { planned } = await planOnCreate(page, s.tableSeed('table'));
  await page.getByTestId('start-solo').click();
  const script = await planned;
  const kinds = script.steps.map((x) => x.step.kind);
  expect(kinds).toContain('draw');
  expect(kinds).toContain('take');
  expect(kinds).toContain('leave');
  expect(script.steps.some((x) => x.step.kind === 'play' && x.step.covers.length > 0)).toBe(true);
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('kleister-board').waitFor();

  // The first-turn window explains the three steps once (the person starts the round).
  await page.getByTestId('intro').waitFor();
  expect(await page.getByTestId('intro').locator('li').count()).toBe(3);
  await page.getByTestId('intro-ok').click();
  await page.getByTestId('intro').waitFor({ state: 'hidden' });
  // From here on every change of the page is checked (kleister-watch.ts): on another's turn no group
  // bar and no "Tippe Plakate an", the others' lines whole and naming you "dir", no "noch leer" once
  // you pasted.
  const watch = await watchTable(page);

  // The hand: the simulated deal's 10 cards (Kurz); a tap selects, the line under it works it out.
  expect(script.steps[0]!.step.kind).toBe('play');
  expect(await shownHand(page)).toEqual(script.steps[0]!.hand);
  expect(script.steps[0]!.hand).toHaveLength(10);
  await page.getByTestId('hand-card-0').click();
  expect(await page.getByTestId('hand-card-0').getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByTestId('effect-line').innerText()).toMatch(/kleben|Handkarte/);
  await page.getByTestId('clear-selection').click();

  const done = { draws: 0, covers: 0, takes: 0, leaves: 0, brushes: 0 };
  const board = page.getByTestId('kleister-board');
  let knownShown = false;
  for (const [i, { hand, step }] of script.steps.entries()) {
    const where = `step ${i + 1} of ${script.steps.length} (${JSON.stringify(step)})`;
    await owed(page, step).waitFor();
    expect(await shownHand(page), where).toEqual(hand);
    // A computer that openly took cards into its hand: its hand's tip names them (what the computers read too).
    for (const seat of knownShown ? [] : [1, 2, 3]) {
      if (!/^nahm |aus dem Karren/.test(await page.getByTestId(`last-${seat}`).innerText())) continue;
      await page.getByTestId(`column-${seat}`).locator('.kl-fact').first().hover();
      expect(await page.getByRole('tooltip').innerText(), where).toMatch(/Handkarten, davon offen aufgenommen und noch nicht gespielt: \S/);
      await page.mouse.move(0, 0);
      knownShown = true;
    }
    if (step.kind === 'play') {
      await board.getByTestId(`group-${step.rank}`).click();
      if (step.brush) {
        await board.getByTestId('add-brush').click();
        done.brushes++;
      }
      const selected = await page.locator('[data-testid^="hand-card-"][aria-pressed="true"]')
        .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.card)));
      expect(selected, where).toEqual(step.cards);
      expect(await page.getByTestId('effect-line').innerText()).toMatch(/kleben|Handkarte/);
      // The columns this group covers glow before it is played.
      for (const seat of step.covers) await page.getByTestId(`glow-${seat}`).waitFor();
      expect(await page.locator('[data-testid^="glow-"]').count(), where).toBe(step.covers.length);
      if (step.covers.length > 0) done.covers++;
      await andWaitForServer(page, () => board.getByTestId('play-group').click());
    } else {
      await clickChoice(page, step);
      if (step.kind === 'draw') done.draws++;
      if (step.kind === 'take') done.takes++;
      if (step.kind === 'leave') done.leaves++;
    }
  }
  expect(done.draws).toBeGreaterThan(0);
  expect(done.covers).toBeGreaterThan(0);
  expect(done.takes).toBeGreaterThan(0);
  expect(done.leaves).toBeGreaterThan(0);
  expect(knownShown, 'a computer took cards openly, and its hand tip named them').toBe(true);
  expect(await watch(), 'what the table said while the round was played').toEqual([]);

  // The end screen: the simulated points per seat, the scoring line by line, this device's record.
  await page.getByTestId('end-screen').waitFor();
  expect(await page.locator('[data-testid^="place-"]').count()).toBe(4);
  // Whole names in the places on a phone ("Computer 4 (le…" was cut).
  expect(await cutTexts(page, '[data-testid="end-screen"]')).toEqual([]);
  for (const [seat, points] of script.scores.entries()) {
    expect(await page.getByTestId(`place-${seat}`).locator('.kl-place-points').innerText()).toBe(`${signed(points)} ${Math.abs(points) === 1 ? 'Punkt' : 'Punkte'}`);
    const card = await page.getByTestId('scoring').getByTestId(`score-${seat}`).innerText();
    expect(card).toContain(`Säule: ${script.columnCards[seat]} × +1`);
    expect(card).toMatch(new RegExp(`Summe\\s*${escapeRegExp(signed(points))}`));
  }
  expect(await page.getByTestId('device-stats').innerText()).toMatch(/Partien\s*1/);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('shows the running total ("Gesamt") in a game of three rounds, within a phone screen', async () => {
  const s = seeded('kleister-rounds');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/kleister`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').nth(2).check();
  await openSoloSettings(solo);
  await solo.getByTestId('option-rounds-3').check();
  await solo.getByTestId('option-short-true').check();
  await page.getByTestId('start-solo').click();
  await page.getByTestId('kleister-board').waitFor();
  expect(await page.locator('.kl-roundno').innerText()).toBe('Durchgang 1 von 3');
  // One group of yours, so the round's points move; then every seat's total is its running round.
  await page.locator('.kl-board.phase-play [data-testid="prompt"].mine').waitFor();
  await page.getByTestId('hand-card-0').click();
  await andWaitForServer(page, () => page.getByTestId('play-group').click());
  const panel = page.getByTestId('score-panel');
  expect((await panel.locator('thead th').allInnerTexts()).slice(1)).toEqual(['Durchgang', 'Gesamt']);
  for (let seat = 0; seat < 4; seat++) {
    expect(await panel.getByTestId(`total-score-${seat}`).innerText(), `seat ${seat}`).toBe(await panel.getByTestId(`round-score-${seat}`).innerText());
  }
  // The table with its three columns stays inside the panel and the phone.
  expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await panel.locator('table').evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

/** The person's steps before their first take / leave decision (Infinity: none comes). */
const stepsBeforeDecision = (script: Script) => {
  const i = script.steps.findIndex((x) => x.step.kind === 'take' || x.step.kind === 'leave');
  return i < 0 ? Infinity : i;
};

/** The table seed among `${base}.0` … `${base}.59` that brings the person's first decision soonest. */
function soonestDecision(table: Table, base: string): Script {
  let best: Script | null = null;
  for (let k = 0; k < 60; k++) {
    const tableSeed = `${base}.${k}`;
    const script = simulate(table, tableSeed, createRng(`${tableSeed}|person`));
    if (stepsBeforeDecision(script) < (best ? stepsBeforeDecision(best) : Infinity)) best = script;
  }
  if (!best) throw new Error(`no table seed of 60 from ${base} brings the person a take / leave decision`);
  return best;
}

it('never hides part of the table under the decision box with Rat\'s answer on a phone', async () => {
  const s = seeded('kleister-phone-box');
  const { page, errors } = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/kleister`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').nth(2).check();
  await openSoloSettings(solo);
  await solo.getByTestId('option-short-true').check();
  const { planned } = await planOnCreate(page, s.tableSeed('table'), soonestDecision);
  await page.getByTestId('start-solo').click();
  const script = await planned;
  const board = page.getByTestId('kleister-board');
  for (const { step } of script.steps.slice(0, stepsBeforeDecision(script))) {
    await owed(page, step).waitFor();
    if (step.kind !== 'play') {
      await clickChoice(page, step);
      continue;
    }
    await board.getByTestId(`group-${step.rank}`).click();
    if (step.brush) await board.getByTestId('add-brush').click();
    await andWaitForServer(page, () => board.getByTestId('play-group').click());
  }
  // Take or leave, with Rat's answer: the tallest the box gets.
  await page.getByTestId('take').waitFor();
  await page.getByTestId('advice').click();
  await page.getByTestId('advice-text').filter({ hasNotText: 'Rat wird geholt' }).waitFor();
  expect(await inViewport(page, '[data-testid="advice-text"]'), 'Rat\'s answer on the screen').toBe(true);
  expect(await hiddenUnder(page, '[data-testid="kleister-board"]', '.kl-dock')).toEqual([]);
  expect(await shortButtons(page, '.kl-dock')).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
