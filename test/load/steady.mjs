// `npm run load -- --steady PGID:PORT`: the workerd CPU of the steady-state move, apart from a
// match's start, end, results drain and rematch (issue 27 sets the move and the table's lifetime
// their own targets). Every table waits for all the others before asking for its next match, so
// all of them play match k at once; the server's CPU (/proc, floor.mjs workerdCpuMs) is read when
// every table has FROM bids of match k answered and again when the first table reaches UNTIL of
// its 60. Between the two readings no table starts, ends or drains a match, so the CPU is the
// moves' alone (and what the runtime does meanwhile anyway).
import { workerdCpuMs } from './floor.mjs';

/** Answered bids of a match at every table before a window opens (the match start is behind). */
export const FROM = 8;
/** Answered bids at the first table that close the window (its last rounds are still to come). */
export const UNTIL = 52;

export class SteadyWindows {
  /** @param {import('./client.mjs').SeatClient[][]} tables  @param {{pgid: number, port: number}} server */
  constructor(tables, server) {
    this.tables = tables;
    this.server = server;
    this.open = null; // { no, cpu: {proxy, worker}, moves }
    this.closedNos = new Set();
    this.worker = 0; // ms of workerd CPU in the windows (the Worker's processes)
    this.proxy = 0; // ms in wrangler's dev proxy
    this.moves = 0;
    this.windows = 0;
    for (const clients of tables) {
      for (const c of clients) {
        c.mayRematch = (no) => this.allFinished(no);
        const progress = c.onProgress;
        c.onProgress = () => {
          progress();
          this.check(c.stats.moves);
        };
      }
    }
  }

  /** Every seat of every table has seen match `no` end (or stopped): the barrier opens. */
  allFinished(no) {
    return this.tables.every((clients) => clients.every((c) => c.done || c.finishedMatches.has(no)));
  }

  answered(clients, no) {
    return clients.reduce((n, c) => n + (c.answered.get(no) ?? 0), 0);
  }

  check(moves) {
    const no = this.tables[0][0].table?.matchNo ?? 0;
    // The barrier: once every table has ended this match, all ask for the next one together.
    if (this.tables[0][0].table?.status === 'finished' && this.allFinished(no)) {
      for (const clients of this.tables) for (const c of clients) if (!c.done && !c.rematchSent.has(no)) queueMicrotask(() => c.act());
    }
    if (this.open) {
      const over = this.tables.some((clients) => {
        const t = clients[0].table;
        return t?.matchNo !== this.open.no || t.status !== 'playing' || this.answered(clients, this.open.no) >= UNTIL;
      });
      if (!over) return;
      const cpu = workerdCpuMs(this.server.pgid, this.server.port);
      this.worker += cpu.worker - this.open.cpu.worker;
      this.proxy += cpu.proxy - this.open.cpu.proxy;
      this.moves += moves - this.open.moves;
      this.windows++;
      this.closedNos.add(this.open.no);
      this.open = null;
      return;
    }
    if (this.closedNos.has(no)) return;
    const ready = this.tables.every((clients) => {
      const t = clients[0].table;
      return t?.matchNo === no && t.status === 'playing' && this.answered(clients, no) >= FROM;
    });
    if (ready) this.open = { no, cpu: workerdCpuMs(this.server.pgid, this.server.port), moves };
  }

  /** `name value unit` lines: the steady-state move's CPU (all workerd processes, and the proxy's part). */
  figures() {
    const per = (ms) => (this.moves > 0 ? Math.round((ms * 1000) / this.moves) : NaN);
    return [
      ['load.steady.workerd_cpu_us_per_move', per(this.worker + this.proxy), 'µs'],
      ['load.steady.proxy_cpu_us_per_move', per(this.proxy), 'µs'],
      ['load.steady.moves', this.moves, 'count'],
      ['load.steady.windows', this.windows, 'count'],
    ];
  }
}
