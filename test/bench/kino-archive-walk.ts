// The archive and Filmrisse of a finished Speedkino game replayed in order, for the loss diagnostics
// (kino-loss.ts, kino-crossloss.ts): for every can that left a hand without being played, the
// points it made unreachable (0 when another copy was left).
import type { KinoState } from '../../worker/games/kino/types';
import { reachable } from '../../worker/games/kino/rules/wissen';

export type HistoryEntry = KinoState['history'][number];

const total = (s: KinoState, reels: number[], arch: Int8Array) => reachable(s.reels.length, reels, arch).reduce((a, x) => a + x, 0);

/** Calls `onGone` for each archived or torn can with the points it cost; returns the copies gone per can (film × 5 + Akt − 1). */
export function archiveWalk(s: KinoState, onGone: (h: HistoryEntry, lost: number) => void): Int8Array {
  const reels = new Array(s.reels.length).fill(0);
  const arch = new Int8Array(32);
  for (const h of s.history) {
    if (h.how === 'played') { reels[h.film] = h.akt; continue; }
    const before = total(s, reels, arch);
    arch[h.film * 5 + h.akt - 1]++;
    onGone(h, before - total(s, reels, arch));
  }
  return arch;
}
