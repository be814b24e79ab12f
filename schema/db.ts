// D1 schema (Drizzle, sqlite dialect): players, results, leaderboard totals, daily attempts and
// streaks, the Groschen ledger, records, achievements, transfer codes.
// After a change run `npm run db:generate -- --name <what>`, which writes the next flat migration into
// schema/migrations/ (applied by `npm start`, by wrangler in deployment, and by the tests).
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** New players start with 100 Groschen (SPEC §2 Stake). */
export const START_BALANCE = 100;

/** Anonymous players: created on the first visit, identified by the signed `sp_id` cookie. */
export const players = sqliteTable('players', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Epoch ms. */
  createdAt: integer('created_at').notNull(),
  /** Epoch ms of the last /api/me (coarse: updated at most every few minutes). */
  lastSeenAt: integer('last_seen_at'),
  /** Groschen. Never below zero: the CHECK makes any overdrawing batch fail as a whole. */
  balance: integer('balance').notNull().default(START_BALANCE),
  /** Epoch ms when the one-time "Konto sichern" offer after a first daily or won game was shown (never again after). */
  secureOfferedAt: integer('secure_offered_at'),
}, (t) => [check('balance_not_negative', sql`${t.balance} >= 0`)]);

/**
 * One row per human per finished scored match (written only by the server, from a table's outbox).
 * (table_id, match_no, seat) is the idempotency key: a retried drain never counts twice.
 */
export const results = sqliteTable('results', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tableId: text('table_id').notNull(),
  matchNo: integer('match_no').notNull(),
  seat: integer('seat').notNull(),
  playerId: text('player_id').notNull().references(() => players.id),
  game: text('game').notNull(),
  /** 'solo' | 'daily' | 'practice' | 'multi' */
  mode: text('mode').notNull(),
  /** Europe/Berlin calendar day of the finish, YYYY-MM-DD. */
  date: text('date').notNull(),
  finishedAt: integer('finished_at').notNull(),
  points: integer('points').notNull(),
  place: integer('place').notNull(),
  seats: integer('seats').notNull(),
  leaderboardPoints: integer('leaderboard_points').notNull(),
  /** 1 when this human pressed "Verlassen" in a game with other humans (−10). */
  left: integer('left').notNull().default(0),
  /** The skill rating before and after this game (null: not rated, e.g. practice or co-operative). */
  ratingBefore: real('rating_before'),
  ratingAfter: real('rating_after'),
}, (t) => [
  uniqueIndex('results_key').on(t.tableId, t.matchNo, t.seat),
  index('results_player').on(t.playerId, t.game, t.finishedAt),
  index('results_game_time').on(t.game, t.finishedAt),
]);

/**
 * Leaderboard totals per game and period, kept up to date in the same batch that inserts a result,
 * so list queries read a few hundred rows instead of summing all results.
 * period: 'all', 'w:2026-W48' (ISO week, Berlin), 'm:2026-11' (month, Berlin).
 */
export const leaderboardTotals = sqliteTable('leaderboard_totals', {
  game: text('game').notNull(),
  period: text('period').notNull(),
  playerId: text('player_id').notNull().references(() => players.id),
  points: integer('points').notNull(),
  games: integer('games').notNull(),
  wins: integer('wins').notNull(),
}, (t) => [
  primaryKey({ columns: [t.game, t.period, t.playerId] }),
  index('leaderboard_rank').on(t.game, t.period, t.points),
]);

/**
 * The daily challenge: one row per player, game and Berlin date, created when the FIRST attempt
 * starts (quitting and retrying never makes a new first attempt). Later attempts are practice.
 */
export const dailyAttempts = sqliteTable('daily_attempts', {
  playerId: text('player_id').notNull().references(() => players.id),
  game: text('game').notNull(),
  date: text('date').notNull(),
  tableId: text('table_id').notNull(),
  startedAt: integer('started_at').notNull(),
  /** 'started' | 'finished' | 'abandoned' */
  status: text('status').notNull(),
  finishedAt: integer('finished_at'),
  points: integer('points'),
  place: integer('place'),
  /** Streak length on this date (consecutive days with a first attempt), fixed at the start. */
  streak: integer('streak').notNull(),
}, (t) => [
  primaryKey({ columns: [t.playerId, t.game, t.date] }),
  index('daily_list').on(t.game, t.date, t.status, t.points),
]);

