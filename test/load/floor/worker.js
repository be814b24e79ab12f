// The least a table move can cost in this runtime: one Durable Object per room of four hibernatable
// sockets; a frame in is parsed, a 4 KB record written in a storage transaction (as a table writes
// its record), and one frame of ?bytes= (default 1,500) sent to each of the room's sockets.
import { DurableObject } from 'cloudflare:workers';

export class Room extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS record (id INTEGER PRIMARY KEY, json TEXT)');
    this.version = 0;
    this.pad = 'x'.repeat(1500);
  }

  fetch(request) {
    const bytes = Number(new URL(request.url).searchParams.get('bytes') ?? 1500);
    this.pad = 'x'.repeat(Math.max(0, Math.min(bytes, 64_000)));
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage(_ws, data) {
    const msg = JSON.parse(data);
    this.version += 1;
    const record = JSON.stringify({ v: this.version, last: msg.c, pad: this.pad.slice(0, 4000) }).padEnd(4000);
    this.ctx.storage.transactionSync(() => this.ctx.storage.sql.exec('INSERT OR REPLACE INTO record (id, json) VALUES (1, ?)', record));
    const out = JSON.stringify({ t: 'update', v: this.version, from: msg.c, pad: this.pad });
    for (const s of this.ctx.getWebSockets()) s.send(out);
  }
}

export default {
  fetch(request, env) {
    // The readiness probe is a plain request: answer it without a socket.
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('ok');
    const room = new URL(request.url).searchParams.get('room') ?? 'a';
    return env.ROOM.get(env.ROOM.idFromName(room)).fetch(request);
  },
};
