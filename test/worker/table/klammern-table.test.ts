// Speedklammern through the table Durable Object, over WebSockets.
// Three seats, solo: a person against two computers plays a whole Partie of 12 games with Kontra,
// "Melden!" and "Bella!" by button; the rules' refusals reach the socket with their reasons; the
// person answers the Kontra window while the other opponent (a computer) still owes it too.
// Four seats: two people as partners against two computers, 30 s think time, the object evicted
// between every action; both people owe the same Kontra window and answer it on the same version;
// one person's card runs out and the strong computer plays it as Rat would; the results are drained
// with the pair's shared points and the stored actions replay to the final state.
// No seat ever receives another seat's hand or the closed stock.
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { klammern, type KlammernMove, type KlammernState, type KlammernView } from '@games/klammern';
import { legalMoves, playableCards } from '@games/klammern/rules/legal';
import { GRACE_MS, type BotLevel } from '@schema/protocol';
import { BOT_PACE_MS } from '../../../worker/table/reducer/match';
import { matchSeed } from '../../../worker/table/reducer/replay';
import {
  advance, arraysIn, caughtUp, checkStream, Client, computer, createTable, expectDrainedAndReplayable, human, logSince,
  makeInit, matchStates, peek, settings, uniqueId, type Peek, type Stub,
} from '../helpers';
import { players } from '../results-helpers';

type Msg = Awaited<ReturnType<Client['next']>>;

