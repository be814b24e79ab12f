// `npm run attack`: replays the vectors of issue 26 ("what an attacker's script found") against a
// local server from one address each (no spoofed identity beyond CF-Connecting-IP, which the local
// server takes as the client's address, as Cloudflare's edge sets it), every loop bounded in count
// and time, and the input an outside attacker's script tried since (each must be refused and change
// nothing). Prints one line per vector and exits 1 when one of them is unbounded or accepted.
//
//   node test/load/attack.mjs [--url http://127.0.0.1:8787] [--no-boundary]
//
// Without --url it starts its own server (scripts/start.mjs on a free port, its own state folder)
// and stops it at the end. --no-boundary skips the fixed-window burst (which waits for the next
// full minute, up to 60 s).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

// The server's numbers (worker/http/limits.ts, worker/http/socket-limits.ts, schema/protocol.ts).
const MAX_FRAME = 4096;
const LOOKUPS = { limit: 120, periodS: 60, missCost: 12 };
const IDENTITY = { limit: 10, periodS: 60 };
const CHAT = { burst: 5, perS: 0.5 };
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const args = process.argv.slice(2);
const urlIdx = args.indexOf('--url');
const boundary = !args.includes('--no-boundary');
/** Each run takes addresses of its own, so a rerun within a minute is not counted against the last. */
const run = randomBytes(2);
let addressNo = 0;
const address = () => `198.${18 + (run[0] & 1)}.${run[1]}.${addressNo++ & 255}`;

const results = [];
function report(name, bounded, figures, words = ['bounded', 'UNBOUNDED']) {
  results.push({ name, bounded });
  console.log(`attack.${name}: ${bounded ? words[0] : words[1]} — ${figures}`);
}
/** The words of a vector whose input must be refused (and change nothing). */
const REFUSED = ['refused', 'ACCEPTED'];

const windowsTouched = (start, end, periodS) => Math.floor(end / (periodS * 1000)) - Math.floor(start / (periodS * 1000)) + 1;
const randomId = (n) => [...randomBytes(n)].map((b) => ALPHABET[b & 31]).join('');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- the server ------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), 'speedspiele-attack-'));
  const env = { ...process.env, PORT: String(port) };
  if (existsSync('dist/web/index.html')) env.SKIP_BUILD = '1';
  const child = spawn('node', ['scripts/start.mjs', '--persist-to', state], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch { /* gone */ }
    rmSync(state, { recursive: true, force: true });
  };
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${base}/api/me`);
      if (res.ok) return { base, stop };
    } catch { /* not listening yet */ }
    await sleep(300);
  }
  stop();
  console.error(output.slice(-3000));
  throw new Error('the local server did not come up within 180 s');
}

// ---- clients ------------------------------------------------------------------------------------

async function newIdentity(base, from = address()) {
  const res = await fetch(`${base}/api/me`, {
    method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': from }, body: '{}',
  });
  if (!res.ok) throw new Error(`POST /api/me: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sp_id='));
  return { cookie, address: from };
}

/** A socket that records its frames and close; resolves once open (or rejects with the status). */
function open(url, headers, origin, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, origin, perMessageDeflate: false, maxPayload: 64 * 1024 * 1024 });
    const s = { ws, frames: [], close: null };
    const timer = setTimeout(() => reject(new Error(`${url}: not open within ${timeoutMs} ms`)), timeoutMs);
    ws.on('message', (d) => {
      const text = d.toString();
      s.frames.push(text.startsWith('{') ? JSON.parse(text) : text);
    });
    ws.on('close', (code, reason) => { s.close = { code, reason: reason.toString() }; });
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`${url}: HTTP ${res.statusCode}`), { status: res.statusCode }));
    });
    ws.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.on('open', () => {
      clearTimeout(timer);
      resolve(s);
    });
  });
}

async function waitFor(check, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await sleep(10);
  return check();
}

// ---- the vectors -------------------------------------------------------------------------------

