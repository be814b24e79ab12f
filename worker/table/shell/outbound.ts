// Owns what each socket receives. Every view goes through game.view(state, viewer); events are
// filtered by their `to`; table facts are the public ones; nothing else about the game ever leaves.
// Each distinct message is encoded once, whatever the number of sockets that get it.
import type { AnyGame, GameEvent, Viewer } from '@games/core/types';
import type { ChatMessage, LogEntry, ServerMessage } from '@schema/protocol';
import type { Step } from '../reducer/effects';
import { publicInfo, type Table } from '../reducer/model';
import { visibleState } from '../reducer/reducer';

export const SNAPSHOT_CHAT = 50;

export const viewerOf = (seat: number | null): Viewer => (seat === null ? 'spectator' : seat);

export function viewFor(game: AnyGame, state: unknown | null, viewer: Viewer): unknown {
  return state === null ? null : game.view(state, viewer);
}

export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));
}

export function snapshot(game: AnyGame, t: Table, seat: number | null, log: LogEntry[], chat: ChatMessage[], now: number): ServerMessage {
  return {
    t: 'snapshot', v: t.version, table: publicInfo(t), seat,
    view: viewFor(game, visibleState(t), viewerOf(seat)), log, chat, now,
  };
}

/**
 * The update of one step, per viewer: the head (version, time, table facts) and tail (log lines)
 * are shared; the view and the events depend on the viewer; a view is sent only when it changed
 * (or `forced`: the socket now acts for another seat — then `seat` says which, as a snapshot does;
 * before the first start the view is null and cannot say it).
 */
export class Updates {
  private readonly head: string;
  private readonly tail: string;
  private readonly views = new Map<Viewer, string>();
  private readonly messages = new Map<string, string>();
  readonly result: string | null;

  constructor(private readonly game: AnyGame, private readonly s: Step) {
    const t = s.t;
    let head = `{"t":"update","v":${t.version},"now":${s.now}`;
    if (s.tableChanged) head += `,"table":${JSON.stringify(publicInfo(t))}`;
    this.head = head;
    this.tail = s.logs.length > 0 ? `,"log":${JSON.stringify(s.logs)}}` : '}';
    this.result = s.result ? JSON.stringify({ t: 'result', outcome: s.result } satisfies ServerMessage) : null;
  }

  /** The update for a socket of `viewer`. */
  for(viewer: Viewer, forced: boolean): string {
    const key = `${viewer}:${forced}`;
    let msg = this.messages.get(key);
    if (msg === undefined) {
      const view = this.viewJson(viewer, forced);
      const events = eventsFor(this.s.events, viewer);
      const seat = forced ? `,"seat":${viewer === 'spectator' ? 'null' : viewer}` : '';
      msg = this.head + seat + (view !== undefined ? `,"view":${view}` : '') +
        (events.length > 0 ? `,"events":${JSON.stringify(events)}` : '') + this.tail;
      this.messages.set(key, msg);
    }
    return msg;
  }

  /** The viewer's new view, encoded once per viewer; only when the game state changed (or forced). */
  private viewJson(viewer: Viewer, force: boolean): string | undefined {
    const after = visibleState(this.s.t);
    // States are never changed in place: the same object means the same views.
    if (this.s.prevState === after && !force) return undefined;
    let json = this.views.get(viewer);
    if (json === undefined) {
      json = JSON.stringify(viewFor(this.game, after, viewer));
      this.views.set(viewer, json);
    }
    return json;
  }
}

/** The socket whose move a step played, and that move's `id`. */
export interface Ack { ws: WebSocket; id: string }

/** An encoded update with `ack` (the mover's `id`) added: only the mover's socket gets it. */
export const withAck = (update: string, id: string): string => `${update.slice(0, -1)},"ack":${JSON.stringify(id)}}`;
