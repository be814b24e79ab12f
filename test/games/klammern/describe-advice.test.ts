// Speedklammern's public log lines (never a declared meld before it is shown) and Rat: the strong
// computer's choice for the seat's own view, with a structured reason, for every kind of decision.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { klammern } from '@games/klammern';
import type { KlammernState } from '@games/klammern/types';
import { card, c, fresh, playing, step } from './helpers';

const HERZ = 2;

describe('log lines', () => {
  it('a card line tells the card and Bella, never a meld', () => {
    const s = playing({ hands: ['P9 P10 PB HK HD', 'K7 K8 C7 C8 C9', 'P7 P8 C10 CB CD'], declarer: 0, trump: HERZ, dealer: 2, options: { melds: 'button' } });
    const line = klammern.describeMove!(s, 0, card('HK', { meld: true }));
    expect(line).toEqual({ code: 'klammern_card', params: { seat: 0, card: c('HK'), bella: 1 } });
    const { events } = step(s, 0, card('HK', { meld: true }));
    expect(JSON.stringify(events)).not.toContain('meld');
  });

  it('bids, Kontra and the swap in the rule book\'s words; the melds line after the first trick', () => {
    const s = fresh(3, { kontra: true });
    const left = (s.dealer + 1) % 3;
    expect(klammern.describeMove!(s, left, { type: 'pass' })).toEqual({ code: 'klammern_bid', params: { seat: left, call: 'pass', suit: -1 } });
    const t = step(s, left, { type: 'orgi' });
    const contract = t.events.find((e) => e.type === 'contract')!;
    expect(klammern.describeEvent!(contract)).toMatchObject({ code: 'klammern_contract', params: { declarer: left, kind: 'orgi' } });
    expect(klammern.describeMove!(t.state, (left + 1) % 3, { type: 'kontra' })).toEqual({ code: 'klammern_announce', params: { seat: (left + 1) % 3, word: 'kontra' } });
    const m = playing({ hands: ['P9 P10 PB C7', 'K10 KB KD C8', 'K7 P7 C9 CA'], declarer: 0, trump: HERZ, dealer: 2 });
    const done = step(step(step(m, 0, card('C7')).state, 1, card('C8')).state, 2, card('CA'));
    const melds = done.events.find((e) => e.type === 'melds')!;
    expect(klammern.describeEvent!(melds)).toEqual({ code: 'klammern_melds', params: { best: 1, reason: 'height', points: 20, melds: '0:20:1:2-4,1:20:0:3-5' } });
  });
});

describe('Rat', () => {
  it('is exactly the strong computer\'s move for the view, for every kind of decision', () => {
    const positions: { state: KlammernState; seat: number }[] = [];
    const s = fresh(4, { kontra: true, schenken: true }, 'rat');
    const left = (s.dealer + 1) % 4;
    positions.push({ state: s, seat: left });
    const announce = step(s, left, { type: 'orgi' }).state;
    positions.push({ state: announce, seat: (left + 1) % 4 });
    const playingState = step(step(announce, (left + 1) % 4, { type: 'pass' }).state, (left + 3) % 4, { type: 'pass' }).state;
    positions.push({ state: playingState, seat: left });
    for (const { state, seat } of positions) {
      const v = klammern.view(state, seat);
      const advice = klammern.advise!(v, createRng('same'));
      expect(advice.move).toEqual(klammern.choose(v, 'stark', createRng('same')));
      expect(advice.reason.code).toMatch(/^klammern_/);
    }
  });

  it('the swap, with the chance it gives; "Weiter" in the Abrechnung', () => {
    const s = playing({ hands: ['H7 PA K7 K8', 'P7 P8 K9 K10', 'P9 P10 KB KD'], declarer: 1, trump: HERZ, dealer: 2, upcard: 'HB' });
    const swap = klammern.advise!(klammern.view(s, 0), createRng('swap'));
    expect(swap.move).toEqual({ type: 'swap' });
    expect(swap.reason).toMatchObject({ code: 'klammern_swap', params: { took: c('HB') } });
    const done = playing({ hands: ['HB', 'P7', 'K7'], declarer: 0, trump: HERZ, dealer: 2 });
    const over = step(step(step(done, 0, card('HB')).state, 1, card('P7')).state, 2, card('K7')).state;
    expect(klammern.advise!(klammern.view(over, 2), createRng('w'))).toEqual({ move: { type: 'continue' }, reason: { code: 'klammern_continue', params: {} } });
  });

  it('a forced card says so', () => {
    const s = playing({ hands: ['PA K7', 'P7 K8', 'C7 C8'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = step(s, 0, card('PA')).state;
    const advice = klammern.advise!(klammern.view(t, 1), createRng('only'));
    expect(advice.move).toMatchObject({ type: 'card', card: c('P7') });
    expect(advice.reason.params).toMatchObject({ why: 'only' });
  });
});
