// Owns raw SQL writes usable in a D1 batch (drizzle's own breaks on parameters there).
import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

export type Statement = BatchItem<'sqlite'>;

interface D1Internals {
  session: { prepareQuery(query: unknown, fields: undefined, method: 'run', arrayMode: boolean): unknown };
  dialect: { sqlToQuery(query: SQL): unknown };
}

/** D1's limit of bound parameters in one statement. */
export const MAX_PARAMS = 100;

/**
 * A raw SQL write usable in `db.batch`. drizzle-orm 0.45's `db.run(sql)` breaks there as soon as the
 * query has parameters (its `_prepare()` returns an object without the D1 statement: "reading
 * 'bind'"), so this hands the batch a properly prepared D1 query instead.
 */
export function rawStatement(db: Db, query: SQL): Statement {
  const { session, dialect } = db as unknown as D1Internals;
  const built = dialect.sqlToQuery(query) as { params: unknown[] };
  if (built.params.length > MAX_PARAMS) throw new Error(`${built.params.length} bound parameters in one statement; D1 allows ${MAX_PARAMS}`);
  const prepared = session.prepareQuery(built, undefined, 'run', false);
  return Object.assign(db.run(query), { _prepare: () => prepared });
}

/**
 * The rows of a `VALUES` list, `(a, b), (c, d)`, every value bound as a parameter. The drain writes
 * each kind of row for all seats of a match in one statement over such a list (a CTE named `s`), so
 * its batch holds a handful of statements however many people played.
 */
export function valuesOf(rows: readonly (readonly unknown[])[]): SQL {
  return sql.join(rows.map((r) => sql`(${sql.join(r.map((v) => sql`${v}`), sql`, `)})`), sql`, `);
}

/** Parameters a drain statement binds besides its rows: the guard's table and match, the game, the time… */
const ONCE_PER_STATEMENT = 10;

/**
 * `items` in groups whose parameters (`paramsOf` each, plus those bound once per statement) stay
 * within D1's limit, in order: one group for every ordinary match, more only for very many rows.
 */
export function inGroups<T>(items: readonly T[], paramsOf: (item: T) => number, fixed = ONCE_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  let group: T[] = [];
  let used = fixed;
  for (const item of items) {
    const n = paramsOf(item);
    if (group.length > 0 && used + n > MAX_PARAMS) {
      out.push(group);
      group = [];
      used = fixed;
    }
    group.push(item);
    used += n;
  }
  if (group.length > 0) out.push(group);
  return out;
}
