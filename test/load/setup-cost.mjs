// `node test/load/setup-cost.mjs URL PGID PORT`: what a table's setup costs the server, part by part
// (docs/PERFORMANCE.md): 100 identities (POST /api/me), 25 tables (POST /api/tables) and their 100
// seats' sockets, one after the other, each with the workerd CPU of the server's process group PGID
// (its dev proxy listening on PORT apart) per operation. Against a running `npm start` (loopback only).
import WebSocket from 'ws';
import { loopbackBase } from './args.mjs';
import { workerdCpuMs } from './floor.mjs';
import { createTable, newIdentity } from './http.mjs';

const [url, pgidArg, portArg] = process.argv.slice(2);
const pgid = Number(pgidArg);
const port = Number(portArg);
if (!url || !Number.isInteger(pgid) || !Number.isInteger(port)) {
  console.error('usage: node test/load/setup-cost.mjs URL PGID PORT');
  process.exit(2);
}
const base = loopbackBase(url);
const TABLES = 25;
const cpu = () => workerdCpuMs(pgid, port);
const print = (name, a, b, n) => {
  console.log(`setup.${name}.worker_cpu_ms ${((b.worker - a.worker) / n).toFixed(2)} ms`);
  console.log(`setup.${name}.proxy_cpu_ms ${((b.proxy - a.proxy) / n).toFixed(2)} ms`);
};

let a = cpu();
const people = [];
for (let i = 0; i < TABLES * 4; i++) people.push(await newIdentity(base));
let b = cpu();
print('identity', a, b, people.length);

a = cpu();
const tables = [];
for (let i = 0; i < TABLES; i++) tables.push(await createTable(base, people[i * 4].cookie, people[i * 4].address));
b = cpu();
print('table', a, b, TABLES);

a = cpu();
const sockets = [];
for (let i = 0; i < TABLES; i++) {
  for (let s = 0; s < 4; s++) {
    const p = people[i * 4 + s];
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/table/${tables[i]}`, {
      headers: { Cookie: p.cookie, 'CF-Connecting-IP': p.address }, origin: base, perMessageDeflate: false,
    });
    await new Promise((res, rej) => { ws.once('message', res); ws.once('error', rej); });
    sockets.push(ws);
  }
}
// The others' updates and the foyer's publications settle.
await new Promise((r) => setTimeout(r, 1500));
b = cpu();
print('seat_socket', a, b, sockets.length);
for (const ws of sockets) ws.close();
process.exit(0);
