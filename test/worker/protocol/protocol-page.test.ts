// What docs/PROTOCOL.md promises a bot writer, error by error: the codes and params the page names
// come from the server exactly so (HTTP and socket), and chat never moves the stream version.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { elster } from '@games/elster';
import { klammern, type KlammernState } from '@games/klammern';
import { BOT_PACE_MS } from '../../../worker/table/reducer/match';
import { advance, caughtUp, Client, computer, createTable, human, makeInit, peek, settings, type Stub } from '../helpers';
import { call, newPlayer, postJson } from '../api-helpers';

async function errorOf(res: Response): Promise<{ error: string; params?: Record<string, unknown> }> {
  return (await res.json()) as { error: string; params?: Record<string, unknown> };
}

/** Plays both humans' bids (a leicht choice each) until the match leaves the bidding phase. */
async function bidUntilBetween(stub: Stub, clients: Client[]): Promise<void> {
  for (let step = 0; step < 100; step++) {
    const p = await peek(stub);
    if (p.state.phase !== 'bidding') return;
    const seat = elster.pending(p.state)[0]!;
    const move = elster.choose(elster.view(p.state, seat), 'leicht', createRng(`bid:${seat}:${p.internal.seq}`));
    clients[seat]!.send({ t: 'move', v: p.version, move });
    const answer = await clients[seat]!.next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
    if (answer.t === 'error') throw new Error(`move refused: ${JSON.stringify(answer)}`);
  }
  throw new Error('the game did not end');
}

async function twoHumans(games: 1 | 3 = 1) {
  const { stub } = await createTable(makeInit({
    seats: [human('p1'), human('p2')],
    settings: settings({ game: { games, houseRule: 'topf' } }),
  }));
  const p1 = await Client.open(stub, 'p1');
  const p2 = await Client.open(stub, 'p2');
  p1.send({ t: 'start' });
  const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
  return { stub, p1, p2, v: started.v as number };
}

