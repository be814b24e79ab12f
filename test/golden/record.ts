// Regenerates the golden replays in this folder (Speedelster, Speedkleister, Speedkino, Speedklammern): `npx tsx test/golden/record.ts`.
// Each file is {game, options, seats, seed, actions, checkpoints, final}; test/games/golden.test.ts
// replays it through the pure rules with the table host's rng derivation (worker/table/reducer/replay.ts).
// Only regenerate on purpose: a changed file means the rules now play recorded games differently.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng, stepRng } from '../../worker/games/core/rng';
import type { BotLevel } from '../../worker/games/core/types';
import { isRuleError } from '../../worker/games/core/types';
import { elster } from '../../worker/games/elster';
import type { ElsterMove, ElsterOptions, ElsterState, RoundRecord } from '../../worker/games/elster/types';
import { kleister } from '../../worker/games/kleister';
import { legalMoves } from '../../worker/games/kleister/rules/legal';
import type { KleisterMove, KleisterOptions, KleisterState } from '../../worker/games/kleister/types';
import { klammern } from '../../worker/games/klammern';
import { legalMoves as klammernMoves } from '../../worker/games/klammern/rules/legal';
import type { KlammernMove, KlammernOptions, KlammernState } from '../../worker/games/klammern/types';
import { kino } from '../../worker/games/kino';
import type { KinoMove, KinoOptions, KinoState } from '../../worker/games/kino/types';

export interface GoldenAction { seat: number; move: ElsterMove }
export interface Checkpoint { after: number; totals: number[]; phase: ElsterState['phase'] }
export interface Golden {
  game: 'elster';
  /** What this recording covers, for the reader. */
  about: string;
  options: ElsterOptions;
  seats: number;
  seed: string;
  actions: GoldenAction[];
  checkpoints: Checkpoint[];
  final: { outcome: ReturnType<typeof elster.outcome> };
}

/** Chooses the next move of `seat`; `seq` is the 1-based number of the action about to be applied. */
type Player = (state: ElsterState, seat: number, seq: number, seed: string) => ElsterMove;

