// D1 list-query benchmark inside the Workers runtime: seeds 100,000 results (5,000 players over 8
// Berlin weeks), their leaderboard totals and 20,000 daily attempts (5,000 per date on 4 dates), then
// times the leaderboard query (week, month, all) and the daily list query 200× each. Prints one
// `BENCH_JSON {...}` line for test/bench/db.bench.ts.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import type { Env } from '../../../worker/env';
import { db as drizzle } from '../../../worker/db/client';
import { dailyList } from '../../../worker/db/daily';
import { leaderboard, periodKey, type PeriodName } from '../../../worker/db/leaderboard';
import { berlinDate, previousDate } from '../../../worker/time/berlin';

const D1 = (env as unknown as Env).DB;
const PLAYERS = 5_000;
const RESULTS = 100_000;
const DAYS = 56;
const DAILY_DATES = 4;
const RUNS = 200;

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1]!;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The last DAYS Berlin dates (today first) with their week and month keys. */
function days(now: number): { date: string; week: string; month: string }[] {
  const out = [];
  let date = berlinDate(now);
  for (let i = 0; i < DAYS; i++) {
    out.push({ date, week: periodKey('week', date), month: periodKey('month', date) });
    date = previousDate(date);
  }
  return out;
}

/** Seeds with set-based SQL (a recursive counter), so 100,000 rows take a few statements. */
async function seed(now: number): Promise<string[]> {
  const cal = days(now);
  const counter = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  await D1.exec('CREATE TABLE IF NOT EXISTS bench_days (d INTEGER PRIMARY KEY, date TEXT, week TEXT, month TEXT)');
  await D1.batch(cal.map((c, d) => D1.prepare('INSERT INTO bench_days (d, date, week, month) VALUES (?, ?, ?, ?)').bind(d, c.date, c.week, c.month)));
  await D1.batch([
    D1.prepare(`INSERT INTO players (id, name, created_at, balance) ${counter(PLAYERS)}
      SELECT 'bench' || i, 'Elster ' || i, ${now}, 100 FROM n`),
    // Points 0–90 per match, places 1–4, spread over the days; seat = i % 4 keeps the results key unique.
    D1.prepare(`INSERT INTO results (table_id, match_no, seat, player_id, game, mode, date, finished_at, points, place, seats, leaderboard_points, "left")
      ${counter(RESULTS)}
      SELECT 'bt' || (i / 4), 1, i % 4, 'bench' || ((i * 7919) % ${PLAYERS}), 'elster', 'multi', b.date, ${now} - (i % ${DAYS}) * 86400000,
        (i * 31) % 46 - 5, 1 + (i % 4), 4, 2 * MAX(0, (i * 31) % 46 - 5) + CASE i % 4 WHEN 0 THEN 30 WHEN 1 THEN 15 WHEN 2 THEN 5 ELSE 0 END, 0
      FROM n JOIN bench_days b ON b.d = i % ${DAYS}`),
  ]);
  const totals = (period: string) => D1.prepare(`INSERT INTO leaderboard_totals (game, period, player_id, points, games, wins)
    SELECT 'elster', ${period}, r.player_id, SUM(r.leaderboard_points), COUNT(*), SUM(r.place = 1)
    FROM results r JOIN bench_days b ON b.date = r.date WHERE r.player_id LIKE 'bench%'
    GROUP BY ${period}, r.player_id`);
  await D1.batch([totals("'all'"), totals("'w:' || substr(b.week, 3)"), totals("'m:' || substr(b.month, 3)")]);
  const dailyDates = cal.slice(0, DAILY_DATES).map((c) => c.date);
  await D1.batch(dailyDates.map((date) => D1.prepare(`INSERT INTO daily_attempts (player_id, game, date, table_id, started_at, status, finished_at, points, place, streak)
    ${counter(PLAYERS)}
    SELECT 'bench' || i, 'elster', ?, 'bd' || i, ${now}, CASE WHEN i % 10 = 0 THEN 'abandoned' ELSE 'finished' END, ${now}, (i * 13) % 60 - 8, 1 + i % 4, 1 + i % 9 FROM n`).bind(date)));
  await D1.exec('DROP TABLE bench_days');
  return dailyDates;
}

async function time(runs: number, f: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return round2(percentile(ms, 0.95));
}

it('times the leaderboard and daily list queries against 100,000 results', async () => {
  const now = Date.now();
  const dailyDates = await seed(now);
  const counts = await D1.prepare('SELECT (SELECT COUNT(*) FROM results) AS r, (SELECT COUNT(*) FROM daily_attempts) AS d').first<{ r: number; d: number }>();
  expect(counts).toEqual({ r: RESULTS, d: PLAYERS * DAILY_DATES });

  const db = drizzle(D1);
  const periods: PeriodName[] = ['week', 'month', 'all'];
  for (const p of periods) {
    const list = await leaderboard(db, 'elster', p, now, 'bench17');
    expect(list.rows).toHaveLength(100);
    if (p === 'all') expect(list.you?.playerId).toBe('bench17');
  }
  expect((await dailyList(db, 'elster', dailyDates[0]!)).rows).toHaveLength(100);

  // Each run: one period (rotating), as a viewer with an identity (the slower path: own standing too).
  let k = 0;
  const leaderboardP95 = await time(RUNS, () => leaderboard(db, 'elster', periods[k++ % 3]!, now, `bench${k * 37 % PLAYERS}`));
  let j = 0;
  const dailyP95 = await time(RUNS, () => dailyList(db, 'elster', dailyDates[j++ % DAILY_DATES]!));
  console.log(`BENCH_JSON ${JSON.stringify({ 'db.leaderboard_ms.p95': leaderboardP95, 'db.daily_list_ms.p95': dailyP95 })}`);
});
