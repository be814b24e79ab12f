// `npm run load`: T Speedelster tables × 4 WebSocket clients against a running `npm start`
// (loopback only). Every client has its own identity; tables play one-game matches (rematch at the
// same table), every seat bidding a random legal pebble.
//   closed loop (default): each seat bids as soon as it may; each table plays M matches.
//   open loop (--rate N):  N bids per second are offered for D seconds (open-loop.mjs), latency
//                          counted from each bid's scheduled time; figures named load.open.*.
// Every view, event and log line a seat receives is checked for leaks (leak.mjs).
// Prints `name value unit` lines on stdout; details and error samples on stderr.
// Exit code 0 after a clean run; 1 when an error or a leak was seen, or setup failed; 2 on bad options.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from './args.mjs';
import { SeatClient } from './client.mjs';
import { createTable, newIdentity } from './http.mjs';
import { schedules } from './open-loop.mjs';
import { SteadyWindows } from './steady.mjs';
import { Stats } from './stats.mjs';

const SEATS = 4;
/** Identities made, and tables set up (table, four sockets each), this many at a time. */
const SETUP_CONCURRENCY = 5;
const SETUP_STEP_MS = 15_000;

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

const stats = new Stats();
const tables = [];
const open = opts.rate !== null;
const tableSchedules = open ? schedules(opts.rate, opts.tables, SEATS) : [];

function waitFor(cond, ms, what) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = setInterval(() => {
      if (cond()) {
        clearInterval(tick);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(tick);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 10);
  });
}

async function setupTable(index, identities) {
  const tableId = await createTable(opts.base, identities[0].cookie, identities[0].address);
  const clients = identities.map(
    (identity, i) =>
      new SeatClient({
        base: opts.base,
        tableId,
        identity,
        host: i === 0,
        matches: open ? Infinity : opts.matches,
        schedule: open ? tableSchedules[index] : null,
        moveTimeoutMs: opts.moveTimeout * 1000,
        deflate: opts.deflate,
        stats,
        label: `t${index}/${tableId}/c${i}`,
      }),
  );
  tables.push(clients);
  if (open) tableSchedules[index].clients = clients;
  // One after the other, so each socket is seated before the next arrives (host first).
  for (const c of clients) {
    const snapshot = await c.connect(SETUP_STEP_MS);
    if (snapshot.seat === null) throw new Error(`${c.label}: was not given a seat`);
  }
  await waitFor(() => clients[0].table && clients[0].allSeated(), SETUP_STEP_MS, `all seats of table ${tableId}`);
  return clients;
}

/** Runs `job(i)` for every table index, SETUP_CONCURRENCY at a time; resolves with the results by index. */
async function forEachTable(job) {
  const out = [];
  let next = 0;
  const worker = async () => {
    while (next < opts.tables) {
      const i = next++;
      out[i] = await job(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, opts.tables) }, worker));
  return out;
}

function closeAll() {
  for (const t of tables) for (const c of t) c.close();
}

const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ');
let setupStarted = performance.now();
try {
  // The people first: a person becomes a player once and then plays at many tables, so making the
  // identities is not part of a table's lifetime (load:compare reads the line printed after it).
  const people = await forEachTable(() => Promise.all(Array.from({ length: SEATS }, () => newIdentity(opts.base))));
  console.error(`# ${opts.tables * SEATS} identities made in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  setupStarted = performance.now();
  await forEachTable((i) => setupTable(i, people[i]));
} catch (err) {
  console.error(`load: setup failed against ${opts.base}: ${err.message}`);
  closeAll();
  process.exit(1);
}
console.error(`# ${opts.tables} tables × ${SEATS} seats set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; load average ${loadAverage()}`);
if (open) console.error(`# open loop: ${opts.rate} bids/s offered for ${opts.duration} s (a round every ${tableSchedules[0].intervalMs.toFixed(1)} ms at each table)`);

// All tables start together; the clock runs from the first 'start' to the last finished match
// (open loop: to the last bid answered after the offered window).
const clients = tables.flat();
const steady = opts.steady ? new SteadyWindows(tables, opts.steady) : null;
const playStarted = performance.now();
// This client shares the machine with the server: its own CPU shows whether it could be the limit.
const cpuStarted = process.cpuUsage();
let lastFinished = playStarted;
for (const c of clients) {
  c.finishedPromise.then(() => (lastFinished = performance.now()));
  c.armed = true;
  c.act();
}
let timer;
const offerWindow = open ? setTimeout(() => tableSchedules.forEach((s) => s.stop()), opts.duration * 1000) : null;
const timedOut = await Promise.race([
  Promise.all(clients.map((c) => c.finishedPromise)).then(() => false),
  new Promise((resolve) => (timer = setTimeout(() => resolve(true), opts.timeout * 1000))),
]);
clearTimeout(timer);
clearTimeout(offerWindow);
const wallMs = (timedOut ? performance.now() : lastFinished) - playStarted;
const cpu = process.cpuUsage(cpuStarted);
const cpuMs = (cpu.user + cpu.system) / 1000;
let tablesDone = 0;
for (const t of tables) {
  if (t.every((c) => (open ? c.done && !c.closed : c.finishedMatches.size >= opts.matches))) tablesDone++;
  else if (timedOut) stats.error('global_timeout', `${t[0].label}: unfinished after ${opts.timeout} s`);
}
const unserved = clients.reduce((n, c) => n + c.tickets.length, 0);
if (unserved > 0) stats.error('unserved', `${unserved} offered bids were never sent (the run timed out)`);
closeAll();

const offered = tableSchedules.reduce((n, s) => n + s.offered, 0);
const figures = open ? stats.figures(wallMs, 'load.open', opts.rate) : stats.figures(wallMs, 'load');
for (const [name, value, unit] of figures) console.log(`${name} ${value} ${unit}`);
if (steady) for (const [name, value, unit] of steady.figures()) console.log(`${name} ${value} ${unit}`);
console.error(`# ${tablesDone}/${opts.tables} tables finished ${open ? `the offered window (${offered} bids offered)` : `${opts.matches} matches`}; ` +
  `${stats.moves} moves, ${stats.rtts.length} timed bids in ${(wallMs / 1000).toFixed(1)} s; ${stats.viewsChecked} views leak-checked`);
console.error(`# load average after the run: ${loadAverage()}`);
console.error(`# load client CPU while playing: ${Math.round(cpuMs)} ms (${Math.round((100 * cpuMs) / Math.max(1, wallMs))} % of one core, ` +
  `${stats.moves > 0 ? Math.round((1000 * cpuMs) / stats.moves) : 0} µs per move)`);
for (const [kind, count] of stats.byKind) {
  console.error(`# error ${kind}: ${count}`);
  for (const s of stats.samples.get(kind)) console.error(`#   ${s}`);
}
if (opts.json) {
  writeFileSync(opts.json, JSON.stringify(Object.fromEntries(figures.map(([n, v]) => [n, v])), null, 2) + '\n');
  console.error(`# wrote ${opts.json}`);
}
if (stats.errors > 0) console.error(`# FAILED: ${stats.errors} error(s) seen${stats.byKind.has('leak') ? ', leaks among them' : ''}`);
// Sockets may linger in their closing handshake; the figures are out, so leave now.
process.exit(stats.errors > 0 ? 1 : 0);
