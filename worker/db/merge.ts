// Merging an anonymous player into an account (DECISIONS.md "Signing in with a passkey on a browser
// that has its own player"). One D1 batch — D1 runs a batch as one transaction — that starts by
// inserting the player_merges row: its primary key on the source makes a second run fail as a whole,
// so a merge happens once and a retry changes nothing.
import { START_BALANCE } from '@schema/db';
import { previousDate, type BerlinDate } from '../time/berlin';
import type { Db } from './client';

export interface MergeSummary {
  /** Finished games (results) that moved to the account. */
  results: number;
  /** Daily first attempts that moved and still count. */
  dailies: number;
  /** Daily attempts on a day the account had already played: kept as practice. */
  practice: number;
  /** Groschen added to the account's balance: what the anonymous player won beyond its start Groschen. */
  groschen: number;
  /** Achievement kinds and records that came along. */
  achievements: number;
  records: number;
}

export type MergeOutcome = { merged: true; summary: MergeSummary } | { merged: false; reason: 'already_merged' | 'nothing' };

interface AttemptKey { game: string; date: string; streak: number; tableId: string }

/** Streak per date from a set of played dates (consecutive Berlin days count up). */
export function streaksFromDates(dates: readonly string[]): Map<string, number> {
  const sorted = [...new Set(dates)].sort();
  const out = new Map<string, number>();
  for (const d of sorted) {
    const prev = out.get(previousDate(d as BerlinDate));
    out.set(d, prev === undefined ? 1 : prev + 1);
  }
  return out;
}

