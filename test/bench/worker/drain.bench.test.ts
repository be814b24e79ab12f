// The results drain inside the Workers runtime: one finished 'multi' Speedelster match of four
// people (60 bids, each person with an achievement) written to local D1 by `writeOutcome`, as one
// table's drain does match after match (its ratings kept between them), DRAINS times. Reports the wall time per drain (the local D1
// simulator's work included: the runtime's clock advances across its I/O) and the statements of the
// batch. Prints one `BENCH_JSON {...}` line for test/bench/drain.bench.ts.
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { db as drizzle } from '../../../worker/db/client';
import { outcomeStatements, writeOutcome } from '../../../worker/db/outcome';
import type { StoredMove } from '../../../worker/db/replays';
import { entry, players } from '../../worker/results-helpers';

const DRAINS = Number(process.env.DRAINS ?? 150);
const WARMUP = 10;
const AT = Date.UTC(2026, 4, 6, 10, 0, 0);

/** A one-game match's action log: 15 rounds of four bids, as the table stores them. */
const actions: StoredMove[] = Array.from({ length: 60 }, (_, i) => ({
  seq: i + 1, seat: i % 4, move: { kind: 'bid', pebbles: (i * 7) % 13 }, at: AT - (60 - i) * 900, by: 'human',
}));

it('drains finished matches', async () => {
  const ids = await players('a', 'b', 'c', 'd');
  const d = drizzle(env.DB);
  const times: number[] = [];
  // As one table's drain: the next match starts from the ratings the last one wrote.
  const known = new Map();
  let statements = 0;
  for (let i = 0; i < WARMUP + DRAINS; i++) {
    const e = { ...entry({
      seats: ids.map((h) => ({ human: h })),
      scores: [31, 24, 17, 9],
      achievements: [['kroenchen'], ['zankhahn'], [], ['topfraeuber']],
    }), replay: { seed: `seed-${i}`, options: {} } } as Parameters<typeof writeOutcome>[1];
    statements = outcomeStatements(d, e, AT, [], actions).length;
    const t0 = performance.now();
    await writeOutcome(d, e, AT, actions, known);
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM results WHERE player_id = ?').bind(ids[0]).first<{ n: number }>();
  expect(rows?.n).toBe(WARMUP + DRAINS);
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`BENCH_JSON ${JSON.stringify({
    'drain.ms.mean': mean,
    'drain.ms.p50': times[Math.floor(times.length / 2)],
    'drain.statements': statements,
  })}`);
});
