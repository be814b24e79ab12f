// TableDO: one Durable Object per table, the authority for its game. A thin shell: it loads the
// table from its SQLite, runs one engine/command step inside one synchronous transaction, then
// sends every socket its own update, re-arms the single alarm and tells the lobby.
import { DurableObject } from 'cloudflare:workers';
import { stepRng } from '@games/core/rng';
import { isRuleError, ruleError, type AnyGame, type RuleError } from '@games/core/types';
import { getGame } from '@games/index';
import { cleanChatText } from '@schema/names';
import { MAX_CHAT_CHARS, type ClientMessage, type ServerMessage, type TableInfo } from '@schema/protocol';
import { alarmDelay, type Env } from '../env';
import { db } from '../db/client';
import { payStakes, refundStakes } from '../db/stake';
import * as commands from './commands';
import { drainOutbox } from './drain';
import { computerSeat, connect, disconnect, leave, log, newTx, requestRematch, runTimer, startMatch, txChanged, type Tx } from './engine';
import {
  eventsFor, lobbyEntry, snapshot, SNAPSHOT_CHAT, SNAPSHOT_LOG, ViewDiff, viewerOf,
} from './outbound';
import { matchSeed } from './replay';
import { cannotPay, nextStakeRound, staked, stakePayers, stakeRound } from './stake';
import { TableStore } from './store';
import type { Attachment, TableInit, TableRecord } from './types';
import { checkInit, cleanName, parseClientMessage } from './validate';

/** Timers handled per alarm invocation; the rest run on the next one (now + 1). */
const MAX_TIMERS_PER_ALARM = 16;
/** Chat: a bucket of 5 messages per player, refilled over 10 s. In memory; resets on eviction. */
const CHAT_BURST = 5;
const CHAT_REFILL_MS = 10_000 / CHAT_BURST;
const WS_OPEN = 1;

/** Thrown inside a transaction to undo it: a rejected request changes nothing. */
class Rollback extends Error {
  constructor(readonly reason: RuleError) {
    super(reason.error);
  }
}

type Op = (tx: Tx) => RuleError | void;

export class TableDO extends DurableObject<Env> {
  private readonly store: TableStore;
  private readonly chatBuckets = new Map<string, { tokens: number; at: number }>();
  /** A staked start is collecting the stakes (only one at a time; other events may interleave). */
  private starting = false;
  /** Set by a step that made a staked rematch due; settle() runs it. */
  private stakedStartDue = false;
  /**
   * Memos of what is stored in kv ('alarm', 'lobby'), so a message does not read them back each
   * time; undefined = not known yet (read lazily, e.g. after eviction).
   */
  private armedAlarm: string | null | undefined;
  private publishedLobby: string | null | undefined;
  /** Attachments by socket, so a broadcast does not deserialize each one per message. */
  private readonly attachments = new WeakMap<WebSocket, Attachment>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new TableStore(ctx.storage.sql);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ---- RPC from the API -----------------------------------------------------------------------

  async create(init: TableInit): Promise<TableInfo | RuleError> {
    if (this.store.load()) return ruleError('exists', 'This table already exists.');
    this.store.migrate();
    const checked = checkInit(init, typeof init?.game === 'string' ? getGame(init.game) : undefined);
    if (isRuleError(checked)) return checked;
    const { init: i, game } = checked;
    const now = Date.now();
    const t: TableRecord = {
      info: {
        id: i.id, game: i.game, mode: i.mode, status: 'waiting', settings: i.settings,
        seats: i.seats.map((s, seat) =>
          s.kind === 'human'
            ? { kind: 'human', playerId: s.playerId, name: s.name, connected: false, autopilot: false, left: false }
            : s.kind === 'computer' ? computerSeat(s.level, seat) : { kind: 'empty' }),
        hostPlayerId: i.host.playerId, matchNo: 0, clocks: i.seats.map(() => null), rematch: null,
        ...(i.dailyDate ? { dailyDate: i.dailyDate } : {}),
        ...(i.practice ? { practice: true } : {}),
      },
      seed: i.seed,
      version: 0,
      state: null,
      internal: { hostName: i.host.name, createdAt: now, options: null, seq: 0, owedSince: i.seats.map(() => null) },
    };
    try {
      this.ctx.storage.transactionSync(() => {
        const tx = newTx(t, game, this.store, now);
        log(tx, null, 'created', { name: i.host.name });
        if (i.autoStart) startMatch(tx);
        t.version = 1;
        this.store.save(t);
      });
    } catch (e) {
      this.store.forget(); // the timers kept in memory may hold what was rolled back
      throw e;
    }
    await this.settle(now);
    return t.info;
  }

