// Speedelster: Wertung, Bestenliste, Partien-Länge, Erfolge, invalid input and options.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { gameAchievements } from '@games/elster/rules/achievements';
import { apply, pending, validate } from '@games/elster/rules/moves';
import { parseOptions } from '@games/elster/rules/options';
import { leaderboardPoints, nestScore, placeBonus, places } from '@games/elster/rules/scoring';
import { setup } from '@games/elster/rules/setup';
import { view } from '@games/elster/view';
import type { ElsterOptions, ElsterState, RoundRecord } from '@games/elster/types';
import { LOOT } from '@games/elster/types';

function start(seats: number, options: Partial<ElsterOptions> = {}, seed = 'scoring'): ElsterState {
  return setup(seats, { games: 1, houseRule: 'topf', ...options }, stepRng(seed, 0));
}

/** Plays one whole game: in round r seat s lays pebble ((r + s) mod 15) + 1, so nobody ever ties. */
function playGame(state: ElsterState, seed = 'scoring'): ElsterState {
  let s = state;
  let step = 1;
  for (let r = 0; r < 15; r++) {
    for (let seat = 0; seat < s.seats; seat++) {
      const move = validate(s, seat, { type: 'bid', pebble: ((r + seat) % 15) + 1 });
      if (isRuleError(move)) throw new Error(move.message);
      s = apply(s, seat, move, stepRng(seed, step++)).state;
    }
  }
  return s;
}

function continueAll(state: ElsterState, seed = 'scoring', step = 1000): ElsterState {
  let s = state;
  for (let seat = 0; seat < s.seats; seat++) s = apply(s, seat, { type: 'continue' }, stepRng(seed, step + seat)).state;
  return s;
}

const rec = (cards: number[], bids: number[], winner: number | null, cancelled: number[] = []): RoundRecord => ({
  cards, bids, cancelled, winner, fate: winner === null ? 'pot' : 'taken',
});

describe('Wertung', () => {
  it('the nest counts plus cards minus Ärger', () => {
    expect(nestScore([10, 3, -5, -1])).toBe(7);
    expect(nestScore([-4, -2])).toBe(-6);
    expect(nestScore([])).toBe(0);
  });

  it('at the end of a game each score is the sum of that nest', () => {
    const s = playGame(start(3));
    expect(s.results).toHaveLength(1);
    expect(s.results[0].scores).toEqual(s.nests.map(nestScore));
    expect(s.results[0].scores.reduce((a, b) => a + b, 0)).toBe(LOOT.reduce((a, b) => a + b, 0));
  });

  it('the most wins; equal scores share the place and the next place is skipped (1, 1, 3)', () => {
    expect(places([5, 5, 2])).toEqual([1, 1, 3]);
    expect(places([3, 7, 7, 1])).toEqual([3, 1, 1, 4]);
    expect(places([4, 4, 4])).toEqual([1, 1, 1]);
    expect(places([-2, 9])).toEqual([2, 1]);
  });
});

describe('Bestenliste', () => {
  it('2 points per loot point plus 30 for the win', () => {
    expect(leaderboardPoints([12], 1, 2)).toBe(54);
  });

  it('a nest below zero counts as zero', () => {
    expect(leaderboardPoints([-6], 3, 3)).toBe(0);
    expect(leaderboardPoints([-6], 1, 4)).toBe(30);
  });

  it('over a match of several games, each game\'s nest counts at least zero (a nest is one game)', () => {
    // Games of +10, −8, +4: 2 × (10 + 0 + 4) = 28, not 2 × 6.
    expect(leaderboardPoints([10, -8, 4], 2, 2)).toBe(28);
    expect(leaderboardPoints([-3, -1, -2, 0, -4], 1, 3)).toBe(30);
  });

  it('second place gets 15 only from three magpies: at a table of two it gets no bonus', () => {
    expect(placeBonus(2, 2)).toBe(0);
    expect(leaderboardPoints([8], 2, 2)).toBe(16);
    expect(placeBonus(2, 3)).toBe(15);
    expect(leaderboardPoints([8], 2, 3)).toBe(31);
  });

  it('third place gets 5 only from four magpies; fourth and fifth get nothing', () => {
    expect(placeBonus(3, 3)).toBe(0);
    expect(placeBonus(3, 4)).toBe(5);
    expect(placeBonus(3, 5)).toBe(5);
    expect(placeBonus(4, 5)).toBe(0);
    expect(placeBonus(5, 5)).toBe(0);
  });

  it('magpies sharing the win both get the win bonus', () => {
    const [a, b, c] = places([10, 10, 5]);
    expect([placeBonus(a, 3), placeBonus(b, 3), placeBonus(c, 3)]).toEqual([30, 30, 0]);
  });
});