describe('socket errors the page names', () => {
  it('a second "Weiter" is already_ready, not not_your_turn', async () => {
    const { stub, p1, p2 } = await twoHumans(3);
    await bidUntilBetween(stub, [p1, p2]);
    const before = await peek(stub);
    expect(before.state.phase).toBe('between');
    p1.send({ t: 'move', v: before.version, move: { type: 'continue' } });
    await p1.next((m) => m.t === 'update' && m.v === before.version + 1);
    const again = await p1.expectError({ t: 'move', v: before.version + 1, move: { type: 'continue' } }, 'already_ready');
    expect(again.params).toBeUndefined();
    expect((await peek(stub)).version).toBe(before.version + 1);
    p1.close();
    p2.close();
  });

  it('a move at a future v is stale, with the current version in params', async () => {
    const { stub, p1, p2, v } = await twoHumans();
    const err = await p1.expectError({ t: 'move', v: v + 100, move: { type: 'bid', pebble: 3 }, id: 'f1' }, 'stale');
    expect(err).toMatchObject({ params: { v }, id: 'f1' });
    expect((await peek(stub)).version).toBe(v);
    p1.close();
    p2.close();
  });

  it('every frame that is JSON but not an object is bad_message; only broken JSON is bad_json', async () => {
    const { p1, p2 } = await twoHumans();
    for (const frame of ['[1,2]', '42', '"move"', 'null', 'true']) await p1.expectError(frame, 'bad_message');
    await p1.expectError('{"t":', 'bad_json');
    p1.close();
    p2.close();
  });

  it('unknown keys are refused: in the envelope bad_message {key}, in the move bad_move', async () => {
    const { stub, p1, p2, v } = await twoHumans();
    const envelope = await p1.expectError({ t: 'move', v, move: { type: 'bid', pebble: 3 }, extra: 1 }, 'bad_message');
    expect(envelope.params).toEqual({ key: 'extra' });
    const sync = await p1.expectError({ t: 'sync', please: true }, 'bad_message');
    expect(sync.params).toEqual({ key: 'please' });
    await p1.expectError({ t: 'move', v, move: { type: 'bid', pebble: 3, seat: 1 } }, 'bad_move');
    expect((await peek(stub)).version).toBe(v);
    p1.close();
    p2.close();
  });

  it('a refused move does not use up its id: the same id is played after the refusal, then it is duplicate', async () => {
    const { stub, p1, p2, v } = await twoHumans();
    await p1.expectError({ t: 'move', v: v + 100, move: { type: 'bid', pebble: 3 }, id: 'r1' }, 'stale');
    p1.send({ t: 'move', v, move: { type: 'bid', pebble: 3 }, id: 'r1' });
    expect((await p1.next((m) => m.t === 'update' || m.t === 'error')).t).toBe('update');
    const again = await p1.expectError({ t: 'move', v: v + 1, move: { type: 'bid', pebble: 4 }, id: 'r1' }, 'duplicate');
    expect(again.id).toBe('r1');
    expect((await peek(stub)).version).toBe(v + 1);
    p1.close();
    p2.close();
  });

  it('sit at a table that is playing is not_waiting, for a watcher as for a seated player', async () => {
    const { stub, p1, p2, v } = await twoHumans();
    const watcher = await Client.open(stub, 'w1');
    expect(watcher.all[0]).toMatchObject({ t: 'snapshot', seat: null });
    await watcher.expectError({ t: 'sit' }, 'not_waiting');
    await p2.expectError({ t: 'sit', seat: 1 }, 'not_waiting');
    expect((await peek(stub)).version).toBe(v);
    for (const c of [p1, p2, watcher]) c.close();
  });

  it('§4d: the first kontra closes the window for both opponents; the partner\'s word on the same v is not_your_turn', async () => {
    const { stub } = await createTable(makeInit({
      game: 'klammern', seed: 'protocol-page-kontra',
      seats: [human('k0'), computer('normal'), human('k2'), computer('normal')],
      settings: settings({ tempo: 'turbo', game: { kontra: true } }),
    }));
    const people: Record<number, Client> = { 0: await Client.open(stub, 'k0'), 2: await Client.open(stub, 'k2') };
    people[0]!.send({ t: 'start' });
    await people[0]!.next((m) => m.t === 'update' && m.table?.status === 'playing');
    // The people never bid (pass, or "Bitte" after a Kleines), so a computer declares and both people owe the window.
    for (let step = 0; ; step++) {
      expect(step).toBeLessThan(500);
      const p = await peek(stub);
      const state = p.state as KlammernState;
      const owed = klammern.pending(state).filter((s) => s === 0 || s === 2);
      if (state.phase === 'announce' && owed.length === 2) {
        for (const s of [0, 2]) await caughtUp(people[s]!, p.version);
        people[2]!.send({ t: 'move', v: p.version, move: { type: 'kontra' } });
        await people[2]!.next((m) => m.t === 'update' && m.v > p.version);
        const late = await people[0]!.expectError({ t: 'move', v: p.version, move: { type: 'kontra' } }, 'not_your_turn');
        expect(late.params).toBeUndefined();
        const after = (await peek(stub)).state as KlammernState;
        expect(after.doubling.kontra).toBe(2);
        expect(after.window?.stage).toBe('re');
        break;
      }
      if (owed.length === 0) {
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
        continue;
      }
      const s = owed[0]!;
      await caughtUp(people[s]!, p.version);
      const word = state.phase === 'bidding' ? (state.bidding!.kleines ? 'bitte' : 'pass') : state.phase === 'announce' ? 'pass' : null;
      const move = word ? { type: word } : klammern.choose(klammern.view(state, s), 'leicht', createRng(`k:${step}`));
      people[s]!.send({ t: 'move', v: p.version, move });
      const answer = await people[s]!.next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
      expect(answer.t, JSON.stringify(answer)).toBe('update');
    }
    people[0]!.close();
    people[2]!.close();
  });

  it('chat does not bump v: the next update follows the last one without a gap', async () => {
    const { stub, p1, p2, v } = await twoHumans();
    p1.send({ t: 'chat', text: 'Hallo!' });
    const chat = await p2.next((m) => m.t === 'chat');
    expect(chat).not.toHaveProperty('v');
    expect(chat.msg).toMatchObject({ text: 'Hallo!', seat: 0 });
    expect((await peek(stub)).version).toBe(v);
    p1.send({ t: 'move', v, move: { type: 'bid', pebble: 3 } });
    const next = await p2.next((m) => m.t === 'update');
    expect(next.v).toBe(v + 1);
    p1.close();
    p2.close();
  });
});

