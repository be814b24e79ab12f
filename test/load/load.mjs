// `npm run load`: T Speedelster tables × 4 WebSocket clients against a running `npm start`
// (loopback only). Every client has its own identity; each table plays M one-game matches
// (rematch at the same table), every seat bidding a random legal pebble as soon as it may.
// Prints `name value unit` lines on stdout; details and error samples on stderr.
// Exit code 0 after a run (errors are a figure, not a failure); 1 when setup fails; 2 on bad options.
import { writeFileSync } from 'node:fs';
import { parseArgs } from './args.mjs';
import { SeatClient } from './client.mjs';
import { createTable, newIdentity } from './http.mjs';
import { Stats } from './stats.mjs';

const SEATS = 4;
/** Tables set up at the same time (identity, table, four sockets each). */
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

async function setupTable(index) {
  const identities = await Promise.all(Array.from({ length: SEATS }, () => newIdentity(opts.base)));
  const tableId = await createTable(opts.base, identities[0].cookie, identities[0].address);
  const clients = identities.map(
    (identity, i) =>
      new SeatClient({
        base: opts.base,
        tableId,
        identity,
        host: i === 0,
        matches: opts.matches,
        moveTimeoutMs: opts.moveTimeout * 1000,
        stats,
        label: `t${index}/${tableId}/c${i}`,
      }),
  );
  tables.push(clients);
  // One after the other, so each socket is seated before the next arrives (host first).
  for (const c of clients) {
    const snapshot = await c.connect(SETUP_STEP_MS);
    if (snapshot.seat === null) throw new Error(`${c.label}: was not given a seat`);
  }
  await waitFor(() => clients[0].table && clients[0].allSeated(), SETUP_STEP_MS, `all seats of table ${tableId}`);
  return clients;
}

async function setupAll() {
  let next = 0;
  const worker = async () => {
    while (next < opts.tables) await setupTable(next++);
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, opts.tables) }, worker));
}

function closeAll() {
  for (const t of tables) for (const c of t) c.close();
}

const setupStarted = performance.now();
try {
  await setupAll();
} catch (err) {
  console.error(`load: setup failed against ${opts.base}: ${err.message}`);
  closeAll();
  process.exit(1);
}
console.error(`# ${opts.tables} tables × ${SEATS} seats set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

// All tables start together; the clock runs from the first 'start' to the last finished match.
const clients = tables.flat();
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
const timedOut = await Promise.race([
  Promise.all(clients.map((c) => c.finishedPromise)).then(() => false),
  new Promise((resolve) => (timer = setTimeout(() => resolve(true), opts.timeout * 1000))),
]);
clearTimeout(timer);
const wallMs = (timedOut ? performance.now() : lastFinished) - playStarted;
const cpu = process.cpuUsage(cpuStarted);
const cpuMs = (cpu.user + cpu.system) / 1000;
let tablesDone = 0;
for (const t of tables) {
  if (t.every((c) => c.finishedMatches.size >= opts.matches)) tablesDone++;
  else if (timedOut) stats.error('global_timeout', `${t[0].label}: unfinished after ${opts.timeout} s`);
}
closeAll();

const figures = stats.figures(wallMs);
for (const [name, value, unit] of figures) console.log(`${name} ${value} ${unit}`);
console.error(`# ${tablesDone}/${opts.tables} tables finished ${opts.matches} matches; ${stats.moves} moves, ` +
  `${stats.rtts.length} timed bids in ${(wallMs / 1000).toFixed(1)} s; ${stats.viewsChecked} views leak-checked`);
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
// Sockets may linger in their closing handshake; the figures are out, so leave now.
process.exit(0);
