// Speedalbum, the rule book sentence by sentence: the scenarios rules.test.ts and scoring.test.ts
// leave out — an empty market (only a pile can be taken), the round ending on an objective, a
// column whose pile runs dry in the middle of the refill, a flip on the very last turn, the rule
// book's own Dampflok example, Max's pictures at the table.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { Seat } from '@games/core/types';
import { album } from '@games/album';
import { CARDS, frontOf } from '@games/album/cards';
import { maxSlots } from '@games/album/max';
import { refill } from '@games/album/rules/market';
import { apply, validate } from '@games/album/rules/moves';
import { objectivePoints, scoreTable } from '@games/album/rules/scoring';
import type { AlbumState, Objective } from '@games/album/types';
import { pics, table } from './helpers';

function play(state: AlbumState, seat: Seat, input: unknown) {
  const move = validate(state, seat, input);
  if (isRuleError(move)) throw new Error(`${JSON.stringify(input)}: ${move.message}`);
  return apply(state, seat, move, stepRng('rules-book', 1));
}
const errorOf = (state: AlbumState, seat: Seat, input: unknown): string => {
  const r = validate(state, seat, input);
  return isRuleError(r) ? r.error : 'accepted';
};

describe('Ein Zug', () => {
  it('the market empty but a pile left: no pictures to take, only the objective', () => {
    const s = table(2, [[], [40], []], [null, null, null, null, null, null]);
    expect(errorOf(s, 0, { type: 'pictures', slots: [] })).toBe('market_empty');
    expect(errorOf(s, 0, { type: 'take', pile: 0 })).toBe('pile_empty');
    const r = play(s, 0, { type: 'take', pile: 1 });
    expect(r.state.albums[0].objectives).toEqual([40]);
  });

  it('the last card taken is an objective: piles and market are empty, the round is scored', () => {
    // Card 0 (front Rennwagen): +3 per Flieger. Seat 0 has two Flieger.
    const s = table(2, [[0], [], []], [null, null, null, null, null, null], [
      { pictures: pics([0, 2, 0, 0, 0, 0]), objectives: [] },
      { pictures: [], objectives: [] },
    ]);
    const r = play(s, 0, { type: 'take', pile: 0 });
    expect(r.state.phase).toBe('over');
    expect(r.state.results[0].scores[0]).toEqual({ total: 6, lines: [{ card: 0, points: 6 }] });
  });

  it('Drehen on the very last turn: the flipped card is a picture at the Wertung, its objective gone', () => {
    // Seat 0 holds card 0 (+3 per Flieger) and card 19 (front Flieger). Flipping 19 adds a Flieger.
    const s = table(2, [[], [], []], [60, null, null, null, null, null], [
      { pictures: pics([0, 1, 0, 0, 0, 0]), objectives: [0, 19] },
      { pictures: [], objectives: [] },
    ]);
    expect(frontOf(19)).toBe(1);
    const r = play(s, 0, { type: 'pictures', slots: [0], flip: 19 });
    expect(r.state.phase).toBe('over');
    expect(r.state.results[0].scores[0].lines).toEqual([{ card: 0, points: 6 }]);
  });

  it('Drehen "nur neuen" with the last objective: allowed, and it ends the round as a picture', () => {
    const s = table(2, [[], [19], []], [null, null, null, null, null, null], [
      { pictures: [], objectives: [0] }, { pictures: [], objectives: [] },
    ], { onlyNew: true });
    const r = play(s, 0, { type: 'take', pile: 1, flip: 19 });
    expect(r.state.phase).toBe('over');
    expect(r.state.results[0].scores[0].total).toBe(3);
  });
});

describe('Auffüllen', () => {
  it('a pile that runs dry within its column: the first slot takes its last card, the second the moved half', () => {
    const r = refill([[5], [10, 11, 12, 13], [20]], [null, null, 1, 2, 3, 4]);
    expect(r.market).toEqual([5, 12, 1, 2, 3, 4]);
    expect(r.piles).toEqual([[13], [10, 11], [20]]);
  });

  it('the refill turns the card to its picture: a slot shows the card, the pile the next objective', () => {
    const r = refill([[5, 6, 7], [10, 11], [20, 21]], [null, 1, 2, 3, 4, 9]);
    expect(r.market[0]).toBe(5);
    expect(r.piles[0]).toEqual([6, 7]);
  });
});