/** Current and best streak per player and game. */
export const streaks = sqliteTable('streaks', {
  playerId: text('player_id').notNull().references(() => players.id),
  game: text('game').notNull(),
  current: integer('current').notNull(),
  best: integer('best').notNull(),
  /** Berlin date of the last first attempt. */
  lastDate: text('last_date').notNull(),
}, (t) => [primaryKey({ columns: [t.playerId, t.game] })]);

/**
 * The Groschen ledger: every change of a balance, exactly once per idempotency key
 * (e.g. 'stake:<table>:<match>:<player>', 'pot:<table>:<match>:<player>').
 */
export const ledger = sqliteTable('ledger', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull(),
  playerId: text('player_id').notNull().references(() => players.id),
  /** Positive = credit, negative = debit. */
  amount: integer('amount').notNull(),
  /** 'start' | 'stake' | 'pot' | 'refund' */
  kind: text('kind').notNull(),
  tableId: text('table_id'),
  matchNo: integer('match_no'),
  createdAt: integer('created_at').notNull(),
}, (t) => [
  uniqueIndex('ledger_key').on(t.key),
  index('ledger_player').on(t.playerId, t.createdAt),
]);

/**
 * The skill rating per player and game (Glicko-2, worker/db/glicko.ts), beside the Bestenliste.
 * `games` counts rated games; it is also the version a drain checks before it writes.
 */
export const ratings = sqliteTable('ratings', {
  playerId: text('player_id').notNull().references(() => players.id),
  game: text('game').notNull(),
  rating: real('rating').notNull(),
  rd: real('rd').notNull(),
  volatility: real('volatility').notNull(),
  games: integer('games').notNull(),
  updatedAt: integer('updated_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.playerId, t.game] }),
  index('ratings_rank').on(t.game, t.rating),
]);

/**
 * Never holds a row: a drain inserts into it only when a rating it read has changed meanwhile,
 * and the CHECK then fails the whole batch, which is retried with fresh ratings.
 */
export const ratingGuard = sqliteTable('rating_guard', {
  stale: integer('stale').notNull(),
}, (t) => [check('rating_read_is_current', sql`${t.stale} = 0`)]);

/** Records (best score per player, game and setting), used by record hunts. */
export const records = sqliteTable('records', {
  playerId: text('player_id').notNull().references(() => players.id),
  game: text('game').notNull(),
  /** A game-defined setting key, e.g. 'rekordjagd:stark'. */
  setting: text('setting').notNull(),
  best: integer('best').notNull(),
  tableId: text('table_id').notNull(),
  at: integer('at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.playerId, t.game, t.setting] }),
  index('records_rank').on(t.game, t.setting, t.best),
]);

/**
 * Achievements counted per player (a game's Erfolge, a streak of standing ovations), with
 * their streak: how many of the player's finished games of that game in a row earned it (a game
 * without it sets `streak` back to 0), and the longest such streak.
 */
export const achievements = sqliteTable('achievements', {
  playerId: text('player_id').notNull().references(() => players.id),
  game: text('game').notNull(),
  achievement: text('achievement').notNull(),
  count: integer('count').notNull(),
  firstAt: integer('first_at').notNull(),
  streak: integer('streak').notNull().default(0),
  bestStreak: integer('best_streak').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.playerId, t.game, t.achievement] })]);

/** One-time codes that link a second browser to the same player ("Gerät wechseln"). */
export const transferCodes = sqliteTable('transfer_codes', {
  code: text('code').primaryKey(),
  playerId: text('player_id').notNull().references(() => players.id),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
}, (t) => [index('transfer_player').on(t.playerId)]);

/**
 * One replay per finished match (written in the same drain batch as its results): the public
 * record as JSON (schema/replay.ts) and, never sent out, the ids of the humans who played it (a
 * daily deal's replay opens to them before the Berlin day has ended).
 */
export const replays = sqliteTable('replays', {
  tableId: text('table_id').notNull(),
  matchNo: integer('match_no').notNull(),
  game: text('game').notNull(),
  /** The table's mode: 'solo' | 'daily' | 'multi' | 'record'. */
  mode: text('mode').notNull(),
  /** A daily deal's Berlin date, else null. */
  dailyDate: text('daily_date'),
  finishedAt: integer('finished_at').notNull(),
  /** JSON array of the player ids of the match's humans. */
  players: text('players').notNull(),
  record: text('record').notNull(),
}, (t) => [primaryKey({ columns: [t.tableId, t.matchNo] })]);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
export type ResultRow = typeof results.$inferSelect;
export type DailyAttemptRow = typeof dailyAttempts.$inferSelect;

