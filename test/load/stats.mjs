// Figures of a load run: move round trips, accepted moves, and every kind of error.

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export class Stats {
  constructor() {
    this.rtts = [];
    this.moves = 0;
    /** Views that went through the leak check. */
    this.viewsChecked = 0;
    this.errors = 0;
    /** error kind → count */
    this.byKind = new Map();
    /** The first few messages per kind, for the report on stderr. */
    this.samples = new Map();
  }

  rtt(ms) {
    this.rtts.push(ms);
  }

  error(kind, message) {
    this.errors++;
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
    const list = this.samples.get(kind) ?? [];
    if (list.length < 3) list.push(message);
    this.samples.set(kind, list);
  }

  /**
   * The figures as `[name, value, unit]`, named `<prefix>.…` ('load' for the closed loop,
   * 'load.open' for the open loop, which also names the rate it offered).
   */
  figures(wallMs, prefix = 'load', offeredPerS = null) {
    const sorted = this.rtts.slice().sort((a, b) => a - b);
    const round = (x) => Math.round(x * 100) / 100;
    return [
      ...(offeredPerS !== null ? [[`${prefix}.offered_per_s`, offeredPerS, 'moves/s']] : []),
      [`${prefix}.rtt_ms.p50`, round(percentile(sorted, 0.5)), 'ms'],
      [`${prefix}.rtt_ms.p95`, round(percentile(sorted, 0.95)), 'ms'],
      [`${prefix}.rtt_ms.p99`, round(percentile(sorted, 0.99)), 'ms'],
      [`${prefix}.moves_per_s`, round(wallMs > 0 ? this.moves / (wallMs / 1000) : 0), 'moves/s'],
      [`${prefix}.errors`, this.errors, 'count'],
    ];
  }
}