/** 1 MiB and 16 MiB frames, and ten 1 MiB frames in a row, on the foyer socket. */
async function foyerFrames(base) {
  const ws = `${base.replace(/^http/, 'ws')}/ws/lobby/elster`;
  const headers = { 'CF-Connecting-IP': address() };
  const lines = [];
  let bounded = true;
  for (const mib of [1, 16]) {
    const s = await open(ws, headers, base);
    await waitFor(() => s.frames.length > 0, 5000);
    s.ws.send('x'.repeat(mib * 1024 * 1024));
    const closed = await waitFor(() => s.close !== null, 5000);
    const listAgain = s.frames.slice(1).some((f) => f?.t === 'tables');
    const ok = closed && s.close.code === 1009 && !listAgain && s.frames.some((f) => f?.error === 'too_large');
    bounded &&= ok;
    lines.push(`${mib} MiB: ${closed ? `closed ${s.close.code}` : 'still open'}${listAgain ? ', answered with the list' : ''}`);
    if (!closed) s.ws.terminate();
  }
  const s = await open(ws, headers, base);
  await waitFor(() => s.frames.length > 0, 5000);
  let sent = 0;
  for (let i = 0; i < 10 && s.ws.readyState === WebSocket.OPEN; i++) {
    s.ws.send('x'.repeat(1024 * 1024));
    sent++;
    await sleep(50);
  }
  await waitFor(() => s.close !== null, 5000);
  const lists = s.frames.slice(1).filter((f) => f?.t === 'tables').length;
  bounded &&= s.close !== null && lists === 0;
  lines.push(`ten 1 MiB frames: ${s.close ? `closed ${s.close.code} after ${sent} sent` : 'still open'}, ${lists} lists answered`);
  if (!s.close) s.ws.terminate();
  report('foyer_frames', bounded, lines.join('; '));
}

/** A 1 MiB frame on a table socket. */
async function tableFrame(base, table) {
  const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${table.id}`, { Cookie: table.host.cookie, 'CF-Connecting-IP': table.host.address }, base);
  await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
  s.ws.send('x'.repeat(1024 * 1024));
  const closed = await waitFor(() => s.close !== null, 5000);
  report('table_frame', closed && s.close.code === 1009, `1 MiB: ${closed ? `closed ${s.close.code} ${s.close.reason}` : 'still open'}`);
  if (!closed) s.ws.terminate();
}

/** 600 random well-formed ids from one address over GET /api/tables/:id, within 60 s. */
async function guessHttp(base, table) {
  const from = address();
  const started = Date.now();
  let misses = 0;
  let refused = 0;
  let tries = 0;
  while (tries < 600 && Date.now() - started < 60_000) {
    const res = await fetch(`${base}/api/tables/${randomId(10)}`, { headers: { 'CF-Connecting-IP': from } });
    tries++;
    if (res.status === 404) misses++;
    else if (res.status === 429) refused++;
    else throw new Error(`GET /api/tables/:id answered ${res.status}`);
    await res.arrayBuffer();
  }
  const ms = Date.now() - started;
  const windows = windowsTouched(started, Date.now(), LOOKUPS.periodS);
  const bound = (LOOKUPS.limit / LOOKUPS.missCost) * windows;
  // A known table from the same address is refused as well (the allowance is spent, not just misses).
  const hit = await fetch(`${base}/api/tables/${table.id}`, { headers: { 'CF-Connecting-IP': from } });
  await hit.arrayBuffer();
  const hitRefused = windows === 1 ? hit.status === 429 : true;
  const ok = misses <= bound && hitRefused;
  const perMin = LOOKUPS.limit / LOOKUPS.missCost;
  report('table_id_http', ok,
    `${tries} guesses in ${ms} ms: ${misses} answered, ${refused} refused (bound ${bound}); a live table then: HTTP ${hit.status}` +
    (ok ? `; ${perMin} guesses/min → ≈${Math.round(32 ** 10 / 1e5 / perMin / 60 / 24 / 365)} years to hit one of 100,000 live tables (10-symbol ids)` : ''));
}

/** 60 random ids from one address over /ws/table/:id. */
async function guessSocket(base) {
  const me = await newIdentity(base);
  const started = Date.now();
  let misses = 0;
  let refused = 0;
  for (let i = 0; i < 60; i++) {
    try {
      const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${randomId(10)}`, { Cookie: me.cookie, 'CF-Connecting-IP': me.address }, base);
      s.ws.terminate();
      throw new Error('a random table id opened a socket');
    } catch (err) {
      if (err.status === 404) misses++;
      else if (err.status === 429) refused++;
      else throw err;
    }
  }
  const windows = windowsTouched(started, Date.now(), LOOKUPS.periodS);
  const bound = (LOOKUPS.limit / LOOKUPS.missCost) * windows;
  report('table_id_socket', misses <= bound, `60 guesses: ${misses} answered 404, ${refused} refused 429 (bound ${bound})`);
}

