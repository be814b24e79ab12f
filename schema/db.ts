// D1 schema (Drizzle, sqlite dialect). One table per concern; later issues add results, daily,
// ledger, records and achievements here. After a change run `npm run db:generate -- --name <what>`,
// which writes the next flat migration into schema/migrations/ (applied by wrangler and the tests).
import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';

/** Anonymous players: created on the first visit, identified by the signed `sp_id` cookie. */
export const players = sqliteTable('players', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Epoch ms. */
  createdAt: integer('created_at').notNull(),
  /** Epoch ms of the last /api/me (coarse: updated at most every few minutes). */
  lastSeenAt: integer('last_seen_at'),
});

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
