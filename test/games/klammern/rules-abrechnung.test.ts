// Speedklammern, "Abrechnung" and "Partie": the player needs more Augen than both opponents together
// ("gegen jeden": than each; at four: the pair more than the other pair), a tie loses; the value
// with Kontra ×2, Re ×4, Durchmarsch ×2; Durch pays each opponent double. The Abrechnung waits for
// "Weiter"; the Partie ends after its games or at its points; places, Bestenliste and teams.
import { describe, expect, it } from 'vitest';
import { gameScores, isWon, multiplier } from '@games/klammern/rules/abrechnung';
import { pending } from '@games/klammern/rules/moves';
import { outcome, partieOver, places } from '@games/klammern/rules/partie';
import type { GameRecord } from '@games/klammern/types';
import { klammern } from '@games/klammern';
import { view } from '@games/klammern/view';
import { opts, playing, playTricks, scoreRecord as record, step, steps, withResults } from './helpers';

const HERZ = 2;

describe('who wins', () => {
  it('more than both opponents together; a tie loses', () => {
    expect(isWon([81, 40, 41], [0], false)).toBe(false);
    expect(isWon([82, 40, 40], [0], false)).toBe(true);
    expect(isWon([81, 41, 40], [1], false)).toBe(false);
  });

  it('house rule "gegen jeden": more than each opponent', () => {
    expect(isWon([61, 60, 41], [0], true)).toBe(true);
    expect(isWon([60, 60, 42], [0], true)).toBe(false);
  });

  it('four players: the pair against the other pair ("gegen jeden" does not apply)', () => {
    expect(isWon([40, 40, 42, 40], [0, 2], true)).toBe(true);
    expect(isWon([41, 40, 40, 41], [0, 2], false)).toBe(false);
  });
});

describe('Spielwert and scores', () => {
  it('Kontra ×2, Re ×4, Durchmarsch ×2', () => {
    expect(multiplier(false, false, false)).toBe(1);
    expect(multiplier(true, false, false)).toBe(2);
    expect(multiplier(true, true, false)).toBe(4);
    expect(multiplier(true, true, true)).toBe(8);
    expect(multiplier(false, false, true)).toBe(2);
  });

  it('won: the player (both partners) gets the value; Durch: each opponent double', () => {
    expect(gameScores(3, [1], true, 6)).toEqual([0, 6, 0]);
    expect(gameScores(3, [1], false, 6)).toEqual([12, 0, 12]);
    expect(gameScores(4, [0, 2], true, 5)).toEqual([5, 0, 5, 0]);
    expect(gameScores(4, [0, 2], false, 5)).toEqual([0, 10, 0, 10]);
  });
});

describe('a whole game counted', () => {
  // Three players, Orgi Herz (6) for seat 0, who takes both tricks: 20 + 11 + 10.
  const sweep = ['HB HA', 'P7 P8', 'K7 K8'];
  const sweepTricks = ['HB P7 K7', 'HA P8 K8'];

  it('won: the player gets the value; the Bierdeckel has the game', () => {
    const t = playTricks(playing({ hands: sweep, declarer: 0, trump: HERZ, dealer: 2 }), sweepTricks);
    expect(t.phase).toBe('abrechnung');
    const r = t.results[0];
    expect(r).toMatchObject({ won: true, value: 6, durchmarsch: false, augen: [41, 0, 0], scores: [6, 0, 0], side: [0] });
  });

  it('Durchmarsch (house rule): every trick → ×2; with Kontra and Re ×8', () => {
    const dm = playTricks(playing({ hands: sweep, declarer: 0, trump: HERZ, dealer: 2, options: { durchmarsch: true } }), sweepTricks);
    expect(dm.results[0]).toMatchObject({ durchmarsch: true, value: 12, scores: [12, 0, 0] });
    const re = playTricks(playing({
      hands: sweep, declarer: 0, trump: HERZ, dealer: 2, options: { durchmarsch: true, kontra: true }, doubling: { kontra: 1, re: true },
    }), sweepTricks);
    expect(re.results[0]).toMatchObject({ kontra: true, re: true, value: 48, scores: [48, 0, 0] });
  });

  it('Durch: each opponent gets double', () => {
    const s = playing({ hands: ['P7 P8', 'HB HA', 'K7 K8'], declarer: 0, trump: HERZ, dealer: 2, doubling: { kontra: 2, re: false } });
    const t = playTricks(s, ['P7 HB K7', 'HA K8 P8']);
    expect(t.results[0]).toMatchObject({ won: false, kontra: true, value: 12, augen: [0, 41, 0], scores: [0, 24, 24] });
  });

  it('four players: the pair wins together, partners get the value each', () => {
    const s = playing({ hands: ['HB', 'P7', 'HA', 'K7'], declarer: 0, trump: HERZ, dealer: 3 });
    const t = playTricks(s, ['HB P7 HA K7']);
    expect(t.results[0]).toMatchObject({ won: true, side: [0, 2], augen: [41, 0, 0, 0], scores: [6, 0, 6, 0] });
  });

  it('melds and Bella count: they can turn the game', () => {
    // Seat 1 holds a Terz Kreuz 7–9 (20), seat 2 trump König + Dame (Bella, 20).
    const hands = ['PA P10 CA', 'K7 K8 K9', 'P7 HK HD'];
    const t = playTricks(playing({ hands, declarer: 0, trump: HERZ, dealer: 2 }), ['PA K7 P7', 'CA K8 HK', 'HD P10 K9']);
    // Seat 0: 11 + 0; seat 2 trumps the Karo Ass (Bella 20) and takes the last trick with the Dame.
    const r = t.results[0];
    expect(r.augen[1]).toBe(20);
    expect(r.augen[2]).toBe(11 + 4 + 20 + 3 + 10 + 10);
    expect(r.won).toBe(false);
  });
});

