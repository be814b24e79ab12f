// Speedalbum at a table with others: six seats (three people, three computers) over WebSockets,
// 30 s think time, the object evicted between every action, played to the end. One person's turn
// runs out; after the 10 s grace Rat moves for them (the strong computer, same view and rng), and
// the log says so. No seat ever receives the order of the piles below their top cards, nor a
// picture's id (which would name its back).
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { album, type AlbumMove, type AlbumState, type AlbumView } from '@games/album';
import { legalMoves } from '@games/album/hints';
import { SERIES_COUNT } from '@games/album/types';
import { GRACE_MS, type BotLevel } from '@schema/protocol';
import { BOT_PACE_MS } from '../../../worker/table/reducer/match';
import { matchSeed } from '../../../worker/table/reducer/replay';
import {
  advance, logSince, receivedLog, arraysIn, caughtUp, checkStream, Client, computer, createTable, human, makeInit, matchStates, peek, settings, uniqueId, type Peek, type Stub, expectDrainedAndReplayable,
} from '../helpers';
import { players } from '../results-helpers';

const THINK_S = 30;
/** Seats 0, 2 and 4 are people; 1, 3 and 5 computers. */
const PEOPLE: Record<number, string> = { 0: 'Clara', 2: 'Dora', 4: 'Emil' };
const COMPUTERS: Record<number, BotLevel> = { 1: 'normal', 3: 'leicht', 5: 'normal' };
const isPerson = (seat: number): boolean => seat in PEOPLE;
/** Dora lets her turn run out once the game is under way. */
const SLEEPER = 2;
const SLEEP_FROM_SEQ = 12;

/** Lets `seat`'s turn run out (clock, then grace; evicted in between); Rat must have moved for it. */
async function timeOut(stub: Stub, p: Peek, seat: number): Promise<AlbumMove> {
  expect(p.info.clocks[seat]).not.toBeNull();
  expect(await advance(stub, THINK_S * 1000)).toBe(true);
  await evictDurableObject(stub);
  const out = await peek(stub);
  expect(logSince(out, p)).toEqual([{ code: 'clock_out', seat, params: { graceMs: GRACE_MS } }]);
  expect(out.internal.seq).toBe(p.internal.seq);

  expect(await advance(stub, GRACE_MS)).toBe(true);
  await evictDurableObject(stub);
  const after = await peek(stub);
  const seq = p.internal.seq + 1;
  const made = after.actions.at(-1)!;
  expect(made).toMatchObject({ seq, seat, by: 'clock_out' });
  expect(logSince(after, out)[0]).toEqual({ code: 'timeout_bot', seat, params: { level: 'stark' } });
  const view = album.view(p.state, seat);
  const rat = album.advise!(view, stepRng(matchSeed(p.seed, p.info.matchNo), seq, `bot:${seat}`));
  expect(made.move).toEqual(rat.move);
  expect(legalMoves(view)).toContainEqual(rat.move);
  return made.move as AlbumMove;
}

/** No message to `seat` holds a pile's order below its top card (checked against the state it was sent for). */
function expectNoLeak(client: Client, seat: number, states: readonly AlbumState[]): void {
  const views = checkStream(client, seat, album, states, (m, s) => {
    if (m.view) for (const pile of m.view.piles) expect(Object.keys(pile).sort()).toEqual(['count', 'top']);
    // Pictures go out by series only (their ids would name their backs): market, albums, events, log.
    if (m.view) {
      const v = m.view as AlbumView;
      for (const s of v.market) expect(s === null || (Number.isInteger(s) && s >= 0 && s < SERIES_COUNT)).toBe(true);
      for (const a of [...v.albums, ...v.results.flatMap((r) => r.albums)]) expect(Object.keys(a).sort()).toEqual(['counts', 'objectives']);
    }
    for (const e of (m.events ?? []) as Record<string, unknown>[]) expect([e.card, e.cards]).toEqual([undefined, undefined]);
    for (const l of (m.log ?? []) as { code: string; params: Record<string, unknown> }[]) if (l.code === 'album_pictures') expect(l.params.cards).toBeUndefined();
    const state = s as AlbumState | null;
    if (!state) return;
    const arrays = new Set(arraysIn(m).map((a) => JSON.stringify(a)));
    state.piles.forEach((pile, i) => {
      if (pile.length >= 2) expect(arrays.has(JSON.stringify(pile)), `pile ${i} in ${m.t} v${m.v}`).toBe(false);
      if (pile.length >= 3) expect(arrays.has(JSON.stringify(pile.slice(1))), `pile ${i} below its top in ${m.t} v${m.v}`).toBe(false);
    });
  });
  expect(views).toBeGreaterThan(30);
}

