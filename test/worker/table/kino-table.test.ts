// Speedkino solo at a table: one person and two computer colleagues play a whole Vorstellung
// through the Durable Object over a WebSocket, evicted between actions. Bad moves are refused with
// their reasons (and params); a chat message during play is refused; Rat answers from the person's
// own view. No message to the person ever holds one of their own cans' faces while the
// Vorstellung runs; at the end the whole game is open and the outcome is co-operative.
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { kino, type KinoMove, type KinoState, type KinoView } from '@games/kino';
import { FARBFILM } from '@games/kino/types';
import { BOT_PACE_MS } from '../../../worker/table/reducer/match';
import {
  advance, caughtUp, Client, computer, createTable, expectDrainedAndReplayable, human, makeInit, matchStates, peek, settings, uniqueId,
} from '../helpers';
import { expectOwnCansHidden } from '../kino-helpers';
import { players } from '../results-helpers';

const ME = 0;

/** A Speedkino solo table in Turbo, started at once. */
const soloTable = (idPrefix: string, seed: string, seats: Parameters<typeof makeInit>[0]['seats']) =>
  createTable(makeInit({ id: uniqueId(idPrefix), game: 'kino', mode: 'solo', autoStart: true, seed, seats, settings: settings({ tempo: 'turbo', game: {} }) }));

