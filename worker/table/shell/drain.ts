// Owns the results drain (run by the shell, because it awaits D1): each finished match's outbox
// row (with the match's action log, for its replay) goes to D1 in one idempotent batch and is deleted only after that batch succeeded. Rows are
// drained one by one, so a row that keeps failing never holds back the later matches' results; a
// crash between batch and delete just repeats the batch, which then changes nothing.
import type { Db } from '../../db/client';
import { writeOutcome, type KnownRatings, type OutboxEntry } from '../../db/outcome';
import { KEEP_MATCH_LOGS, type TableStore } from './store';

export type { KnownRatings } from '../../db/outcome';

/** Writes every outbox row it can; returns how many rows are left (failed ones). `known`: the table's last written ratings. */
export async function drainOutbox(store: TableStore, db: Db, currentMatch: number, known?: KnownRatings): Promise<number> {
  let left = 0;
  for (const row of store.outbox()) {
    try {
      const entry = row.payload as OutboxEntry;
      // Rows written before replays carry no seed: nothing to rebuild, no actions to read.
      await writeOutcome(db, entry, row.createdAt, entry.replay ? store.actions(row.matchNo) : [], known);
      store.deleteOutbox(row.matchNo);
    } catch (e) {
      left++;
      console.error(`table: results of match ${row.matchNo} not drained, retrying later`, e);
    }
  }
  // Old matches' action logs are only kept while their results may still be needed here.
  if (left === 0) store.trimActions(currentMatch - KEEP_MATCH_LOGS + 1);
  return left;
}
