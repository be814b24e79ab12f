// `npm run load:compare`: boardgame.io 0.50.2 playing the same game (the baseline in
// ../shared/bench/bgio-elster beside the checkout, `NODE_ENV=production bash bench.sh 1`) and our server
// (`PERSIST_TO=<tmpfs> npm start` on a free port, then the closed-loop `npm run load`), one after
// the other on this machine, at the same size (default 25 tables × 4 seats, 4 games per table).
// Prints both sides' figures and the ratios as `name value unit` lines (issue 27's targets are
// against the floor below; the older ones against boardgame.io are printed too). Exit 1 when either side failed or saw errors.
// Then the runtime's floor (test/load/floor.mjs): a Worker that only carries the frames and writes a
// record, at the same size, with the CPU time workerd spends per move on both (from /proc). Ours is
// loaded twice per run: once as it plays (setup, play window, lifetime), then again with --steady
// for the steady-state move alone (test/load/steady.mjs), which is set against the floor warmed up.
//
// How the two load clients measure, and where they differ (bgio: its load.mjs; ours: test/load):
// - Same: T tables × 4 seats, every seat bidding a uniformly random legal pebble as soon as it
//   may; a round trip is from sending the bid to the first state the same client receives that
//   shows its bid placed, the round resolved or the game over; moves/s = bids answered ÷ the play
//   window (from all tables starting together to the end of the last game, no setup; ours opens
//   it when the hosts send "start", so it also holds that round trip); every
//   received state and log line is checked for another seat's bid; p50/p99 by nearest rank.
// - bgio sets up every game of a table in advance (its own match and 4 fresh sockets each, T×G×4
//   sockets in all) and plays them back to back; ours plays a table's games as matches at the same
//   table, the next one started by a rematch ("Nochmal": every seat asks, a round trip), so our
//   window also holds G−1 rematch handshakes per table.
// - bgio keeps matches in memory; ours commits every bid to the table's SQLite (kept on tmpfs here,
//   so the figure shows the host rather than the disk) and drains each match's results into D1.
// - bgio's server is Node (Koa, socket.io 3 framing over WebSocket, a Redux store per action); ours
//   is workerd under `wrangler dev` (one thread for every table, plain JSON frames). The clients
//   differ too: bgio's are boardgame.io Clients (socket.io-client, Redux); ours are `ws` sockets.
//   Both load clients share the 2 cores with their server, so both figures are for the whole system.
// - bgio counts only bids as moves; ours counts bids (and "Weiter" between games, which the
//   one-game matches used here never have).
// - bgio's server seeds matches by the clock; ours seeds every table at random.
// - bench.sh runs the `node` first on PATH: under `npm run` that is this project's Node 22 (the
//   baseline's README measured on Node 20); our load client runs on the same Node.
//
// bench.sh's playout benchmark runs first and reads the same GAMES as the load (so it is short
// here); its figures are not compared.
//
// Options: --tables T (25) --matches G (4) --rate N (also an open-loop run of ours at N bids/s)
//          --runs R (5): ours and the floor are run R times, alternately, each of ours on a fresh
//          server; every figure printed is the median of the R runs, and each ratio the median of
//          the R per-run ratios (a run's server can land on a slower or faster footing on this
//          shared machine, about ±15 %: one run of each is not a verdict)
//          --deflate: both load clients' sockets offer permessage-deflate, as browsers do (default:
//          neither does; the floor's client used to offer it while ours did not, which had the floor
//          compress every frame and flattered our ratios by about a third)
//          --bgio DIR or BGIO_DIR (the baseline; default ../shared/bench/bgio-elster, relative to the
//          checkout, so it holds wherever the project is cloned beside the shared folder)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, groupCpuMs, runFloor, workerdCpuMs } from '../test/load/floor.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const tables = option('tables', '25');
const matches = option('matches', '4');
const rate = option('rate', null);
const runs = Math.max(1, Number(option('runs', '5')));
const deflate = args.includes('--deflate');
const root = resolve(new URL('..', import.meta.url).pathname);
const bgioSource = resolve(option('bgio', process.env.BGIO_DIR ?? join(root, '..', 'shared', 'bench', 'bgio-elster')));
if (!existsSync(join(bgioSource, 'bench.sh'))) {
  console.error(`# no boardgame.io baseline at ${bgioSource} (no bench.sh there): pass --bgio DIR or set BGIO_DIR`);
  process.exit(2);
}
const SERVER_READY_MS = 300_000;

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const say = (line) => console.error(`# ${line}`);

