// One seat of the load test: a WebSocket client that plays Speedelster like an impatient human —
// a random legal pebble as soon as it may bid (closed loop), or as soon as it may and holds a
// ticket from its table's schedule (open loop, open-loop.mjs) — and measures its own round trips:
// from sending the bid (closed loop) or from the ticket's time (open loop) to the first view that
// shows the bid placed or its round resolved.
import WebSocket from 'ws';
import { messageLeaks, viewLeaks } from './leak.mjs';

/** Round identity: a view belongs to a round by match, game and number of finished rounds. */
const roundKey = (matchNo, view) => `${matchNo}:${view.gameNo}:${view.rounds.length}`;
/** Retries of a rejected bid within one round before the seat gives up on that round. */
const MAX_RETRIES = 3;

/** A small seeded generator (mulberry32), so a load run's choices are repeatable from its label. */
function seededRandom(label) {
  let a = 0x9e3779b9;
  for (const ch of label) a = Math.imul(a ^ ch.charCodeAt(0), 0x85ebca6b);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class SeatClient {
  /**
   * @param {object} o
   * @param {string} o.base       server origin
   * @param {string} o.tableId
   * @param {{cookie: string, playerId: string}} o.identity
   * @param {boolean} o.host      sends 'start' once all seats are taken
   * @param {number} o.matches    matches to play before stopping (Infinity in the open loop)
   * @param {import('./open-loop.mjs').TableSchedule | null} o.schedule  the open loop's schedule
   * @param {number} o.moveTimeoutMs
   * @param {import('./stats.mjs').Stats} o.stats
   * @param {string} o.label      for error messages
   */
  constructor(o) {
    Object.assign(this, o);
    this.random = seededRandom(o.label);
    this.ws = null;
    this.seat = null;
    this.v = 0;
    this.table = null;
    this.view = null;
    this.moveNo = 0;
    this.pending = null; // { id, pebble, key, sentAt, timer }: sentAt is the ticket's time in the open loop
    /** Open loop: the scheduled times of the bids this seat owes (oldest first). */
    this.tickets = [];
    this.myBid = null; // { key, pebble }: what we bid in the round `key`
    this.retries = new Map(); // round key → rejected bids
    this.continued = null; // round key of the last 'continue' sent
    this.finishedMatches = new Set();
    this.rematchSent = new Set();
    this.startSent = false;
    /** Set by the runner once every table is seated, so all tables start together. */
    this.armed = false;
    this.done = false;
    this.closed = false;
    this.onProgress = () => {};
    /** Bids of this seat answered, per match number (the steady-state window counts them per table). */
    this.answered = new Map();
    /** Whether this seat may ask for the next match after match `no` (--steady holds every table back). */
    this.mayRematch = (_no) => true;
    this.finishedPromise = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  /** Opens the socket; resolves with the first snapshot (which seats us), rejects on failure. */
  connect(timeoutMs) {
    const url = `${this.base.replace(/^http/, 'ws')}/ws/table/${this.tableId}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.label}: no snapshot within ${timeoutMs} ms`)), timeoutMs);
      const ws = new WebSocket(url, { headers: { Cookie: this.identity.cookie, 'CF-Connecting-IP': this.identity.address }, origin: this.base, perMessageDeflate: this.deflate === true });
      this.ws = ws;
      this.gotSnapshot = (msg) => {
        clearTimeout(timer);
        resolve(msg);
      };
      ws.on('message', (data) => this.onMessage(data));
      ws.on('error', (err) => {
        clearTimeout(timer);
        if (!this.gotSnapshotOnce) reject(new Error(`${this.label}: ${err.message}`));
        else this.stats.error('socket_error', `${this.label}: ${err.message}`);
      });
      ws.on('close', (code, reason) => {
        this.closed = true;
        if (!this.gotSnapshotOnce) reject(new Error(`${this.label}: closed ${code} ${reason}`));
        else if (!this.done) this.stats.error('unexpected_close', `${this.label}: closed ${code} ${reason}`);
        this.finish();
      });
    });
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  onMessage(data) {
    let msg;
    try {
      msg = JSON.parse(data.toString());
    } catch {
      this.stats.error('bad_frame', `${this.label}: non-JSON frame`);
      return;
    }
    switch (msg.t) {
      case 'snapshot':
        this.v = msg.v;
        this.seat = msg.seat;
        this.table = msg.table;
        this.checkLog(msg.log);
        if (msg.view) this.onView(msg.view);
        if (!this.gotSnapshotOnce) {
          this.gotSnapshotOnce = true;
          this.gotSnapshot(msg);
        }
        break;
      case 'update':
        if (typeof msg.v === 'number') this.v = msg.v;
        if (msg.table) this.table = msg.table;
        for (const p of messageLeaks(msg.events, msg.log, this.seat)) this.stats.error('leak', `${this.label}: ${p}`);
        if (msg.view) this.onView(msg.view);
        break;
      case 'error':
        this.onServerError(msg);
        break;
      default:
        break; // chat, advice, result: nothing to do
    }
    this.schedule?.observe(this.table);
    if (this.gotSnapshotOnce) this.act();
    this.onProgress();
  }

  checkLog(log) {
    for (const p of messageLeaks([], log, this.seat)) this.stats.error('leak', `${this.label}: ${p}`);
  }

  onView(view) {
    this.view = view;
    this.stats.viewsChecked++;
    const key = roundKey(this.table?.matchNo ?? 0, view);
    const myBid = this.myBid && this.myBid.key === key ? this.myBid.pebble : null;
    for (const p of viewLeaks(view, this.seat, myBid)) this.stats.error('leak', `${this.label}: ${p}`);
    const p = this.pending;
    if (p && (view.ownBid === p.pebble || view.hasBid[this.seat] || key !== p.key || view.phase !== 'bidding')) {
      this.stats.rtt(performance.now() - p.sentAt);
      this.stats.moves++;
      const no = this.table?.matchNo ?? 0;
      this.answered.set(no, (this.answered.get(no) ?? 0) + 1);
      clearTimeout(p.timer);
      this.pending = null;
    }
  }

  onServerError(msg) {
    this.stats.error(`server:${msg.error}`, `${this.label}: ${msg.error} ${msg.message}`);
    const p = this.pending;
    if (p && msg.id === p.id) {
      clearTimeout(p.timer);
      this.pending = null;
      if (this.schedule) this.tickets.unshift(p.sentAt); // the retry keeps the bid's scheduled time
      this.retries.set(p.key, (this.retries.get(p.key) ?? 0) + 1);
      if (this.myBid?.key === p.key) this.myBid = null;
    }
  }

  /** Does whatever this seat may do now. Called after every message. */
  act() {
    const t = this.table;
    if (this.done || !t || this.seat === null) return;
    if (this.schedule?.stopped && this.tickets.length === 0 && !this.pending) {
      this.finish(); // the open loop is over and this seat owes nothing
      return;
    }
    if (this.host && this.armed && !this.startSent && t.status === 'waiting' && this.allSeated()) {
      this.startSent = true;
      this.send({ t: 'start' });
      return;
    }
    if (t.status === 'finished') {
      this.finishedMatches.add(t.matchNo);
      if (this.finishedMatches.size >= this.matches) {
        this.finish();
        return;
      }
      if (!this.rematchSent.has(t.matchNo) && this.mayRematch(t.matchNo)) {
        this.rematchSent.add(t.matchNo);
        this.send({ t: 'rematch' });
      }
      return;
    }
    const view = this.view;
    if (t.status !== 'playing' || !view) return;
    const key = roundKey(t.matchNo, view);
    if (view.phase === 'bidding' && !view.hasBid[this.seat] && view.ownBid === null && !this.pending) {
      if ((this.retries.get(key) ?? 0) >= MAX_RETRIES) return;
      if (this.schedule && this.tickets.length === 0) return; // not due yet
      const hand = view.hands[this.seat];
      const pebble = hand[Math.floor(this.random() * hand.length)];
      this.bid(pebble, key, this.schedule ? this.tickets.shift() : performance.now());
    } else if (view.phase === 'between' && !view.ready[this.seat] && this.continued !== key) {
      this.continued = key;
      this.stats.moves++;
      this.send({ t: 'move', v: this.v, move: { type: 'continue' }, id: this.nextId() });
    }
  }

  bid(pebble, key, scheduledAt) {
    const id = this.nextId();
    const timer = setTimeout(() => {
      if (this.pending?.id !== id) return;
      this.stats.error('timeout', `${this.label}: no answer to bid ${pebble} within ${this.moveTimeoutMs} ms`);
      this.pending = null;
      this.send({ t: 'sync' });
    }, this.moveTimeoutMs);
    this.pending = { id, pebble, key, sentAt: scheduledAt, timer };
    this.myBid = { key, pebble };
    this.send({ t: 'move', v: this.v, move: { type: 'bid', pebble }, id });
  }

  nextId() {
    return `${this.label}-${++this.moveNo}`;
  }

  allSeated() {
    return this.table.seats.every((s) => s.kind === 'human' && s.connected !== false);
  }

  /** Stops playing: all matches done, the socket closed, or the global timeout. */
  finish() {
    if (this.done) return;
    this.done = true;
    if (this.pending) clearTimeout(this.pending.timer);
    this.resolveFinished();
  }

  close() {
    this.finish();
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) this.ws.close(1000, 'load test done');
  }
}
