// Game-log lines in codes (the web words them): a take names the pile's top card (public), pictures
// name their series; rounds and moved piles have lines of their own.
import type { GameEvent, LogLine, Seat } from '../../core/types';
import type { AlbumMove, AlbumState } from '../types';
import { frontOf } from '../cards';

export function describeEvent(ev: GameEvent): LogLine | null {
  if (ev.type === 'round_end') return { code: 'album_round_end', params: { round: ev.round as number, scores: (ev.scores as number[]).join(',') } };
  if (ev.type === 'round_start') return { code: 'album_round_start', params: { round: ev.round as number, starter: ev.starter as number } };
  if (ev.type === 'pile_moved') return { code: 'album_pile_moved', params: { from: ev.fromPile as number, to: ev.toPile as number, count: ev.count as number } };
  return null;
}

export function describeMove(state: AlbumState, seat: Seat, move: AlbumMove): LogLine | null {
  const params: Record<string, string | number> = { seat };
  if (move.flip !== undefined) params.flip = move.flip;
  if (move.type === 'take') return { code: 'album_take', params: { ...params, pile: move.pile, card: state.piles[move.pile][0] } };
  return { code: 'album_pictures', params: { ...params, series: move.slots.map((s) => frontOf(state.market[s] as number)).join(',') } };
}