describe('Partien: a match of 1, 3 or 5 games', () => {
  it('a single game ends the match: nobody is asked for "Weiter"', () => {
    const s = playGame(start(2));
    expect(s.phase).toBe('over');
    expect(pending(s)).toEqual([]);
    expect(validate(s, 0, { type: 'continue' })).toMatchObject({ error: 'not_between' });
  });

  it('between games everyone presses "Weiter"; the next game starts when the last one does', () => {
    let s = playGame(start(3, { games: 3 }));
    expect(s.phase).toBe('between');
    expect(pending(s)).toEqual([0, 1, 2]);
    expect(validate(s, 0, { type: 'bid', pebble: 3 })).toMatchObject({ error: 'not_bidding' });
    s = apply(s, 1, { type: 'continue' }, stepRng('scoring', 500)).state;
    expect(pending(s)).toEqual([0, 2]);
    expect(validate(s, 1, { type: 'continue' })).toMatchObject({ error: 'already_ready' });
    s = apply(s, 0, { type: 'continue' }, stepRng('scoring', 501)).state;
    const r = apply(s, 2, { type: 'continue' }, stepRng('scoring', 502));
    s = r.state;
    expect(s.phase).toBe('bidding');
    expect(s.gameNo).toBe(1);
    expect(r.events.map((e) => e.type)).toEqual(['ready', 'game_start']);
    expect(s.hands.every((h) => h.length === 15)).toBe(true);
    expect(s.nests).toEqual([[], [], []]);
    expect(s.rounds).toEqual([]);
  });

  it('every game of a match is shuffled anew', () => {
    const first = start(2, { games: 3 });
    const s = continueAll(playGame(first));
    expect([s.current, ...s.pile]).not.toEqual([first.current, ...first.pile]);
    expect([s.current, ...s.pile].sort((a, b) => (a as number) - (b as number))).toEqual(LOOT.slice());
  });

  it('three games are played and their scores summed', () => {
    let s = start(2, { games: 3 });
    for (let g = 0; g < 3; g++) {
      s = playGame(s, `g${g}`);
      if (g < 2) s = continueAll(s, `g${g}`);
    }
    expect(s.phase).toBe('over');
    expect(s.results).toHaveLength(3);
    expect(pending(s)).toEqual([]);
    const sum = [0, 1].map((seat) => s.results.reduce((t, r) => t + r.scores[seat], 0));
    expect(view(s, 0).totals).toEqual(sum);
    expect(view(s, 'spectator').totals).toEqual(sum);
  });

  it('during the second game the totals are the first game plus the current nest', () => {
    let s = continueAll(playGame(start(2, { games: 3 })));
    const first = s.results[0].scores;
    s = { ...s, current: 7, pile: LOOT.filter((c) => c !== 7) };
    s = apply(s, 0, { type: 'bid', pebble: 9 }, stepRng('t', 1)).state;
    s = apply(s, 1, { type: 'bid', pebble: 4 }, stepRng('t', 2)).state;
    expect(view(s, 1).totals).toEqual([first[0] + 7, first[1]]);
  });

  it('five games make the long match', () => {
    let s = start(4, { games: 5 });
    for (let g = 0; g < 5; g++) {
      expect(s.gameNo).toBe(g);
      s = playGame(s, `g${g}`);
      if (g < 4) {
        expect(s.phase).toBe('between');
        s = continueAll(s, `g${g}`);
      }
    }
    expect(s.phase).toBe('over');
    expect(s.results).toHaveLength(5);
  });
});