describe('Die Sammelaufträge', () => {
  it('"dieselbe Dampflok kann gleichzeitig zu einem Paar, zu einer Treppe und zu die meisten Dampfloks gehören"', () => {
    // One Dampflok (series 2), one Flieger (1), two Ritterburgen (3), three Fußball (4).
    const own = [0, 1, 1, 2, 3, 0];
    const pair: Objective = { kind: 'pair', series: [2, 1], points: 5 };
    const stairs: Objective = { kind: 'stairs', series: [2, 3, 4], points: 16 };
    const most: Objective = { kind: 'most', series: 2, points: 13 };
    const others = [[0, 0, 1, 0, 0, 0]];
    expect([pair, stairs, most].map((o) => objectivePoints(o, own, others))).toEqual([5, 16, 13]);
  });

  it('Treppe: the exact thresholds 1 / 2 / 3 — one short in any step gives nothing', () => {
    const stairs: Objective = { kind: 'stairs', series: [2, 3, 4], points: 16 };
    expect(objectivePoints(stairs, [0, 0, 1, 2, 2, 0], [])).toBe(0);
    expect(objectivePoints(stairs, [0, 0, 2, 4, 6, 0], [])).toBe(32);
    expect(objectivePoints(stairs, [0, 0, 2, 4, 5, 0], [])).toBe(16);
  });

  it('Max counts at the table for "die meisten / die wenigsten" like any seat', () => {
    const most = CARDS.find((x) => x.objective.kind === 'most')!;
    const series = (most.objective as { series: number }).series;
    const two = [0, 0, 0, 0, 0, 0];
    two[series] = 2;
    const three = [0, 0, 0, 0, 0, 0];
    three[series] = 3;
    // Seat 1 is Max: no objectives, only pictures — still he beats seat 0's "die meisten".
    const scores = scoreTable([{ objectives: [most.id], pictures: pics(two) }, { objectives: [], pictures: pics(three, 4) }]);
    expect(scores[0].total).toBe(0);
  });

  it('Max takes "die ersten zwei Bilder von links": column by column, top before bottom, skipping gaps', () => {
    expect(maxSlots([1, 2, 3, 4, 5, 6])).toEqual([0, 1]);
    expect(maxSlots([null, 2, 3, 4, 5, 6])).toEqual([1, 2]);
    expect(maxSlots([null, null, null, null, null, 6])).toEqual([5]);
  });
});

describe('Ende und Sieg', () => {
  it('Gleichstand: with three seats tied, the last in the turn order wins and the first is last', () => {
    const s = table(3, [[], [], []], [null, 5, null, null, null, null]);
    const r = play({ ...s, starter: 1, turn: 1 }, 1, { type: 'pictures', slots: [1] });
    // Turn order 1, 2, 0: seat 0 comes last.
    expect(album.outcome(r.state).seats.map((x) => x.place)).toEqual([1, 3, 2]);
  });
});

describe('Allein spielen und mit anderen (the Game\'s modes)', () => {
  it('Freie Partie 1–5 Computer; Tagesalbum gegen zwei starke, du fängst an; Rekordjagd gegen Max, nur eigene Punkte; Tische 2–6; Bedenkzeit 2 Minuten', () => {
    expect([album.minSeats, album.maxSeats]).toEqual([2, 6]);
    expect(album.soloComputers).toEqual({ min: 1, max: 5 });
    expect(album.daily).toMatchObject({ computers: 2, level: 'stark', options: { start: 'seat0' } });
    expect(album.recordHunt).toMatchObject({ computers: 1, levels: ['max'], options: { start: 'seat0' }, leaderboard: 'points' });
    expect(album.defaultThinkTime).toBe(120);
    expect(album.soloClock).toBeFalsy();
  });
});