describe('Speedalbum table with others', () => {
  it('six seats play to the end; a run-out turn is moved by Rat after the grace; eviction between actions', async () => {
    // The people exist in D1, so their results are recorded.
    const ids: Record<number, string> = {};
    const created = await players(...Object.values(PEOPLE));
    Object.keys(PEOPLE).forEach((seat, i) => { ids[Number(seat)] = created[i]; });
    const { stub } = await createTable(makeInit({
      id: uniqueId('album'),
      game: 'album',
      seed: 'album-table-seed',
      seats: [0, 1, 2, 3, 4, 5].map((seat) => (isPerson(seat) ? human(ids[seat], PEOPLE[seat]) : computer(COMPUTERS[seat]))),
      settings: settings({ thinkTime: THINK_S, tempo: 'turbo', game: {} }),
    }));
    const clients: Record<number, Client> = {};
    for (const [seat, name] of Object.entries(PEOPLE)) clients[Number(seat)] = await Client.open(stub, ids[Number(seat)], name);
    clients[0].send({ t: 'start' });
    await clients[0].next((m) => m.t === 'update' && m.table?.status === 'playing');
    await evictDurableObject(stub);

    let ratMove: AlbumMove | null = null;
    let p = await peek(stub);
    for (let step = 0; p.info.status === 'playing'; step++) {
      if (step > 500) throw new Error('the game did not end');
      const [seat] = album.pending(p.state);
      if (!isPerson(seat)) {
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
      } else if (seat === SLEEPER && ratMove === null && p.internal.seq >= SLEEP_FROM_SEQ) {
        ratMove = await timeOut(stub, p, seat);
      } else {
        const client = clients[seat];
        await caughtUp(client, p.version);
        const view = client.latestView() as AlbumView;
        const move = album.choose(view, 'leicht', createRng(`person:${seat}:${p.internal.seq}`));
        client.send({ t: 'move', v: p.version, move, id: `a${p.internal.seq}` });
        const answer = await client.next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
        expect(answer.t).toBe('update');
      }
      await evictDurableObject(stub);
      p = await peek(stub);
    }
    const final = p;
    const states = matchStates(album, final) as AlbumState[];

    // One person's turn ran out and Rat moved for them; everyone else moved for themselves.
    expect(ratMove).not.toBeNull();
    expect(final.actions.filter((a) => a.by === 'clock_out').map((a) => a.seat)).toEqual([SLEEPER]);
    for (const c of Object.values(clients)) expect(receivedLog(c).filter((l) => l.code === 'timeout_bot')).toHaveLength(1);
    for (let seat = 0; seat < 6; seat++) {
      const by = new Set(final.actions.filter((a) => a.seat === seat).map((a) => a.by));
      expect(by).toEqual(new Set(isPerson(seat) ? (seat === SLEEPER ? ['human', 'clock_out'] : ['human']) : ['computer']));
    }

    // Played to the end: piles and market empty, all 108 cards in play collected; the outcome went to everyone.
    expect(final.info.status).toBe('finished');
    expect(final.state.phase).toBe('over');
    const end = final.state as AlbumState;
    expect(end.piles.flat()).toEqual([]);
    expect(end.market.every((c) => c === null)).toBe(true);
    expect(end.albums.flatMap((a) => [...a.pictures, ...a.objectives]).sort((a, b) => a - b)).toEqual([...Array(108).keys()]);
    expect(end.results).toHaveLength(1);
    expect(final.log.at(-1)?.code).toBe('game_end');
    const outcome = album.outcome(final.state);
    expect(outcome.seats.map((s) => s.place).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const seat of Object.keys(PEOPLE).map(Number)) {
      await caughtUp(clients[seat], final.version);
      await clients[seat].next((m) => m.t === 'result');
      expect(clients[seat].all.find((m) => m.t === 'result')?.outcome).toEqual(outcome);
      expect(clients[seat].all.filter((m) => m.t === 'error')).toEqual([]);
      // Every person saw the log line of the timeout.
      expect(clients[seat].all.some((m) => m.log?.some((l: { code: string; seat: number }) => l.code === 'timeout_bot' && l.seat === SLEEPER))).toBe(true);
      expectNoLeak(clients[seat], seat, states);
    }

    await expectDrainedAndReplayable(stub, album, final, Object.keys(PEOPLE).map(Number), ids);
    expect(states.at(-1)).toEqual(final.state);
    for (const c of Object.values(clients)) c.close();
  });
});