describe('Erfolge', () => {
  it('Krönchen-Elster: the +10 in the nest', () => {
    expect(gameAchievements([rec([10], [15, 3], 0)], [10], 0)).toContain('kroenchen');
    expect(gameAchievements([rec([9], [15, 3], 0)], [9], 0)).not.toContain('kroenchen');
  });

  it('Krönchen-Elster is "geholt": the Krönchen inside a minus pot the lowest pebble must take does not count', () => {
    // Pot 10 − 4 − 5 − 3 = −2: the lowest pebble (seat 0 with 2) muss nehmen.
    expect(gameAchievements([rec([10, -4, -5, -3], [2, 9], 0)], [10, -4, -5, -3], 0)).not.toContain('kroenchen');
    expect(gameAchievements([rec([10, -4], [12, 9], 0)], [10, -4], 0)).toContain('kroenchen');
  });

  it('Sauberes Nest: a whole game without Ärger; one Ärger spoils it', () => {
    expect(gameAchievements([], [3, 7], 0)).toContain('sauberesNest');
    expect(gameAchievements([], [3, 7, -1], 0)).not.toContain('sauberesNest');
  });

  it('Sauberes Nest needs something in the nest: an empty nest earns nothing', () => {
    expect(gameAchievements([], [], 0)).toEqual([]);
  });

  it('Topfräuber: taking a pot of two or more cards; a single card is no pot', () => {
    expect(gameAchievements([rec([4, -2], [9, 3], 0)], [4, -2], 0)).toContain('topfraeuber');
    expect(gameAchievements([rec([4, -2, 5], [9, 3], 0)], [4, -2, 5], 0)).toContain('topfraeuber');
    expect(gameAchievements([rec([4], [9, 3], 0)], [4], 0)).not.toContain('topfraeuber');
    // Having bid in a pot round that another magpie won does not count.
    expect(gameAchievements([rec([4, -2], [9, 3], 0)], [], 1)).not.toContain('topfraeuber');
  });

  it('Topfräuber is "geholt": a minus pot of two cards the lowest pebble must take is not geholt', () => {
    expect(gameAchievements([rec([-4, -2], [3, 9], 0)], [-4, -2], 0)).not.toContain('topfraeuber');
    expect(gameAchievements([rec([2, -5], [3, 9], 0)], [2, -5], 0)).not.toContain('topfraeuber');
  });

  it('Kieselkunst: a plus card taken with pebble 1', () => {
    expect(gameAchievements([rec([2], [1, 1, 1, 1], null, [1]), rec([6], [1, 4, 4], 0, [4])], [6], 0)).toContain('kieselkunst');
  });

  it('Kieselkunst needs a plus card: Ärger taken with pebble 1 does not count', () => {
    expect(gameAchievements([rec([-3], [1, 4], 0)], [-3], 0)).not.toContain('kieselkunst');
  });

  it('Kieselkunst needs the loot to go up: forced to take a negative pot holding a plus card with 1 does not count', () => {
    expect(gameAchievements([rec([3, -5], [1, 4], 0)], [3, -5], 0)).not.toContain('kieselkunst');
  });

  it('Kieselkunst needs pebble 1: a plus card taken with 2 does not count', () => {
    expect(gameAchievements([rec([6], [2, 4, 4], 0, [4])], [6], 0)).not.toContain('kieselkunst');
  });

  it('Zankhahn: exactly four pebbles lost in Gezänk is enough, three are not', () => {
    const tie = (p: number) => rec([1], [p, p, 15 - p], 2, [p]);
    const three = [tie(2), tie(3), tie(4)];
    expect(gameAchievements(three, [], 0)).not.toContain('zankhahn');
    expect(gameAchievements([...three, tie(5)], [], 0)).toContain('zankhahn');
    // The third magpie never tied.
    expect(gameAchievements([...three, tie(5)], [], 2)).not.toContain('zankhahn');
  });

  it('Zankhahn counts ties in all-cancelled rounds too', () => {
    const allTie = (p: number) => rec([1], [p, p], null, [p]);
    expect(gameAchievements([allTie(2), allTie(3), allTie(4), allTie(5)], [], 1)).toContain('zankhahn');
  });

  it('achievements are recorded per game in the result', () => {
    // Seat 0 takes the crown first (15 against 14); afterwards the two never tie.
    let s = start(2);
    s = { ...s, current: 10, pile: LOOT.filter((c) => c !== 10) };
    const bids = (r: number) => (r === 0 ? [15, 14] : [r, r === 1 ? 15 : r - 1]);
    let step = 1;
    for (let r = 0; r < 15; r++) {
      const [a, b] = bids(r);
      s = apply(s, 0, { type: 'bid', pebble: a }, stepRng('ach', step++)).state;
      s = apply(s, 1, { type: 'bid', pebble: b }, stepRng('ach', step++)).state;
    }
    expect(s.results[0].nests[0]).toContain(10);
    expect(s.results[0].achievements[0]).toContain('kroenchen');
    expect(s.results[0].achievements[1]).not.toContain('kroenchen');
  });
});

