// Building what each socket receives. Every view goes through game.view(state, viewer); events
// are filtered by their `to`; nothing else about the game state is ever sent.
import type { AnyGame, GameEvent, Viewer } from '@games/core/types';
import type { ChatMessage, LobbyTable, LogEntry, ServerMessage } from '@schema/protocol';
import type { TableRecord } from './types';

export const SNAPSHOT_LOG = 100;
export const SNAPSHOT_CHAT = 50;

export const viewerOf = (seat: number | null): Viewer => (seat === null ? 'spectator' : seat);

export function viewFor(game: AnyGame, state: unknown | null, viewer: Viewer): unknown {
  return state === null ? null : game.view(state, viewer);
}

export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));
}

export function snapshot(
  game: AnyGame, t: TableRecord, seat: number | null, playerId: string, log: LogEntry[], chat: ChatMessage[], now: number,
): ServerMessage {
  return {
    t: 'snapshot', v: t.version, table: t.info, seat, playerId,
    view: viewFor(game, t.state, viewerOf(seat)), log, chat, now,
  };
}

/** Per-viewer memo of views before and after a change, so each distinct view is built once. */
export class ViewDiff {
  /** Viewer → JSON of the new view, and whether it differs from the old one. */
  private readonly cache = new Map<Viewer, { json: string | undefined; changed: boolean }>();
  constructor(private readonly game: AnyGame, private readonly before: unknown | null, private readonly after: unknown | null) {}

  /** The new view as JSON if it differs from the old one (or `force`), else undefined. */
  changedJson(viewer: Viewer, force: boolean): string | undefined {
    // States are never changed in place: the same object means the same views.
    if (this.before === this.after && !force) return undefined;
    let entry = this.cache.get(viewer);
    if (!entry) {
      const json = JSON.stringify(viewFor(this.game, this.after, viewer)) as string | undefined;
      const changed = this.before !== this.after && json !== JSON.stringify(viewFor(this.game, this.before, viewer));
      entry = { json, changed };
      this.cache.set(viewer, entry);
    }
    return force || entry.changed ? entry.json : undefined;
  }
}

/** The foyer entry of a multiplayer table: listed while waiting, removed otherwise. */
export function lobbyEntry(t: TableRecord): LobbyTable | { id: string; removed: true } {
  const { info } = t;
  if (info.status !== 'waiting') return { id: info.id, removed: true };
  const { thinkTime, tempo, botLevel, stake, game } = info.settings;
  return {
    id: info.id, game: info.game, hostName: t.internal.hostName, seatsTotal: info.seats.length,
    seatsTaken: info.seats.filter((s) => s.kind !== 'empty').length,
    settings: { thinkTime, tempo, botLevel, stake, game }, status: info.status, createdAt: t.internal.createdAt,
  };
}
