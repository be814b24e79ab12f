// Speedklammern, house rules Bella and Meldungen "per Knopf": only a card played with "Bella!" /
// "Melden!" (the move's flag) counts the 20 — "vergessen heißt: die 20 Augen sind weg". Played
// through to the Abrechnung, so the Bierdeckel's Augen show it, not only the state's fields.
import { describe, expect, it } from 'vitest';
import { legalCards } from '@games/klammern/rules/tricks';
import type { KlammernOptions, KlammernState } from '@games/klammern/types';
import { c, playing, step } from './helpers';

const HERZ = 2;
// Seat 0 holds Herz König and Dame (Bella) and a Terz Pik 9–Bube; nobody else has a sequence.
const hands = ['HK HD P9 P10 PB', 'K7 K9 C8 C10 PA', 'KB KK C9 CA P7'];

/** Plays the game out: seat 0 plays its first card with `first`'s flags, everyone else the first legal card. */
function playOut(options: Partial<KlammernOptions>, first: { meld: boolean; bella: boolean }): KlammernState {
  let s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2, options });
  let seq = 1;
  s = step(s, 0, { type: 'card', card: c('HK'), ...first }, seq++).state; // Herz König leads
  while (s.phase === 'play') {
    const seat = (s.trick.leader + s.trick.cards.length) % s.seats;
    const c = legalCards(s.hands[seat], s.trick.cards, HERZ)[0];
    s = step(s, seat, { type: 'card', card: c, meld: false, bella: false }, seq++).state;
  }
  return s;
}

const trickAugen = (s: KlammernState) => s.tricks.reduce((t, x) => t + x.points, 0);

describe('Bella and Melden by button: the flag counts, the card alone does not', () => {
  it('without bella:true under bella "button" the Abrechnung has no Bella', () => {
    const s = playOut({ bella: 'button', melds: 'auto' }, { meld: false, bella: false });
    expect(s.phase).toBe('abrechnung');
    expect(s.bella).toBeNull();
    const r = s.results[s.results.length - 1];
    expect(r.augen.reduce((a, b) => a + b, 0)).toBe(trickAugen(s) + 20); // the auto Terz only
  });

  it('with bella:true the 20 count', () => {
    const s = playOut({ bella: 'button', melds: 'auto' }, { meld: false, bella: true });
    expect(s.bella).toBe(0);
    expect(s.results[0].augen.reduce((a, b) => a + b, 0)).toBe(trickAugen(s) + 40);
  });

  it('without meld:true under melds "button" the Abrechnung has no meld', () => {
    const s = playOut({ melds: 'button', bella: 'auto' }, { meld: false, bella: false });
    expect(s.meldVerdict).toBeNull();
    expect(s.melds).toEqual([]);
    expect(s.results[0].augen.reduce((a, b) => a + b, 0)).toBe(trickAugen(s) + 20); // the auto Bella only
  });

  it('with meld:true the Terz counts', () => {
    const s = playOut({ melds: 'button', bella: 'auto' }, { meld: true, bella: false });
    expect(s.meldVerdict).toMatchObject({ best: 0, points: [20, 0, 0] });
    expect(s.results[0].augen.reduce((a, b) => a + b, 0)).toBe(trickAugen(s) + 40);
  });

  it('both by button, neither pressed: cards only', () => {
    const s = playOut({ melds: 'button', bella: 'button' }, { meld: false, bella: false });
    expect(s.results[0].augen.reduce((a, b) => a + b, 0)).toBe(trickAugen(s));
  });
});