describe('bad input gets a clear error and changes nothing', () => {
  const s0 = start(3);
  const cases: [string, unknown, string][] = [
    ['pebble 0', { type: 'bid', pebble: 0 }, 'bad_pebble'],
    ['pebble 16', { type: 'bid', pebble: 16 }, 'bad_pebble'],
    ['pebble 2.5', { type: 'bid', pebble: 2.5 }, 'bad_pebble'],
    ['pebble "7" as text', { type: 'bid', pebble: '7' }, 'bad_pebble'],
    ['pebble missing', { type: 'bid' }, 'bad_pebble'],
    ['pebble NaN', { type: 'bid', pebble: Number.NaN }, 'bad_pebble'],
    ['an unknown field', { type: 'bid', pebble: 7, seat: 2 }, 'bad_move'],
    ['an unknown move type', { type: 'steal', pebble: 7 }, 'bad_move'],
    ['not an object', 'bid 7', 'bad_move'],
    ['null', null, 'bad_move'],
    ['"Weiter" while bidding', { type: 'continue' }, 'not_between'],
    ['"Weiter" with extra fields', { type: 'continue', now: true }, 'bad_move'],
  ];
  for (const [what, input, code] of cases) {
    it(`rejects ${what}`, () => {
      const before = JSON.stringify(s0);
      const r = validate(s0, 0, input);
      expect(isRuleError(r)).toBe(true);
      expect(r).toMatchObject({ error: code });
      expect((r as { message: string }).message.length).toBeGreaterThan(0);
      expect(JSON.stringify(s0)).toBe(before);
    });
  }

  it('names the extra field of a move in params (PROTOCOL §4)', () => {
    expect(validate(s0, 0, { type: 'bid', pebble: 7, seat: 2 })).toMatchObject({ error: 'bad_move', params: { field: 'seat' } });
    const between = { ...s0, phase: 'between' as const };
    expect(validate(between, 0, { type: 'continue', now: true })).toMatchObject({ error: 'bad_move', params: { field: 'now' } });
  });

  it('rejects a second bid in the same round', () => {
    const s = apply(s0, 0, { type: 'bid', pebble: 7 }, stepRng('bad', 1)).state;
    expect(validate(s, 0, { type: 'bid', pebble: 8 })).toMatchObject({ error: 'already_bid' });
  });

  it('rejects a pebble played in an earlier round', () => {
    let s = s0;
    for (const [seat, pebble] of [[0, 7], [1, 8], [2, 9]]) s = apply(s, seat, { type: 'bid', pebble }, stepRng('bad', seat)).state;
    expect(validate(s, 0, { type: 'bid', pebble: 7 })).toMatchObject({ error: 'pebble_played', params: { pebble: 7 } });
    expect(validate(s, 0, { type: 'bid', pebble: 8 })).toEqual({ type: 'bid', pebble: 8 });
  });

  it('rejects a bid after the match is over', () => {
    const s = playGame(start(2));
    expect(validate(s, 0, { type: 'bid', pebble: 1 })).toMatchObject({ error: 'not_bidding' });
  });
});

describe('options', () => {
  it('default: one game with the pot (Topf)', () => {
    expect(parseOptions(undefined)).toEqual({ games: 1, houseRule: 'topf' });
    expect(parseOptions({})).toEqual({ games: 1, houseRule: 'topf' });
  });

  it('accepts 1, 3 or 5 games and the house rules topf / weg', () => {
    expect(parseOptions({ games: 3 })).toEqual({ games: 3, houseRule: 'topf' });
    expect(parseOptions({ games: 5, houseRule: 'weg' })).toEqual({ games: 5, houseRule: 'weg' });
    expect(parseOptions({ games: 1, houseRule: 'topf' })).toEqual({ games: 1, houseRule: 'topf' });
  });

  for (const junk of [{ games: 2 }, { games: '3' }, { games: 0 }, { houseRule: 'Topf' }, { houseRule: 1 }, { turbo: true }, [], 'weg', 3]) {
    it(`rejects ${JSON.stringify(junk)}`, () => {
      expect(parseOptions(junk)).toMatchObject({ error: 'bad_options' });
    });
  }
});
