// Drizzle over the D1 binding. D1 has no interactive transactions: use db.batch() for several writes.
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '@schema/db';

export function db(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof db>;
