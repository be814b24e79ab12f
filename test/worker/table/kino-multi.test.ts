// Speedkino in a Vorführraum: two people and a Kollege play a whole Vorstellung through the Durable
// Object over WebSockets, 30 s Bedenkzeit, the object evicted between every action. Fritz lets his
// turn run out once: after the 10 s grace the Meister moves for him (from his own view, with the
// host's rng), and everyone's log says so. The chat is refused while the Vorstellung runs and open
// again after the credits; nobody ever receives a face of their own cans; the co-operative result
// reaches both people, is drained into D1 (results, the record of the Besetzung 'multi:3p') and the
// stored actions replay to the very same end.
import { env } from 'cloudflare:workers';
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { kino, type KinoMove, type KinoState, type KinoView } from '@games/kino';
import { GRACE_MS } from '@schema/protocol';
import { BOT_PACE_MS } from '../../../worker/table/reducer/match';
import { botChoice, matchSeed } from '../../../worker/table/reducer/replay';
import {
  advance, caughtUp, Client, computer, createTable, expectDrainedAndReplayable, human, logSince, makeInit, matchStates, peek,
  receivedLog, settings, uniqueId, type Peek, type Stub,
} from '../helpers';
import { expectOwnCansHidden } from '../kino-helpers';
import { players } from '../results-helpers';

const THINK_S = 30;
/** Seats 0 and 2 are people, seat 1 a Kollege. */
const PEOPLE: Record<number, string> = { 0: 'Asta', 2: 'Fritz' };
const isPerson = (seat: number): boolean => seat in PEOPLE;
/** Fritz lets his turn run out once the Vorstellung is under way. */
const SLEEPER = 2;
const SLEEP_FROM_SEQ = 7;

/** Lets `seat`'s turn run out (Bedenkzeit, then grace; evicted in between): the Meister moves for it. */
async function timeOut(stub: Stub, p: Peek, seat: number): Promise<void> {
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
  // "… danach entscheidet ein Computer für dich": the Meister ('stark'), from the seat's own view.
  expect(logSince(after, out)[0]).toEqual({ code: 'timeout_bot', seat, params: { level: 'stark' } });
  expect(made.move).toEqual(botChoice(kino, p.state, seat, 'stark', matchSeed(p.seed, p.info.matchNo), seq));
  expect(kino.legalMoves!(kino.view(p.state, seat))).toContainEqual(made.move);
}

