// What one move costs the table's SQLite: every SQL statement the object runs is counted by
// wrapping its storage handle from the test (sql-count.ts; the shell is not changed for it). A move
// writes the table record and its action row (and, ending a match, the results outbox row): at most 3.
import { expect, it } from 'vitest';
import { Client, createTable, eventually, human, makeInit, settings } from '../helpers';
import { countStatements } from '../sql-count';

const MAX_STATEMENTS_PER_MOVE = 3;
/** The results drain runs after the match's last move has committed (shell/drain.ts): not the move's. */
const ofDrain = (q: string) => /^(SELECT|DELETE)\b[^]*\b(results_outbox|actions)\b/.test(q);

/** Plays one whole Speedelster match at a table of four humans; returns the statements per bid. */
async function statementsPerBid(thinkTime: 30 | null): Promise<string[][]> {
  const players = ['ada', 'bo', 'cem', 'dina'];
  const { stub } = await createTable(makeInit({ seats: players.map((p) => human(p)), settings: settings({ thinkTime }) }));
  const clients: Client[] = [];
  for (const p of players) clients.push(await Client.open(stub, p));
  clients[0].send({ t: 'start' });
  for (const c of clients) await c.next((m) => m.t === 'update' && m.table?.status === 'playing');

  const log: string[] = [];
  await countStatements(stub, log);
  const perBid: string[][] = [];
  for (let round = 0; round < 15; round++) {
    for (const [seat, c] of clients.entries()) {
      // This seat acts on its own latest view, once that shows the round it owes a bid in.
      const view = await eventually(async () => {
        const latest = c.latestView();
        expect(latest).toMatchObject({ phase: 'bidding', you: seat });
        expect(latest.rounds).toHaveLength(round);
        return latest;
      });
      const v = c.latestVersion();
      log.length = 0;
      c.send({ t: 'move', v, move: { type: 'bid', pebble: view.hands[seat][0] }, id: `r${round}s${seat}` });
      // The step commits before any update is sent: once the mover hears of it, it is all counted.
      await c.next((m) => m.t === 'update' && m.v > v);
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
  // Every bid wrote the table record and its action; the match's last bid also the results outbox.
  expect(perBid.every((s) => s.some((q) => q.includes('table_v2')) && s.some((q) => q.startsWith('INSERT INTO actions')))).toBe(true);
  expect(perBid.at(-1)!.some((q) => q.includes('results_outbox'))).toBe(true);
});
