// Speedkleister at a table with others: two humans and two computers play a three-round match
// over WebSockets, 30 s think time on every decision owed, the object evicted between every action.
// A human's take/leave and a human's hand/waste decision run out; after the grace the strong
// computer decides (Rat's choice: same view, same rng) and the log says so. No seat ever receives
// another seat's hand or the press order.
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { kleister, type KleisterMove, type KleisterState, type KleisterView } from '@games/kleister';
import { makeGroup } from '@games/kleister/rules/cards';
import { legalMoves } from '@games/kleister/rules/legal';
import { coveredSeats } from '@games/kleister/rules/turn';
import { GRACE_MS, type BotLevel } from '@schema/protocol';
import { BOT_PACE_MS } from '../../../worker/table/reducer/match';
import { matchSeed } from '../../../worker/table/reducer/replay';
import {
  advance, logSince, receivedLog, arraysIn, caughtUp, checkStream, Client, computer, createTable, human, makeInit, matchStates, peek, settings, uniqueId, type Peek, type Stub, expectDrainedAndReplayable,
} from '../helpers';
import { players } from '../results-helpers';

const THINK_S = 30;
/** Seats 0 and 2 are people; 1 and 3 computers. */
const PEOPLE: Record<number, string> = { 0: 'Anna', 2: 'Bert' };
const COMPUTERS: Record<number, BotLevel> = { 1: 'normal', 3: 'leicht' };
const isPerson = (seat: number): boolean => seat in PEOPLE;

/**
 * A person's choice from their own view: a play that covers someone when there is one (the other
 * person first), so take/leave and hand/waste decisions come up; another person's torn group is
 * left to them (so they owe hand/waste); everything else as the easy computer would.
 */
function personMove(view: KleisterView, seq: number): KleisterMove {
  const you = view.you as number;
  if (view.phase === 'play') {
    const covering = legalMoves(view)
      .flatMap((m) => (m.type === 'play' && m.cards.length < (view.hand?.length ?? 0) ? [m] : []))
      .map((m) => ({ m, covered: coveredSeats(view.columns, you, makeGroup(m.cards)) }))
      .filter((c) => c.covered.length > 0)
      .sort((a, b) => Number(b.covered.some(isPerson)) - Number(a.covered.some(isPerson)));
    if (covering.length > 0) return covering[0].m;
  }
  if (view.phase === 'decide' && isPerson(view.cover?.seat ?? -1)) return { type: 'leave' };
  return kleister.choose(view, 'leicht', createRng(`person:${you}:${seq}`));
}

/**
 * Lets the owed decision of `seat` run out (clock, then grace, each via the alarm, evicted in
 * between) and checks the strong computer decided it as Rat would have. Returns the move made.
 */
async function timeOut(stub: Stub, p: Peek, seat: number): Promise<KleisterMove> {
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
  const rat = kleister.advise!(kleister.view(p.state, seat), stepRng(matchSeed(p.seed, p.info.matchNo), seq, `bot:${seat}`));
  expect(made.move).toEqual(rat.move);
  return made.move as KleisterMove;
}

/** No message to `seat` holds another seat's hand or the press order (checked against the state it was sent for). */
function expectNoLeak(client: Client, seat: number, states: readonly KleisterState[]): void {
  const views = checkStream(client, seat, kleister, states, (m, s) => {
    for (const e of m.events ?? []) if (e.type === 'press_card') expect(e.seat).toBe(seat);
    const state = s as KleisterState | null;
    if (!state) return;
    if (m.view) expect(m.view.hand).toEqual(state.hands[seat]);
    const arrays = new Set(arraysIn(m).map((a) => JSON.stringify(a)));
    state.hands.forEach((hand, other) => {
      if (other !== seat && hand.length >= 3) expect(arrays.has(JSON.stringify(hand)), `hand of seat ${other} in ${m.t} v${m.v}`).toBe(false);
    });
    if (state.press.length >= 2) expect(arrays.has(JSON.stringify(state.press)), `press in ${m.t} v${m.v}`).toBe(false);
  });
  expect(views).toBeGreaterThan(50);
}

