// Counts the SQL statements a table object runs, from outside the shell: the object's TableStore
// keeps the storage handle it was built with (ctx.storage.sql); this swaps it for a wrapper that
// appends each statement's text to `log` (used by table-sql.test.ts and the table benchmark).
import { runInDurableObject } from 'cloudflare:test';
import type { TableDO } from '../../worker/table/shell/table-do';

export async function countStatements(stub: DurableObjectStub<TableDO>, log: string[]): Promise<void> {
  await runInDurableObject(stub, (instance) => {
    const store = (instance as unknown as { store: { sql: SqlStorage } }).store;
    const real = store.sql;
    store.sql = new Proxy(real, {
      get(target, key) {
        if (key === 'exec') {
          return (query: string, ...bindings: unknown[]) => {
            log.push(query.replace(/\s+/g, ' ').trim());
            return target.exec(query, ...bindings);
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}
