// Speedalbum's pure rules as a replay needs them (worker/games/core/replay.ts): no computers, so the
// web's replay page may import it. The log lines live here too; the Game (index.ts) uses them.
import type { ReplayRules } from '../core/replay';
import type { GameEvent } from '../core/types';
import type { AlbumMove, AlbumState } from './types';
import { apply, pending, validate } from './rules/moves';
import { setup } from './rules/setup';
import { view } from './view';
import { frontOf } from './cards';

type Line = { code: string; params: Record<string, string | number> } | null;

export function describeEvent(ev: GameEvent): Line {
  if (ev.type === 'round_end') return { code: 'album_round_end', params: { round: ev.round as number, scores: (ev.scores as number[]).join(',') } };
  if (ev.type === 'round_start') return { code: 'album_round_start', params: { round: ev.round as number, starter: ev.starter as number } };
  if (ev.type === 'pile_moved') return { code: 'album_pile_moved', params: { from: ev.fromPile as number, to: ev.toPile as number, count: ev.count as number } };
  return null;
}

export function describeMove(state: AlbumState, seat: number, move: AlbumMove): Line {
  const params: Record<string, string | number> = { seat };
  if (move.flip !== undefined) params.flip = move.flip;
  if (move.type === 'take') return { code: 'album_take', params: { ...params, pile: move.pile, card: state.piles[move.pile][0] } };
  return { code: 'album_pictures', params: { ...params, series: move.slots.map((s) => frontOf(state.market[s] as number)).join(',') } };
}

export const albumReplayRules: ReplayRules = {
  setup, validate, apply, view, pending, isOver: (state: AlbumState) => state.phase === 'over', describeMove, describeEvent,
};
