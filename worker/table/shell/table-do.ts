// Owns the transport around the pure table: one Durable Object per table decodes and limits each
// frame, runs the reducer (reducer.ts) inside one storage transaction, persists the result,
// performs the effects (sends, the foyer, Groschen, the results drain) and arms the single alarm.
import { DurableObject } from 'cloudflare:workers';
import { isRuleError, ruleError, type RuleError } from '@games/core/types';
import { getGame } from '@games/index';
import { CLOSE_IDENTITY_CHANGED, type ClientMessage, type ServerMessage, type TableInfo } from '@schema/protocol';
import type { Env } from '../../env';
import { db } from '../../db/client';
import { AdviceMemo } from '../reducer/advice';
import { TableAlarm } from './alarm';
import { commandOf } from '../reducer/commands';
import { createStep } from '../reducer/create';
import { drainOutbox, type KnownRatings } from './drain';
import { gameOf } from '../reducer/game-of';
import type { Effect, StepResult } from '../reducer/effects';
import { publicInfo, seatOf, type Table } from '../reducer/model';
import { dailyClosedTo } from '../reducer/people';
import { readKnock, refusal, refuse } from './admission';
import { snapshot, SNAPSHOT_CHAT, Updates, viewerOf, withAck, type Ack } from './outbound';
import { publishToFoyer, settleStakes } from './outside';
import { step, type Command } from '../reducer/reducer';
import { answerClose, bucketOf, refuseTooLarge } from '../../http/socket-limits';
import { close, closeFlooding, send, sendError, sendText, TableSockets } from './sockets';
import { LOG_KEEP, TableStore } from './store';
import { dueTimers, MAX_TIMERS_PER_ALARM } from '../reducer/timers';
import type { Attachment, TableInit } from '../reducer/types';
import { checkInit, parseClientMessage } from '../reducer/validate';

type Done = Extract<StepResult, { ok: true }> & { value?: unknown };

