// "Wie hätte der Computer gespielt?": the computers' match and the moments are deterministic, the
// computer's match is the one the table host would run, and a moment is reported exactly where the
// player's move differs from the strong computer's (Rat's) choice in that position.
import { describe, expect, it } from 'vitest';
import { compareDecisions, computerResult, spread, type RecordedAction } from '@games/core/compare';
import { applyStep, dealOf } from '@games/core/replay';
import { stepRng } from '@games/core/rng';
import { isRuleError, type AnyGame, type BotLevel } from '@games/core/types';
import { elster as elsterGame } from '@games/elster';
import type { ElsterMove, ElsterView } from '@games/elster';

const elster = elsterGame as AnyGame;
import { applyAction, botChoice, setupMatch } from '../../../worker/table/reducer/replay';

const SEED = 'compare-daily-1';

/** A Tagesnest as the daily table sets it up: seat 0 the player, three strong computers. */
function dailyOf(game: AnyGame) {
  const options = game.parseOptions(game.daily!.options);
  const levels: BotLevel[] = ['stark', ...Array.from({ length: game.daily!.computers }, () => game.daily!.level)];
  return { options, levels };
}

/**
 * A recorded daily: the player follows Rat on odd decisions and lays another pebble than Rat's on
 * even ones. Returns the actions and the positions where the player left Rat's choice.
 */
function recordElster(): { actions: RecordedAction[]; differs: number[]; follows: number[] } {
  const { options, levels } = dailyOf(elster);
  let state = dealOf(elster, options, levels.length, SEED);
  const actions: RecordedAction[] = [];
  const differs: number[] = [];
  const follows: number[] = [];
  let own = 0;
  for (let seq = 1; !elster.isOver(state); seq++) {
    const seat = elster.pending(state)[0]!;
    let move: ElsterMove;
    if (seat === 0) {
      const view = elster.view(state, 0) as ElsterView;
      const rat = elster.advise!(view, stepRng(SEED, seq, 'advice:0')).move as ElsterMove;
      const hand = view.hands[0]!;
      const other = hand.find((p) => rat.type === 'bid' && p !== rat.pebble);
      if (own++ % 2 === 1 && other !== undefined) {
        move = { type: 'bid', pebble: other };
        differs.push(seq);
      } else {
        move = rat;
        if (hand.length > 1) follows.push(seq);
      }
    } else {
      move = elster.choose(elster.view(state, seat), levels[seat]!, stepRng(SEED, seq, `bot:${seat}`));
    }
    actions.push({ seat, move, by: seat === 0 ? 'human' : 'computer' });
    state = applyStep(elster, state, seq, seat, move, SEED).state;
  }
  return { actions, differs, follows };
}

describe('compare', () => {
  it('spreads the examined decisions evenly over the match', () => {
    expect(spread(3, 5)).toEqual([0, 1, 2]);
    expect(spread(10, 5)).toEqual([1, 3, 5, 7, 9]);
  });

  it('Speedelster: moments only where the player left stark\'s pebble and stark expected more of its own, with both expectations', () => {
    const { options, levels } = dailyOf(elster);
    const { actions, differs, follows } = recordElster();
    expect(differs.length).toBeGreaterThan(2);
    const a = compareDecisions(elster, options, levels.length, SEED, actions, 0);
    expect(a.examined).toBe(a.decisions);
    // Every moment is a place where the player left stark's pebble and stark expected more of its
    // own (a pebble of its mix it values no higher is no lesson); the player's other moves none.
    expect(a.moments.length).toBeGreaterThan(0);
    for (const m of a.moments) {
      expect(differs).toContain(m.position);
      expect(m.unit).toBe('share');
      expect(m.chosen).toEqual(actions[m.position - 1]!.move);
      expect(m.best).not.toEqual(m.chosen);
      expect(m.bestValue).toBeGreaterThan(m.chosenValue);
      expect(m.bestValue).toBeLessThanOrEqual(1);
      expect(m.chosenValue).toBeGreaterThanOrEqual(0);
    }
    for (const p of follows) expect(a.moments.some((m) => m.position === p)).toBe(false);
    // Deterministic: the same record gives the same comparison.
    expect(compareDecisions(elster, options, levels.length, SEED, actions, 0)).toEqual(a);
  });

  it('the computers\' match is the one the table host plays, stark in the player\'s seat', () => {
    const { options, levels } = dailyOf(elster);
    const result = computerResult(elster, options, SEED, levels, 0);
    // The host's own functions, all seats computers; simultaneous bids in the order they fell due.
    let state = setupMatch(elster, options, levels.length, SEED);
    let seq = 0;
    let order: number[] = [];
    while (!elster.isOver(state)) {
      const pending = elster.pending(state);
      order = order.filter((s) => pending.includes(s));
      for (const s of pending) if (!order.includes(s)) order.push(s);
      const seat = order.shift()!;
      seq++;
      const move = elster.validate(state, seat, botChoice(elster, state, seat, levels[seat]!, SEED, seq));
      if (isRuleError(move)) throw new Error(move.error);
      state = applyAction(elster, state, { seq, seat, move }, SEED).state;
    }
    const mine = elster.outcome(state).seats[0]!;
    expect(result).toEqual({ points: mine.points, place: mine.place, actions: seq });
  });
});
