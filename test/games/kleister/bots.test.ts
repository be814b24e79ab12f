// Speedkleister computer players: a legal move for every kind of decision, no peeking at hidden
// cards, sensible choices in clear positions, and a small seeded strength check.
import { describe, expect, it } from 'vitest';
import { kleister } from '@games/kleister';
import type { Group, KleisterMove, KleisterOptions, KleisterState, Phase } from '@games/kleister/types';
import { legalMoves } from '@games/kleister/rules/legal';
import { deck, makeGroup } from '@games/kleister/rules/cards';
import type { BotLevel } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { createRng, stepRng } from '@games/core/rng';
import { estimateShare, heroShares } from '../../bench/strength';

const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];
const KINDS: Phase[] = ['play', 'decide', 'return', 'draw', 'between'];
const g = (...cards: number[]): Group => makeGroup(cards);

/**
 * Reachable positions: seeded games with random legal moves (a random seat count, house rules and
 * length), collected per kind of decision owed.
 */
function reachable(perKind: number): Map<Phase, { state: KleisterState; seat: number }[]> {
  const found = new Map<Phase, { state: KleisterState; seat: number }[]>(KINDS.map((k) => [k, []]));
  for (let game = 0; [...found.values()].some((l) => l.length < perKind) && game < 400; game++) {
    const rng = createRng(`reach-${game}`);
    const options: KleisterOptions = {
      rounds: game % 3 === 0 ? 3 : 1,
      brushes: ([3, 5, 7] as const)[game % 3],
      cartSize: ([4, 6, 8] as const)[(game >> 1) % 3],
      short: game % 4 === 1,
      columnBonus: game % 5 === 2,
    };
    let state = kleister.setup(2 + (game % 4), options, rng);
    while (!kleister.isOver(state)) {
      const seat = rng.pick(kleister.pending(state));
      const list = found.get(state.phase)!;
      if (list.length < perKind && rng.next() < 0.3) list.push({ state, seat });
      const move = rng.pick(legalMoves(kleister.view(state, seat)));
      state = kleister.apply(state, seat, move, rng).state;
    }
  }
  return found;
}

const POSITIONS = reachable(25);

/** The same position with other hidden cards: the others' hands and the press dealt anew. */
function withOtherSecrets(state: KleisterState, seat: number, seed: string): KleisterState {
  const rng = createRng(seed);
  const pool = rng.shuffle([...state.press, ...state.hands.flatMap((h, s) => (s === seat ? [] : h))]);
  let next = 0;
  const hands = state.hands.map((h, s) => (s === seat ? h : pool.slice(next, (next += h.length)).sort((a, b) => a - b)));
  return { ...state, hands, press: pool.slice(next) };
}

/**
 * A hand-made position, consistent with the deck: the given hands, columns and cart; `pressCount`
 * of the remaining cards form the press, the rest lie in the waste.
 */
function position(p: {
  hands: number[][];
  columns?: Group[][];
  cart?: (number | null)[];
  pressCount?: number;
  turn?: number;
  options?: Partial<KleisterOptions>;
}): KleisterState {
  const seats = p.hands.length;
  const options: KleisterOptions = { ...kleister.defaultOptions(), ...p.options };
  const columns = p.columns ?? Array.from({ length: seats }, () => []);
  const cart = p.cart ?? [1, 2, 3, 4, 5, 6].slice(0, options.cartSize);
  const rest = deck(options);
  const used = [...p.hands.flat(), ...columns.flat().flatMap((gr) => gr.cards), ...cart.filter((c): c is number => c !== null)];
  for (const c of used) {
    const i = rest.indexOf(c);
    if (i < 0) throw new Error(`position uses more ${c}s than the deck holds`);
    rest.splice(i, 1);
  }
  const shuffled = createRng('position').shuffle(rest);
  const pressCount = p.pressCount ?? 20;
  return {
    options,
    seats,
    roundNo: 0,
    phase: 'play',
    starter: 0,
    turn: p.turn ?? 0,
    hands: p.hands.map((h) => h.slice().sort((a, b) => a - b)),
    columns,
    cart,
    press: shuffled.slice(0, pressCount),
    waste: shuffled.slice(pressCount),
    played: null,
    covers: [],
    coverIndex: 0,
    cover: null,
    draw: null,
    lastAction: new Array(seats).fill(null),
    results: [],
    ready: new Array(seats).fill(false),
  };
}

/** Plays a move through validate/apply for the pending seat. */
function act(state: KleisterState, move: KleisterMove): KleisterState {
  const seat = kleister.pending(state)[0];
  const valid = kleister.validate(state, seat, move);
  if (isRuleError(valid)) throw new Error(valid.message);
  return kleister.apply(state, seat, valid, createRng('act')).state;
}

function choice(state: KleisterState, seat: number, level: BotLevel, seed: string): KleisterMove {
  return kleister.choose(kleister.view(state, seat), level, createRng(seed));
}

