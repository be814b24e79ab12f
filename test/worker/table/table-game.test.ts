// A full Speedelster match over WebSockets: two humans, two computers. Played once with the
// object evicted between every action and once without; both must end identically, and the
// stored actions must replay to the stored state.
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { elster } from '@games/elster';
import { replay } from '../../../worker/table/reducer/replay';
import { advance, Client, computer, createTable, human, makeInit, peek, settings, type Stub } from '../helpers';

const HUMANS = ['anna', 'bert'];

/** Plays the match to its end; humans choose deterministically from their own view. */
async function playMatch(tableId: string, evict: boolean) {
  const init = makeInit({
    id: tableId,
    seed: 'fixed-seed-for-both-runs',
    seats: [human('anna', 'Anna'), human('bert', 'Bert'), computer('normal'), computer('leicht')],
    settings: settings({ game: { games: 1, houseRule: 'topf' }, tempo: 'gemuetlich' }),
  });
  const { stub } = await createTable(init);
  const clients = [await Client.open(stub, 'anna', 'Anna'), await Client.open(stub, 'bert', 'Bert')];
  const settle = async (s: Stub) => {
    if (evict) await evictDurableObject(s);
  };
  const host = clients[0];
  host.send({ t: 'start' });
  await host.next((m) => m.t === 'update' && m.table?.status === 'playing');
  await settle(stub);

  for (let step = 0; step < 200; step++) {
    const p = await peek(stub);
    if (p.info.status === 'finished') break;
    const pending = elster.pending(p.state);
    const seat = HUMANS.findIndex((_, s) => pending.includes(s));
    if (seat >= 0) {
      const view = elster.view(p.state, seat);
      const move = elster.choose(view, 'leicht', createRng(`human:${seat}:${p.internal.seq}`));
      clients[seat].send({ t: 'move', v: p.version, move, id: `m${p.info.matchNo}-${p.internal.seq}-${seat}` });
      await clients[seat].next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
      expect(clients[seat].all.filter((m) => m.t === 'error')).toEqual([]);
    } else {
      expect(await advance(stub, 3000)).toBe(true);
    }
    await settle(stub);
  }
  const final = await peek(stub);
  for (const c of clients) c.close();
  return { final, clients };
}

describe('full Speedelster match', () => {
  it('ends identically with and without eviction between every action', async () => {
    const a = await playMatch('game-evicted', true);
    const b = await playMatch('game-steady', false);

    expect(a.final.info.status).toBe('finished');
    expect(a.final.state.phase).toBe('over');
    expect(a.final.state).toEqual(b.final.state);
    expect(a.final.actions.map(({ seq, seat, move, by }) => ({ seq, seat, move, by })))
      .toEqual(b.final.actions.map(({ seq, seat, move, by }) => ({ seq, seat, move, by })));
    // 15 cards × 4 seats; humans and computers both acted.
    expect(a.final.actions).toHaveLength(60);
    expect(new Set(a.final.actions.map((x) => x.by))).toEqual(new Set(['human', 'computer']));

    // The outcome went out with the end of the game (its outbox row is drained into D1 right after).
    const outcome = a.clients[0].all.find((m) => m.t === 'result')?.outcome;
    expect(outcome).toEqual(elster.outcome(a.final.state));
    expect(b.clients[1].all.find((m) => m.t === 'result')?.outcome).toEqual(outcome);

    // Replay: options, seats, seed and actions rebuild the stored state exactly.
    const replayed = replay(elster, a.final.internal.options, 4, a.final.matchSeed, a.final.actions);
    expect(replayed).toEqual(a.final.state);

    // Updates stay small: within 2 KB while playing (only the one update that ends the match, with
    // the final table, view, events and log together, may be larger); table facts only on change.
    const updates = a.clients.flatMap((c) => c.all.filter((m) => m.t === 'update'));
    const during = updates.filter((m) => m.table?.status !== 'finished');
    expect(updates.length - during.length).toBe(a.clients.length);
    expect(Math.max(...during.map((m) => JSON.stringify(m).length))).toBeLessThanOrEqual(2048);
    expect(updates.filter((m) => m.table).length).toBeLessThan(updates.length / 4);

    // Every client saw the result and a gapless stream of versions after its snapshot.
    for (const c of a.clients) {
      expect(c.all.some((m) => m.t === 'result')).toBe(true);
      const versions = c.all.filter((m) => m.t === 'snapshot' || m.t === 'update').map((m) => m.v);
      const first = versions[0];
      expect(versions).toEqual(versions.map((_, i) => first + i));
      expect(versions.at(-1)).toBe(a.final.version);
    }
  });
});