/**
 * The baseline's folder with its node_modules. The shared copy is a read-only reference: when it
 * has no node_modules, it is copied to node_modules/.cache/bgio-elster and installed there
 * (`npm ci` from its lock file, once).
 */
function bgioFolder() {
  if (existsSync(join(bgioSource, 'node_modules', 'boardgame.io'))) return bgioSource;
  const copy = join(root, 'node_modules', '.cache', 'bgio-elster');
  const lock = (dir) => (existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json'), 'utf8') : '');
  if (!existsSync(join(copy, 'node_modules', 'boardgame.io')) || lock(copy) !== lock(bgioSource)) {
    say(`installing the baseline in ${copy} (npm ci)`);
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    cpSync(bgioSource, copy, { recursive: true, filter: (src) => !src.includes('node_modules') });
    // Its output goes to stderr: stdout carries only the figures.
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: copy, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error(`npm ci in ${copy} failed (exit ${r.status})`);
  }
  return copy;
}

/** Runs a command; resolves with its exit code, stdout and stderr (both also shown as they come). */
function run(cmd, cmdArgs, options, onErr = () => {}) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, cmdArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.stderr.on('data', (d) => {
      err += d;
      onErr(String(d));
      process.stderr.write(d);
    });
    child.on('error', rej);
    child.on('close', (code) => res({ code, out, err }));
  });
}

async function runBgio() {
  const dir = bgioFolder();
  const port = await freePort();
  const node = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
  say(`boardgame.io: bash bench.sh 1 in ${dir} (NODE_ENV=production, T=${tables}, GAMES=${matches}, port ${port}, node ${node}); load ${load()}`);
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), T: tables, GAMES: matches };
  const { code, out, err } = await run('bash', ['bench.sh', '1'], { cwd: dir, env });
  // bench.sh prints the medians on stdout after "## load": `moves_per_second=737  (runs: 737)`.
  const section = out.slice(out.indexOf('## load'));
  const figure = (name) => {
    const m = section.match(new RegExp(`^${name}=([-0-9.]+)`, 'm'));
    return m ? Number(m[1]) : NaN;
  };
  // Its server prints its own CPU time when it stops (`cpu user=1.23s system=0.45s`, setup included).
  const cpu = [...err.matchAll(/cpu user=([0-9.]+)s system=([0-9.]+)s/g)].at(-1);
  const cpuUsPerMove = cpu ? ((Number(cpu[1]) + Number(cpu[2])) * 1e6) / figure('moves') : NaN;
  const f = { moves: figure('moves_per_second'), p50: figure('rtt_ms_p50'), p99: figure('rtt_ms_p99'), errors: figure('errors'), cpuUsPerMove };
  const ok = code === 0 && out.includes('## load') && Number.isFinite(f.moves) && f.errors === 0;
  return { ...f, ok, why: ok ? '' : `bench.sh exit ${code}, errors=${f.errors}` };
}