describe('Speedkino solo table', () => {
  it('a person and two computers play a Vorstellung to the credits; bad moves are refused with reasons; own cans never reach the person', async () => {
    const [id] = await players('Ida');
    const { stub } = await soloTable('kino', 'kino-table-seed', [human(id!, 'Ida'), computer('normal'), computer('stark')]);
    const client = await Client.open(stub, id!, 'Ida');
    let p = await peek(stub);
    expect(p.info.status).toBe('playing');
    expect(kino.pending(p.state)).toEqual([ME]);
    await caughtUp(client, p.version);
    const view = client.latestView() as KinoView;
    expect(view.you).toBe(ME);
    expect(view.hands[ME]).toHaveLength(5);
    expect(view.hands[ME].every((c) => c.film === undefined && c.akt === undefined)).toBe(true);

    // Bad moves, each refused with its reason; nothing is applied.
    const v = p.version;
    const other = view.hands[1][0];
    const refuse = async (move: unknown, error: string, params?: Record<string, unknown>) => {
      const answer = await client.expectError({ t: 'move', v, move, id: `bad-${error}` }, error);
      if (params) expect(answer.params).toMatchObject(params);
    };
    await refuse({ type: 'play', can: other.id }, 'not_your_can');
    await refuse({ type: 'archive', can: view.hands[ME][0].id }, 'batteries_full');
    await refuse({ type: 'clue', to: ME, akt: 1 }, 'clue_to_self');
    await refuse({ type: 'clue', to: 1, film: FARBFILM }, 'bad_film');
    await refuse({ type: 'clue', to: 1, akt: 6 }, 'bad_akt');
    await refuse({ type: 'clue', to: 1, akt: 1, film: 0 }, 'bad_move');
    await refuse({ type: 'play', can: view.hands[ME][0].id, peek: true }, 'bad_move', { field: 'peek' });
    // A type naming a member of Object.prototype is an unknown type (it was an 'internal' error).
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) await refuse({ type }, 'bad_move');
    const absent = [0, 1, 2, 3, 4].find((f) => !view.hands[1].some((c) => c.film === f));
    expect(absent).toBeDefined();
    await refuse({ type: 'clue', to: 1, film: absent }, 'empty_clue', { to: 1 });
    // The chat is locked once the first move is made; Rat answers from the person's own view.
    client.send({ t: 'advice' });
    const rat = await client.next((m) => m.t === 'advice');
    expect(kino.legalMoves!(view)).toContainEqual(rat.move);
    expect(typeof rat.reason.code).toBe('string');
    await evictDurableObject(stub);
    expect((await peek(stub)).internal.seq).toBe(0);

    let chatRefused = false;
    for (let step = 0; p.info.status === 'playing'; step++) {
      if (step > 400) throw new Error('the Vorstellung did not end');
      const [seat] = kino.pending(p.state);
      if (seat !== ME) {
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
      } else {
        await caughtUp(client, p.version);
        if (!chatRefused && p.internal.seq > 0) {
          await client.expectError({ t: 'chat', text: 'Links ist ein Krimi!' }, 'chat_locked');
          // Kein Wort — also not by name: a new name is refused with the chat's reason, nothing changes.
          const before = (await peek(stub)).info.seats[ME];
          await client.expectError({ t: 'rename', name: 'Links Krimi' }, 'chat_locked');
          const after = await peek(stub);
          expect(after.info.seats[ME]).toEqual(before);
          expect(after.version).toBe(p.version);
          chatRefused = true;
        }
        const mine = client.latestView() as KinoView;
        const move: KinoMove = kino.choose(mine, 'normal', createRng(`ida:${p.internal.seq}`));
        client.send({ t: 'move', v: p.version, move, id: `k${p.internal.seq}` });
        const answer = await client.next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
        expect(answer.t).toBe('update');
      }
      await evictDurableObject(stub);
      p = await peek(stub);
    }
    expect(chatRefused).toBe(true);

    const final = p;
    const end = final.state as KinoState;
    expect(final.info.status).toBe('finished');
    expect(end.over).not.toBeNull();
    expect(final.log.some((l) => l.code === 'kino_ende')).toBe(true);
    const kinds = new Set(final.actions.map((a) => (a.move as KinoMove).type));
    expect(kinds).toEqual(new Set(['clue', 'play', 'archive']));
    expect(final.actions.filter((a) => a.seat === ME).every((a) => a.by === 'human')).toBe(true);

    // Co-operative: one value, one place for everyone.
    const outcome = kino.outcome(end);
    expect(outcome.coop).toBe(true);
    expect(new Set(outcome.seats.map((s) => s.place))).toEqual(new Set([1]));
    expect(new Set(outcome.seats.map((s) => s.points)).size).toBe(1);
    await caughtUp(client, final.version);
    await client.next((m) => m.t === 'result');
    expect(client.all.find((m) => m.t === 'result')?.outcome).toEqual(outcome);
    // After the credits the whole game is open, the person's own cans too.
    const last = client.latestView() as KinoView;
    expect(last.phase).toBe('over');
    expect(last.hands[ME].every((c) => typeof c.film === 'number')).toBe(true);

    const states = matchStates(kino, final) as KinoState[];
    expect(expectOwnCansHidden(client, ME, states)).toBeGreaterThan(20);
    await expectDrainedAndReplayable(stub, kino, final, [ME], { [ME]: id! });
    client.close();
  });

  it('Kein Wort by a name changed elsewhere: reconnecting under a new name (POST /api/me) during the Vorstellung keeps the seat\'s name', async () => {
    const [id] = await players('Ida');
    const { stub } = await soloTable('kino-name', 'kino-name-seed', [human(id!, 'Ida'), computer('normal')]);
    const first = await Client.open(stub, id!, 'Ida');
    let p = await peek(stub);
    await caughtUp(first, p.version);
    // Dealt, before the first move: the lock holds already (the cans are on the table).
    first.close();
    const renamed = await Client.open(stub, id!, 'Ida B');
    expect((await peek(stub)).info.seats[ME]).toMatchObject({ name: 'Ida' });
    // The first move; the lock still holds.
    const view = renamed.latestView() as KinoView;
    const move: KinoMove = kino.choose(view, 'normal', createRng('ida:name'));
    renamed.send({ t: 'move', v: (await peek(stub)).version, move, id: 'k0' });
    await renamed.next((m) => m.t === 'update');
    p = await peek(stub);
    expect(p.internal.seq).toBe(1);
    renamed.close();
    const hinting = await Client.open(stub, id!, 'Links Krimi');
    p = await peek(stub);
    expect(p.info.seats[ME]).toMatchObject({ name: 'Ida', connected: true });
    expect(p.table.hostName).not.toBe('Links Krimi');
    const snap = hinting.all.find((m) => m.t === 'snapshot');
    expect(JSON.stringify(snap)).not.toContain('Links Krimi');
    hinting.close();
  });
});