describe('HTTP errors the page names', () => {
  it.each([
    ['elster', 0, { min: 1, max: 4 }],
    ['elster', 5, { min: 1, max: 4 }],
    ['kleister', 5, { min: 1, max: 4 }],
    ['album', 0, { min: 1, max: 5 }],
    ['album', 6, { min: 1, max: 5 }],
  ])('a solo %s table with %i computers is bad_computers %o', async (game, count, range) => {
    const p = await newPlayer();
    const res = await postJson('/api/tables', { game, mode: 'solo', computers: { count } }, p.cookie);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ error: 'bad_computers', params: range });
  });

  it.each([
    ['elster', ['human', 'stark', 'stark', 'stark']],
    ['kleister', ['human', 'stark', 'stark', 'stark']],
    ['album', ['human', 'stark', 'stark']],
    ['kino', ['human', 'normal', 'normal']],
  ])('§8: POST /api/daily/%s starts the day\'s table the page describes (%o)', async (game, seats) => {
    const p = await newPlayer();
    const res = await postJson(`/api/daily/${game}`, {}, p.cookie);
    expect(res.status).toBe(201);
    const { table } = (await res.json()) as { table: { mode: string; status: string; settings: { thinkTime: unknown; stake: number; game: unknown }; seats: { kind: string; level?: string }[] } };
    expect(table).toMatchObject({ mode: 'daily', status: 'playing', settings: { thinkTime: null, stake: 0 } });
    expect(table.seats.map((s) => (s.kind === 'computer' ? s.level : s.kind))).toEqual(seats);
    if (game === 'kino') expect(table.settings.game).toEqual({ farbfilm: 'none', leereHinweise: false });
    if (game === 'album') expect(table.settings.game).toMatchObject({ start: 'seat0' });
  });

  it('§8: Speedklammern has no daily: 404 no_daily', async () => {
    const p = await newPlayer();
    const res = await postJson('/api/daily/klammern', {}, p.cookie);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('no_daily');
  });

  it.each([['an array', []], ['a number', 42], ['a string', 'Elster'], ['null', null]])(
    'POST /api/me with %s (JSON, but no object) is bad_json', async (_label, body) => {
      const p = await newPlayer();
      const res = await postJson('/api/me', body, p.cookie);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe('bad_json');
    });

  it('POST /api/me and /api/transfer/redeem refuse unknown keys (bad_request {key}) and change nothing', async () => {
    const p = await newPlayer();
    const me = await postJson('/api/me', { name: 'Neu', colour: 'blau' }, p.cookie);
    expect(me.status).toBe(400);
    expect(await errorOf(me)).toMatchObject({ error: 'bad_request', params: { key: 'colour' } });
    expect(await (await call('/api/me', { cookie: p.cookie })).json()).toMatchObject({ name: p.name });
    const redeem = await postJson('/api/transfer/redeem', { code: 'K7QX-M2PA', device: 'phone' }, p.cookie);
    expect(redeem.status).toBe(400);
    expect(await errorOf(redeem)).toMatchObject({ error: 'bad_request', params: { key: 'device' } });
  });
});

describe('numbers the page states', () => {
  const page = Object.values(import.meta.glob<string>('../../../docs/PROTOCOL.md', { eager: true, query: '?raw', import: 'default' }))[0]!;

  it('§2: the tempo row gives each tempo\'s computer pace', () => {
    const row = page.split('\n').find((l) => l.includes('| `tempo` ('))!;
    const [slow, normal, fast] = /(\d+(?:\.\d+)?) s \/ (\d+(?:\.\d+)?) s \/ (\d+(?:\.\d+)?) s/.exec(row)!.slice(1).map((x) => Number(x) * 1000);
    expect({ gemuetlich: slow, normal, turbo: fast }).toEqual(BOT_PACE_MS);
  });

  it('§8: an id that is no game is no_daily on every daily route, never unknown_game', async () => {
    expect(page).toContain('also an id that is no game: never `unknown_game` here');
    for (const path of ['/api/daily/nope/today', '/api/daily/nope/2026-01-01']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(await errorOf(res), path).toMatchObject({ error: 'no_daily' });
    }
  });
});