describe('Speedkleister table with others', () => {
  it('two people and two computers play three full rounds; run-out decisions go to the strong computer; eviction between actions', async () => {
    // The people exist in D1, so their results are recorded.
    const ids: Record<number, string> = {};
    const created = await players(...Object.values(PEOPLE));
    Object.keys(PEOPLE).forEach((seat, i) => { ids[Number(seat)] = created[i]; });
    const { stub } = await createTable(makeInit({
      id: uniqueId('kleister'),
      game: 'kleister',
      seed: 'kleister-table-seed',
      seats: [0, 1, 2, 3].map((seat) => (isPerson(seat) ? human(ids[seat], PEOPLE[seat]) : computer(COMPUTERS[seat]))),
      settings: settings({ thinkTime: THINK_S, tempo: 'turbo', game: { rounds: 3 } }),
    }));
    const clients: Record<number, Client> = {};
    for (const [seat, name] of Object.entries(PEOPLE)) clients[Number(seat)] = await Client.open(stub, ids[Number(seat)], name);
    clients[0].send({ t: 'start' });
    await clients[0].next((m) => m.t === 'update' && m.table?.status === 'playing');
    await evictDurableObject(stub);

    const timedOut: Partial<Record<'decide' | 'return', KleisterMove>> = {};
    let p = await peek(stub);
    for (let step = 0; p.info.status === 'playing'; step++) {
      if (step > 3000) throw new Error('the match did not end');
      const seat = kleister.pending(p.state).find(isPerson);
      if (seat === undefined) {
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
      } else {
        const client = clients[seat];
        await caughtUp(client, p.version);
        const view = client.latestView() as KleisterView;
        const phase = (p.state as KleisterState).phase;
        if ((phase === 'decide' || phase === 'return') && !timedOut[phase]) {
          timedOut[phase] = await timeOut(stub, p, seat);
        } else {
          client.send({ t: 'move', v: p.version, move: personMove(view, p.internal.seq), id: `k${p.internal.seq}` });
          const answer = await client.next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
          expect(answer.t).toBe('update');
        }
      }
      await evictDurableObject(stub);
      p = await peek(stub);
    }
    const final = p;
    const states = matchStates(kleister, final) as KleisterState[];

    // Both kinds of decision owed by a person ran out and were decided by the computer.
    expect(['take', 'leave']).toContain(timedOut.decide?.type);
    expect(['toHand', 'toWaste']).toContain(timedOut.return?.type);
    const timeouts = final.actions.filter((a) => a.by === 'clock_out');
    expect(timeouts.map((a) => isPerson(a.seat))).toEqual([true, true]);
    // Every person saw both log lines (the stored log keeps only the last lines).
    for (const c of Object.values(clients)) expect(receivedLog(c).filter((l) => l.code === 'timeout_bot')).toHaveLength(2);
    // Every kind of decision was made over the sockets and by the computers.
    const kinds = (by: string) => [...new Set(final.actions.filter((a) => a.by === by).map((a) => (a.move as KleisterMove).type))].sort();
    const all = ['continue', 'draw', 'leave', 'play', 'take', 'toHand', 'toWaste'];
    expect(kinds('human')).toEqual(expect.arrayContaining(['continue', 'draw', 'leave', 'play', 'take', 'toHand']));
    expect(kinds('computer')).toEqual(expect.arrayContaining(['continue', 'draw', 'play']));
    expect([...new Set(final.actions.map((a) => (a.move as KleisterMove).type))].sort()).toEqual(all);

    // All three rounds were played to the end; the outcome went to everyone.
    expect(final.info.status).toBe('finished');
    expect(final.state.phase).toBe('over');
    expect(final.state.results).toHaveLength(3);
    expect(final.log.at(-1)?.code).toBe('game_end');
    const outcome = kleister.outcome(final.state);
    for (const seat of Object.keys(PEOPLE).map(Number)) {
      await caughtUp(clients[seat], final.version);
      await clients[seat].next((m) => m.t === 'result');
      expect(clients[seat].all.find((m) => m.t === 'result')?.outcome).toEqual(outcome);
      expect(clients[seat].all.filter((m) => m.t === 'error')).toEqual([]);
      expectNoLeak(clients[seat], seat, states);
    }

    await expectDrainedAndReplayable(stub, kleister, final, Object.keys(PEOPLE).map(Number), ids);
    expect(states.at(-1)).toEqual(final.state);
    for (const c of Object.values(clients)) c.close();
  });
});