/** Sends a move at version `v` and returns the answer (an update past `v`, or an error); waits out the rate limit. */
async function say(client: Client, v: number, move: unknown): Promise<Msg> {
  for (;;) {
    client.send({ t: 'move', v, move });
    const answer = await client.next((m) => (m.t === 'update' && m.v > v) || m.t === 'error');
    if (answer.t !== 'error' || answer.error !== 'rate_limited') return answer;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The person's choice from their own view: the easy computer's, with its own rng. */
const personMove = (view: KlammernView, seat: number, seq: number): KlammernMove =>
  klammern.choose(view, 'leicht', createRng(`person:${seat}:${seq}`));

/** No message to `seat` holds another seat's hand or the closed stock (checked against the state it was sent for). */
function expectNoLeak(client: Client, seat: number, states: readonly KlammernState[]): void {
  const views = checkStream(client, seat, klammern, states, (m, s) => {
    const state = s as KlammernState | null;
    if (!state) return;
    if (m.view) expect(m.view.hand).toEqual(state.hands[seat]);
    const arrays = new Set(arraysIn(m).map((a) => JSON.stringify(a)));
    state.hands.forEach((hand, other) => {
      if (other !== seat && hand.length >= 2) expect(arrays.has(JSON.stringify(hand)), `hand of seat ${other} in ${m.t} v${m.v}`).toBe(false);
    });
    const closed = state.stock.slice(1);
    if (closed.length >= 2) expect(arrays.has(JSON.stringify(closed)), `closed stock in ${m.t} v${m.v}`).toBe(false);
  });
  expect(views).toBeGreaterThan(100);
}

/** The refusals a person meets, each with the rules' reason, tried once where it fits. */
async function tryIllegal(client: Client, p: Peek, seat: number, tried: Set<string>): Promise<void> {
  const state = p.state as KlammernState;
  const view = klammern.view(state, seat);
  const expectRefused = async (key: string, move: unknown, error: string, params?: Record<string, unknown>) => {
    if (tried.has(key)) return;
    tried.add(key);
    const answer = await say(client, p.version, move);
    expect(answer, key).toMatchObject({ t: 'error', error, ...(params ? { params } : {}) });
    expect(typeof answer.message).toBe('string');
  };
  if (state.phase === 'bidding' && state.bidding!.round === 1) {
    await expectRefused('kleines-in-round-1', { type: 'kleines', suit: 0 }, 'not_now');
    await expectRefused('extra-field', { type: 'orgi', loud: true }, 'bad_move');
  }
  if (state.phase === 'play' && state.trick.cards.length > 0) {
    const hand = view.hand!;
    const wrong = hand.find((c) => !playableCards(view).includes(c));
    if (wrong !== undefined) await expectRefused('must-follow', { type: 'card', card: wrong, meld: false, bella: false }, 'must_follow', { card: wrong });
    const foreign = [...Array(32).keys()].find((c) => !hand.includes(c))!;
    await expectRefused('not-in-hand', { type: 'card', card: foreign, meld: false, bella: false }, 'not_in_hand', { card: foreign });
    await expectRefused('kontra-in-play', { type: 'kontra' }, 'not_now');
  }
}

describe('Speedklammern table', () => {
  it('three seats solo: a whole Partie against two computers; refusals with reasons; Kontra answered while a computer owes it too', async () => {
    const [id] = await players('Ida');
    const { stub } = await createTable(makeInit({
      id: uniqueId('klammern3'),
      game: 'klammern',
      mode: 'solo',
      seed: 'klammern-solo-3',
      seats: [human(id, 'Ida'), computer('normal'), computer('leicht')],
      settings: settings({ thinkTime: null, tempo: 'turbo', game: { kontra: true, melds: 'button', bella: 'button', durchmarsch: true } }),
    }));
    const client = await Client.open(stub, id, 'Ida');
    client.send({ t: 'start' });
    await client.next((m) => m.t === 'update' && m.table?.status === 'playing');

    const tried = new Set<string>();
    let outOfTurn = 0;
    let notYourTurn = false;
    let p = await peek(stub);
    for (let step = 0; p.info.status === 'playing'; step++) {
      if (step > 1500) throw new Error('the Partie did not end');
      const pending = klammern.pending(p.state);
      if (!pending.includes(0)) {
        if (!notYourTurn && (p.state as KlammernState).phase === 'play') {
          notYourTurn = true;
          const card = (p.state as KlammernState).hands[0][0];
          expect(await say(client, p.version, { type: 'card', card, meld: false, bella: false })).toMatchObject({ t: 'error', error: 'not_your_turn' });
        }
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
      } else {
        await caughtUp(client, p.version);
        await tryIllegal(client, p, 0, tried);
        const view = client.latestView() as KlammernView;
        expect(view).toEqual(klammern.view(p.state, 0));
        const move = personMove(view, 0, p.internal.seq);
        // The Kontra window owes both opponents at once: the person speaks while the computer still owes it.
        if (view.phase === 'announce' && pending.length === 2) outOfTurn++;
        const answer = await say(client, p.version, move);
        expect(answer.t, JSON.stringify(answer)).toBe('update');
      }
      p = await peek(stub);
    }
    const final = p;
    const state = final.state as KlammernState;
    expect(final.info.status).toBe('finished');
    expect(state.phase).toBe('over');
    expect(state.results).toHaveLength(12);
    expect(final.log.at(-1)?.code).toBe('game_end');
    expect([...tried].sort()).toEqual(['extra-field', 'kleines-in-round-1', 'kontra-in-play', 'must-follow', 'not-in-hand']);
    expect(notYourTurn).toBe(true);
    expect(outOfTurn).toBeGreaterThan(0);
    // Every kind of move came through: bids, the window, cards and "Weiter".
    const kinds = new Set(final.actions.map((a) => (a.move as KlammernMove).type));
    for (const k of ['orgi', 'pass', 'card', 'continue']) expect(kinds.has(k as KlammernMove['type'])).toBe(true);
    expect(final.actions.filter((a) => a.seat === 0).every((a) => a.by === 'human')).toBe(true);

    await caughtUp(client, final.version);
    await client.next((m) => m.t === 'result');
    expect(client.all.find((m) => m.t === 'result')?.outcome).toEqual(klammern.outcome(state));
    expectNoLeak(client, 0, matchStates(klammern, final) as KlammernState[]);
    await expectDrainedAndReplayable(stub, klammern, final, [0], { 0: id });
    client.close();
  }, 120_000);

  it('four seats: two people as partners against two computers, one Kontra window owed to both, a run-out card played by stark, eviction between actions', async () => {
    const THINK_S = 30;
    const PEOPLE: Record<number, string> = { 0: 'Jan', 2: 'Kim' };
    const COMPUTERS: Record<number, BotLevel> = { 1: 'normal', 3: 'leicht' };
    const isPerson = (seat: number) => seat in PEOPLE;
    const created = await players(...Object.values(PEOPLE));
    const ids: Record<number, string> = { 0: created[0], 2: created[1] };
    const { stub } = await createTable(makeInit({
      id: uniqueId('klammern4'),
      game: 'klammern',
      seed: 'klammern-table-4',
      seats: [0, 1, 2, 3].map((s) => (isPerson(s) ? human(ids[s], PEOPLE[s]) : computer(COMPUTERS[s]))),
      settings: settings({ thinkTime: THINK_S, tempo: 'turbo', game: { kontra: true, schenken: true } }),
    }));
    const clients: Record<number, Client> = {};
    for (const s of [0, 2]) clients[s] = await Client.open(stub, ids[s], PEOPLE[s]);
    clients[0].send({ t: 'start' });
    await clients[0].next((m) => m.t === 'update' && m.table?.status === 'playing');
    await evictDurableObject(stub);

    let jointWindow = false;
    let timedOut: KlammernMove | null = null;
    let p = await peek(stub);
    for (let step = 0; p.info.status === 'playing'; step++) {
      if (step > 2000) throw new Error('the Partie did not end');
      const state = p.state as KlammernState;
      const pending = klammern.pending(state);
      const people = pending.filter(isPerson);
      if (people.length === 0) {
        expect(await advance(stub, BOT_PACE_MS.turbo)).toBe(true);
      } else if (!jointWindow && state.phase === 'announce' && people.length === 2) {
        // Both opponents owe the Kontra window: Kim answers first, Jan then on the same (older) version.
        jointWindow = true;
        for (const s of [2, 0]) await caughtUp(clients[s], p.version);
        const answers = [];
        for (const s of [2, 0]) answers.push(await say(clients[s], p.version, personMove(clients[s].latestView(), s, p.internal.seq)));
        expect(answers.map((a) => a.t)).toEqual(['update', 'update']);
      } else if (timedOut === null && state.phase === 'play' && state.tricks.length >= 2 && people[0] === 2) {
        timedOut = await timeOut(stub, p, 2, THINK_S);
      } else {
        const s = people[0];
        await caughtUp(clients[s], p.version);
        const view = clients[s].latestView() as KlammernView;
        expect(legalMoves(view).length).toBeGreaterThan(0);
        const answer = await say(clients[s], p.version, personMove(view, s, p.internal.seq));
        expect(answer.t, JSON.stringify(answer)).toBe('update');
      }
      // Evicted after every person's action and every third computer step (the whole Partie has ~500 actions).
      if (people.length > 0 || step % 3 === 0) await evictDurableObject(stub);
      p = await peek(stub);
    }
    const final = p;
    const state = final.state as KlammernState;
    expect(jointWindow).toBe(true);
    expect(timedOut?.type).toBe('card');
    expect(final.actions.filter((a) => a.by === 'clock_out').map((a) => a.seat)).toEqual([2]);
    expect(state.phase).toBe('over');
    expect(state.results).toHaveLength(12);

    // Partners share points and place; the other pair likewise.
    const outcome = klammern.outcome(state);
    expect(outcome.seats[0]).toMatchObject({ team: outcome.seats[2].team, points: outcome.seats[2].points, place: outcome.seats[2].place });
    expect(outcome.seats[1]).toMatchObject({ team: outcome.seats[3].team, points: outcome.seats[3].points, place: outcome.seats[3].place });
    expect(outcome.seats[0].team).not.toBe(outcome.seats[1].team);

    const states = matchStates(klammern, final) as KlammernState[];
    for (const s of [0, 2]) {
      await caughtUp(clients[s], final.version);
      await clients[s].next((m) => m.t === 'result');
      expect(clients[s].all.find((m) => m.t === 'result')?.outcome).toEqual(outcome);
      expect(clients[s].all.filter((m) => m.t === 'error')).toEqual([]);
      expectNoLeak(clients[s], s, states);
    }
    await expectDrainedAndReplayable(stub, klammern, final, [0, 2], ids);
    for (const c of Object.values(clients)) c.close();
  }, 150_000);
});

/** Lets `seat`'s decision run out (clock, then grace; evicted in between); the strong computer decides as Rat would. */
async function timeOut(stub: Stub, p: Peek, seat: number, thinkS: number): Promise<KlammernMove> {
  expect(p.info.clocks[seat]).not.toBeNull();
  expect(await advance(stub, thinkS * 1000)).toBe(true);
  await evictDurableObject(stub);
  const out = await peek(stub);
  expect(logSince(out, p)).toEqual([{ code: 'clock_out', seat, params: { graceMs: GRACE_MS } }]);
  expect(await advance(stub, GRACE_MS)).toBe(true);
  await evictDurableObject(stub);
  const after = await peek(stub);
  const seq = p.internal.seq + 1;
  const made = after.actions.at(-1)!;
  expect(made).toMatchObject({ seq, seat, by: 'clock_out' });
  expect(logSince(after, out)[0]).toEqual({ code: 'timeout_bot', seat, params: { level: 'stark' } });
  const rat = klammern.advise!(klammern.view(p.state, seat), stepRng(matchSeed(p.seed, p.info.matchNo), seq, `bot:${seat}`));
  expect(made.move).toEqual(rat.move);
  return made.move as KlammernMove;
}
