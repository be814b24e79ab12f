// What one move costs the table's SQLite: every SQL statement the object runs is counted by
// wrapping its storage handle from the test (sql-count.ts; the shell is not changed for it). A move
// writes its action row; the table record only every MAX_TAIL + 1 moves (store.ts: the moves between
// are replayed from their rows on load) and with the match's last move (then also the results
// outbox row): at most 3.
import { expect, it } from 'vitest';
import { bidFirstPebble, startedElsterFour } from '../helpers';
import { countStatements } from '../sql-count';
import { MAX_TAIL } from '../../../worker/table/shell/store';

const MAX_STATEMENTS_PER_MOVE = 3;
/** The results drain runs after the match's last move has committed (shell/drain.ts): not the move's. */
const ofDrain = (q: string) => /^(SELECT|DELETE)\b[^]*\b(results_outbox|actions)\b/.test(q);

/** Plays one whole Speedelster match at a table of four humans; returns the statements per bid. */
async function statementsPerBid(thinkTime: 30 | null): Promise<string[][]> {
  const { stub, clients } = await startedElsterFour(thinkTime);
  const log: string[] = [];
  await countStatements(stub, log);
  const perBid: string[][] = [];
  for (let round = 0; round < 15; round++) {
    for (const [seat, c] of clients.entries()) {
      // The step commits before any update is sent: once the mover hears of it, it is all counted.
      await bidFirstPebble(c, seat, round, () => { log.length = 0; });
      perBid.push(log.splice(0).filter((q) => !ofDrain(q)));
    }
  }
  const last = await clients[0].next((m) => m.t === 'update' && m.table?.status === 'finished');
  expect(last.table.status).toBe('finished');
  for (const c of clients) c.close();
  return perBid;
}

it.each([
  ['without a clock', null],
  ['with a clock (the timers are data in the same row)', 30],
] as const)('a move through the table runs at most 3 SQL statements, %s', async (_name, thinkTime) => {
  const perBid = await statementsPerBid(thinkTime);
  expect(perBid).toHaveLength(60);
  for (const statements of perBid) {
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS_PER_MOVE);
  }
  // Every bid wrote its action row; the record at least every MAX_TAIL + 1 bids and with the last bid
  // (with the results outbox); every other bid nothing else.
  expect(perBid.every((s) => s.some((q) => q.startsWith('INSERT INTO actions')))).toBe(true);
  const recordAt = perBid.flatMap((s, i) => (s.some((q) => q.includes('table_v2')) ? [i] : []));
  expect(recordAt.at(-1)).toBe(59);
  [-1, ...recordAt].forEach((at, k, all) => k > 0 && expect(at - all[k - 1]!).toBeLessThanOrEqual(MAX_TAIL + 1));
  expect(perBid.filter((s) => s.length === 1)).toHaveLength(60 - recordAt.length);
  expect(perBid.at(-1)!.some((q) => q.includes('results_outbox'))).toBe(true);
});