  async info(): Promise<TableInfo | null> {
    return this.store.load()?.info ?? null;
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

    const now = Date.now();
    // A reconnect replaces the player's older sockets (another tab, a dead connection).
    for (const old of this.ctx.getWebSockets(`player:${playerId}`)) {
      try {
        old.close(4000, 'replaced');
      } catch { /* already closing */ }
    }
    let seat: number | null = null;
    const result = this.exec(now, (tx) => {
      const { info } = tx.t;
      seat = connect(tx, playerId, name, !(staked(info) && balance !== undefined && balance < info.settings.stake));
    });
    if (isRuleError(result)) return new Response(result.message, { status: 500 });

    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server, [`player:${playerId}`]);
    const att: Attachment = { playerId, name, seat, connId: crypto.randomUUID(), ...(balance !== undefined ? { balance } : {}) };
    this.setAttachment(server, att);
    this.sendSnapshot(server, att, now);
    await this.settle(now);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const att = this.attachmentOf(ws);
    if (!att) return;
    const parsed = parseClientMessage(data);
    if ('error' in parsed) return this.sendError(ws, parsed.error, parsed.id);
    const msg = parsed.msg;
    const now = Date.now();
    try {
      const error = await this.handle(ws, att, msg, now);
      if (error) this.sendError(ws, error, msg.t === 'move' ? msg.id : undefined);
    } catch (e) {
      console.error('table: message failed', e);
      this.sendError(ws, ruleError('internal', 'Something went wrong at the table.'));
    }
  }

  private async handle(ws: WebSocket, att: Attachment, msg: ClientMessage, now: number): Promise<RuleError | void> {
    let op: Op;
    switch (msg.t) {
      case 'sync':
        this.sendSnapshot(ws, att, now);
        return;
      case 'chat':
        return this.chat(att, msg.text, now);
      case 'advice':
        return this.advice(ws, att);
      case 'move':
        op = (tx) => commands.move(tx, att, msg);
        break;
      case 'settings':
        op = (tx) => commands.changeSettings(tx, att, msg.settings);
        break;
      case 'seat':
        op = (tx) => commands.setSeat(tx, att, msg.seat, msg.kind, msg.level);
        break;
      case 'seats':
        op = (tx) => commands.setSeatCount(tx, att, msg.count);
        break;
      case 'start':
        if (this.isStaked()) return this.stakedStart(att);
        op = (tx) => commands.start(tx, att);
        break;
      case 'sit':
        op = (tx) => commands.sit(tx, att, msg.seat);
        break;
      case 'leave':
        op = (tx) => leave(tx, att.playerId);
        break;
      case 'rematch':
        op = (tx) => {
          const seat = commands.ownSeat(tx.t, att);
          return isRuleError(seat) ? seat : requestRematch(tx, seat);
        };
        break;
      case 'rename': {
        let name = att.name;
        op = (tx) => {
          const result = commands.rename(tx, att, msg.name);
          if (isRuleError(result)) return result;
          name = result;
        };
        const result = this.exec(now, op);
        if (isRuleError(result)) return result;
        for (const socket of this.ctx.getWebSockets(`player:${att.playerId}`)) {
          this.patchAttachment(socket, { name });
        }
        await this.settle(now);
        return;
      }
    }
    const result = this.exec(now, op);
    if (isRuleError(result)) return result;
    await this.settle(now, txChanged(result) ? result.t : null);
  }

  override async webSocketClose(ws: WebSocket): Promise<void> {
    await this.dropSocket(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.dropSocket(ws);
  }

  /** A closed socket is not leaving; the seat is marked disconnected once no socket of that player is left. */
  private async dropSocket(ws: WebSocket): Promise<void> {
    const att = this.attachmentOf(ws);
    if (!att) return;
    const stillThere = this.ctx.getWebSockets(`player:${att.playerId}`).some((other) =>
      other !== ws && other.readyState === WS_OPEN && this.attachmentOf(other)?.connId !== att.connId);
    if (stillThere) return;
    const now = Date.now();
    const result = this.exec(now, (tx) => disconnect(tx, att.playerId));
    if (!isRuleError(result)) await this.settle(now);
  }

  // ---- timers -------------------------------------------------------------------------------------

  override async alarm(): Promise<void> {
    const now = Date.now();
    // Timers are the alarm's input: read them afresh rather than trust the memo.
    this.store.refreshTimers();
    this.store.setValue('alarm', null);
    this.armedAlarm = null;
    for (const timer of this.store.dueTimers(now, MAX_TIMERS_PER_ALARM)) {
      if (timer.kind === 'drain') continue;
      try {
        this.exec(now, (tx) => {
          if (!this.store.timerExists(timer.id)) return;
          this.store.deleteTimer(timer.id);
          runTimer(tx, timer);
        });
      } catch (e) {
        // A failing timer must not block the others or retry forever: drop it and say so.
        console.error(`table: timer ${timer.kind} failed`, e);
        this.store.deleteTimer(timer.id);
      }
    }
    // The results drain awaits D1, so it runs after the game steps, outside their transactions.
    if (this.store.dueTimers(now, MAX_TIMERS_PER_ALARM).some((t) => t.kind === 'drain')) {
      await drainOutbox(this.store, db(this.env.DB), now);
    }
    await this.settle(now);
  }

  // ---- the one transaction step -------------------------------------------------------------------

  /**
   * Loads the table, runs `op`, and saves everything in one synchronous transaction; a returned
   * RuleError rolls it back. Then each socket gets its update (synchronously, so no other event
   * can come between the write and the sends).
   */
  private exec(now: number, op: Op): Tx | RuleError {
    let done: Tx | undefined;
    try {
      this.ctx.storage.transactionSync(() => {
        const t = this.store.load();
        if (!t) throw new Rollback(ruleError('no_table', 'This table does not exist.'));
        const tx = newTx(t, this.gameOf(t), this.store, now);
        const error = op(tx);
        if (error) throw new Rollback(error);
        if (txChanged(tx)) {
          t.version += 1;
          this.store.save(t);
        } else {
          // Nothing to save, but the op may have touched the loaded record: parse afresh next time.
          this.store.forget();
        }
        done = tx;
      });
    } catch (e) {
      // The loaded record may hold the undone changes.
      this.store.forget();
      if (e instanceof Rollback) return e.reason;
      throw e;
    }
    const tx = done as Tx;
    if (tx.stakedStart) this.stakedStartDue = true;
    if (txChanged(tx)) {
      for (const [playerId, seat] of tx.reseated) {
        for (const socket of this.ctx.getWebSockets(`player:${playerId}`)) this.patchAttachment(socket, { seat });
      }
      this.broadcast(tx);
    }
    return tx;
  }

  /**
   * After a change: arm the alarm for the earliest timer (only if that changed), update the lobby.
   * `t`: the table as the step just saved it (saves reading it again while nothing else can run).
   */
  private async settle(now: number, t: TableRecord | null = null): Promise<void> {
    if (this.stakedStartDue) {
      this.stakedStartDue = false;
      t = null;
      const error = await this.stakedStart(null);
      if (error) console.warn(`table: staked rematch not started: ${error.error}`);
    }
    const due = this.store.earliestTimer();
    const armed = due === null ? null : String(due);
    if (this.armedAlarm === undefined) this.armedAlarm = this.store.getValue('alarm');
    if (this.armedAlarm !== armed) {
      // Forget first: should the await fail, the next settle reads kv again.
      this.armedAlarm = undefined;
      if (due === null) await this.ctx.storage.deleteAlarm();
      else await this.ctx.storage.setAlarm(Math.max(due, now + 1) + alarmDelay(this.env));
      this.store.setValue('alarm', armed);
      this.armedAlarm = armed;
      t = null; // other events may have run meanwhile
    }
    t ??= this.store.load();
    if (t?.info.mode === 'multi') await this.publish(t);
  }

  /** The lobby is told only when the foyer entry changed; it must never break the table. */
  private async publish(t: TableRecord): Promise<void> {
    const entry = lobbyEntry(t);
    const json = JSON.stringify(entry);
    if (this.publishedLobby === undefined) this.publishedLobby = this.store.getValue('lobby');
    if (this.publishedLobby === json) return;
    try {
      this.publishedLobby = undefined;
      await this.env.LOBBY.get(this.env.LOBBY.idFromName(t.info.game)).publish(entry);
      this.store.setValue('lobby', json);
      this.publishedLobby = json;
    } catch (e) {
      console.warn('table: lobby publish failed', e);
    }
  }

  // ---- Einsatz ---------------------------------------------------------------------------------------

  private isStaked(): boolean {
    const t = this.store.load();
    return t !== null && staked(t.info);
  }

  /**
   * Start at a staked table. Every human pays in ONE D1 batch (all or nobody), awaited outside the
   * storage transaction; other messages may interleave meanwhile, so the start then happens only if
   * the table is still at the same version — otherwise the stakes go back. `att` null: a rematch
   * that everybody asked for starts on its own.
   */
  private async stakedStart(att: Attachment | null): Promise<RuleError | void> {
    const t = this.store.load();
    if (!t) return ruleError('no_table', 'This table does not exist.');
    if (att) {
      const denied = commands.hostWaiting(newTx(t, this.gameOf(t), this.store, Date.now()), att);
      if (denied) return denied;
    } else if (t.info.status !== 'waiting') return;
    if (this.starting) return ruleError('starting', 'The game is already starting.');
    this.starting = true;
    // The loaded record is the live one (store.ts keeps it): remember the version it had now.
    const version = t.version;
    try {
      const matchNo = t.info.matchNo + 1;
      const stake = t.info.settings.stake;
      const round = { tableId: t.info.id, matchNo, round: stakeRound(this.store, matchNo), stake, payers: stakePayers(t.info), now: Date.now() };
      const paid = await payStakes(db(this.env.DB), round);
      if (!paid.ok) {
        const error = cannotPay(paid.name, paid.stake, paid.balance);
        // Without a host's request nobody would hear why: tell the table in its log.
        if (!att) this.exec(Date.now(), (tx) => log(tx, null, 'cannot_pay', error.params ?? {}));
        return error;
      }
      const now = Date.now();
      const result = this.exec(now, (tx) => {
        if (tx.t.version !== version) return ruleError('table_changed', 'The table changed while the stakes were paid; start again.');
        for (const p of round.payers) log(tx, tx.t.info.seats.findIndex((s) => s.kind === 'human' && s.playerId === p.playerId), 'stake_paid', { name: p.name, amount: stake });
        commands.startNow(tx);
      });
      if (isRuleError(result)) {
        nextStakeRound(this.store, matchNo);
        await refundStakes(db(this.env.DB), { ...round, now });
        return result;
      }
      await this.settle(now);
    } finally {
      this.starting = false;
    }
  }

  // ---- outbound -----------------------------------------------------------------------------------

  /**
   * Each distinct update is encoded once and the same string goes to every socket of that viewer;
   * the table info reuses the JSON just saved.
   */
  private broadcast(tx: Tx): void {
    const { t } = tx;
    let head = `{"t":"update","v":${t.version},"now":${tx.now}`;
    if (tx.tableChanged) head += `,"table":${this.store.infoJson(t) ?? JSON.stringify(t.info)}`;
    const tail = tx.logs.length > 0 ? `,"log":${JSON.stringify(tx.logs)}}` : '}';
    const result = tx.result ? JSON.stringify({ t: 'result', outcome: tx.result } satisfies ServerMessage) : null;
    const views = new ViewDiff(tx.game, tx.prevState, t.state);
    const messages = new Map<string, string>();
    for (const ws of this.ctx.getWebSockets()) {
      const att = this.attachmentOf(ws);
      if (!att) continue;
      const viewer = viewerOf(att.seat);
      const forced = tx.reseated.has(att.playerId);
      const key = `${viewer}:${forced}`;
      let update = messages.get(key);
      if (update === undefined) {
        const view = views.changedJson(viewer, forced);
        const events = eventsFor(tx.events, viewer);
        update = head + (view !== undefined ? `,"view":${view}` : '') +
          (events.length > 0 ? `,"events":${JSON.stringify(events)}` : '') + tail;
        messages.set(key, update);
      }
      sendText(ws, update);
      if (result) sendText(ws, result);
    }
  }

  private sendSnapshot(ws: WebSocket, att: Attachment, now: number): void {
    const t = this.store.load();
    if (!t) return;
    send(ws, snapshot(this.gameOf(t), t, att.seat, att.playerId, this.store.recentLog(SNAPSHOT_LOG), this.store.recentChat(SNAPSHOT_CHAT), now));
  }

  private sendError(ws: WebSocket, error: RuleError, id?: string): void {
    send(ws, { t: 'error', error: error.error, message: error.message, ...(error.params ? { params: error.params } : {}), ...(id ? { id } : {}) });
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

  // ---- chat and advice (outside the versioned stream) ------------------------------------------

  private chat(att: Attachment, raw: string, now: number): RuleError | void {
    const text = cleanChatText(raw);
    if (text.length === 0) return ruleError('chat_empty', 'Write something first.');
    if ([...text].length > MAX_CHAT_CHARS) return ruleError('chat_too_long', `At most ${MAX_CHAT_CHARS} characters.`, { max: MAX_CHAT_CHARS });
    const bucket = this.chatBuckets.get(att.playerId) ?? { tokens: CHAT_BURST, at: now };
    bucket.tokens = Math.min(CHAT_BURST, bucket.tokens + (now - bucket.at) / CHAT_REFILL_MS);
    bucket.at = now;
    this.chatBuckets.set(att.playerId, bucket);
    if (bucket.tokens < 1) return ruleError('rate_limited', 'Too many messages; wait a moment.', { burst: CHAT_BURST, perMs: 10_000 });
    bucket.tokens -= 1;
    const t = this.store.load();
    const seat = t ? commands.ownSeat(t, att) : null;
    const msg = this.store.addChat(now, att.playerId, att.name, isRuleError(seat) ? null : seat, text);
    for (const ws of this.ctx.getWebSockets()) send(ws, { t: 'chat', msg });
  }

  /** Rat: only for a solo table's one human, from that seat's own view. */
  private advice(ws: WebSocket, att: Attachment): RuleError | void {
    const t = this.store.load();
    if (!t) return ruleError('no_table', 'This table does not exist.');
    const game = this.gameOf(t);
    const humans = t.info.seats.filter((s) => s.kind === 'human').length;
    const seat = commands.ownSeat(t, att);
    if (t.info.mode !== 'solo' || humans !== 1 || !game.advise || isRuleError(seat)) {
      return ruleError('no_advice', 'Rat is only offered in solo games.');
    }
    if (t.info.status !== 'playing' || t.state === null) return ruleError(t.info.status === 'finished' ? 'finished' : 'not_playing', 'No game is running.');
    if (!game.pending(t.state).includes(seat)) return ruleError('not_your_turn', 'It is not your turn.');
    const rng = stepRng(matchSeed(t.seed, t.info.matchNo), t.internal.seq + 1, `advice:${seat}`);
    const advice = game.advise(game.view(t.state, seat), rng);
    send(ws, { t: 'advice', v: t.version, move: advice.move, reason: advice.reason });
  }

  private gameOf(t: TableRecord): AnyGame {
    const game = getGame(t.info.game);
    if (!game) throw new Error(`table ${t.info.id}: unknown game ${t.info.game}`);
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
