// Owns raw SQL writes usable in a D1 batch (drizzle's own breaks on parameters there).
import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

export type Statement = BatchItem<'sqlite'>;

interface D1Internals {
  session: { prepareQuery(query: unknown, fields: undefined, method: 'run', arrayMode: boolean): unknown };
  dialect: { sqlToQuery(query: SQL): unknown };
}

/**
 * A raw SQL write usable in `db.batch`. drizzle-orm 0.45's `db.run(sql)` breaks there as soon as the
 * query has parameters (its `_prepare()` returns an object without the D1 statement: "reading
 * 'bind'"), so this hands the batch a properly prepared D1 query instead.
 */
export function rawStatement(db: Db, query: SQL): Statement {
  const { session, dialect } = db as unknown as D1Internals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, 'run', false);
  return Object.assign(db.run(query), { _prepare: () => prepared });
}
