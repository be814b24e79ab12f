// Drizzle over the D1 binding. D1 has no interactive transactions: use db.batch() for several writes.
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '@schema/db';

type Drizzle = ReturnType<typeof drizzle<typeof schema>>;
type D1 = Parameters<typeof drizzle>[0];

// One Drizzle instance per binding: building one walks the whole schema (its relational config),
// which cost more CPU than the query itself on every request and socket connect (issue 27).
const instances = new WeakMap<object, Drizzle>();

export function db(d1: D1): Drizzle {
  let d = instances.get(d1);
  if (!d) {
    d = drizzle(d1, { schema });
    instances.set(d1, d);
  }
  return d;
}

export type Db = ReturnType<typeof db>;