describe('die Abrechnung waits for "Weiter"', () => {
  it('every seat is pending; when all have pressed, the next dealer deals', () => {
    const t = playTricks(playing({ hands: ['HB HA', 'P7 P8', 'K7 K8'], declarer: 0, trump: HERZ, dealer: 2 }), ['HB P7 K7', 'HA P8 K8']);
    expect(pending(t)).toEqual([0, 1, 2]);
    expect(view(t, 1).phase).toBe('abrechnung');
    const one = step(t, 1, { type: 'continue' }).state;
    expect(pending(one)).toEqual([0, 2]);
    const { state: next, events } = step(steps(one, [[0, { type: 'continue' }]]), 2, { type: 'continue' });
    expect(next.phase).toBe('bidding');
    expect(next.gameNo).toBe(1);
    expect(next.dealer).toBe(0);
    expect(next.hands.map((h) => h.length)).toEqual([9, 9, 9]);
    expect(events.map((e) => e.type)).toEqual(['ready', 'game_start']);
  });
});

describe('Partie', () => {

  it('a fixed list of games: over after the 12th', () => {
    const eleven = Array.from({ length: 11 }, () => record([1, 0, 0]));
    expect(partieOver(withResults(3, 'games12', eleven))).toBe(false);
    expect(partieOver(withResults(3, 'games12', [...eleven, record([0, 1, 0])]))).toBe(true);
    expect(partieOver(withResults(3, 'games24', [...eleven, record([0, 1, 0])]))).toBe(false);
  });

  it('to 51 points: over as soon as someone has 51', () => {
    expect(partieOver(withResults(3, 'points51', [record([50, 0, 0])]))).toBe(false);
    expect(partieOver(withResults(3, 'points51', [record([50, 0, 0]), record([0, 0, 1]), record([1, 0, 0])]))).toBe(true);
    expect(partieOver(withResults(3, 'points101', [record([100, 0, 0])]))).toBe(false);
  });

  it('the last game ends the Partie at once: nobody is pending', () => {
    const s = playing({ hands: ['HB HA', 'P7 P8', 'K7 K8'], declarer: 0, trump: HERZ, dealer: 2, options: { length: 'points51' } });
    const t = playTricks({ ...s, results: [record([48, 0, 0])] }, ['HB P7 K7', 'HA P8 K8']);
    expect(t.phase).toBe('over');
    expect(pending(t)).toEqual([]);
    expect(klammern.isOver(t)).toBe(true);
  });

  it('most points win; places shared on a tie; Bestenliste = points + 30 (first) / 15 (second at three)', () => {
    const out = outcome(withResults(3, 'games12', [record([30, 20, 10])]));
    expect(out.seats.map((x) => [x.points, x.place, x.leaderboard])).toEqual([[30, 1, 60], [20, 2, 35], [10, 3, 10]]);
    expect(places([20, 20, 5], 3)).toEqual([1, 1, 3]);
    expect((out.detail as { bierdeckel: GameRecord[] }).bierdeckel).toHaveLength(1);
    expect(out.seats[0].team).toBeUndefined();
  });

  it('four players: partners share points and place, each gets the pair\'s points, with a team', () => {
    const out = outcome(withResults(4, 'games12', [record([0, 12, 0, 12]), record([5, 0, 5, 0])]));
    expect(out.seats.map((x) => [x.seat, x.points, x.place, x.leaderboard, x.team])).toEqual([
      [0, 5, 2, 5, 0], [1, 12, 1, 42, 1], [2, 5, 2, 5, 0], [3, 12, 1, 42, 1],
    ]);
  });

  it('the Game object: three or four seats, a solo clock, no daily challenge', () => {
    expect([klammern.minSeats, klammern.maxSeats]).toEqual([3, 4]);
    expect(klammern.soloClock).toBe(true);
    expect(klammern.daily).toBeUndefined();
    expect(klammern.defaultOptions()).toEqual(opts());
  });
});
