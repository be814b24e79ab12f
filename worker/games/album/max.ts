// Max, the Mitsammler of the Rekordjagd: "nimmt immer die ersten zwei Bilder von links" — scanning
// the market columns left to right, top before bottom (= slot order), never an objective, never a
// flip. His pictures count at the table for "die meisten / wenigsten".
import type { AlbumMove, AlbumView } from './types';

/** The slots Max takes next (the UI shows "Max" at them). */
export function maxSlots(market: readonly (number | null)[]): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < market.length && out.length < 2; slot++) if (market[slot] !== null) out.push(slot);
  return out;
}

export function maxMove(view: Pick<AlbumView, 'market'>): AlbumMove {
  return { type: 'pictures', slots: maxSlots(view.market) };
}
