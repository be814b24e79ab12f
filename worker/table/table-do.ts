// Owns the transport around the pure table: one Durable Object per table decodes and limits each
// frame, runs the reducer (reducer.ts) inside one storage transaction, persists the result,
// performs the effects (sends, the foyer, Groschen, the results drain) and arms the single alarm.
import { DurableObject } from 'cloudflare:workers';
import { isRuleError, ruleError, type AnyGame, type RuleError } from '@games/core/types';
import { getGame } from '@games/index';
import type { ClientMessage, ServerMessage, TableInfo } from '@schema/protocol';
import { alarmDelay, type Env } from '../env';
import { db } from '../db/client';
import { payStakes, refundStakes } from '../db/stake';
import { adviceFor } from './advice';
import { createStep } from './create';
import { drainOutbox } from './drain';
import type { Effect, StepResult } from './effects';
import { publicInfo, seatOf, type StakeRound, type Table } from './model';
import { snapshot, SNAPSHOT_CHAT, Updates, viewerOf } from './outbound';
import { step, type Command } from './reducer';
import { answerClose, bucketOf, CLOSE_FLOODING, MAX_SOCKETS_PER_TABLE, SocketLimits } from './socket-limits';
import type { StakeReport } from './stake-round';
import { TableStore } from './store';
import { dueTimers, nextDue } from './timers';
import type { Attachment, TableInit } from './types';
import { checkInit, cleanName, parseClientMessage } from './validate';

/** Timers handled per alarm; the rest run on the next one (armed in the past: at once). */
const MAX_TIMERS_PER_ALARM = 16;
const WS_OPEN = 1;

type Done = Extract<StepResult, { ok: true }> & { value?: unknown };

export class TableDO extends DurableObject<Env> {
  private readonly store: TableStore;
  private readonly attachments = new WeakMap<WebSocket, Attachment>();
  private readonly limits = new Map<string, SocketLimits>();
  /** The alarm this object armed; undefined after a wake-up (then read and healed once). */
  private armed: number | null | undefined;
  /** Rat for one stream version and seat (asking again costs nothing). */
  private adviceMemo: { key: string; msg: ServerMessage } | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new TableStore(ctx.storage.sql);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ---- RPC from the API -----------------------------------------------------------------------

  async create(init: TableInit): Promise<TableInfo | RuleError> {
    if (this.store.load()) return ruleError('exists', 'This table already exists.');
    const checked = checkInit(init, typeof init?.game === 'string' ? getGame(init.game) : undefined);
    if (isRuleError(checked)) return checked;
    const now = Date.now();
    const done = createStep(checked.game, checked.init, now);
    this.commit(done);
    await this.after(done, now);
    return publicInfo(done.table);
  }

  async info(): Promise<TableInfo | null> {
    await this.heal();
    const t = this.store.load();
    return t ? publicInfo(t) : null;
  }

  /** The seat a player still plays at this table, or null (the daily route resumes a first attempt). */
  async seatOfPlayer(playerId: string): Promise<number | null> {
    const t = this.store.load();
    const seat = t ? seatOf(t, playerId) : -1;
    return seat >= 0 ? seat : null;
  }

