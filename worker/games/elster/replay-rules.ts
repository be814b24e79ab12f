// Speedelster's pure rules as a replay needs them (worker/games/core/replay.ts): no computers, so the
// web's replay page may import it. The log lines live here too; the Game (index.ts) uses them.
import type { ReplayRules } from '../core/replay';
import type { GameEvent } from '../core/types';
import type { ElsterMove, ElsterState, RoundRecord } from './types';
import { apply, pending, validate } from './rules/moves';
import { setup } from './rules/setup';
import { view } from './view';

/** Game-log lines for the public events: the reveal with every bid, and game starts and ends. */
export function describeEvent(ev: GameEvent): { code: string; params: Record<string, string | number> } | null {
  if (ev.type === 'reveal') {
    const r = ev.round as RoundRecord;
    return { code: 'elster_reveal', params: { bids: r.bids.join(','), cancelled: r.cancelled.join(','), cards: r.cards.join(','), winner: r.winner ?? -1, fate: r.fate } };
  }
  if (ev.type === 'game_start' || ev.type === 'game_end') return { code: `elster_${ev.type}`, params: { gameNo: ev.gameNo as number } };
  return null;
}

/** A bid's log line says who bid, never which pebble. */
export function describeMove(_state: ElsterState, seat: number, move: ElsterMove): { code: string; params: Record<string, string | number> } | null {
  return move.type === 'bid' ? { code: 'elster_bid', params: { seat } } : null;
}

export const elsterReplayRules: ReplayRules = {
  setup, validate, apply, view, pending, isOver: (state: ElsterState) => state.phase === 'over', describeMove, describeEvent,
};