/** 35 reconnects in about 5 s, each sending a full chat burst; what reaches the other seat. */
async function chatReconnect(base, table) {
  const wsUrl = `${base.replace(/^http/, 'ws')}/ws/table/${table.id}`;
  const guest = await newIdentity(base);
  const other = await open(wsUrl, { Cookie: guest.cookie, 'CF-Connecting-IP': guest.address }, base);
  await waitFor(() => other.frames.some((f) => f?.t === 'snapshot'), 5000);
  const started = Date.now();
  let sent = 0;
  for (let i = 0; i < 35 && Date.now() - started < 15_000; i++) {
    const s = await open(wsUrl, { Cookie: table.host.cookie, 'CF-Connecting-IP': table.host.address }, base);
    await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
    for (let k = 0; k < CHAT.burst; k++) s.ws.send(JSON.stringify({ t: 'chat', text: `Spam ${i}.${k}` }));
    sent += CHAT.burst;
    s.ws.close(4008, 'again');
    await waitFor(() => s.close !== null, 2000);
  }
  await sleep(500);
  const elapsedS = (Date.now() - started) / 1000;
  const lines = other.frames.filter((f) => f?.t === 'chat').length;
  const bound = CHAT.burst + Math.ceil(elapsedS * CHAT.perS) + 1;
  report('chat_reconnect', lines <= bound, `${sent} chat lines sent over 35 sockets in ${elapsedS.toFixed(1)} s: ${lines} reached the other seat (bound ${bound}: ${CHAT.burst}, then ${CHAT.perS}/s)`);
  other.ws.close(1000, 'done');
}