describe('Speedkleister computer players', () => {
  it('finds every kind of decision among the reachable positions', () => {
    for (const kind of KINDS) expect(POSITIONS.get(kind)!.length, kind).toBeGreaterThanOrEqual(10);
  });

  it('every level makes a legal move for every kind of decision (play, take/leave, hand/waste, draw, Weiter)', () => {
    for (const [kind, list] of POSITIONS) {
      list.forEach(({ state, seat }, i) => {
        for (const level of LEVELS) {
          const move = choice(state, seat, level, `legal-${i}`);
          const valid = kleister.validate(state, seat, move);
          expect(isRuleError(valid), `${level} in ${kind} position ${i}: ${JSON.stringify(move)} → ${JSON.stringify(valid)}`).toBe(false);
        }
      });
    }
  });

  it('decides from its own view only: the others\' hands and the press order change nothing', () => {
    for (const [kind, list] of POSITIONS) {
      if (kind === 'between') continue;
      list.slice(0, 12).forEach(({ state, seat }, i) => {
        const other = withOtherSecrets(state, seat, `other-${kind}-${i}`);
        expect(kleister.view(other, seat)).toEqual(kleister.view(state, seat));
        for (const level of LEVELS) {
          expect(choice(other, seat, level, `r${i}`), `${level} ${kind} ${i}`).toEqual(choice(state, seat, level, `r${i}`));
        }
      });
    }
  });

  it('takes torn cards that complete a group in its hand, and leaves those that fit nothing', () => {
    // Seat 0 plays two nines over seat 1's two sevens; it holds two sevens already.
    const fits = act(position({ hands: [[9, 9, 7, 7, 12], [3, 4, 5, 8, 11]], columns: [[], [g(7, 7)]] }), { type: 'play', cards: [9, 9] });
    expect(fits.phase).toBe('decide');
    for (const level of LEVELS) expect(choice(fits, 0, level, 'fits').type, level).toBe('take');
    // The same cover, but no seven in hand: normal leaves them (leicht always takes).
    const loose = act(position({ hands: [[9, 9, 2, 5, 12], [3, 4, 5, 8, 11]], columns: [[], [g(7, 7)]] }), { type: 'play', cards: [9, 9] });
    expect(choice(loose, 0, 'normal', 'loose').type).toBe('leave');
    expect(choice(loose, 0, 'leicht', 'loose').type).toBe('take');
  });

  it('covers when it can in the final spurt', () => {
    // Seat 1 holds a single card and would go out next turn; two eights cover its two fives.
    const state = position({ hands: [[8, 8, 3, 11, 13], [6]], columns: [[g(2)], [g(4, 4, 4), g(5, 5)]] });
    for (const level of ['normal', 'stark'] as const) {
      for (let k = 0; k < 5; k++) expect(choice(state, 0, level, `cover-${k}`), level).toEqual({ type: 'play', cards: [8, 8] });
    }
  });

  it('plays its last cards to end the round when that leaves it ahead', () => {
    const state = position({
      hands: [[0, 6, 6], [2, 5, 9, 10, 12, 13]],
      columns: [[g(3, 3, 3), g(7, 7)], [g(4)]],
    });
    for (const level of LEVELS) {
      for (let k = 0; k < 5; k++) {
        const move = choice(state, 0, level, `out-${k}`);
        expect(move.type).toBe('play');
        expect((move as { cards: number[] }).cards.slice().sort()).toEqual([0, 6, 6]);
      }
    }
  });

  it('draws the card that fits its hand: a brush or a rank it holds, not an odd one', () => {
    // Seat 1's top two fives are covered by seat 0's two nines; seat 1 sends them to the waste
    // and draws two. The cart offers a brush and a twelve (seat 1 holds twelves).
    let state = position({ hands: [[9, 9, 4, 13], [12, 12, 3, 10, 11]], columns: [[], [g(5, 5)]], cart: [1, 0, 2, 12, 6, 7] });
    state = act(state, { type: 'play', cards: [9, 9] });
    state = act(state, { type: 'leave' });
    state = act(state, { type: 'toWaste' });
    expect(state.phase).toBe('draw');
    for (const level of ['normal', 'stark'] as const) {
      const first = choice(state, 1, level, 'draw');
      expect(first.type === 'draw' && first.from === 'cart' && [1, 3].includes(first.slot), `${level}: ${JSON.stringify(first)}`).toBe(true);
    }
  });

  it('plays the same match again from the same seeds', () => {
    const opts = { ...kleister.defaultOptions(), rounds: 3 as const };
    const a = heroShares(kleister, 3, 'stark', 'normal', opts, ['same-1', 'same-2']);
    const b = heroShares(kleister, 3, 'stark', 'normal', opts, ['same-1', 'same-2']);
    expect(a).toEqual(b);
  });

  it('uses the rng it is given: stepRng streams make computer moves replayable', () => {
    for (const { state, seat } of POSITIONS.get('play')!.slice(0, 5)) {
      for (const level of LEVELS) {
        expect(choice(state, seat, level, 'x')).toEqual(choice(state, seat, level, 'x'));
        const view = kleister.view(state, seat);
        expect(kleister.choose(view, level, stepRng('t', 3, 'bot'))).toEqual(kleister.choose(view, level, stepRng('t', 3, 'bot')));
      }
    }
  });

  it('normal beats leicht, and stark beats normal, in most heads-up rounds (seeded smoke test)', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `smoke-${i}`);
    const normal = estimateShare(heroShares(kleister, 2, 'normal', 'leicht', kleister.defaultOptions(), seeds));
    expect(normal.value).toBeGreaterThan(0.6);
    // Stark searches about 30 ms a decision: 40 rounds keep the test short (it wins 0.81 of them).
    const stark = estimateShare(heroShares(kleister, 2, 'stark', 'normal', kleister.defaultOptions(), seeds.slice(0, 40)));
    expect(stark.value).toBeGreaterThan(0.6);
  });
});
