// The table host's lifecycle, proven by properties: random command sequences (people connecting,
// sitting, moving, leaving, chatting, asking for rematches, the host changing settings and seats,
// clocks and computers running out, stake payments answered) for every game, with and without a
// clock, solo and with others. After every step the invariants of world.ts hold, in the players'
// words. PROPS_RUNS sets the number of sequences (npm run props -- --long: 100,000).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { games } from '@games/index';
import type { ThinkTime } from '@schema/protocol';
import type { TableInit } from '../../worker/table/reducer/types';
import { answerStake, checkReplay, newWorld, PEOPLE, quickComputers, randomCommand, run, tick, worldRng } from './world';

const RUNS = Number(process.env.PROPS_RUNS ?? 1000);
const STEPS = 60;
const THINK: ThinkTime[] = [null, 30, 120];

for (const [id, real] of Object.entries(games)) {
  const game = quickComputers(real);
  describe(`table lifecycle: ${id}`, () => {
    it(`keeps every invariant over ${RUNS} random command sequences`, () => {
      fc.assert(fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 12 }),
          seats: fc.integer({ min: game.minSeats, max: game.maxSeats }),
          solo: fc.boolean(),
          thinkTime: fc.constantFrom(...THINK),
          stake: fc.constantFrom(0, 0, 10),
        }),
        (c) => {
          const rng = worldRng(`${id}|${c.seed}`);
          const solo = c.solo;
          const seats: TableInit['seats'] = Array.from({ length: c.seats }, (_, i) =>
            i === 0 ? { kind: 'human', playerId: PEOPLE[0]!, name: PEOPLE[0]! }
              : solo || game.computerOnlySeats?.includes(i) || rng.int(3) === 0 ? { kind: 'computer', level: 'normal' } : { kind: 'empty' });
          const init: TableInit = {
            id: `t-${c.seed}`, game: real.id, mode: solo ? 'solo' : 'multi', seed: `seed-${c.seed}`, autoStart: solo,
            host: { playerId: PEOPLE[0]!, name: PEOPLE[0]! }, seats,
            settings: {
              thinkTime: solo ? null : c.thinkTime, tempo: 'normal', botLevel: 'normal', stake: solo ? 0 : c.stake,
              game: game.defaultOptions() as never, rematchFill: rng.int(2) ? 'computer' : 'empty',
            },
          };
          const w = newWorld(game, init, 1_000_000);
          const change = () => (rng.int(2) ? { thinkTime: rng.pick(THINK) } : { stake: rng.pick([0, 10, 20]) });
          try {
            for (let i = 0; i < STEPS; i++) {
              const r = rng.int(10);
              if (r < 2) tick(w);
              else if (r < 3) answerStake(w, rng);
              else run(w, randomCommand(w, rng, change));
            }
            checkReplay(w);
            // In the end a running match goes on by time alone (nobody is stuck): the next decisions get made.
            for (let i = 0; i < 30 && w.table.status === 'playing'; i++) {
              if (!tick(w)) {
                const [seat] = game.pending(w.table.match!.state);
                const x = w.table.seats[seat!]!;
                if (x.kind !== 'human') throw new Error(`seat ${seat} owes a decision and nothing will make it`);
                // A person without a clock: they (or the takeover) must move.
                run(w, { t: 'disconnect', playerId: x.playerId });
                if (!tick(w)) {
                  const moves = game.legalMoves!(game.view(w.table.match!.state, seat!));
                  run(w, { t: 'move', playerId: x.playerId, seat: seat!, v: w.table.version, move: rng.pick(moves) });
                }
              }
            }
            checkReplay(w);
          } catch (e) {
            throw new Error(`${(e as Error).message}\n  after: ${w.trace.slice(-12).join('\n    ')}`);
          }
        },
      ), { numRuns: RUNS });
    });
  });
}
