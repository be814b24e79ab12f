// Speedkino properties (fast-check): random seeds, 2–5 seats, every variant, random legal play and
// computer play through the shared harness, and the leak check: two states that differ only in a
// seat's own cans and the stack order look the same to that seat (views and the events of the next
// move), and two states that differ in every hidden can look the same to a spectator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { BotLevel, GameEvent, Viewer } from '@games/core/types';
import { kino } from '@games/kino';
import { apply, pending, validate } from '@games/kino/rules/moves';
import { setup } from '@games/kino/rules/setup';
import { clueMask, filmCount, touches } from '@games/kino/rules/filmdosen';
import { view } from '@games/kino/view';
import type { CanFace, KinoMove, KinoOptions, KinoState } from '@games/kino/types';
import { FARBFILM, MAX_BATTERIES } from '@games/kino/types';
import { propertyHarness, type Action, type Table } from '../properties-harness';

type KinoTable = Table<KinoOptions> & { bots: boolean; level: BotLevel };

const arbTable: fc.Arbitrary<KinoTable> = fc.record({
  seed: fc.string({ maxLength: 12 }),
  seats: fc.integer({ min: 2, max: 5 }),
  options: fc.record({
    farbfilm: fc.constantFrom<KinoOptions['farbfilm']>('none', 'reel', 'joker'),
    leereHinweise: fc.boolean(),
  }),
  playSeed: fc.string({ maxLength: 8 }),
  // Computer play reaches long games and every kind of clue; random play reaches Filmrisse. (The
  // Meister's look-ahead is slow for property runs; it plays in the legality test below.)
  bots: fc.boolean(),
  level: fc.constantFrom<BotLevel>('leicht', 'normal'),
});

/** Every legal move of the seat to move. */
function legalMoves(state: KinoState): KinoMove[] {
  const seat = state.turn;
  const out: KinoMove[] = state.hands[seat].map((c) => ({ type: 'play', can: c.id }));
  if (state.batteries < MAX_BATTERIES) out.push(...state.hands[seat].map((c): KinoMove => ({ type: 'archive', can: c.id })));
  if (state.batteries > 0) {
    for (let to = 0; to < state.seats; to++) {
      if (to === seat) continue;
      const clues: KinoMove[] = [];
      for (let film = 0; film < filmCount(state.options); film++) if (!(film === FARBFILM && state.options.farbfilm === 'joker')) clues.push({ type: 'clue', to, film });
      for (let akt = 1; akt <= 5; akt++) clues.push({ type: 'clue', to, akt });
      for (const m of clues) if (!isRuleError(validate(state, seat, m))) out.push(m);
    }
  }
  return out;
}

function randomAction(state: KinoState, rng: Rng, t: KinoTable): Action<KinoMove> {
  const seat = pending(state)[0];
  if (t.bots) return { seat, move: kino.choose(view(state, seat), t.level, rng) };
  const moves = legalMoves(state);
  // Fewer random plays keep most random games alive past the first Filmrisse.
  const calm = moves.filter((m) => m.type !== 'play' || rng.next() < 0.3);
  return { seat, move: rng.pick(calm.length > 0 ? calm : moves) };
}

const harness = propertyHarness({ setup, pending, validate, apply, view, randomAction, maxActions: () => 400 });
const { playMatch } = harness;

describe('Speedkino properties', () => {
  it('legal moves always apply, every match ends, and the cans are conserved at every step', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const total = filmCount(t.options) * 10;
      const { state } = playMatch(t, (s) => {
        expect(s.hands.flat().length + s.deck.length + s.history.length).toBe(total);
        expect(s.batteries).toBeGreaterThanOrEqual(0);
        expect(s.batteries).toBeLessThanOrEqual(MAX_BATTERIES);
        expect(new Set(s.hands.flat().map((c) => c.id)).size).toBe(s.hands.flat().length);
      });
      expect(kino.isOver(state)).toBe(true);
      const played = state.history.filter((h) => h.how === 'played').length;
      expect(played).toBe(state.reels.reduce((a, b) => a + b, 0));
    }), { numRuns: 30 });
  });

  it('apply never mutates its input', () => harness.neverMutates(arbTable, { numRuns: 12 }));

  it('state JSON round-trips at every step, and a round-tripped state plays on identically', () => harness.roundTrips(arbTable, { numRuns: 8 }));

  it('same seed + same actions give the same match (replay)', () => harness.replays(arbTable, { numRuns: 10 }));

  it('the computers of every level make only legal moves, from the view alone', () => {
    for (const level of ['leicht', 'normal', 'stark'] as const) {
      for (const seats of level === 'stark' ? [3] : [2, 5]) {
        const t: KinoTable = { seed: `legal-${level}-${seats}`, seats, options: { farbfilm: seats === 5 ? 'joker' : 'reel', leereHinweise: true }, playSeed: 'x', bots: true, level };
        // playMatch validates every chosen move like a client's.
        expect(kino.isOver(playMatch(t).state)).toBe(true);
      }
    }
  });
});