export class TableDO extends DurableObject<Env> {
  private readonly store: TableStore;
  private readonly sockets: TableSockets;
  private readonly alarmClock: TableAlarm;
  private readonly adviceMemo = new AdviceMemo();
  private readonly knownRatings: KnownRatings = new Map(); // the ratings its drain wrote last (db/outcome.ts)

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new TableStore(ctx.storage.sql);
    this.sockets = new TableSockets(ctx);
    this.alarmClock = new TableAlarm(ctx.storage, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ---- RPC from the API -----------------------------------------------------------------------
  async create(init: TableInit): Promise<TableInfo | RuleError> {
    if (this.store.load()) return ruleError('exists', 'This table already exists.');
    const checked = checkInit(init, typeof init?.game === 'string' ? getGame(init.game) : undefined);
    if (isRuleError(checked)) return checked;
    const now = Date.now();
    const done = createStep(checked.game, checked.init, now);
    this.transact(() => this.persist(done)); // the table's first step
    await this.after(done, now);
    return publicInfo(done.table);
  }

  async info(): Promise<TableInfo | null> {
    await this.alarmClock.heal(() => this.store.load());
    const t = this.store.load();
    return t ? publicInfo(t) : null;
  }

  /** The daily date this table is closed to `playerId` until its day has ended (§8), or null. */
  async dailyClosedTo(playerId: string | null): Promise<string | null> {
    const t = this.store.load();
    return t && dailyClosedTo(t, playerId ?? '', Date.now()) ? t.dailyDate ?? null : null;
  }

  /** The seat a player still plays at this table, or null (the daily route resumes a first attempt). */
  async seatOfPlayer(playerId: string): Promise<number | null> {
    const t = this.store.load();
    const seat = t ? seatOf(t, playerId) : -1;
    return seat >= 0 ? seat : null;
  }

  /** A passkey sign-in or sign-out moved this player's browser: its sockets close with 4001 `identity_changed`
   * (the client reloads who it is and reconnects; the seat is disconnected as after any close). How many closed. */
  async closePlayer(playerId: string): Promise<number> {
    const open = this.sockets.ofPlayer(playerId);
    for (const ws of open) close(ws, CLOSE_IDENTITY_CHANGED, 'identity_changed');
    return open.length;
  }

  // ---- sockets ----------------------------------------------------------------------------------
  override async fetch(request: Request): Promise<Response> {
    const knock = readKnock(request);
    if (knock instanceof Response) return knock;
    const { playerId, name, balance } = knock;
    if (!this.store.load()) return refuse(404, 'not_found', 'No such table.');
    await this.alarmClock.heal(() => this.store.load());
    const refused = refusal(this.store.load()!, knock, this.sockets.watchers(playerId), Date.now());
    if (refused) return refused;
    // A reconnect replaces the player's older sockets (another tab, a dead connection).
    const older = this.sockets.ofPlayer(playerId);
    for (const old of older) close(old, 4000, 'replaced');
    const now = Date.now();
    const result = this.run({ t: 'connect', playerId, name, ...(balance !== undefined ? { balance } : {}) }, now);
    if (!result.ok) return refuse(500, 'internal', result.error.message);
    const seat = (result.value as number | null) ?? null;
    // The others hear of the newcomer first; the newcomer's snapshot already holds this version.
    const later = this.sendNow(result);
    const [client, server] = Object.values(new WebSocketPair());
    const att: Attachment = { playerId, name, seat, connId: crypto.randomUUID(), ...(balance !== undefined ? { balance } : {}) };
    this.sockets.accept(server, att);
    send(server, snapshot(gameOf(result.table), result.table, seat, this.store.recentLog(LOG_KEEP), this.store.recentChat(SNAPSHOT_CHAT), now));
    await this.finish(result.table, later, now);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    // Size first, before anything is read: an oversized frame closes the socket (socket-limits.ts).
    if (refuseTooLarge(ws, data)) return;
    const att = this.sockets.attachmentOf(ws);
    if (!att) return;
    await this.alarmClock.heal(() => this.store.load());
    const now = Date.now();
    const parsed = parseClientMessage(data);
    const bucket = 'error' in parsed ? 'invalid' : bucketOf(parsed.msg.t);
    const id = 'error' in parsed ? parsed.id : parsed.msg.t === 'move' ? parsed.msg.id : undefined;
    const taken = this.sockets.take(att, bucket, now);
    if (!taken.ok) {
      // Over the limit: refused, nothing changes; a socket that keeps flooding is closed.
      if (taken.flooding) return closeFlooding(ws);
      return sendError(ws, ruleError('rate_limited', 'Too many messages; wait a moment.', { kind: bucket }), id);
    }
    if ('error' in parsed) return sendError(ws, parsed.error, parsed.id);
    const msg = parsed.msg;
    try {
      const error = await this.handle(ws, att, msg, now);
      if (error) sendError(ws, error, msg.t === 'move' ? msg.id : undefined);
    } catch (e) {
      console.error('table: message failed', e);
      sendError(ws, ruleError('internal', 'Something went wrong at the table.'));
    }
  }

  private async handle(ws: WebSocket, att: Attachment, msg: ClientMessage, now: number): Promise<RuleError | void> {
    if (msg.t === 'sync') {
      const t = this.store.load();
      if (t) send(ws, snapshot(gameOf(t), t, att.seat, this.store.recentLog(LOG_KEEP), this.store.recentChat(SNAPSHOT_CHAT), now));
      return;
    }
    if (msg.t === 'advice') return this.advice(ws, att);
    const cmd = commandOf(msg, att);
    if (isRuleError(cmd)) return cmd;
    const result = this.run(cmd, now);
    if (!result.ok) return result.error;
    // Only an accepted new name reaches the socket (a locked one changes nothing).
    if (cmd.t === 'rename') this.sockets.patchPlayer(att.playerId, { name: cmd.name });
    await this.after(result, now, msg.t === 'move' && msg.id !== undefined ? { ws, id: msg.id } : undefined);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    answerClose(ws, code, reason);
    await this.dropSocket(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.dropSocket(ws);
  }

  /** A closed socket is not leaving; the seat is marked disconnected once no socket of that player is left. */
  private async dropSocket(ws: WebSocket): Promise<void> {
    const att = this.sockets.attachmentOf(ws);
    if (!att) return;
    this.sockets.forgetLimits(att);
    if (this.sockets.stillThere(ws, att)) return;
    const now = Date.now();
    const result = this.run({ t: 'disconnect', playerId: att.playerId }, now);
    if (result.ok) await this.after(result, now);
  }

  // ---- timers -------------------------------------------------------------------------------------
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.alarmClock.rang();
    const t = this.store.load();
    if (!t) return;
    for (const timer of dueTimers(t, now).slice(0, MAX_TIMERS_PER_ALARM)) {
      if (timer.kind === 'drain') continue;
      try {
        await this.command({ t: 'timer', id: timer.id }, now);
      } catch (e) {
        // A failing step changes nothing; it is tried again later, in the end as a random legal move.
        console.error(`table: timer ${timer.kind} failed`, e);
        await this.command({ t: 'timer_failed', id: timer.id }, now);
      }
    }
    const table = this.store.load();
    if (table && dueTimers(table, now).some((x) => x.kind === 'drain')) await this.drain(now);
    await this.alarmClock.arm(this.store.load());
  }

  /** The results outbox into D1 (a failure leaves the drain timer to retry, with backoff). */
  private async drain(now: number): Promise<void> {
    const left = await drainOutbox(this.store, db(this.env.DB), this.store.load()?.match?.no ?? 0, this.knownRatings);
    await this.command({ t: 'drained', left }, now);
  }

  // ---- the one step -------------------------------------------------------------------------------
  /** Runs a command inside one storage transaction: load, reduce, persist. A refusal changes nothing. */
  private run(cmd: Command, now: number): StepResult & { value?: unknown } {
    return this.transact(() => {
      const t = this.store.load();
      if (!t) return { ok: false, error: ruleError('no_table', 'This table does not exist.') };
      const out = step(gameOf(t), t, cmd, now);
      if (out.ok) this.persist(out, cmd);
      return out;
    });
  }

  private transact<T>(body: () => T): T {
    try {
      return this.ctx.storage.transactionSync(body);
    } catch (e) {
      this.store.forget(); // the memo may hold what was rolled back
      throw e;
    }
  }

  private async command(cmd: Command, now: number): Promise<void> {
    const result = this.run(cmd, now);
    if (result.ok) await this.after(result, now);
  }

  /** The step's rows, in the same transaction; a person's move may be kept as its action row alone (store.ts). */
  private persist(done: Done, cmd?: Command): void {
    const { table, step: s } = done;
    this.store.commit(table, s.effects, s.logs, cmd?.t === 'move' && s.reseated.size === 0 ? { cmd, now: s.now } : undefined);
  }

  /** After the commit: sends, then the effects that leave the object, then the alarm. */
  /** `ack`: the socket whose move this step played, and the move's `id` its update echoes. */
  private async after(done: Done, now: number, ack?: Ack): Promise<void> {
    await this.finish(done.table, this.sendNow(done, ack), now);
  }

  /** The synchronous sends of a committed step (nothing can come between them and the commit); returns the rest. */
  private sendNow(done: Done, ack?: Ack): Effect[] {
    const s = done.step;
    for (const [playerId, seat] of s.reseated) this.sockets.patchPlayer(playerId, { seat });
    if (done.changed) this.broadcast(done, ack);
    const later: Effect[] = [];
    for (const e of s.effects) {
      if (e.type === 'chat') {
        const msg = this.store.addChat(e.at, e.playerId, e.name, e.seat, e.text);
        const text = JSON.stringify({ t: 'chat', msg } satisfies ServerMessage);
        for (const ws of this.sockets.all()) sendText(ws, text);
      } else if (e.type === 'lobby' || e.type === 'stake' || e.type === 'delete' || e.type === 'outbox') later.push(e);
    }
    return later;
  }

  /** The alarm, then the effects that leave the object (they await; other events may come between). */
  private async finish(table: Table, later: Effect[], now: number): Promise<void> {
    // A finished match drains at once (no alarm wake-up for it); its timer stays the fallback.
    if (later.some((e) => e.type === 'outbox')) await this.drain(now);
    await this.alarmClock.arm(this.store.load());
    for (const e of later) {
      if (e.type === 'lobby') await publishToFoyer(this.env, table.game, e, (cmd) => this.command(cmd, now));
      else if (e.type === 'stake') {
        const refusal = await settleStakes(this.env, e.round, e.tableId, now, (cmd) => this.command(cmd, Math.max(Date.now(), now)));
        if (refusal && e.round.askedBy) for (const ws of this.sockets.ofPlayer(e.round.askedBy)) sendError(ws, refusal);
      } else if (e.type === 'delete') await this.deleteAll();
    }
  }

  // ---- effects that leave the object ---------------------------------------------------------------
  private async deleteAll(): Promise<void> {
    this.sockets.closeAll(4004, 'closed');
    await this.alarmClock.clear();
    await this.ctx.storage.deleteAll();
    this.store.reset();
    this.sockets.reset();
  }

  // ---- outbound -----------------------------------------------------------------------------------
  private broadcast(done: Done, ack?: Ack): void {
    const updates = new Updates(gameOf(done.table), done.step);
    for (const ws of this.sockets.all()) {
      const att = this.sockets.attachmentOf(ws);
      if (!att) continue;
      const text = updates.for(viewerOf(att.seat), done.step.reseated.has(att.playerId));
      sendText(ws, ack?.ws === ws ? withAck(text, ack.id) : text);
      if (updates.result) sendText(ws, updates.result);
    }
  }

  private advice(ws: WebSocket, att: Attachment): RuleError | void {
    const t = this.store.load();
    const msg = t ? this.adviceMemo.message(gameOf(t), t, att.playerId, att.seat) : ruleError('no_table', 'This table does not exist.');
    if (isRuleError(msg)) return msg;
    send(ws, msg);
  }
}
