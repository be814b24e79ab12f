// LobbyDO: publish/list over RPC, the live foyer stream, expiry; GET /api/lobby/:game.
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LobbyMessage, LobbyTable } from '@schema/protocol';
import { LOBBY_MAX, LOBBY_TTL_MS, type LobbyDO } from '../../../worker/lobby/lobby-do';
import { FOYER_LOBBY_HEADER, foyerShard } from '../../../worker/lobby/foyer-shard';
import { call, env, openSocket, ORIGIN, upgrade } from '../api-helpers';

function entry(id: string, over: Partial<LobbyTable> = {}): LobbyTable {
  return {
    id,
    game: 'elster',
    hostName: 'Gast 1234',
    seatsTotal: 5,
    seatsTaken: 2,
    settings: { thinkTime: 60, tempo: 'normal', botLevel: 'normal', stake: 0, game: { games: 1, houseRule: 'topf' } },
    status: 'waiting',
    createdAt: Date.now(),
    ...over,
  };
}

// Each test gets its own lobby object (storage is shared within a file).
let n = 0;
const lobbyStub = () => env.LOBBY.get(env.LOBBY.idFromName(`test-lobby-${++n}`));
// RPC types map `unknown` (settings.game) to never; the value is a plain LobbyTable[].
const listOf = async (lobby: ReturnType<typeof lobbyStub>): Promise<LobbyTable[]> =>
  (await lobby.list()) as unknown as LobbyTable[];