/**
 * A twin of `state` that differs only in cans hidden from the viewer: the faces of `hidden` seats'
 * cans (except `fixed` ids) and of the stack are dealt anew. `keepTop` keeps the top of the stack
 * (a colleague is about to draw it openly); `clue` keeps which cans of its receiver light up.
 */
function twin(state: KinoState, rng: Rng, hidden: number[], fixed: Set<number>, keepTop: boolean, clue: { to: number; bits: number } | null): KinoState {
  const hands = state.hands.map((h) => h.slice());
  const slots: { seat: number; pos: number; lit: boolean | null }[] = [];
  const pools: [CanFace[], CanFace[]] = [[], []]; // [lit by the clue, not lit]
  for (const seat of hidden) {
    hands[seat].forEach((c, pos) => {
      if (fixed.has(c.id)) return;
      const lit = clue && clue.to === seat ? touches(c, clue.bits) : null;
      // The clue's receiver first: its lit and unlit places must get faces of their kind.
      if (lit === null) slots.push({ seat, pos, lit });
      else slots.unshift({ seat, pos, lit });
      pools[clue && touches(c, clue.bits) ? 0 : 1].push({ film: c.film, akt: c.akt });
    });
  }
  const top = keepTop ? state.deck.slice(0, 1) : [];
  const rest = state.deck.slice(top.length);
  for (const f of rest) pools[clue && touches({ ...f, id: 0 }, clue.bits) ? 0 : 1].push(f);
  const lit = rng.shuffle(pools[0]);
  const dark = rng.shuffle(pools[1]);
  for (const s of slots) {
    const f = s.lit === true ? lit.pop()! : s.lit === false ? dark.pop()! : (rng.next() < lit.length / (lit.length + dark.length) ? lit.pop() ?? dark.pop()! : dark.pop() ?? lit.pop()!);
    hands[s.seat][s.pos] = { ...hands[s.seat][s.pos], film: f.film, akt: f.akt };
  }
  return { ...state, hands, deck: [...top, ...rng.shuffle([...lit, ...dark])] };
}

const eventsFor = (events: GameEvent[], viewer: Viewer) =>
  events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));

describe('the leak check: nobody ever sees their own cans', () => {
  it('over ≥ 1,000 random states: a seat cannot tell its own cans and the stack order apart, neither in the view nor in the next move\'s events; a spectator sees no can during play', () => {
    let states = 0;
    let differing = 0;
    const faces = (x: KinoState) => JSON.stringify([x.hands.map((h) => h.map((c) => [c.film, c.akt])), x.deck]);
    // Matches differ in length, so run batches until the states are counted (never a chance failure).
    for (let batch = 0; batch < 10 && states < 1000; batch++) fc.assert(fc.property(arbTable, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const trng = createRng(`twin|${twinSeed}`);
      playMatch(t, (state, action, seq) => {
        states++;
        const m = action.move;
        const mover = action.seat;
        const clue = m.type === 'clue' ? { to: m.to, bits: clueMask(m.film !== undefined ? { film: m.film } : { akt: m.akt! }, state.options) } : null;
        const viewers: Viewer[] = [...Array.from({ length: state.seats }, (_, s) => s), 'spectator'];
        for (const viewer of viewers) {
          const hidden = viewer === 'spectator' ? Array.from({ length: state.seats }, (_, s) => s) : [viewer];
          // The view of the state itself.
          const plain = twin(state, trng, hidden, new Set(), false, null);
          expect(view(plain, viewer)).toEqual(view(state, viewer));
          // The next move: what it makes public stays as it is.
          const fixed = new Set<number>(m.type !== 'clue' ? [m.can] : []);
          const keepTop = m.type !== 'clue' && viewer !== 'spectator' && viewer !== mover;
          const other = twin(state, trng, hidden, fixed, keepTop, clue);
          if (faces(other) !== faces(state)) differing++;
          expect(view(other, viewer)).toEqual(view(state, viewer));
          const a = apply(state, mover, m, stepRng(t.seed, seq));
          const b = apply(other, mover, m, stepRng(t.seed, seq));
          expect(eventsFor(b.events, viewer)).toEqual(eventsFor(a.events, viewer));
          if (!a.state.over) expect(view(b.state, viewer)).toEqual(view(a.state, viewer));
          if (viewer === 'spectator' && !state.over) {
            expect(JSON.stringify(view(state, viewer).hands)).not.toMatch(/"film"|"akt"/);
          }
        }
      });
    }), { numRuns: 10 });
    expect(states).toBeGreaterThanOrEqual(1000);
    // The twins really differ (not a test that compares a state with itself).
    expect(differing).toBeGreaterThan(states);
  });

  it('Rat and the computers decide the same for twins: they never use what the seat cannot see', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const trng = createRng(`rat|${t.playSeed}`);
      playMatch({ ...t, bots: true }, (state, _action, seq) => {
        if (seq % 9 !== 0) return;
        const seat = state.turn;
        const other = twin(state, trng, [seat], new Set(), false, null);
        const rng = () => stepRng(t.seed, seq, 'advice');
        expect(kino.advise!(view(other, seat), rng())).toEqual(kino.advise!(view(state, seat), rng()));
      });
    }), { numRuns: 4 });
  });
});