/** Merges `sourceId` (an anonymous player) into `targetId` (an account). */
export async function mergePlayers(db: Db, sourceId: string, targetId: string, now: number): Promise<MergeOutcome> {
  if (sourceId === targetId) return { merged: false, reason: 'nothing' };
  const d1 = db.$client;
  const done = await d1.prepare('SELECT 1 AS x FROM player_merges WHERE source_id = ?1').bind(sourceId).first();
  if (done) return { merged: false, reason: 'already_merged' };

  const [src, tgt, counts, balanceRow] = await d1.batch([
    d1.prepare('SELECT game, date, streak, table_id AS tableId FROM daily_attempts WHERE player_id = ?1').bind(sourceId),
    d1.prepare('SELECT game, date, streak, table_id AS tableId FROM daily_attempts WHERE player_id = ?1').bind(targetId),
    d1.prepare(`SELECT (SELECT COUNT(*) FROM results WHERE player_id = ?1) AS results,
      (SELECT COUNT(*) FROM achievements WHERE player_id = ?1) AS achievements,
      (SELECT COUNT(*) FROM records WHERE player_id = ?1) AS records,
      (SELECT COUNT(*) FROM ledger WHERE player_id = ?1 AND kind <> 'start') AS moves`).bind(sourceId),
    d1.prepare('SELECT balance FROM players WHERE id = ?1').bind(sourceId),
  ]);
  const srcAttempts = src.results as unknown as AttemptKey[];
  const tgtAttempts = tgt.results as unknown as AttemptKey[];
  const c = counts.results[0] as { results: number; achievements: number; records: number; moves: number };
  const balance = (balanceRow.results[0] as { balance: number } | undefined)?.balance ?? 0;
  // A player who never played anything brings nothing worth merging (their start Groschen included).
  if (srcAttempts.length === 0 && c.results === 0 && c.achievements === 0 && c.records === 0 && c.moves === 0) {
    return { merged: false, reason: 'nothing' };
  }
  const taken = new Set(tgtAttempts.map((a) => `${a.game}|${a.date}`));
  const colliding = srcAttempts.filter((a) => taken.has(`${a.game}|${a.date}`));
  const moving = srcAttempts.filter((a) => !taken.has(`${a.game}|${a.date}`));
  const summary: MergeSummary = {
    results: c.results, dailies: moving.length, practice: colliding.length, groschen: Math.max(0, balance - START_BALANCE),
    achievements: c.achievements, records: c.records,
  };

  // Streaks recomputed from the merged days, per game; each attempt's streak on its date too.
  const games = new Set([...srcAttempts, ...tgtAttempts].map((a) => a.game));
  const streakWrites: D1PreparedStatement[] = [];
  for (const game of games) {
    const merged = [...tgtAttempts, ...moving].filter((a) => a.game === game);
    const byDate = streaksFromDates(merged.map((a) => a.date));
    const last = [...byDate.keys()].sort().at(-1)!;
    const best = Math.max(...byDate.values());
    for (const a of merged) {
      if (byDate.get(a.date) !== a.streak) {
        streakWrites.push(d1.prepare('UPDATE daily_attempts SET streak = ?1 WHERE table_id = ?2 AND game = ?3 AND date = ?4')
          .bind(byDate.get(a.date)!, a.tableId, game, a.date));
      }
    }
    streakWrites.push(d1.prepare(`INSERT INTO streaks (player_id, game, current, best, last_date) VALUES (?1, ?2, ?3, ?4, ?5)
      ON CONFLICT (player_id, game) DO UPDATE SET current = excluded.current, best = MAX(streaks.best, excluded.best), last_date = excluded.last_date`)
      .bind(targetId, game, byDate.get(last)!, best, last));
  }

  const s = sourceId;
  const t = targetId;
  await d1.batch([
    // First: the once-only guard (a second run fails here, and with it the whole batch).
    d1.prepare('INSERT INTO player_merges (source_id, target_id, merged_at, summary) VALUES (?1, ?2, ?3, ?4)').bind(s, t, now, JSON.stringify(summary)),
    // Dailies of a day the account already played: the account's attempt counts, this one is practice.
    ...colliding.map((a) => d1.prepare(`UPDATE results SET mode = 'practice' WHERE player_id = ?1 AND table_id = ?2 AND mode = 'daily'`).bind(s, a.tableId)),
    ...colliding.map((a) => d1.prepare('DELETE FROM daily_attempts WHERE player_id = ?1 AND game = ?2 AND date = ?3').bind(s, a.game, a.date)),
    d1.prepare('UPDATE daily_attempts SET player_id = ?2 WHERE player_id = ?1').bind(s, t),
    d1.prepare('DELETE FROM streaks WHERE player_id = ?1').bind(s),
    ...streakWrites,
    d1.prepare('UPDATE results SET player_id = ?2 WHERE player_id = ?1').bind(s, t),
    // Bestenliste totals add up per game and period.
    d1.prepare(`INSERT INTO leaderboard_totals (game, period, player_id, points, games, wins)
      SELECT game, period, ?2, points, games, wins FROM leaderboard_totals WHERE player_id = ?1 AND true
      ON CONFLICT (game, period, player_id) DO UPDATE SET points = leaderboard_totals.points + excluded.points,
        games = leaderboard_totals.games + excluded.games, wins = leaderboard_totals.wins + excluded.wins`).bind(s, t),
    d1.prepare('DELETE FROM leaderboard_totals WHERE player_id = ?1').bind(s),
    // Groschen: what the anonymous player won beyond its start Groschen comes along, with the ledger
    // rows that won it; the start Groschen (and its 'start' row) stay behind — else every new identity
    // that only started a daily would bring the account another START_BALANCE. A player below its start
    // brings nothing and keeps its rows, so each ledger still sums to its balance.
    d1.prepare(`UPDATE ledger SET player_id = ?2 WHERE player_id = ?1 AND kind <> 'start'
      AND (SELECT balance FROM players WHERE id = ?1) > ?3`).bind(s, t, START_BALANCE),
    d1.prepare('UPDATE players SET balance = balance + MAX(0, (SELECT balance FROM players WHERE id = ?1) - ?3) WHERE id = ?2').bind(s, t, START_BALANCE),
    d1.prepare('UPDATE players SET balance = MIN(balance, ?2) WHERE id = ?1').bind(s, START_BALANCE),
    // Ratings: the account's rating in a game stays; a game only the anonymous player was rated in comes along.
    d1.prepare(`INSERT INTO ratings (player_id, game, rating, rd, volatility, games, updated_at)
      SELECT ?2, game, rating, rd, volatility, games, updated_at FROM ratings WHERE player_id = ?1 AND true
      ON CONFLICT (player_id, game) DO NOTHING`).bind(s, t),
    d1.prepare('DELETE FROM ratings WHERE player_id = ?1').bind(s),
    // Records: the better score per setting.
    d1.prepare(`INSERT INTO records (player_id, game, setting, best, table_id, at)
      SELECT ?2, game, setting, best, table_id, at FROM records WHERE player_id = ?1 AND true
      ON CONFLICT (player_id, game, setting) DO UPDATE SET best = excluded.best, table_id = excluded.table_id, at = excluded.at
      WHERE excluded.best > records.best`).bind(s, t),
    d1.prepare('DELETE FROM records WHERE player_id = ?1').bind(s),
    // Achievements: counts add up, the first time is the earlier one, the longest streak the longer one.
    d1.prepare(`INSERT INTO achievements (player_id, game, achievement, count, first_at, streak, best_streak)
      SELECT ?2, game, achievement, count, first_at, streak, best_streak FROM achievements WHERE player_id = ?1 AND true
      ON CONFLICT (player_id, game, achievement) DO UPDATE SET count = achievements.count + excluded.count,
        first_at = MIN(achievements.first_at, excluded.first_at), best_streak = MAX(achievements.best_streak, excluded.best_streak)`).bind(s, t),
    d1.prepare('DELETE FROM achievements WHERE player_id = ?1').bind(s),
    // Replays name their humans by id: the account can open the anonymous player's replays.
    d1.prepare(`UPDATE replays SET players = REPLACE(players, ?3, ?4) WHERE players LIKE ?5`)
      .bind(s, t, JSON.stringify(s), JSON.stringify(t), `%${JSON.stringify(s)}%`),
    // The anonymous player's open transfer codes stop working.
    d1.prepare('UPDATE transfer_codes SET used_at = ?2 WHERE player_id = ?1 AND used_at IS NULL').bind(s, now),
  ]);
  return { merged: true, summary };
}
