// The open loop's schedule for one table: every `intervalMs` all four seats get a ticket — the
// time a bid is due. A seat bids when it holds a ticket and may bid, and its round trip counts from
// the ticket's time, so a server that falls behind shows as growing latency (tickets pile up)
// instead of a silently lower rate, as it would in a closed loop.
//
// Why all four seats at once: a seat may bid only once a round, and a round ends when all four
// have bid. Seats on staggered schedules would wait for each other, and that wait (the game's, not
// the server's) would show up as latency. Tables are staggered instead, so bids arrive evenly.
//
// The match's end and the rematch handshake are not moves: the schedule is frozen from the moment
// a seat sees the match over until one sees the next match playing (tickets still owed move by the
// same gap), so a backlog carries over but the handshake itself is never counted as latency.

export class TableSchedule {
  /**
   * @param {object} o
   * @param {number} o.intervalMs  time between rounds offered to this table
   * @param {number} o.offsetMs    this table's stagger, from when its first match starts
   */
  constructor(o) {
    this.intervalMs = o.intervalMs;
    this.offsetMs = o.offsetMs;
    /** @type {import('./client.mjs').SeatClient[]} */
    this.clients = [];
    this.next = null; // the next tick's time (performance.now())
    this.matchNo = null;
    this.paused = true;
    this.pausedAt = 0;
    this.stopped = false;
    this.timer = null;
    /** Tickets handed out (bids offered). */
    this.offered = 0;
  }

  /**
   * Called by each seat after every message with the table as that seat last saw it. Seats read
   * the same stream at different moments: only news about the newest match counts (a seat still
   * reading the last match's end must not pause the next one).
   */
  observe(table) {
    if (!table || (this.matchNo !== null && table.matchNo < this.matchNo)) return;
    if (table.status === 'playing' && table.matchNo !== this.matchNo) {
      this.matchNo = table.matchNo;
      this.resume();
    } else if (table.status !== 'playing' && table.matchNo === this.matchNo && !this.paused) {
      this.pause();
    }
  }

  resume() {
    const now = performance.now();
    if (this.next === null) {
      this.next = now + this.offsetMs;
    } else {
      const gap = now - this.pausedAt;
      this.next += gap;
      for (const c of this.clients) c.tickets = c.tickets.map((t) => t + gap);
    }
    this.paused = false;
    if (!this.stopped) this.arm();
  }

  pause() {
    this.paused = true;
    this.pausedAt = performance.now();
    clearTimeout(this.timer);
  }

  arm() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), Math.max(0, this.next - performance.now()));
  }

  /** Hands out every ticket that is due, with its scheduled time (not the time the timer fired). */
  fire() {
    if (this.stopped || this.paused) return;
    const now = performance.now();
    while (this.next <= now) {
      for (const c of this.clients) c.tickets.push(this.next);
      this.offered += this.clients.length;
      this.next += this.intervalMs;
    }
    for (const c of this.clients) c.act();
    this.arm();
  }

  /** No more tickets; the seats still play the ones they hold (a rematch still shifts them). */
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const c of this.clients) c.act();
  }
}

/**
 * One schedule per table: `rate` bids per second across `tables` four-seat tables, i.e. a round
 * every 4·tables/rate seconds at each table, the tables spread evenly over one interval.
 */
export function schedules(rate, tables, seats) {
  const intervalMs = (1000 * seats * tables) / rate;
  return Array.from({ length: tables }, (_, i) => new TableSchedule({ intervalMs, offsetMs: (i * intervalMs) / tables }));
}
