// Owns a table's foyer entry: a table with others is listed while it waits with somebody there;
// once it starts, fills up with nobody connected, or closes, the foyer drops it.
import type { LobbyTable } from '@schema/protocol';
import { connectedHumans, type Table } from './model';

const removed = (id: string): { id: string; removed: true } => ({ id, removed: true });

/** What the foyer knows of a table it never listed (a new table's `lobby`): the removal, so none is published. */
export const unlisted = (id: string): string => JSON.stringify(removed(id));

/** The entry to publish, or null for tables the foyer never lists (solo, daily, record hunt). */
export function lobbyEntry(t: Table): LobbyTable | { id: string; removed: true } | null {
  if (t.mode !== 'multi') return null;
  if (t.status !== 'waiting' || t.stakeRound || connectedHumans(t) === 0) return removed(t.id);
  const { thinkTime, tempo, botLevel, stake, game } = t.settings;
  return {
    id: t.id, game: t.game, hostName: t.hostName, seatsTotal: t.seats.length,
    seatsTaken: t.seats.filter((x) => x.kind !== 'empty').length,
    settings: { thinkTime, tempo, botLevel, stake, game }, status: t.status, createdAt: t.createdAt,
  };
}