describe('LobbyDO', () => {
  it('lists open tables newest first; updates replace; removals, started and finished tables go', async () => {
    const lobby = lobbyStub();
    await lobby.publish(entry('aaaaaaaa', { createdAt: 1000 }), 1);
    await lobby.publish(entry('bbbbbbbb', { createdAt: 2000 }), 1);
    await lobby.publish(entry('cccccccc', { createdAt: 3000 }), 1);
    expect((await listOf(lobby)).map((t) => t.id)).toEqual(['cccccccc', 'bbbbbbbb', 'aaaaaaaa']);

    await lobby.publish(entry('aaaaaaaa', { createdAt: 1000, seatsTaken: 4 }), 2);
    expect((await listOf(lobby)).find((t) => t.id === 'aaaaaaaa')?.seatsTaken).toBe(4);

    await lobby.publish({ id: 'bbbbbbbb', removed: true }, 2);
    await lobby.publish(entry('cccccccc', { status: 'playing' }), 2);
    expect((await listOf(lobby)).map((t) => t.id)).toEqual(['aaaaaaaa']);
  });

  it('lists only the newest LOBBY_MAX of many, by index; a change shows on the next connect (the list is cached between)', async () => {
    const lobby = lobbyStub();
    const total = LOBBY_MAX + 30;
    // Published in a shuffled order, so the order shown is the tables' own, not the rows'.
    for (let i = 0; i < total; i++) {
      const k = (i * 37) % total;
      await lobby.publish(entry(`m${String(k).padStart(7, '0')}`, { createdAt: 10_000 + k }), 1);
    }
    const ids = (await listOf(lobby)).map((t) => t.id);
    expect(ids).toHaveLength(LOBBY_MAX);
    expect(ids[0]).toBe(`m${String(total - 1).padStart(7, '0')}`);
    expect(ids.at(-1)).toBe(`m${String(total - LOBBY_MAX).padStart(7, '0')}`);
    const plans = await runInDurableObject(lobby, (o: LobbyDO) => {
      const sql = (o as unknown as { ctx: DurableObjectState }).ctx.storage.sql;
      const plan = (q: string) => sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${q}`, 0).toArray().map((r) => r.detail).join('; ');
      return {
        newest: plan("SELECT entry FROM entries WHERE entry IS NOT NULL ORDER BY json_extract(entry, '$.createdAt') DESC LIMIT ?"),
        oldest: plan('DELETE FROM entries WHERE updated_at < ?'),
      };
    });
    expect(plans.newest).toMatch(/USING INDEX entries_newest/);
    expect(plans.oldest).toMatch(/USING (COVERING )?INDEX entries_updated/);

    // A connect after a change sees it, though connects in between share one encoded list.
    const firstListed = async () => {
      const msg = JSON.parse(await lobby.listMessage()) as LobbyMessage;
      return msg.t === 'tables' ? msg.tables[0]!.id : null;
    };
    expect(await firstListed()).toBe(ids[0]);
    expect(await firstListed()).toBe(ids[0]);
    await lobby.publish({ id: ids[0]!, removed: true }, 2);
    expect(await firstListed()).toBe(ids[1]);
  });

  it('drops a publication older than the one it has (out of order): a started table never comes back', async () => {
    const lobby = lobbyStub();
    expect(await lobby.publish(entry('dddddddd', { seatsTaken: 1 }), 5)).toBe(true);
    expect(await lobby.publish({ id: 'dddddddd', removed: true }, 7)).toBe(true);
    // The table's earlier state arrives late.
    expect(await lobby.publish(entry('dddddddd', { seatsTaken: 2 }), 6)).toBe(false);
    expect((await listOf(lobby)).map((t) => t.id)).toEqual([]);
  });

  it('drops tables not refreshed for two hours, on its alarm', async () => {
    const lobby = lobbyStub();
    await lobby.publish(entry('oldoldol'), 1);
    await lobby.publish(entry('newnewne'), 1);
    await runInDurableObject(lobby, (_obj: LobbyDO, state) => {
      state.storage.sql.exec('UPDATE entries SET updated_at = ? WHERE id = ?', Date.now() - LOBBY_TTL_MS - 1, 'oldoldol');
    });
    await runDurableObjectAlarm(lobby);
    expect((await listOf(lobby)).map((t) => t.id)).toEqual(['newnewne']);
  });
});

describe('foyer socket /ws/lobby/:game', () => {
  it('sends the list on connect, then only the changes, several at once', async () => {
    const lobby = env.LOBBY.get(env.LOBBY.idFromName('elster'));
    const res = await upgrade('/ws/lobby/elster', { Origin: ORIGIN });
    expect(res.status).toBe(101);
    const sock = openSocket(res);
    const first = await sock.next<LobbyMessage>();
    expect(first.t).toBe('tables');

    // Two changes close together travel as one message.
    await lobby.publish(entry('livelive'), 1);
    await lobby.publish(entry('liveliv2'), 1);
    const added = await sock.next<LobbyMessage>();
    expect(added).toEqual({ t: 'changes', changes: [entry('livelive', { createdAt: (added as any).changes[0].createdAt }), entry('liveliv2', { createdAt: (added as any).changes[1].createdAt })] });

    await lobby.publish({ id: 'livelive', removed: true }, 2);
    expect(await sock.next<LobbyMessage>()).toEqual({ t: 'changes', changes: [{ id: 'livelive', removed: true }] });

    sock.send('ping');
    expect(await sock.next()).toBe('pong');
    // Asking for the list again works, within limits.
    sock.send('list');
    expect(await sock.next<LobbyMessage>()).toMatchObject({ t: 'tables' });
    sock.close();
  });

  it('spreads the sockets over the foyer shards; each change reaches every shard once; a shard lists anew after a change', async () => {
    // Straight to each of the three shards of one lobby (the route picks one at random).
    const lobby = env.LOBBY.get(env.LOBBY.idFromName('shard-test'));
    const lobbyId = env.LOBBY.idFromName('shard-test').toString();
    const connect = async (k: number) => {
      const sock = openSocket(await foyerShard(env, lobbyId, k).fetch('http://foyer/', { headers: { Upgrade: 'websocket', [FOYER_LOBBY_HEADER]: lobbyId } }));
      return { sock, first: await sock.next<LobbyMessage>() };
    };
    await lobby.publish(entry('shardone'), 1);
    const socks = await Promise.all([0, 1, 2, 2].map(connect));
    for (const { first } of socks) expect(first).toMatchObject({ t: 'tables', tables: [{ id: 'shardone' }] });
    await lobby.publish(entry('shardtwo'), 1);
    // Each socket hears of it once (in the batch with "shardone" when that batch was still open).
    for (const { sock } of socks) {
      let msg = await sock.next<LobbyMessage>();
      const ids = (m: LobbyMessage) => (m.t === 'changes' ? m.changes.map((c) => c.id) : []);
      if (!ids(msg).includes('shardtwo')) msg = await sock.next<LobbyMessage>();
      expect(ids(msg).filter((id) => id === 'shardtwo')).toEqual(['shardtwo']);
    }
    // A later connect to a shard that had listed before gets the list with the change in it.
    const late = await connect(2);
    expect(late.first.t === 'tables' && late.first.tables.map((t) => t.id).sort()).toEqual(['shardone', 'shardtwo']);
    for (const { sock } of [...socks, late]) sock.close();
  });

  it('needs no identity with an allowed Origin', async () => {
    const res = await upgrade('/ws/lobby/elster', { Origin: 'http://allowed.test' });
    expect(res.status).toBe(101);
    const sock = openSocket(res);
    expect(await sock.next()).toMatchObject({ t: 'tables' });
    sock.close();
  });
});

describe('GET /api/lobby/:game', () => {
  it('returns the open tables of the game', async () => {
    const lobby = env.LOBBY.get(env.LOBBY.idFromName('elster'));
    await lobby.publish(entry('httphttp'));
    const res = await call('/api/lobby/elster');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tables: LobbyTable[] };
    expect(body.tables.map((t) => t.id)).toContain('httphttp');
  });

  it('404s for an unknown game', async () => {
    const res = await call('/api/lobby/skat');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'unknown_game' });
  });
});