const bots = (levels: BotLevel[]): Player => (state, seat, seq, seed) =>
  elster.choose(elster.view(state, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`));

/** Plays a match; every pending seat moves in seat order; a checkpoint after every reveal and "Weiter". */
function record(about: string, seats: number, options: ElsterOptions, seed: string, player: Player): Golden {
  let state = elster.setup(seats, options, stepRng(seed, 0, 'setup'));
  const actions: GoldenAction[] = [];
  const checkpoints: Checkpoint[] = [];
  while (!elster.isOver(state)) {
    for (const seat of elster.pending(state)) {
      const seq = actions.length + 1;
      const move = elster.validate(state, seat, player(state, seat, seq, seed));
      if (isRuleError(move)) throw new Error(`${about}: illegal move at ${seq}: ${move.message}`);
      const { state: next, events } = elster.apply(state, seat, move, stepRng(seed, seq));
      actions.push({ seat, move });
      state = next;
      if (events.some((e) => e.type === 'reveal' || e.type === 'game_start')) {
        checkpoints.push({ after: seq, totals: elster.view(state, 'spectator').totals, phase: state.phase });
      }
    }
  }
  return { game: 'elster', about, options, seats, seed, actions, checkpoints, final: { outcome: elster.outcome(state) } };
}

/** All rounds of the match, for picking a seed that shows a wanted situation. */
function allRounds(g: Golden): RoundRecord[] {
  let state = elster.setup(g.seats, g.options, stepRng(g.seed, 0, 'setup'));
  const out: RoundRecord[] = [];
  g.actions.forEach((a, i) => {
    const r = elster.apply(state, a.seat, a.move, stepRng(g.seed, i + 1));
    for (const e of r.events) if (e.type === 'reveal') out.push(e.round as RoundRecord);
    state = r.state;
  });
  return out;
}

/** The first seed `base-0`, `base-1`, … whose recording shows the wanted situation. */
function recordWith(about: string, seats: number, options: ElsterOptions, base: string, player: Player,
  wanted: (rounds: RoundRecord[]) => boolean): Golden {
  for (let i = 0; i < 500; i++) {
    const g = record(about, seats, options, `${base}-${i}`, player);
    if (wanted(allRounds(g))) return g;
  }
  throw new Error(`${about}: no seed up to 500 shows the wanted situation`);
}

/** Scripted two-seat game: no ties for 13 rounds, then a tie (pot) and a tie on the last card (unowned). */
const scriptedUnowned: Player = (state, seat) => {
  const r = state.rounds.length;
  if (r >= 13) return { type: 'bid', pebble: r + 1 };
  return { type: 'bid', pebble: seat === 0 ? r + 1 : r === 12 ? 1 : r + 2 };
};

/** A Speedkleister recording: the same file shape with Speedkleister's options and moves. */
export interface KleisterGolden {
  game: 'kleister';
  about: string;
  options: KleisterOptions;
  seats: number;
  seed: string;
  actions: { seat: number; move: KleisterMove }[];
  checkpoints: { after: number; totals: number[]; phase: KleisterState['phase'] }[];
  final: { outcome: ReturnType<typeof kleister.outcome> };
}

/**
 * Plays a Speedkleister match with seeded random legal moves (independent of the computers, so
 * the recording is about the rules); a checkpoint after every round end and round start.
 * `wanted` sees every event type of the match.
 */
function recordKleister(about: string, seats: number, options: KleisterOptions, base: string,
  wanted: (events: { type: string; [k: string]: unknown }[]) => boolean): KleisterGolden {
  for (let i = 0; i < 500; i++) {
    const seed = `${base}-${i}`;
    const rng = createRng(`golden-play|${seed}`);
    let state = kleister.setup(seats, options, stepRng(seed, 0, 'setup'));
    const actions: KleisterGolden['actions'] = [];
    const checkpoints: KleisterGolden['checkpoints'] = [];
    const seen: { type: string }[] = [];
    while (!kleister.isOver(state)) {
      const seat = kleister.pending(state)[0];
      const seq = actions.length + 1;
      const moves = legalMoves(kleister.view(state, seat));
      // Small groups make covers (and so every decision) frequent.
      const small = moves.filter((m) => m.type === 'play' && m.cards.length <= 2);
      const move = kleister.validate(state, seat, rng.pick(small.length > 0 && rng.next() < 0.8 ? small : moves));
      if (isRuleError(move)) throw new Error(`${about}: illegal move at ${seq}: ${move.message}`);
      const { state: next, events } = kleister.apply(state, seat, move, stepRng(seed, seq));
      actions.push({ seat, move });
      seen.push(...events);
      state = next;
      if (events.some((e) => e.type === 'round_end' || e.type === 'round_start')) {
        checkpoints.push({ after: seq, totals: kleister.view(state, 'spectator').totals, phase: state.phase });
      }
    }
    if (wanted(seen)) {
      return { game: 'kleister', about, options, seats, seed, actions, checkpoints, final: { outcome: kleister.outcome(state) } };
    }
  }
  throw new Error(`${about}: no seed up to 500 shows the wanted situation`);
}

type Ev = { type: string; [k: string]: unknown };
const has = (events: Ev[], type: string, where: (e: Ev) => boolean = () => true) => events.some((e) => e.type === type && where(e));

export function kleisterGoldens(): Record<string, KleisterGolden> {
  const base: KleisterOptions = { rounds: 1, brushes: 5, cartSize: 6, short: false, columnBonus: false };
  return {
    'kleister-2p-base.json': recordKleister('2 seats, 1 round, base rules: take, leave → hand and → waste, draws from cart and press',
      2, base, 'kleister-2p', (ev) => has(ev, 'take') && has(ev, 'to_hand') && has(ev, 'to_waste')
        && has(ev, 'draw', (e) => e.from === 'cart') && has(ev, 'draw', (e) => e.from === 'press')),
    'kleister-4p-rounds3.json': recordKleister('4 seats, 3 rounds with "Weiter", 7 brushes, cart 8, "Säule zählt doppelt": a turn with two covers',
      4, { ...base, rounds: 3, brushes: 7, cartSize: 8, columnBonus: true }, 'kleister-4p',
      (ev) => has(ev, 'play', (e) => (e.covers as number[]).length >= 2) && has(ev, 'round_start')),
    'kleister-5p-kurz.json': recordKleister('5 seats, Kurz (10 cards), 3 brushes, cart 4: the round ends in the middle of a draw',
      5, { ...base, short: true, brushes: 3, cartSize: 4 }, 'kleister-5p',
      (ev) => has(ev, 'round_end', (e) => e.reason === 'stock_empty')),
    'kleister-3p-sonder.json': recordKleister('3 seats: a Sonderausgabe (brushes only) is played; the round ends with the last hand card',
      3, base, 'kleister-3p',
      (ev) => has(ev, 'play', (e) => (e.group as { value: number }).value === 14) && has(ev, 'round_end', (e) => e.reason === 'hand_empty')),
  };
}

export function goldens(): Record<string, Golden> {
  return {
    'elster-2p-topf.json': recordWith('2 seats, 1 game, base rule: a pot carried to the next round',
      2, { games: 1, houseRule: 'topf' }, 'golden-2p', bots(['normal', 'leicht']),
      (rs) => rs.some((r) => r.fate === 'pot')),
    'elster-4p-match3.json': recordWith('4 seats, match of 3 games with "Weiter": a pot of two or more cards taken',
      4, { games: 3, houseRule: 'topf' }, 'golden-4p', bots(['stark', 'normal', 'leicht', 'leicht']),
      (rs) => rs.some((r) => r.fate === 'taken' && r.cards.length >= 2)),
    'elster-5p-weg.json': recordWith('5 seats, 1 game, house rule "Weg damit": an all-cancelled card discarded',
      5, { games: 1, houseRule: 'weg' }, 'golden-5p', bots(['leicht', 'leicht', 'normal', 'leicht', 'normal']),
      (rs) => rs.some((r) => r.fate === 'discarded')),
    'elster-2p-unowned.json': record('2 seats, scripted: a pot at round 14 and an all-cancelled last card stay unowned',
      2, { games: 1, houseRule: 'topf' }, 'golden-unowned', scriptedUnowned),
  };
}

/** A Speedklammern recording: the same file shape with Speedklammern's options and moves. */
export interface KlammernGolden {
  game: 'klammern';
  about: string;
  options: KlammernOptions;
  seats: number;
  seed: string;
  actions: { seat: number; move: KlammernMove }[];
  checkpoints: { after: number; totals: number[]; phase: KlammernState['phase'] }[];
  final: { outcome: ReturnType<typeof klammern.outcome> };
}

/**
 * Plays a Speedklammern Partie, the first pending seat moving: computers of `levels`, or (levels
 * null) seeded random legal moves with forgotten "Melden!"/"Bella!" — the recording is about the
 * rules. A checkpoint after every game end and game start. `wanted` sees every event of the Partie.
 */
function recordKlammern(about: string, seats: number, options: KlammernOptions, base: string, levels: BotLevel[] | null,
  wanted: (events: Ev[]) => boolean): KlammernGolden {
  for (let i = 0; i < 500; i++) {
    const seed = `${base}-${i}`;
    const rng = createRng(`golden-play|${seed}`);
    let state = klammern.setup(seats, options, stepRng(seed, 0, 'setup'));
    const actions: KlammernGolden['actions'] = [];
    const checkpoints: KlammernGolden['checkpoints'] = [];
    const seen: Ev[] = [];
    while (!klammern.isOver(state)) {
      const seat = klammern.pending(state)[0];
      const seq = actions.length + 1;
      const view = klammern.view(state, seat);
      const raw = levels ? klammern.choose(view, levels[seat], stepRng(seed, seq, `bot:${seat}`)) : rng.pick(klammernMoves(view, true));
      const move = klammern.validate(state, seat, raw);
      if (isRuleError(move)) throw new Error(`${about}: illegal move at ${seq}: ${move.message}`);
      const { state: next, events } = klammern.apply(state, seat, move, stepRng(seed, seq));
      actions.push({ seat, move });
      seen.push(...events);
      state = next;
      if (events.some((e) => e.type === 'game_end' || e.type === 'game_start')) {
        checkpoints.push({ after: seq, totals: klammern.view(state, 'spectator').totals, phase: state.phase });
      }
    }
    if (wanted(seen)) {
      return { game: 'klammern', about, options, seats, seed, actions, checkpoints, final: { outcome: klammern.outcome(state) } };
    }
  }
  throw new Error(`${about}: no seed up to 500 shows the wanted situation`);
}

/** A Speedkino recording: the same file shape with Speedkino's options and moves. */
export interface KinoGolden {
  game: 'kino';
  about: string;
  options: KinoOptions;
  seats: number;
  seed: string;
  actions: { seat: number; move: KinoMove }[];
  checkpoints: { after: number; totals: number[]; phase: 'play' | 'over' }[];
  final: { outcome: ReturnType<typeof kino.outcome> };
}

/**
 * Plays a Speedkino Vorstellung with computers of the given levels; with `wild` a seeded share of
 * the moves is a random legal play instead (to reach Filmrisse). A checkpoint every 10 actions and
 * after every completed reel, lost kind and the start of the letzte Rolle.
 */
function recordKino(about: string, levels: BotLevel[], options: KinoOptions, base: string, wild: number,
  wanted: (events: Ev[], state: KinoState) => boolean): KinoGolden {
  for (let i = 0; i < 500; i++) {
    const seed = `${base}-${i}`;
    const rng = createRng(`golden-play|${seed}`);
    let state = kino.setup(levels.length, options, stepRng(seed, 0, 'setup'));
    const actions: KinoGolden['actions'] = [];
    const checkpoints: KinoGolden['checkpoints'] = [];
    const seen: Ev[] = [];
    while (!kino.isOver(state)) {
      const seat = kino.pending(state)[0];
      const seq = actions.length + 1;
      let choice: KinoMove = kino.choose(kino.view(state, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`));
      if (rng.next() < wild) choice = { type: 'play', can: rng.pick(state.hands[seat]).id };
      const move = kino.validate(state, seat, choice);
      if (isRuleError(move)) throw new Error(`${about}: illegal move at ${seq}: ${move.message}`);
      const { state: next, events } = kino.apply(state, seat, move, stepRng(seed, seq));
      actions.push({ seat, move });
      seen.push(...events);
      state = next;
      if (seq % 10 === 0 || events.some((e) => e.type === 'spule_komplett' || e.type === 'verloren' || e.type === 'letzte_rolle' || e.type === 'ende')) {
        const v = kino.view(state, 'spectator');
        checkpoints.push({ after: seq, totals: v.totals, phase: v.phase });
      }
    }
    if (wanted(seen, state)) {
      return { game: 'kino', about, options, seats: levels.length, seed, actions, checkpoints, final: { outcome: kino.outcome(state) } };
    }
  }
  throw new Error(`${about}: no seed up to 500 shows the wanted situation`);
}

