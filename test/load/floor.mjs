// `node test/load/floor.mjs` (also run by `npm run load:compare`): what a table move costs in this
// runtime when the host does nothing. A Worker of a few lines (test/load/floor/worker.js) runs under
// `wrangler dev` like ours: T rooms × 4 hibernatable sockets, each seat sends a frame and waits for
// the room's answer to it before the next (closed loop, as `npm run load`); the room writes a 4 KB
// record in a storage transaction and sends a 1.5 KB frame to all four sockets. Prints
// `floor.moves_per_s`, `floor.rtt_ms.p50/.p99` and `floor.workerd_cpu_us_per_move` (the CPU time of
// every workerd process of the server — wrangler's dev proxy and the Worker — per move, from /proc),
// and the room's whole life: `floor.connects_cpu_ms_per_room` (its four sockets connecting) and
// `floor.lifetime_cpu_us_per_move` (the connects and the moves).
// Options: --tables T (25) --moves N per seat (60) --warm W moves per seat before the figures (0)
// --bytes B per frame out (1500) --deflate (the
// sockets offer permessage-deflate; off by default, like the load client's: the floor compressing
// while ours did not made our ratio look a third better than it is — docs/PERFORMANCE.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';

const root = resolve(new URL('../..', import.meta.url).pathname);
const TICKS_PER_S = 100; // Linux's USER_HZ, the unit of utime/stime in /proc/<pid>/stat
const READY_MS = 120_000;

/** CPU time (ms) used so far by the processes of process group `pgid` whose name is `name`. */
export function groupCpuMs(pgid, name = 'workerd') {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch { continue; } // gone meanwhile
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state ppid pgrp … utime (11th) stime (12th), counted from state = 0.
    if (comm === name && Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_S;
}

/**
 * The CPU time (ms) of the group's workerd processes, split into wrangler's dev proxy (the process
 * listening on the public `port`) and the rest (the Worker, its Durable Objects and the local D1
 * and rate-limit simulators). Both sides of load:compare run behind the same proxy.
 */
export function workerdCpuMs(pgid, port) {
  const listening = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try { text = readFileSync(file, 'utf8'); } catch { continue; }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; the inode is the 10th field.
      if (f.length > 9 && f[3] === '0A' && parseInt(f[1].split(':')[1], 16) === port) listening.add(`socket:[${f[9]}]`);
    }
  }
  let proxyTicks = 0;
  let restTicks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try { stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch { continue; }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (comm !== 'workerd' || Number(fields[2]) !== pgid) continue;
    const ticks = Number(fields[11]) + Number(fields[12]);
    let isProxy = false;
    try {
      isProxy = readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try { return listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`)); } catch { return false; }
      });
    } catch { /* gone */ }
    if (isProxy) proxyTicks += ticks;
    else restTicks += ticks;
  }
  return { proxy: (proxyTicks * 1000) / TICKS_PER_S, worker: (restTicks * 1000) / TICKS_PER_S };
}

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function startFloor() {
  const port = await freePort();
  const persist = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'speedspiele-floor-'));
  const child = spawn('npx', ['wrangler', 'dev', '-c', 'test/load/floor/wrangler.toml', '--port', String(port), '--ip', '127.0.0.1',
    '--show-interactive-dev-session=false', '--persist-to', persist], {
    cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', X_LOCAL_OBSERVABILITY: 'false' },
  });
  let exited = false;
  const gone = new Promise((res) => child.on('exit', () => res((exited = true))));
  const stop = async () => {
    if (!exited) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
      const killer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 10_000);
      await gone;
      clearTimeout(killer);
    }
    rmSync(persist, { recursive: true, force: true });
  };
  const until = Date.now() + READY_MS;
  while (Date.now() < until && !exited) {
    try {
      await fetch(`http://127.0.0.1:${port}/?room=probe`);
      return { url: `ws://127.0.0.1:${port}`, port, pgid: child.pid, stop };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the floor server did not start');
}

const nearestRank = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** Runs the floor at `tables` rooms × 4 seats, `moves` frames per seat; resolves with its figures. */
export async function runFloor({ tables = 25, moves = 60, bytes = 1500, deflate = false, warm = 0 } = {}) {
  const server = await startFloor();
  try {
    // The room's lifetime starts with its four connects (as ours starts with its table and seats).
    const life0 = groupCpuMs(server.pgid);
    const seats = [];
    for (let r = 0; r < tables; r++) {
      for (let c = 0; c < 4; c++) {
        const ws = new WebSocket(`${server.url}/?room=r${r}&bytes=${bytes}`, { perMessageDeflate: deflate });
        await new Promise((res, rej) => { ws.once('open', res); ws.once('error', rej); });
        seats.push({ ws, id: `r${r}c${c}` });
      }
    }
    const connected = groupCpuMs(server.pgid);
    const rtts = [];
    /** Every seat plays `n` moves, each sent once the answer to the last came; timed when `timed`. */
    const play = (n, timed) => Promise.all(seats.map(({ ws, id }) => new Promise((res, rej) => {
      let left = n;
      let sent = 0;
      const send = () => { sent = performance.now(); ws.send(JSON.stringify({ c: id })); };
      const onMessage = (data) => {
        if (JSON.parse(data).from !== id) return;
        if (timed) rtts.push(performance.now() - sent);
        if (--left > 0) return send();
        ws.off('message', onMessage);
        res();
      };
      ws.on('message', onMessage);
      ws.on('error', rej);
      send();
    })));
    // Warm-up moves (as ours is measured warm in its steady-state windows): not timed, not counted.
    if (warm > 0) await play(warm, false);
    const cpu0 = groupCpuMs(server.pgid);
    const split0 = workerdCpuMs(server.pgid, server.port);
    const t0 = performance.now();
    await play(moves, true);
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = groupCpuMs(server.pgid) - cpu0;
    const split1 = workerdCpuMs(server.pgid, server.port);
    for (const { ws } of seats) ws.close();
    rtts.sort((a, b) => a - b);
    const total = seats.length * moves;
    return {
      moves: total, seconds, movesPerS: total / seconds,
      p50: nearestRank(rtts, 0.5), p99: nearestRank(rtts, 0.99), cpuUsPerMove: (cpuMs * 1000) / total,
      proxyCpuUsPerMove: ((split1.proxy - split0.proxy) * 1000) / total,
      connectsMsPerRoom: (connected - life0) / tables, lifetimeCpuUsPerMove: ((cpuMs + cpu0 - life0) * 1000) / (total + seats.length * warm),
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const f = await runFloor({ tables: option('tables', 25), moves: option('moves', 60), warm: option('warm', 0), bytes: option('bytes', 1500), deflate: args.includes('--deflate') });
  console.error(`# ${f.moves} moves in ${f.seconds.toFixed(1)} s`);
  console.log(`floor.moves_per_s ${f.movesPerS.toFixed(1)} moves/s`);
  console.log(`floor.rtt_ms.p50 ${f.p50.toFixed(2)} ms`);
  console.log(`floor.rtt_ms.p99 ${f.p99.toFixed(2)} ms`);
  console.log(`floor.workerd_cpu_us_per_move ${f.cpuUsPerMove.toFixed(0)} µs`);
  console.log(`floor.proxy_cpu_us_per_move ${f.proxyCpuUsPerMove.toFixed(0)} µs`);
  console.log(`floor.connects_cpu_ms_per_room ${f.connectsMsPerRoom.toFixed(1)} ms`);
  console.log(`floor.lifetime_cpu_us_per_move ${f.lifetimeCpuUsPerMove.toFixed(0)} µs`);
}