/** Our server on tmpfs; resolves with its origin once it answers, and a stop function. */
async function startOurs() {
  const port = await freePort();
  const shm = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const persist = mkdtempSync(join(shm, 'speedspiele-load-'));
  say(`our server: PERSIST_TO=${persist} npm start on port ${port}`);
  // Its own process group, so stopping it also stops wrangler and workerd.
  const child = spawn('npm', ['start'], {
    cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), PERSIST_TO: persist },
  });
  let exited = false;
  const gone = new Promise((res) => child.on('exit', () => res((exited = true))));
  const stop = async () => {
    if (!exited) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      const killer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 10_000);
      await gone;
      clearTimeout(killer);
    }
    rmSync(persist, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + SERVER_READY_MS;
  while (Date.now() < until && !exited) {
    try {
      const res = await fetch(`${base}/`);
      if (res.status < 500) return { base, port, pgid: child.pid, stop };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(exited ? 'npm start exited before the server answered' : `the server did not answer within ${SERVER_READY_MS / 1000} s`);
}

/**
 * Our load test against `server`; resolves with its figures by name and the workerd CPU time (ms)
 * of the whole run, of its setup (until the load client reports the tables set up) and of the dev
 * proxy alone.
 */
async function runOurs(server, extra) {
  say(`our load: npm run load -- --url ${server.base} ${extra.join(' ')}; load ${load()}`);
  const cpu0 = groupCpuMs(server.pgid);
  const split0 = workerdCpuMs(server.pgid, server.port);
  let peopleMs = NaN;
  let setupMs = NaN;
  let setupProxyMs = NaN;
  const { code, out } = await run(process.execPath, [join(root, 'test/load/load.mjs'), '--url', server.base, ...extra], { cwd: root },
    (text) => {
      if (Number.isNaN(peopleMs) && text.includes(' identities made in ')) peopleMs = groupCpuMs(server.pgid) - cpu0;
      if (!Number.isNaN(setupMs) || !text.includes(' set up in ')) return;
      setupMs = groupCpuMs(server.pgid) - cpu0;
      setupProxyMs = workerdCpuMs(server.pgid, server.port).proxy - split0.proxy;
    });
  const cpuMs = groupCpuMs(server.pgid) - cpu0;
  const proxyMs = workerdCpuMs(server.pgid, server.port).proxy - split0.proxy;
  const figures = {};
  for (const m of out.matchAll(/^(\S+) ([-0-9.]+) (\S+)$/gm)) figures[m[1]] = Number(m[2]);
  return { figures, ok: code === 0, cpuMs, peopleMs, setupMs, proxyMs, setupProxyMs };
}

const print = (name, value, unit) => console.log(`${name} ${Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 'NaN'} ${unit}`);

say(`load:compare at ${tables} tables × 4 seats, ${matches} games per table, ${runs} run(s) of ours and the floor; load average ${load()}`);
let failed = false;
const bgio = await runBgio();
if (!bgio.ok) {
  failed = true;
  say(`boardgame.io run failed: ${bgio.why}`);
}

/** The floor's warm-up moves per seat (not counted), as ours is measured warm (its steady windows). */
const FLOOR_WARM = 10;
const oursMoves = Number(tables) * Number(matches) * 60; // a one-game match at four: 15 rounds of 4 bids
/** One run of ours (a fresh server: its setup is the table's whole lifetime) and then the floor. */
async function oneRun(r) {
  const server = await startOurs();
  let ours;
  let steady;
  let open = null;
  try {
    ours = await runOurs(server, ['--tables', tables, '--matches', matches, ...(deflate ? ['--deflate'] : [])]);
    // The steady-state move: a second load on the now warm server, its tables held to play each match
    // together, CPU read only inside the matches (test/load/steady.mjs).
    steady = await runOurs(server, ['--tables', tables, '--matches', matches, '--steady', `${server.pgid}:${server.port}`, ...(deflate ? ['--deflate'] : [])]);
    if (rate && r === 0) open = await runOurs(server, ['--tables', tables, '--rate', rate]);
  } finally {
    await server.stop();
  }
  if (!ours.ok || !steady.ok || (open && !open.ok)) failed = true;
  // The runtime's floor: the same number of moves per seat through a Worker that does nothing else.
  // Warm as ours is in its steady-state windows: FLOOR_WARM moves per seat before the figures.
  say(`the floor: node test/load/floor.mjs --tables ${tables} --moves ${Number(matches) * 15} --warm ${FLOOR_WARM}${deflate ? ' --deflate' : ''}; load ${load()}`);
  const floor = await runFloor({ tables: Number(tables), moves: Number(matches) * 15, warm: FLOOR_WARM, deflate });
  const o = ours.figures;
  // The whole load run (the tables' setup too) and its play window (the moves, the rematches and the
  // results drains, after every table is seated); the floor has only moves.
  const f = {
    oursMovesPerS: o['load.moves_per_s'], oursP50: o['load.rtt_ms.p50'], oursP99: o['load.rtt_ms.p99'],
    oursCpu: (ours.cpuMs * 1000) / oursMoves,
    oursTableCpu: ((ours.cpuMs - ours.peopleMs) * 1000) / oursMoves,
    oursPlayCpu: ((ours.cpuMs - ours.setupMs) * 1000) / oursMoves,
    oursSteadyCpu: steady.figures['load.steady.workerd_cpu_us_per_move'],
    oursSteadyProxy: steady.figures['load.steady.proxy_cpu_us_per_move'],
    oursSteadyMoves: steady.figures['load.steady.moves'],
    oursPeopleMsPerPerson: ours.peopleMs / (4 * Number(tables)),
    oursSetupMsPerTable: (ours.setupMs - ours.peopleMs) / Number(tables),
    oursProxy: (ours.proxyMs * 1000) / oursMoves,
    oursPlayProxy: ((ours.proxyMs - ours.setupProxyMs) * 1000) / oursMoves,
    floorMovesPerS: floor.movesPerS, floorP99: floor.p99, floorCpu: floor.cpuUsPerMove, floorProxy: floor.proxyCpuUsPerMove,
    floorLifetimeCpu: floor.lifetimeCpuUsPerMove, floorConnectsMsPerRoom: floor.connectsMsPerRoom,
    openOffered: open?.figures['load.open.offered_per_s'], openP99: open?.figures['load.open.rtt_ms.p99'],
  };
  // Against the runtime's floor (issue 27): the steady-state move (the windows inside the matches)
  // ≤ 1.3× its CPU, the whole table lifetime per move ≤ 1.5× (ours: the table made, its seats, the
  // matches with their starts, ends, results drains and rematches; the floor's room: its four
  // connects and the moves), moves/s ≥ 0.95×, p99 no worse. The play window (the matches with
  // their boundaries, no setup) is printed as a third ratio. The people's identities are made once
  // per person, not per table: printed apart, and in a second lifetime ratio.
  f.cpuToFloor = f.oursSteadyCpu / f.floorCpu;
  f.playToFloor = f.oursPlayCpu / f.floorCpu;
  f.lifetimeToFloor = f.oursTableCpu / f.floorLifetimeCpu;
  f.lifetimeWithPeopleToFloor = f.oursCpu / f.floorLifetimeCpu;
  f.movesToFloor = f.oursMovesPerS / f.floorMovesPerS;
  f.p99ToFloor = f.oursP99 / f.floorP99;
  // Under `wrangler dev` one workerd thread runs every table (the proxy is another process): when
  // that thread is busy all the time, moves/s is 1 / its CPU per move, for ours and the floor alike,
  // and the moves/s ratio can be no better than the ratio of the Worker's CPU per move.
  f.oursBusy = (f.oursMovesPerS * (f.oursPlayCpu - f.oursPlayProxy)) / 1e6;
  f.floorBusy = (f.floorMovesPerS * (f.floorCpu - f.floorProxy)) / 1e6;
  f.movesCpuBound = (f.floorCpu - f.floorProxy) / (f.oursPlayCpu - f.oursPlayProxy);
  say(`run ${r + 1} of ${runs}: ours ${f.oursMovesPerS} moves/s, steady ${Math.round(f.oursSteadyCpu)} µs/move (${f.oursSteadyMoves} moves), play ${Math.round(f.oursPlayCpu)}; floor ${Math.round(f.floorMovesPerS)} moves/s, ${Math.round(f.floorCpu)} µs/move; ` +
    `ratios CPU ${f.cpuToFloor.toFixed(3)} (play window ${f.playToFloor.toFixed(3)}), lifetime ${f.lifetimeToFloor.toFixed(3)} (with the identities ${f.lifetimeWithPeopleToFloor.toFixed(3)}), moves/s ${f.movesToFloor.toFixed(3)}, p99 ${f.p99ToFloor.toFixed(3)}`);
  return f;
}
const all = [];
for (let r = 0; r < runs; r++) all.push(await oneRun(r));
const median = (key) => {
  const xs = all.map((f) => f[key]).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const m = xs.length >> 1;
  return xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
};

print('compare.bgio.moves_per_s', bgio.moves, 'moves/s');
print('compare.bgio.rtt_ms.p50', bgio.p50, 'ms');
print('compare.bgio.rtt_ms.p99', bgio.p99, 'ms');
for (const [name, key, unit] of [
  ['compare.ours.moves_per_s', 'oursMovesPerS', 'moves/s'], ['compare.ours.rtt_ms.p50', 'oursP50', 'ms'],
  ['compare.ours.rtt_ms.p99', 'oursP99', 'ms'], ['compare.ours.workerd_cpu_us_per_move', 'oursCpu', 'µs'],
  ['compare.ours.table.workerd_cpu_us_per_move', 'oursTableCpu', 'µs'],
  ['compare.ours.steady.workerd_cpu_us_per_move', 'oursSteadyCpu', 'µs'], ['compare.ours.steady.proxy_cpu_us_per_move', 'oursSteadyProxy', 'µs'],
  ['compare.ours.steady.moves', 'oursSteadyMoves', 'count'],
  ['compare.ours.play.workerd_cpu_us_per_move', 'oursPlayCpu', 'µs'], ['compare.ours.setup.workerd_cpu_ms_per_table', 'oursSetupMsPerTable', 'ms'],
  ['compare.ours.identity.workerd_cpu_ms_per_person', 'oursPeopleMsPerPerson', 'ms'],
  ['compare.ours.proxy_cpu_us_per_move', 'oursProxy', 'µs'], ['compare.ours.play.proxy_cpu_us_per_move', 'oursPlayProxy', 'µs'],
  ['compare.floor.moves_per_s', 'floorMovesPerS', 'moves/s'], ['compare.floor.rtt_ms.p99', 'floorP99', 'ms'],
  ['compare.floor.workerd_cpu_us_per_move', 'floorCpu', 'µs'], ['compare.floor.proxy_cpu_us_per_move', 'floorProxy', 'µs'],
  ['compare.floor.lifetime.workerd_cpu_us_per_move', 'floorLifetimeCpu', 'µs'], ['compare.floor.connects.workerd_cpu_ms_per_room', 'floorConnectsMsPerRoom', 'ms'],
  ['compare.ours.play.worker_cores_busy', 'oursBusy', 'cores'], ['compare.floor.worker_cores_busy', 'floorBusy', 'cores'],
]) print(name, median(key), unit);
if (rate) {
  print('compare.ours.open.offered_per_s', all[0].openOffered, 'moves/s');
  print('compare.ours.open.rtt_ms.p99', all[0].openP99, 'ms');
}
print('compare.bgio.cpu_us_per_move', bgio.cpuUsPerMove, 'µs');
const cpuToFloor = median('cpuToFloor');
const lifetimeToFloor = median('lifetimeToFloor');
const movesToFloor = median('movesToFloor');
const p99ToFloor = median('p99ToFloor');
print('compare.cpu_per_move.ratio_to_floor', cpuToFloor, 'x');
print('compare.cpu_per_move.play_ratio_to_floor', median('playToFloor'), 'x');
print('compare.cpu_per_move.lifetime_ratio_to_floor', lifetimeToFloor, 'x');
print('compare.cpu_per_move.lifetime_with_identities_ratio_to_floor', median('lifetimeWithPeopleToFloor'), 'x');
print('compare.moves_per_s.ratio_to_floor', movesToFloor, 'x');
print('compare.moves_per_s.cpu_bound_ratio_to_floor', median('movesCpuBound'), 'x');
print('compare.rtt_ms.p99.ratio_to_floor', p99ToFloor, 'x');
// boardgame.io's CPU per move over ours (≥ 1.5: ours ahead by that much).
print('compare.cpu_per_move.bgio_over_ours', bgio.cpuUsPerMove / median('oursCpu'), 'x');
say(`targets against the floor (medians of ${runs}): CPU per steady-state move ≤ 1.3 (${cpuToFloor <= 1.3 ? 'met' : 'not met'}), over the table's lifetime ≤ 1.5 (${lifetimeToFloor <= 1.5 ? 'met' : 'not met'}), moves/s ≥ 0.95 (${movesToFloor >= 0.95 ? 'met' : 'not met'}), p99 ≤ 1 (${p99ToFloor <= 1 ? 'met' : 'not met'})`);
const speedup = median('oursMovesPerS') / bgio.moves;
const p99Ratio = median('oursP99') / bgio.p99;
print('compare.moves_per_s.ratio', speedup, 'x');
print('compare.rtt_ms.p99.ratio', p99Ratio, 'x');
say(`target: moves/s ratio ≥ 3 (${speedup >= 3 ? 'met' : 'not met'}), p99 ratio ≤ 0.333 (${p99Ratio <= 1 / 3 ? 'met' : 'not met'}); load average now ${load()}`);
if (failed) say('FAILED: a run failed or saw errors (see above)');
process.exit(failed ? 1 : 0);
