// Owns the rating's D1 side: what a finished game changes (every person's Glicko-2 rating, from the
// placings and the other sides' ratings before the game), and the statements that write it in the
// drain's batch — guarded so a retried drain changes nothing and a rating that moved meanwhile
// fails the batch (it is then retried with fresh ratings).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ratings } from '@schema/db';
import type { Db } from './client';
import type { OutboxEntry, RatingChange, StoredRating } from './entry';
import { computerRating, encountersOf, NEW_PLAYER, PROVISIONAL_GAMES, updateRating, type RatedSeat } from './glicko';
import { resultMode } from './results';
import { rawStatement, valuesOf, type Statement } from './statements';

export type { RatingChange, StoredRating } from './entry';

/** Practice replays a known deal, and a co-operative game has no sides: neither is rated. */
export const isRated = (entry: OutboxEntry): boolean =>
  entry.outcome !== null && !entry.outcome.coop && resultMode(entry) !== 'practice';

const humans = (entry: OutboxEntry) =>
  entry.seats.flatMap((s, seat) => (s.kind === 'human' ? [{ seat, playerId: s.playerId, left: s.left }] : []));

/** The current ratings of the game's people (a newcomer has none yet). */
export async function readRatings(db: Db, entry: OutboxEntry): Promise<Map<string, StoredRating>> {
  const ids = humans(entry).map((h) => h.playerId);
  if (ids.length === 0 || !isRated(entry)) return new Map();
  const rows = await db.select().from(ratings).where(and(eq(ratings.game, entry.game), inArray(ratings.playerId, ids))).all();
  return new Map(rows.map((r) => [r.playerId, { rating: r.rating, rd: r.rd, volatility: r.volatility, games: r.games }]));
}

/** Every person's new rating after this game. */
export function ratingChanges(entry: OutboxEntry, current: Map<string, StoredRating>): RatingChange[] {
  if (!isRated(entry)) return [];
  const outcome = entry.outcome!;
  const worst = Math.max(...outcome.seats.map((o) => o.place)) + 1;
  const seats: RatedSeat[] = outcome.seats.map((o) => {
    const s = entry.seats[o.seat];
    const rating = s?.kind === 'human' ? current.get(s.playerId) ?? NEW_PLAYER : computerRating(s?.kind === 'computer' ? s.level : 'normal');
    return { seat: o.seat, place: o.place, rating, ...(o.team !== undefined ? { team: o.team } : {}) };
  });
  return humans(entry).map((h) => {
    const before = current.get(h.playerId) ?? { ...NEW_PLAYER, games: 0 };
    // Whoever left lost to everybody, whatever the computer then made of the seat.
    const mine = seats.map((s) => (s.seat === h.seat && h.left ? { ...s, place: worst } : s));
    return { seat: h.seat, playerId: h.playerId, before, after: updateRating(before, encountersOf(mine, h.seat)) };
  });
}

/** The writes of the changes; `isNew` (over the seats list `s`) is the guard "this seat's result is not written yet". */
export function ratingStatements(db: Db, entry: OutboxEntry, changes: RatingChange[], at: number, isNew: SQL): Statement[] {
  if (changes.length === 0) return [];
  const read = valuesOf(changes.map((c) => [c.seat, c.playerId, c.before.games]));
  const after = valuesOf(changes.map((c) => [c.seat, c.playerId, c.after.rating, c.after.rd, c.after.volatility, c.before.games + 1]));
  return [
    // Read something stale? Then this insert breaks the CHECK and the whole batch fails.
    rawStatement(db, sql`WITH s(seat, player_id, games) AS (VALUES ${read})
      INSERT INTO rating_guard (stale) SELECT 1 FROM s WHERE ${isNew}
      AND COALESCE((SELECT r.games FROM ratings r WHERE r.player_id = s.player_id AND r.game = ${entry.game}), 0) != s.games`),
    rawStatement(db, sql`WITH s(seat, player_id, rating, rd, volatility, games) AS (VALUES ${after})
      INSERT INTO ratings (player_id, game, rating, rd, volatility, games, updated_at)
      SELECT s.player_id, ${entry.game}, s.rating, s.rd, s.volatility, s.games, ${at} FROM s WHERE ${isNew}
      ON CONFLICT (player_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
        volatility = excluded.volatility, games = excluded.games, updated_at = excluded.updated_at`),
  ];
}

// ---- reading: the rating list and your own rating ------------------------------------------------

export interface RatingRow {
  rank: number;
  /** Only on your own row. */
  playerId?: string;
  name: string;
  rating: number;
  games: number;
  /** Fewer than PROVISIONAL_GAMES rated games: shown with "?". */
  provisional: boolean;
}

interface RatingListRow { playerId: string; name: string; rating: number; games: number }

const row = (r: RatingListRow & { rank: number }, you: string | null): RatingRow => ({
  rank: r.rank, ...(r.playerId === you ? { playerId: r.playerId } : {}), name: r.name,
  rating: Math.round(r.rating), games: r.games, provisional: r.games < PROVISIONAL_GAMES,
});

/** The game's top ratings (settled ratings before provisional ones), and `you` below when further down. */
export async function ratingList(db: Db, game: string, you: string | null, size = 100): Promise<{ rows: RatingRow[]; you?: RatingRow }> {
  const settled = sql`CASE WHEN r.games >= ${PROVISIONAL_GAMES} THEN 0 ELSE 1 END`;
  const top = await db.all<RatingListRow>(sql`SELECT r.player_id AS playerId, p.name AS name, r.rating AS rating, r.games AS games
    FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.game = ${game}
    ORDER BY ${settled}, r.rating DESC LIMIT ${size}`);
  const rows = top.map((r, i) => row({ ...r, rank: i + 1 }, you));
  const out: { rows: RatingRow[]; you?: RatingRow } = { rows };
  if (you && !rows.some((r) => r.playerId === you)) {
    const mine = await db.get<RatingListRow & { rank: number }>(sql`SELECT r.player_id AS playerId, p.name AS name, r.rating AS rating,
        r.games AS games,
        1 + (SELECT COUNT(*) FROM ratings o WHERE o.game = r.game AND
          (CASE WHEN o.games >= ${PROVISIONAL_GAMES} THEN 0 ELSE 1 END, -o.rating) < (${settled}, -r.rating)) AS rank
      FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.game = ${game} AND r.player_id = ${you}`);
    if (mine) out.you = row(mine, you);
  }
  return out;
}

/** A player's rating in every game they were rated in. */
export async function ratingsOf(db: Db, playerId: string): Promise<Record<string, { rating: number; games: number; provisional: boolean }>> {
  const rows = await db.select().from(ratings).where(eq(ratings.playerId, playerId)).all();
  return Object.fromEntries(rows.map((r) => [r.game, { rating: Math.round(r.rating), games: r.games, provisional: r.games < PROVISIONAL_GAMES }]));
}