describe('Speedkino Vorführraum with two people and a computer', () => {
  it('a whole Vorstellung: a run-out turn played by the Meister, eviction between actions, the chat locked, results drained, the replay identical', async () => {
    const ids: Record<number, string> = {};
    const created = await players(...Object.values(PEOPLE));
    Object.keys(PEOPLE).forEach((seat, i) => { ids[Number(seat)] = created[i]!; });
    const { stub } = await createTable(makeInit({
      id: uniqueId('kino-multi'),
      game: 'kino',
      mode: 'multi',
      seed: 'kino-multi-seed',
      seats: [human(ids[0]!, PEOPLE[0]), computer('normal'), human(ids[2]!, PEOPLE[2])],
      settings: settings({ thinkTime: THINK_S, tempo: 'turbo', game: {} }),
    }));
    const clients: Record<number, Client> = {};
    for (const [seat, name] of Object.entries(PEOPLE)) clients[Number(seat)] = await Client.open(stub, ids[Number(seat)]!, name);
    // Before the first move the chat is open.
    clients[0].send({ t: 'chat', text: 'Viel Glück!' });
    await clients[2].next((m) => m.t === 'chat' && m.msg.text === 'Viel Glück!');
    clients[0].send({ t: 'start' });
    await clients[0].next((m) => m.t === 'update' && m.table?.status === 'playing');
    await evictDurableObject(stub);

    let slept = false;
    const refused = new Set<number>();
    let p = await peek(stub);
    for (let step = 0; p.info.status === 'playing'; step++) {
      if (step > 300) throw new Error('the Vorstellung did not end');
      const [seat] = kino.pending(p.state);
      if (!isPerson(seat!)) {
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
      } else if (seat === SLEEPER && !slept && p.internal.seq >= SLEEP_FROM_SEQ) {
        await timeOut(stub, p, seat);
        slept = true;
      } else {
        const client = clients[seat!]!;
        await caughtUp(client, p.version);
        // Kein Wort: each person tries the chat once during play and is refused with the reason.
        if (p.internal.seq > 0 && !refused.has(seat!)) {
          await client.expectError({ t: 'chat', text: 'Deine linke Dose ist ein Krimi!' }, 'chat_locked');
          refused.add(seat!);
        }
        const view = client.latestView() as KinoView;
        const move: KinoMove = kino.choose(view, 'normal', createRng(`person:${seat}:${p.internal.seq}`));
        client.send({ t: 'move', v: p.version, move, id: `k${p.internal.seq}` });
        const answer = await client.next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
        expect(answer.t).toBe('update');
      }
      await evictDurableObject(stub);
      p = await peek(stub);
    }
    const final = p;
    const end = final.state as KinoState;
    expect(slept).toBe(true);
    expect([...refused].sort()).toEqual([0, 2]);
    expect(final.info.status).toBe('finished');
    expect(end.over).not.toBeNull();

    // Fritz's run-out turn is the only move not made by its seat's own player.
    expect(final.actions.filter((a) => a.by === 'clock_out').map((a) => a.seat)).toEqual([SLEEPER]);
    for (let seat = 0; seat < 3; seat++) {
      const by = new Set(final.actions.filter((a) => a.seat === seat).map((a) => a.by));
      expect(by).toEqual(new Set(isPerson(seat) ? (seat === SLEEPER ? ['human', 'clock_out'] : ['human']) : ['computer']));
    }
    // No chat line went out while the Vorstellung ran.
    for (const c of Object.values(clients)) expect(c.all.filter((m) => m.t === 'chat').map((m) => m.msg.text)).toEqual(['Viel Glück!']);

    const outcome = kino.outcome(end);
    expect(outcome.coop).toBe(true);
    expect(outcome.seats.map((s) => s.place)).toEqual([1, 1, 1]);
    expect(outcome.seats.map((s) => s.record)).toEqual([0, 1, 2].map(() => ({ score: outcome.seats[0]!.points, variant: '3p' })));
    const states = matchStates(kino, final) as KinoState[];
    for (const seat of [0, 2]) {
      const client = clients[seat]!;
      await caughtUp(client, final.version);
      await client.next((m) => m.t === 'result');
      expect(client.all.find((m) => m.t === 'result')?.outcome).toEqual(outcome);
      expect(receivedLog(client).filter((l) => l.code === 'timeout_bot').map((l) => l.seat)).toEqual([SLEEPER]);
      expect(expectOwnCansHidden(client, seat, states)).toBeGreaterThan(20);
      const last = client.latestView() as KinoView;
      expect(last.hands[seat]!.every((c) => typeof c.film === 'number')).toBe(true);
    }

    // After the credits the chat is open again.
    clients[2].send({ t: 'chat', text: 'Bravo!' });
    await clients[0].next((m) => m.t === 'chat' && m.msg.text === 'Bravo!');

    // Results drained into D1 (one row per person), the stored actions replay to the same end.
    await expectDrainedAndReplayable(stub, kino, final, [0, 2], ids);
    const { results } = await env.DB.prepare("SELECT player_id, setting, best FROM records WHERE game = 'kino' AND table_id = ? ORDER BY player_id")
      .bind(final.info.id).all();
    expect(results).toEqual([ids[0], ids[2]].sort().map((id) => ({ player_id: id, setting: 'multi:3p', best: outcome.seats[0]!.points })));
    for (const c of Object.values(clients)) c.close();
  });
});