  // ---- sockets ----------------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade.', { status: 426, headers: { Upgrade: 'websocket' } });
    }
    const playerId = request.headers.get('X-Player-Id');
    if (!playerId) return new Response('Missing player identity.', { status: 400 });
    const name = headerName(request.headers.get('X-Player-Name'));
    const balanceHeader = request.headers.get('X-Player-Balance');
    const balance = balanceHeader !== null && /^\d+$/.test(balanceHeader) ? Number(balanceHeader) : undefined;
    if (!this.store.load()) return new Response('No such table.', { status: 404 });
    await this.heal();
    // A reconnect replaces the player's older sockets (another tab, a dead connection).
    const older = this.ctx.getWebSockets(`player:${playerId}`);
    if (this.ctx.getWebSockets().length - older.length >= MAX_SOCKETS_PER_TABLE) {
      return new Response('Too many connections to this table.', { status: 429 });
    }
    for (const old of older) {
      try {
        old.close(4000, 'replaced');
      } catch { /* already closing */ }
    }
    const now = Date.now();
    const result = this.run({ t: 'connect', playerId, name, ...(balance !== undefined ? { balance } : {}) }, now);
    if (!result.ok) return new Response(result.error.message, { status: 500 });
    const seat = (result.value as number | null) ?? null;
    // The others hear of the newcomer first; the newcomer's snapshot already holds this version.
    const later = this.sendNow(result);
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server, [`player:${playerId}`]);
    const att: Attachment = { playerId, name, seat, connId: crypto.randomUUID(), ...(balance !== undefined ? { balance } : {}) };
    this.setAttachment(server, att);
    send(server, snapshot(this.gameOf(result.table), result.table, seat, this.store.recentChat(SNAPSHOT_CHAT), now));
    await this.finish(result.table, later, now);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const att = this.attachmentOf(ws);
    if (!att) return;
    await this.heal();
    const now = Date.now();
    const limits = this.limitsOf(att);
    const parsed = parseClientMessage(data);
    const bucket = 'error' in parsed ? 'invalid' : bucketOf(parsed.msg.t);
    const id = 'error' in parsed ? parsed.id : parsed.msg.t === 'move' ? parsed.msg.id : undefined;
    if (!limits.take(bucket, now)) {
      // Over the limit: refused, nothing changes; a socket that keeps flooding is closed.
      if (limits.flooding()) return this.flood(ws);
      return this.sendError(ws, ruleError('rate_limited', 'Too many messages; wait a moment.', { kind: bucket }), id);
    }
    if ('error' in parsed) return this.sendError(ws, parsed.error, parsed.id);
    const msg = parsed.msg;
    try {
      const error = await this.handle(ws, att, msg, now);
      if (error) this.sendError(ws, error, msg.t === 'move' ? msg.id : undefined);
    } catch (e) {
      console.error('table: message failed', e);
      this.sendError(ws, ruleError('internal', 'Something went wrong at the table.'));
    }
  }

  private async handle(ws: WebSocket, att: Attachment, msg: ClientMessage, now: number): Promise<RuleError | void> {
    const { playerId } = att;
    let cmd: Command;
    switch (msg.t) {
      case 'sync': {
        const t = this.store.load();
        if (t) send(ws, snapshot(this.gameOf(t), t, att.seat, this.store.recentChat(SNAPSHOT_CHAT), now));
        return;
      }
      case 'advice':
        return this.advice(ws, att);
      case 'move': cmd = { t: 'move', playerId, seat: att.seat, v: msg.v, move: msg.move, ...(msg.id ? { id: msg.id } : {}) }; break;
      case 'chat': cmd = { t: 'chat', playerId, name: att.name, seat: att.seat, text: msg.text }; break;
      case 'settings': cmd = { t: 'settings', playerId, settings: msg.settings }; break;
      case 'seat': cmd = { t: 'seat', playerId, seat: msg.seat, kind: msg.kind, ...(msg.level ? { level: msg.level } : {}) }; break;
      case 'seats': cmd = { t: 'seats', playerId, count: msg.count }; break;
      case 'start': cmd = { t: 'start', playerId }; break;
      case 'sit': cmd = { t: 'sit', playerId, name: att.name, ...(att.balance !== undefined ? { balance: att.balance } : {}), ...(msg.seat !== undefined ? { seat: msg.seat } : {}) }; break;
      case 'leave': cmd = { t: 'leave', playerId }; break;
      case 'rematch': cmd = { t: 'rematch', playerId, seat: att.seat }; break;
      case 'rename': {
        const name = cleanName(msg.name);
        if (isRuleError(name)) return name;
        cmd = { t: 'rename', playerId, name };
        for (const socket of this.ctx.getWebSockets(`player:${playerId}`)) this.patchAttachment(socket, { name });
        break;
      }
    }
    const result = this.run(cmd, now);
    if (!result.ok) return result.error;
    await this.after(result, now);
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
    const att = this.attachmentOf(ws);
    if (!att) return;
    this.limits.delete(att.connId);
    const stillThere = this.ctx.getWebSockets(`player:${att.playerId}`).some((other) =>
      other !== ws && other.readyState === WS_OPEN && this.attachmentOf(other)?.connId !== att.connId);
    if (stillThere) return;
    const now = Date.now();
    const result = this.run({ t: 'disconnect', playerId: att.playerId }, now);
    if (result.ok) await this.after(result, now);
  }

  // ---- timers -------------------------------------------------------------------------------------

  override async alarm(): Promise<void> {
    const now = Date.now();
    this.armed = null; // the alarm that rang is gone
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
    if (table && dueTimers(table, now).some((x) => x.kind === 'drain')) {
      const left = await drainOutbox(this.store, db(this.env.DB), table.match?.no ?? 0);
      await this.command({ t: 'drained', left }, now);
    }
    await this.arm(this.store.load());
  }

  // ---- the one step -------------------------------------------------------------------------------

  /** Runs a command inside one storage transaction: load, reduce, persist. A refusal changes nothing. */
  private run(cmd: Command, now: number): StepResult & { value?: unknown } {
    let out: (StepResult & { value?: unknown }) | undefined;
    try {
      this.ctx.storage.transactionSync(() => {
        const t = this.store.load();
        if (!t) {
          out = { ok: false, error: ruleError('no_table', 'This table does not exist.') };
          return;
        }
        out = step(this.gameOf(t), t, cmd, now);
        if (out.ok) this.persist(out);
      });
    } catch (e) {
      this.store.forget(); // the memo may hold what was rolled back
      throw e;
    }
    return out!;
  }

  private async command(cmd: Command, now: number): Promise<void> {
    const result = this.run(cmd, now);
    if (result.ok) await this.after(result, now);
  }

  /** The table's first step, in its own transaction. */
  private commit(done: Done): void {
    try {
      this.ctx.storage.transactionSync(() => this.persist(done));
    } catch (e) {
      this.store.forget();
      throw e;
    }
  }

  /** The synchronous part of the effects: rows that must commit with the table. */
  private persist(done: Done): void {
    this.store.save(done.table);
    for (const e of done.step.effects) {
      if (e.type === 'action') this.store.addAction({ matchNo: e.matchNo, seq: e.seq, seat: e.seat, move: e.move, at: e.at, by: e.by });
      else if (e.type === 'outbox') this.store.addOutbox(e.matchNo, e.at, e.entry);
    }
  }

  /** After the commit: sends, then the effects that leave the object, then the alarm. */
  private async after(done: Done, now: number): Promise<void> {
    await this.finish(done.table, this.sendNow(done), now);
  }

  /** The synchronous sends of a committed step (nothing can come between them and the commit); returns the rest. */
  private sendNow(done: Done): Effect[] {
    const s = done.step;
    for (const [playerId, seat] of s.reseated) {
      for (const socket of this.ctx.getWebSockets(`player:${playerId}`)) this.patchAttachment(socket, { seat });
    }
    if (done.changed) this.broadcast(done);
    const later: Effect[] = [];
    for (const e of s.effects) {
      if (e.type === 'chat') {
        const msg = this.store.addChat(e.at, e.playerId, e.name, e.seat, e.text);
        const text = JSON.stringify({ t: 'chat', msg } satisfies ServerMessage);
        for (const ws of this.ctx.getWebSockets()) sendText(ws, text);
      } else if (e.type === 'lobby' || e.type === 'stake' || e.type === 'delete') later.push(e);
    }
    return later;
  }

  /** The alarm, then the effects that leave the object (they await; other events may come between). */
  private async finish(table: Table, later: Effect[], now: number): Promise<void> {
    await this.arm(table);
    for (const e of later) {
      if (e.type === 'lobby') await this.publish(table, e.entry, e.version, now);
      else if (e.type === 'stake') await this.stake(e.round, e.tableId, now);
      else if (e.type === 'delete') await this.deleteAll();
    }
  }

  /** Arms the one alarm for the earliest timer (healing a lost alarm on the first event after a wake-up). */
  private async arm(t: Table | null): Promise<void> {
    const due = t ? nextDue(t) : null;
    const want = due === null ? null : due + alarmDelay(this.env);
    if (this.armed === undefined) this.armed = await this.ctx.storage.getAlarm();
    if (this.armed === want) return;
    this.armed = undefined; // unknown until the write is done
    if (want === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(want);
    this.armed = want;
  }

  /** After a wake-up (eviction, a crash between commit and setAlarm): the alarm matches the timers again. */
  private async heal(): Promise<void> {
    if (this.armed === undefined) await this.arm(this.store.load());
  }

  // ---- effects that leave the object ---------------------------------------------------------------

  private async publish(t: Table, entry: Extract<Effect, { type: 'lobby' }>['entry'], version: number, now: number): Promise<void> {
    try {
      await this.env.LOBBY.get(this.env.LOBBY.idFromName(t.game)).publish(entry, version);
    } catch (e) {
      console.warn('table: lobby publish failed', e);
      await this.command({ t: 'lobby_failed' }, now);
    }
  }

  private async stake(round: StakeRound, tableId: string, now: number): Promise<void> {
    let report: StakeReport;
    const r = { tableId, matchNo: round.matchNo, round: round.key, stake: round.stake, payers: round.payers, now };
    try {
      if (round.status === 'paying') {
        const paid = await payStakes(db(this.env.DB), r);
        report = paid.ok ? { key: round.key, op: 'paid' } : { key: round.key, op: 'short', name: paid.name };
      } else {
        await refundStakes(db(this.env.DB), r);
        report = { key: round.key, op: 'refunded' };
      }
    } catch (e) {
      console.error('table: stake round failed, retrying', e);
      report = { key: round.key, op: 'failed' };
    }
    await this.command({ t: 'stake', report }, Math.max(Date.now(), now));
    if (report.op === 'short' && round.askedBy) {
      // The host who pressed start hears why nothing started (never anyone's balance).
      const error = ruleError('cannot_pay', `${report.name} cannot pay the stake of ${round.stake}.`, { name: report.name, stake: round.stake });
      for (const ws of this.ctx.getWebSockets(`player:${round.askedBy}`)) this.sendError(ws, error);
    }
  }

  private async deleteAll(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(4004, 'closed');
      } catch { /* closing */ }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.store.reset();
    this.armed = null;
  }

  // ---- outbound -----------------------------------------------------------------------------------

  private broadcast(done: Done): void {
    const updates = new Updates(this.gameOf(done.table), done.step);
    for (const ws of this.ctx.getWebSockets()) {
      const att = this.attachmentOf(ws);
      if (!att) continue;
      sendText(ws, updates.for(viewerOf(att.seat), done.step.reseated.has(att.playerId)));
      if (updates.result) sendText(ws, updates.result);
    }
  }

  private advice(ws: WebSocket, att: Attachment): RuleError | void {
    const t = this.store.load();
    if (!t) return ruleError('no_table', 'This table does not exist.');
    const key = `${t.version}:${att.seat}`;
    if (this.adviceMemo?.key !== key) {
      const advice = adviceFor(this.gameOf(t), t, att.playerId, att.seat);
      if (isRuleError(advice)) return advice;
      this.adviceMemo = { key, msg: { t: 'advice', v: t.version, move: advice.move, reason: advice.reason } };
    }
    send(ws, this.adviceMemo.msg);
  }

  private sendError(ws: WebSocket, error: RuleError, id?: string): void {
    send(ws, { t: 'error', error: error.error, message: error.message, ...(error.params ? { params: error.params } : {}), ...(id ? { id } : {}) });
  }

  private flood(ws: WebSocket): void {
    try {
      ws.close(CLOSE_FLOODING, 'rate_limited');
    } catch { /* closing */ }
  }

  private limitsOf(att: Attachment): SocketLimits {
    let l = this.limits.get(att.connId);
    if (!l) {
      l = new SocketLimits();
      this.limits.set(att.connId, l);
    }
    return l;
  }

  private attachmentOf(ws: WebSocket): Attachment | null {
    const known = this.attachments.get(ws);
    if (known) return known;
    const att = ws.deserializeAttachment() as Attachment | null;
    if (att) this.attachments.set(ws, att);
    return att;
  }

  private setAttachment(ws: WebSocket, att: Attachment): void {
    ws.serializeAttachment(att);
    this.attachments.set(ws, att);
  }

  private patchAttachment(ws: WebSocket, patch: Partial<Attachment>): void {
    const att = this.attachmentOf(ws);
    if (att) this.setAttachment(ws, { ...att, ...patch });
  }

  private gameOf(t: Table): AnyGame {
    const game = getGame(t.game);
    if (!game) throw new Error(`table ${t.id}: unknown game ${t.game}`);
    return game;
  }
}

function send(ws: WebSocket, msg: ServerMessage): void {
  sendText(ws, JSON.stringify(msg));
}

function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // The socket is closing; its close handler cleans up.
  }
}

/** The Worker URI-encodes the name (headers are bytes); fall back to a neutral name. */
function headerName(raw: string | null): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(raw ?? '');
  } catch { /* not encoded */ }
  const name = cleanName(decoded);
  return isRuleError(name) ? 'Gast' : name;
}
