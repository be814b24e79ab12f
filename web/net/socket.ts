// The live connection to one table (/ws/table/:id, protocol in schema/protocol.ts). Keeps the
// table state in signals, applies updates strictly in version order and asks for a snapshot
// (`{t:'sync'}`) when it sees a gap. Reconnects by itself; the server sends a snapshot on connect.
import { signal, computed, batch, type ReadonlySignal } from '@preact/signals';
import { CLOSE_IDENTITY_CHANGED, type ChatMessage, type ClientMessage, type LogEntry, type ServerMessage, type TableInfo } from '@schema/protocol';
import type { Advice } from '../games/types';
import { ReconnectingSocket, type ConnState } from './reconnecting';
import { wsUrl } from './api';
// The header's Groschen change when a game ends (pot): it is fetched again.
import { refreshAfterGame } from '../app/Balance';
import { identityChanged } from '../app/identity';

const MAX_LOG = 200;
const MAX_CHAT = 100;
/** 4000 "replaced": the same player opened the table elsewhere; reconnecting would fight that tab. */
export const CLOSE_REPLACED = 4000;
const FATAL_CLOSE_CODES = [CLOSE_REPLACED];
// 4001 "identity_changed": this browser signed in or out; reconnect as who it is now.
const PAUSE_CLOSE_CODES = [CLOSE_IDENTITY_CHANGED];

export interface ServerError { error: string; message: string; params?: Record<string, string | number>; id?: string }

export class TableConnection {
  readonly table = signal<TableInfo | null>(null);
  readonly seat = signal<number | null>(null);
  readonly view = signal<unknown>(null);
  readonly log = signal<LogEntry[]>([]);
  readonly chat = signal<ChatMessage[]>([]);
  readonly events = signal<unknown[]>([]);
  readonly advice = signal<Advice | null>(null);
  private readonly adviceWaiters: ((shown: boolean) => void)[] = [];
  readonly outcome = signal<unknown>(null);
  readonly version = signal(0);
  /** serverNow ≈ Date.now() + clockOffset */
  readonly clockOffset = signal(0);
  /** Set to the close code when the server ended the connection for good (4000 = opened elsewhere). */
  readonly fatal = signal<number | null>(null);
  readonly state: ReadonlySignal<ConnState>;
  readonly isHost = computed(() => !!this.table.value && this.seat.value !== null && this.table.value.host === this.seat.value);

  private readonly socket: ReconnectingSocket;
  private synced = false;
  private moveCounter = 0;

  constructor(readonly tableId: string, private readonly onError: (e: ServerError) => void) {
    this.socket = new ReconnectingSocket(wsUrl(`/ws/table/${encodeURIComponent(tableId)}`), {
      onOpen: () => {
        // The server sends a snapshot on connect; until it arrives, updates cannot be placed.
        this.synced = false;
        this.settleAdvice(false); // a question sent on the old socket gets no answer
      },
      onMessage: (m) => this.handle(m as ServerMessage),
      fatalCodes: FATAL_CLOSE_CODES,
      onFatal: (code) => (this.fatal.value = code),
      pauseCodes: PAUSE_CLOSE_CODES,
      beforeReconnect: () => identityChanged(),
    });
    this.state = this.socket.state;
  }

  send(msg: ClientMessage): boolean {
    const ok = this.socket.send(msg);
    if (!ok) this.onError({ error: 'offline', message: 'Not connected' });
    return ok;
  }

  /** A game move, stamped with the version it was made on and a client id for error matching. */
  sendMove(move: unknown): void {
    const id = `m${Date.now().toString(36)}${(this.moveCounter++).toString(36)}`;
    if (this.send({ t: 'move', v: this.version.value, move, id })) this.advice.value = null;
  }

  /**
   * Asks for Rat; resolves true once its answer is shown (the `advice` signal), false when the table
   * refused it (an error without a move id: not your turn, too fast…) or the answer was for an older
   * version — so a board never keeps saying "Der Rat überlegt …".
   */
  requestAdvice(): Promise<boolean> {
    if (!this.send({ t: 'advice' })) return Promise.resolve(false);
    return new Promise((resolve) => this.adviceWaiters.push(resolve));
  }

  private settleAdvice(shown: boolean): void {
    for (const resolve of this.adviceWaiters.splice(0)) resolve(shown);
  }

  close(): void {
    this.socket.close();
  }

  private setNow(now: number): void {
    if (typeof now === 'number') this.clockOffset.value = now - Date.now();
  }

  private handle(msg: ServerMessage): void {
    if (!msg || typeof msg !== 'object' || typeof (msg as { t?: unknown }).t !== 'string') return;
    switch (msg.t) {
      case 'snapshot':
        batch(() => {
          this.synced = true;
          this.version.value = msg.v;
          this.table.value = msg.table;
          this.seat.value = msg.seat;
          this.view.value = msg.view;
          this.log.value = msg.log.slice(-MAX_LOG);
          this.chat.value = msg.chat.slice(-MAX_CHAT);
          this.events.value = [];
          this.advice.value = null;
          if (msg.table.status !== 'finished') this.outcome.value = null;
          this.setNow(msg.now);
        });
        return;
      case 'update': {
        if (!this.synced || msg.v <= this.version.value) return; // old or before the snapshot
        if (msg.v !== this.version.value + 1) {
          // A gap: something was missed; the snapshot will bring us up to date.
          this.synced = false;
          this.socket.send({ t: 'sync' });
          return;
        }
        batch(() => {
          this.version.value = msg.v;
          if (msg.table) {
            const before = this.table.value;
            this.table.value = msg.table;
            if (before && before.matchNo !== msg.table.matchNo) this.outcome.value = null;
          }
          if (msg.view !== undefined) {
            this.view.value = msg.view;
            this.advice.value = null;
          }
          if (msg.events) this.events.value = msg.events;
          if (msg.log?.length) this.log.value = [...this.log.value, ...msg.log].slice(-MAX_LOG);
          this.setNow(msg.now);
        });
        return;
      }
      case 'chat':
        this.chat.value = [...this.chat.value, msg.msg].slice(-MAX_CHAT);
        return;
      case 'advice': {
        const current = msg.v === this.version.value;
        if (current) this.advice.value = { move: msg.move, reason: msg.reason };
        this.settleAdvice(current);
        return;
      }
      case 'result':
        this.outcome.value = msg.outcome;
        refreshAfterGame();
        return;
      case 'error':
        if (msg.error === 'stale') this.socket.send({ t: 'sync' });
        if (!msg.id) this.settleAdvice(false);
        this.onError(msg);
        return;
    }
  }
}