/**
 * "Wie hätte der Computer gespielt?" of a daily match (schema/replay.ts ComputerComparison), computed
 * on the first request and kept with its replay.
 */
export const replayComparisons = sqliteTable('replay_comparisons', {
  tableId: text('table_id').notNull(),
  matchNo: integer('match_no').notNull(),
  computedAt: integer('computed_at').notNull(),
  /** The comparison's JSON. */
  result: text('result').notNull(),
}, (t) => [primaryKey({ columns: [t.tableId, t.matchNo] })]);

/** The day's par: the strong computer's points in the player's seat of a daily deal (match seed `seed`). */
export const dailyPar = sqliteTable('daily_par', {
  game: text('game').notNull(),
  date: text('date').notNull(),
  /** The deal's match seed the par was played with. */
  seed: text('seed').notNull(),
  points: integer('points').notNull(),
  place: integer('place').notNull(),
  actions: integer('actions').notNull(),
  computedAt: integer('computed_at').notNull(),
}, (t) => [primaryKey({ columns: [t.game, t.date] })]);

/**
 * Passkeys (WebAuthn credentials) of a player: a passkey is the account. Only what WebAuthn needs
 * plus a label the player may edit. A removed passkey keeps its row (`removedAt`), so signing in
 * with it is refused as removed rather than as unknown, and its id can never be registered again.
 */
export const passkeys = sqliteTable('passkeys', {
  /** The credential id, base64url. Unique across all players. */
  id: text('id').primaryKey(),
  playerId: text('player_id').notNull().references(() => players.id),
  /** COSE public key, base64url. */
  publicKey: text('public_key').notNull(),
  /** The authenticator's signature counter (0 for authenticators that do not count). */
  counter: integer('counter').notNull(),
  /** JSON array of transports the browser reported, e.g. ["internal","hybrid"]. */
  transports: text('transports').notNull(),
  /** 'singleDevice' | 'multiDevice' */
  deviceType: text('device_type').notNull(),
  /** 1 when the authenticator said the passkey is backed up (synced). */
  backedUp: integer('backed_up').notNull(),
  /** The device label, e.g. "Chrome auf Linux" (editable). */
  label: text('label').notNull(),
  createdAt: integer('created_at').notNull(),
  lastUsedAt: integer('last_used_at'),
  removedAt: integer('removed_at'),
}, (t) => [index('passkeys_player').on(t.playerId)]);

/**
 * WebAuthn challenges: random, single use, short-lived. `purpose` is 'register' (with the player who
 * asked) or 'login'. A used challenge keeps `usedBy` (the credential id and a hash of the signature
 * that used it), so the same response sent again is told apart from another response to it.
 */
export const webauthnChallenges = sqliteTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull(),
  playerId: text('player_id'),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
  usedBy: text('used_by'),
}, (t) => [index('webauthn_challenges_expiry').on(t.expiresAt)]);

/**
 * Anonymous players merged into an account when it signed in on their browser. The primary key on
 * the source makes a merge run once: the batch that merges starts by inserting this row.
 */
export const playerMerges = sqliteTable('player_merges', {
  sourceId: text('source_id').primaryKey().references(() => players.id),
  targetId: text('target_id').notNull().references(() => players.id),
  mergedAt: integer('merged_at').notNull(),
  /** JSON summary shown to the player (counts of what moved). */
  summary: text('summary').notNull(),
});

/**
 * Cookie sessions signed out ("Abmelden"): a copy of that cookie is no longer anyone. Each cookie
 * carries its session id (`sid`); only the signed-out ones are stored.
 */
export const revokedSessions = sqliteTable('revoked_sessions', {
  sid: text('sid').primaryKey(),
  /** Epoch ms of the sign-out. */
  revokedAt: integer('revoked_at').notNull(),
});

/**
 * Tables a player recently opened a socket to (written by the Worker's socket route on each
 * upgrade). When a browser's identity changes (sign-in, sign-out), the old identity's open sockets
 * are found here and closed with 4001 `identity_changed` (docs/PROTOCOL.md). Rows are a hint, not a
 * list of open sockets: a table asked about a player it no longer holds closes nothing.
 */
export const tableSockets = sqliteTable('table_sockets', {
  playerId: text('player_id').notNull(),
  tableId: text('table_id').notNull(),
  /** Epoch ms of the last upgrade. */
  openedAt: integer('opened_at').notNull(),
}, (t) => [primaryKey({ columns: [t.playerId, t.tableId] }), index('table_sockets_opened').on(t.openedAt)]);