const said = (word: string) => (e: Ev) => e.word === word;

export function klammernGoldens(): Record<string, KlammernGolden> {
  const base = klammern.defaultOptions();
  return {
    'klammern-3p-kontra.json': recordKlammern('3 seats, 12 games, Kontra/Re, "Melden!" and "Bella!" by button, normal and leicht: a redeal, a swap of the trump seven, a Kontra, a game lost (Durch)',
      3, { ...base, kontra: true, melds: 'button', bella: 'button' }, 'klammern-3p', ['normal', 'leicht', 'normal'],
      (ev) => has(ev, 'redeal') && has(ev, 'swap') && has(ev, 'announce', said('kontra')) && has(ev, 'game_end', (e) => !(e.record as { won: boolean }).won)),
    'klammern-4p-schenken.json': recordKlammern('4 seats to 51, Schenken, Kontra, Durchmarsch, random legal play: Schenken accepted and declined, melds compared by height',
      4, { ...base, length: 'points51', kontra: true, schenken: true, durchmarsch: true }, 'klammern-4p', null,
      (ev) => has(ev, 'announce', said('accept')) && has(ev, 'announce', said('decline'))
        && has(ev, 'melds', (e) => (e.verdict as { reason: string } | null)?.reason === 'height')),
  };
}

export function kinoGoldens(): Record<string, KinoGolden> {
  const base: KinoOptions = { farbfilm: 'none', leereHinweise: false };
  return {
    'kino-2p-base.json': recordKino('2 seats, base rules, Kollege and Lehrling: Rettungen, a reel completed, the letzte Rolle to the end',
      ['normal', 'leicht'], base, 'kino-2p', 0,
      (ev, s) => s.over === 'letzteRolle' && has(ev, 'spule_komplett') && has(ev, 'hinweis', (e) => (e.clue as { reading: string }).reading === 'save')),
    'kino-3p-joker.json': recordKino('3 seats, Farbfilm Joker and Leere Hinweise, Meister with two Kollegen: a Farbfilm can lit by a film clue',
      ['stark', 'normal', 'normal'], { farbfilm: 'joker', leereHinweise: true }, 'kino-3p', 0,
      (ev, s) => s.over !== null && has(ev, 'hinweis', (e) => {
        const k = e.clue as { film: number | null; touched: number[] };
        return k.film !== null && k.film !== 5 && k.touched.length > 0;
      }) && s.history.some((h) => h.film === 5 && h.how === 'played')),
    'kino-5p-filmriss.json': recordKino('5 seats, Farbfilm with its own reel, some wild plays: the last of a kind lost and the third Filmriss',
      ['leicht', 'normal', 'leicht', 'stark', 'normal'], { farbfilm: 'reel', leereHinweise: false }, 'kino-5p', 0.08,
      (ev, s) => s.over === 'filmriss' && has(ev, 'verloren')),
  };
}

/** Readable JSON: one action or checkpoint per line. */
function format(g: Golden | KleisterGolden | KlammernGolden | KinoGolden): string {
  const list = (items: unknown[]) => `[\n${items.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
  const fields = Object.entries(g).map(([key, value]) => {
    const text = key === 'actions' || key === 'checkpoints' ? list(value as unknown[]) : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${text}`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // An optional argument picks one game's files: `npx tsx test/golden/record.ts kleister`.
  const only = process.argv[2];
  const only1 = { elster: goldens, kleister: kleisterGoldens, kino: kinoGoldens, klammern: klammernGoldens }[only ?? ''];
  const all = only1 ? only1() : { ...goldens(), ...kleisterGoldens(), ...kinoGoldens(), ...klammernGoldens() };
  for (const [name, g] of Object.entries(all)) {
    writeFileSync(new URL(`./${name}`, import.meta.url), format(g));
    console.log(`${name}: seed ${g.seed}, ${g.actions.length} actions, ${g.checkpoints.length} checkpoints`);
  }
}
