// What the table host's own code costs per move, in Node (issue 27's breakdown): the pure step
// (validation, the game's rules, timers, log lines), encoding the table record that is written on
// every move, and encoding each seat's update frame — the work the runtime's floor does not do. A
// table of four people plays one-game Speedelster matches of random legal bids (as `npm run load`),
// rematch after rematch. The storage calls and sends are the runtime's and are not in these figures
// (`npm run load:compare` measures the whole).
import { getGame } from '../../worker/games/index';
import { createRng } from '../../worker/games/core/rng';
import type { TableSettings } from '../../schema/protocol';
import { createStep } from '../../worker/table/reducer/create';
import { step, type Command } from '../../worker/table/reducer/reducer';
import type { Table } from '../../worker/table/reducer/model';
import { MAX_MATCHES } from '../../worker/table/reducer/rematch';
import { Updates } from '../../worker/table/shell/outbound';
import type { BenchFigure } from './types';

const PEOPLE = ['p-anna', 'p-bert', 'p-cara', 'p-dora'];
const MOVES = Number(process.env.HOST_MOVES ?? 30_000);
const WARM_UP = 3_000;

export async function run(): Promise<BenchFigure[]> {
  const game = getGame('elster')!;
  const rng = createRng('host-move');
  let now = 1_800_000_000_000;
  const settings = { thinkTime: null, tempo: 'turbo', game: { games: 1 } } as unknown as TableSettings;
  let t!: Table;
  const apply = (cmd: Command) => {
    const out = step(game, t, cmd, now);
    if (!out.ok) throw new Error(`${cmd.t} refused: ${out.error.message}`);
    t = out.table;
    return out;
  };
  /** A new table of the four, seated and started (a table holds at most MAX_MATCHES matches). */
  const newTable = (k: number) => {
    t = createStep(game, {
      id: `hostbench${k}`, game: 'elster', mode: 'multi', settings, seed: `host-move-${k}`, autoStart: false,
      seats: PEOPLE.map((p) => ({ kind: 'human' as const, playerId: p, name: p })), host: { playerId: PEOPLE[0]!, name: PEOPLE[0]! },
    }, now).table;
    for (const p of PEOPLE) apply({ t: 'connect', playerId: p, name: p });
    apply({ t: 'start', playerId: PEOPLE[0]! });
  };
  const playing = () => t.status === 'playing';
  let tables = 0;
  newTable(tables++);

  const ms = { step: 0, record: 0, frames: 0 };
  let recordBytes = 0;
  let frameBytes = 0;
  let frames = 0;
  let timed = 0;
  let matches = 0;
  for (let n = 0; timed < MOVES; n++) {
    if (t.status !== 'playing') {
      // The match is over: everyone asks for the next one (as the load clients do).
      now += 1_000;
      if (t.match!.no >= MAX_MATCHES) {
        newTable(tables++);
        continue;
      }
      for (let seat = 0; seat < PEOPLE.length && !playing(); seat++) apply({ t: 'rematch', playerId: PEOPLE[seat]!, seat });
      if (!playing()) throw new Error('the rematch did not start');
      matches++;
      continue;
    }
    const seat = game.pending(t.match!.state)[0]!;
    const move = rng.pick(game.legalMoves!(game.view(t.match!.state, seat)));
    now += 5;
    const a = performance.now();
    const out = apply({ t: 'move', playerId: PEOPLE[seat]!, seat, v: t.version, move, id: `m-${n}` });
    const b = performance.now();
    // The record row (store.ts save) and the action row's JSON fields (addAction).
    const record = JSON.stringify(out.table);
    for (const e of out.step.effects) if (e.type === 'action') JSON.stringify(e.move);
    if (out.step.logs.length > 0) JSON.stringify(out.step.logs);
    const c = performance.now();
    const updates = new Updates(game, out.step);
    let bytes = 0;
    for (let viewer = 0; viewer < PEOPLE.length; viewer++) bytes += updates.for(viewer, false).length + (updates.result?.length ?? 0);
    const d = performance.now();
    if (n < WARM_UP) continue;
    ms.step += b - a;
    ms.record += c - b;
    ms.frames += d - c;
    recordBytes += record.length;
    frameBytes += bytes;
    frames += PEOPLE.length;
    timed++;
  }
  const us = (x: number) => (x * 1000) / timed;
  return [
    { name: 'host.move.step_us', value: us(ms.step), unit: 'µs' },
    { name: 'host.move.record_json_us', value: us(ms.record), unit: 'µs' },
    { name: 'host.move.frames_json_us', value: us(ms.frames), unit: 'µs' },
    { name: 'host.move.js_us', value: us(ms.step + ms.record + ms.frames), unit: 'µs' },
    { name: 'host.move.record_bytes', value: Math.round(recordBytes / timed), unit: 'B' },
    { name: 'host.move.frame_bytes', value: Math.round(frameBytes / frames), unit: 'B' },
    { name: 'host.move.matches', value: matches, unit: 'count' },
  ];
}
