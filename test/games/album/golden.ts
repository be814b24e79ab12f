// Recorder for the Speedalbum golden replays (test/golden/album-*.json), in the format of
// test/golden/record.ts: {game, about, options, seats, seed, actions, checkpoints, final}.
// Pure (no file access): golden.test.ts checks that recording again gives the stored files, and
// the files are written with `npx tsx test/games/album/write-golden.ts`.
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { album } from '@games/album';
import { choose, type AlbumBotLevel } from '@games/album/bots';
import type { AlbumMove, AlbumOptions, AlbumState } from '@games/album/types';
import type { GameEvent, Outcome } from '@games/core/types';

export interface AlbumGolden {
  game: 'album';
  about: string;
  options: AlbumOptions;
  seats: number;
  seed: string;
  actions: { seat: number; move: AlbumMove }[];
  checkpoints: { after: number; totals: number[]; phase: AlbumState['phase'] }[];
  final: { outcome: Outcome };
}

function record(about: string, levels: AlbumBotLevel[], options: AlbumOptions, seed: string): { golden: AlbumGolden; events: GameEvent[] } {
  let state = album.setup(levels.length, options, stepRng(seed, 0, 'setup'));
  const actions: AlbumGolden['actions'] = [];
  const checkpoints: AlbumGolden['checkpoints'] = [];
  const all: GameEvent[] = [];
  while (!album.isOver(state)) {
    const seat = album.pending(state)[0];
    const seq = actions.length + 1;
    const move = album.validate(state, seat, choose(album.view(state, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`)));
    if (isRuleError(move)) throw new Error(`${about}: illegal move at ${seq}: ${move.message}`);
    const r = album.apply(state, seat, move, stepRng(seed, seq));
    actions.push({ seat, move });
    all.push(...r.events);
    state = r.state;
    if (seq % 10 === 0 || r.events.some((e) => e.type === 'round_end')) {
      const v = album.view(state, 'spectator');
      checkpoints.push({ after: seq, totals: v.totals, phase: v.phase });
    }
  }
  return { golden: { game: 'album', about, options, seats: levels.length, seed, actions, checkpoints, final: { outcome: album.outcome(state) } }, events: all };
}

/** The first seed `base-0`, `base-1`, … whose game shows the wanted events. */
function recordWith(about: string, levels: AlbumBotLevel[], options: AlbumOptions, base: string, wanted: (events: GameEvent[]) => boolean): AlbumGolden {
  for (let i = 0; i < 200; i++) {
    const r = record(about, levels, options, `${base}-${i}`);
    if (wanted(r.events)) return r.golden;
  }
  throw new Error(`${about}: no seed up to 200 shows the wanted situation`);
}

const base: AlbumOptions = { onlyNew: false, stockList: false, long: false, start: 'lot' };

export function albumGoldens(): Record<string, AlbumGolden> {
  return {
    'album-2p-long.json': recordWith('2 seats, long game of 3 rounds (start rotates), normal vs leicht, a half pile moved',
      ['normal', 'leicht'], { ...base, long: true }, 'album-2p-long', (es) => es.some((e) => e.type === 'pile_moved')),
    'album-4p-nurneuen.json': recordWith('4 seats, house rule "nur neuen" and Bestandsliste, a new objective flipped',
      ['normal', 'leicht', 'normal', 'leicht'], { ...base, onlyNew: true, stockList: true }, 'album-4p',
      (es) => es.some((e) => e.type === 'turn' && (e.move as AlbumMove).flip !== undefined)),
    'album-2p-max.json': recordWith('Rekordjagd shape: normal against Max, seat 0 starts',
      ['normal', 'max'], { ...base, start: 'seat0' }, 'album-max', () => true),
    'album-6p.json': recordWith('6 seats, all 108 cards, mixed computers, a flip of an older objective',
      ['normal', 'leicht', 'normal', 'normal', 'leicht', 'normal'], base, 'album-6p',
      (es) => es.some((e) => e.type === 'turn' && (e.move as AlbumMove).flip !== undefined && (e.move as AlbumMove).flip !== e.objective)),
  };
}

/** Readable JSON: one action or checkpoint per line (as test/golden/record.ts writes it). */
export function formatGolden(g: AlbumGolden): string {
  const list = (items: unknown[]) => `[\n${items.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
  const fields = Object.entries(g).map(([key, value]) => {
    const text = key === 'actions' || key === 'checkpoints' ? list(value as unknown[]) : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${text}`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}
