// The steady-state windows of `npm run load -- --steady` (steady.mjs): a window opens only once every
// table is FROM bids into the same match, closes as soon as one table nears its end or leaves the
// match, and the barrier holds every table's rematch until all have ended that match.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FROM, SteadyWindows, UNTIL } from './steady.mjs';

/** A seat client as far as the windows look at it. */
function seat(stats) {
  return {
    stats, table: null, answered: new Map(), finishedMatches: new Set(), rematchSent: new Set(), done: false,
    acted: 0, onProgress: () => {}, act() { this.acted++; },
  };
}

function world(tableCount) {
  const stats = { moves: 0 };
  const tables = Array.from({ length: tableCount }, () => Array.from({ length: 4 }, () => seat(stats)));
  // No such process group: every CPU reading is 0, the moves are what is checked here.
  const w = new SteadyWindows(tables, { pgid: 2 ** 30, port: 1 });
  const setTable = (i, matchNo, status, answered) => {
    for (const c of tables[i]) {
      c.table = { matchNo, status };
      c.answered.set(matchNo, answered / 4);
    }
  };
  return { stats, tables, w, setTable, progress: () => tables[0][0].onProgress() };
}

test('a window opens when every table is FROM bids in and closes when the first reaches UNTIL', () => {
  const { stats, w, setTable, progress } = world(2);
  setTable(0, 1, 'playing', FROM);
  setTable(1, 1, 'playing', FROM - 4);
  progress();
  assert.equal(w.open, null, 'one table is still at the start of its match');
  setTable(1, 1, 'playing', FROM);
  stats.moves = 100;
  progress();
  assert.ok(w.open, 'all tables are inside the match');
  setTable(0, 1, 'playing', UNTIL - 4);
  stats.moves = 180;
  progress();
  assert.ok(w.open);
  setTable(0, 1, 'playing', UNTIL);
  stats.moves = 190;
  progress();
  assert.equal(w.open, null);
  assert.equal(w.moves, 90);
  assert.equal(w.windows, 1);
  // The same match never opens a second window.
  setTable(0, 1, 'playing', FROM);
  progress();
  assert.equal(w.open, null);
});

test('a table that leaves the match (finished) closes the window at once', () => {
  const { stats, w, setTable, progress } = world(2);
  setTable(0, 1, 'playing', FROM);
  setTable(1, 1, 'playing', FROM);
  progress();
  stats.moves = 7;
  setTable(1, 1, 'finished', 12);
  progress();
  assert.equal(w.open, null);
  assert.equal(w.moves, 7);
});

test('the barrier: no rematch until every table has ended the match, then all are woken', async () => {
  const { tables, setTable, progress } = world(2);
  const [a, b] = tables;
  setTable(0, 1, 'finished', 60);
  setTable(1, 1, 'playing', 56);
  for (const c of a) c.finishedMatches.add(1);
  assert.equal(a[0].mayRematch(1), false, 'table 1 still plays match 1');
  for (const c of b) c.finishedMatches.add(1);
  setTable(1, 1, 'finished', 60);
  assert.equal(a[0].mayRematch(1), true);
  progress();
  await new Promise((r) => setImmediate(r));
  for (const c of [...a, ...b]) assert.equal(c.acted, 1, 'every seat is asked to act (and so to ask for the rematch)');
});