/** New identities in a burst straddling a minute's end: at most twice the limit (accepted, DECISIONS.md). */
async function boundaryBurst(base) {
  const from = address();
  const msToBoundary = 60_000 - (Date.now() % 60_000);
  await sleep(Math.max(0, msToBoundary - 500));
  const started = Date.now();
  let made = 0;
  // From half a second before the minute's end to a second after it, at most 300 tries.
  for (let i = 0; i < 300 && Date.now() - started < 1500; i++) {
    const res = await fetch(`${base}/api/me`, { method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': from }, body: '{}' });
    if (res.status === 201) made++;
    await res.arrayBuffer();
  }
  const ms = Date.now() - started;
  const bound = IDENTITY.limit * windowsTouched(started, Date.now(), IDENTITY.periodS);
  report('window_boundary', made <= bound && made <= 2 * IDENTITY.limit,
    `${made} identities in ${ms} ms across a minute's end (bound ${bound}: twice the limit at most, accepted in docs/DECISIONS.md)`);
}

/** Setting keys that name members of Object.prototype, over HTTP and from the host's socket. */
async function prototypeSettings(base) {
  const host = await newIdentity(base);
  const headers = { Cookie: host.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': host.address };
  const lines = [];
  let ok = true;
  for (const key of ['toString', '__proto__']) {
    const res = await fetch(`${base}/api/tables`, { method: 'POST', headers, body: `{"game":"elster","mode":"multi","settings":{"${key}":{"stake":5}}}` });
    const body = await res.json();
    ok &&= res.status === 400 && body.error === 'bad_settings';
    lines.push(`POST /api/tables settings.${key}: ${res.status} ${body.error}`);
  }
  for (const key of ['__proto__', 'constructor']) {
    const res = await fetch(`${base}/api/tables`, { method: 'POST', headers, body: `{"game":"elster","mode":"multi","settings":{"game":{"${key}":3}}}` });
    const body = await res.json();
    ok &&= res.status === 400 && body.error === 'bad_options';
    lines.push(`settings.game.${key}: ${res.status} ${body.error}`);
  }
  const made = await fetch(`${base}/api/tables`, { method: 'POST', headers, body: JSON.stringify({ game: 'elster', mode: 'multi' }) });
  const { id } = await made.json();
  const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${id}`, { Cookie: host.cookie, 'CF-Connecting-IP': host.address }, base);
  await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
  s.ws.send('{"t":"settings","settings":{"toString":1}}');
  await waitFor(() => s.frames.some((f) => f?.t === 'error' || f?.t === 'update'), 5000);
  const answer = s.frames.find((f) => f?.t === 'error' || f?.t === 'update');
  const info = await (await fetch(`${base}/api/tables/${id}`, { headers: { 'CF-Connecting-IP': host.address } })).json();
  const kept = info.settings?.stake === 0 && info.settings?.botLevel === 'normal';
  ok &&= answer?.error === 'bad_settings' && kept;
  lines.push(`socket settings.toString: ${answer?.t === 'error' ? answer.error : 'accepted'}, settings ${kept ? 'kept' : 'replaced'}`);
  s.ws.close(1000, 'done');
  report('prototype_settings', ok, lines.join('; '), REFUSED);
}

/** Move types that name members of Object.prototype, at a solo table of every game: refused with a reason, never 'internal'. */
async function prototypeMoves(base) {
  const player = await newIdentity(base);
  const headers = { Cookie: player.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': player.address };
  const lines = [];
  let ok = true;
  for (const game of ['elster', 'kleister', 'album', 'kino', 'klammern']) {
    const made = await fetch(`${base}/api/tables`, { method: 'POST', headers, body: JSON.stringify({ game, mode: 'solo', computers: { count: 2 } }) });
    const { id } = await made.json();
    const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${id}`, { Cookie: player.cookie, 'CF-Connecting-IP': player.address }, base);
    await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
    // Until the person's seat is on turn (Speedkino asks the turn before the type).
    await waitFor(() => [...s.frames].reverse().find((f) => f?.view)?.view?.turn !== 1 && [...s.frames].reverse().find((f) => f?.view)?.view?.turn !== 2, 5000);
    const answers = [];
    for (const type of ['toString', 'constructor', '__proto__']) {
      const before = s.frames.length;
      const v = [...s.frames].reverse().find((f) => typeof f?.v === 'number').v;
      s.ws.send(JSON.stringify({ t: 'move', v, move: { type }, id: `proto-${type}` }));
      await waitFor(() => s.frames.slice(before).some((f) => f?.t === 'error' && f.id === `proto-${type}`), 3000);
      answers.push(s.frames.slice(before).find((f) => f?.t === 'error' && f.id === `proto-${type}`)?.error ?? 'no answer');
    }
    ok &&= answers.every((a) => a !== 'internal' && a !== 'no answer');
    lines.push(`${game}: ${[...new Set(answers)].join('/')}`);
    s.ws.close(1000, 'done');
  }
  report('prototype_moves', ok, lines.join('; '), REFUSED);
}

/** 100 watchers (an identity and address each) fill a table; its seated guest drops and reconnects. */
async function watchersLockout(base) {
  const wsUrl = (id) => `${base.replace(/^http/, 'ws')}/ws/table/${id}`;
  const host = await newIdentity(base);
  const guest = await newIdentity(base);
  const made = await fetch(`${base}/api/tables`, {
    method: 'POST', headers: { Cookie: host.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': host.address },
    body: JSON.stringify({ game: 'elster', mode: 'multi', seats: 2 }),
  });
  const { id } = await made.json();
  const as = (who) => ({ Cookie: who.cookie, 'CF-Connecting-IP': who.address });
  const h = await open(wsUrl(id), as(host), base);
  let g = await open(wsUrl(id), as(guest), base);
  await waitFor(() => g.frames.some((f) => f?.t === 'snapshot'), 5000);
  const watchers = [];
  let refused = 0;
  for (let i = 0; i < 102 && refused === 0; i++) {
    try {
      watchers.push(await open(wsUrl(id), as(await newIdentity(base)), base));
    } catch (err) {
      if (err.status === 429) refused++;
      else throw err;
    }
  }
  g.ws.close(1000, 'drop');
  await waitFor(() => g.close !== null, 5000);
  // A watcher races for the freed socket; then the guest comes back.
  try {
    watchers.push(await open(wsUrl(id), as(await newIdentity(base)), base));
  } catch (err) {
    if (err.status !== 429) throw err;
  }
  let back = 'refused';
  try {
    g = await open(wsUrl(id), as(guest), base);
    await waitFor(() => g.frames.some((f) => f?.t === 'snapshot'), 5000);
    back = `back in seat ${g.frames.find((f) => f?.t === 'snapshot')?.seat}`;
    g.ws.close(1000, 'done');
  } catch (err) {
    if (err.status !== 429) throw err;
  }
  for (const w of watchers) w.ws.terminate();
  h.ws.close(1000, 'done');
  report('watchers_lockout', back === 'back in seat 1', `${watchers.length} watchers open; the seated guest dropped and reconnected: ${back}`);
}

/** One address opening tables with others until the foyer's cap per address refuses it. */
async function foyerFlood(base) {
  const host = await newIdentity(base);
  const headers = { Cookie: host.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': host.address };
  let made = 0;
  let refusal = null;
  for (let i = 0; i < 15 && !refusal; i++) {
    const res = await fetch(`${base}/api/tables`, { method: 'POST', headers, body: JSON.stringify({ game: 'kleister', mode: 'multi' }) });
    if (res.status === 201) made++;
    else refusal = `${res.status} ${(await res.json()).error}`;
  }
  report('foyer_flood', refusal === '429 too_many_tables' && made <= 10, `${made} tables with others from one address, then ${refusal ?? 'no refusal'}`);
}

/** Speedalbum's record-hunt opponent (Max) as the strength of a table with others, from the host's socket. */
async function recordLevelAtMulti(base) {
  const host = await newIdentity(base);
  const headers = { Cookie: host.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': host.address };
  const made = await fetch(`${base}/api/tables`, { method: 'POST', headers, body: JSON.stringify({ game: 'album', mode: 'multi', seats: 3 }) });
  const { id } = await made.json();
  const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${id}`, { Cookie: host.cookie, 'CF-Connecting-IP': host.address }, base);
  await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
  const before = s.frames.length;
  s.ws.send(JSON.stringify({ t: 'settings', settings: { botLevel: 'max' } }));
  await waitFor(() => s.frames.slice(before).some((f) => f?.t === 'error' || f?.t === 'update'), 5000);
  const answer = s.frames.slice(before).find((f) => f?.t === 'error' || f?.t === 'update');
  const info = await (await fetch(`${base}/api/tables/${id}`, { headers: { 'CF-Connecting-IP': host.address } })).json();
  s.ws.close(1000, 'done');
  const ok = answer?.error === 'bad_level' && info.settings?.botLevel === 'normal';
  report('record_level_multi', ok, `settings.botLevel max at an album table with others: ${answer?.t === 'error' ? answer.error : 'accepted'}, table strength ${info.settings?.botLevel}`, REFUSED);
}

/** Another identity opening the link of someone's daily table while the day runs: the deal must stay unseen. */
async function dailyWatcher(base) {
  const player = await newIdentity(base);
  const made = await fetch(`${base}/api/daily/kleister`, {
    method: 'POST', headers: { Cookie: player.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': player.address }, body: '{}',
  });
  const { id } = await made.json();
  const other = await newIdentity(base);
  let answer;
  try {
    const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${id}`, { Cookie: other.cookie, 'CF-Connecting-IP': other.address }, base);
    await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
    answer = `watching, cart ${JSON.stringify(s.frames.find((f) => f?.t === 'snapshot')?.view?.cart)}`;
    s.ws.close(1000, 'done');
  } catch (err) {
    answer = `HTTP ${err.status}`;
  }
  report('daily_watcher', answer === 'HTTP 403', `another identity at a running Tagesplakat: ${answer}`, REFUSED);
}

/** A spare identity starts the daily and gives it up at once, then reads that attempt's replay: its seed is the day's deal. */
async function dailyQuitReplay(base) {
  const spare = await newIdentity(base);
  const made = await fetch(`${base}/api/daily/elster`, {
    method: 'POST', headers: { Cookie: spare.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': spare.address }, body: '{}',
  });
  const { id } = await made.json();
  const s = await open(`${base.replace(/^http/, 'ws')}/ws/table/${id}`, { Cookie: spare.cookie, 'CF-Connecting-IP': spare.address }, base);
  await waitFor(() => s.frames.some((f) => f?.t === 'snapshot'), 5000);
  s.ws.send(JSON.stringify({ t: 'leave' }));
  await waitFor(() => s.frames.some((f) => f?.table?.status === 'finished'), 5000);
  s.ws.close(1000, 'done');
  // The drain writes the given-up attempt at once; ask a few times until it is there.
  let status = 404;
  let seed = false;
  for (let i = 0; i < 20 && status === 404; i++) {
    const res = await fetch(`${base}/api/replays/${id}/1`, { headers: { Cookie: spare.cookie, 'CF-Connecting-IP': spare.address } });
    status = res.status;
    if (res.status === 200) seed = typeof (await res.json()).seed === 'string';
    else if (status === 404) await new Promise((r) => setTimeout(r, 250));
  }
  report('daily_quit_replay', status === 403, `started, quit at once, own replay: HTTP ${status}${seed ? ' with the seed' : ''}`, REFUSED);
}

// ---- main ------------------------------------------------------------------------------------

const server = urlIdx >= 0 ? { base: args[urlIdx + 1], stop: () => {} } : await startServer();
const deadline = setTimeout(() => {
  console.error('attack: over 5 minutes, giving up');
  server.stop();
  process.exit(2);
}, 5 * 60_000);
try {
  const { base } = server;
  console.log(`# attack against ${base}`);
  const host = await newIdentity(base);
  const made = await fetch(`${base}/api/tables`, {
    method: 'POST', headers: { Cookie: host.cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': host.address },
    body: JSON.stringify({ game: 'elster', mode: 'multi' }),
  });
  if (made.status !== 201) throw new Error(`POST /api/tables: ${made.status} ${await made.text()}`);
  const table = { id: (await made.json()).id, host };
  await foyerFrames(base);
  await tableFrame(base, table);
  await guessHttp(base, table);
  await guessSocket(base);
  await chatReconnect(base, table);
  await prototypeSettings(base);
  await prototypeMoves(base);
  await watchersLockout(base);
  await foyerFlood(base);
  await recordLevelAtMulti(base);
  await dailyQuitReplay(base);
  await dailyWatcher(base);
  if (boundary) await boundaryBurst(base);
} catch (err) {
  console.error(`attack: ${err.stack ?? err}`);
  results.push({ name: 'error', bounded: false });
} finally {
  clearTimeout(deadline);
  server.stop();
}
const unbounded = results.filter((r) => !r.bounded).map((r) => r.name);
console.log(unbounded.length ? `# UNBOUNDED: ${unbounded.join(', ')}` : `# all ${results.length} vectors bounded`);
process.exit(unbounded.length ? 1 : 0);
