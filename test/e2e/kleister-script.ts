// A Speedkleister round played in Node exactly as the table will play it: the same setup, the same
// computers (replay.ts botChoice, the helper the table host uses), the same rngs — the game is
// deterministic given the table seed and the person's choices. The person follows a seeded policy
// made of what a player does on the page (a group from the group bar through the web's own
// ui-helpers, sometimes with a brush; take and leave alternating; waste and hand alternating;
// drawing from the cart or the press). Searching table seeds finds a deal whose script makes the
// person draw, cover, take and leave; the browser test then clicks through exactly that script.
import { createRng, type Rng } from '@games/core/rng';
import { isRuleError, type AnyGame, type BotLevel } from '@games/core/types';
import { kleister } from '@games/kleister';
import { BRUSH, type KleisterMove, type KleisterOptions, type KleisterState, type KleisterView } from '@games/kleister/types';
import { addBrush, cardsAt, groupBar, selectAllOfRank, wouldCover } from '../../web/games/kleister/ui-helpers';
import { applyAction, botChoice, matchSeed, setupMatch } from '../../worker/table/reducer/replay';
import type { TablePlan } from '../../worker/routes/table-request';

const game = kleister as AnyGame;

export type PersonStep =
  /** Group-bar button `rank` (0 = the brushes), then "+ B" when `brush`; `covers` = the seats that glow. */
  | { kind: 'play'; rank: number; brush: boolean; cards: number[]; covers: number[] }
  | { kind: 'take' | 'leave' | 'toHand' | 'toWaste' }
  | { kind: 'draw'; from: 'press' }
  | { kind: 'draw'; from: 'cart'; slot: number };

export interface Step {
  /** The person's hand (sorted, as the page shows it) when the step is due. */
  hand: number[];
  step: PersonStep;
}

export interface Table {
  options: KleisterOptions;
  /** Per seat: the computer's level, or null for the person. */
  levels: (BotLevel | null)[];
}

export interface Script {
  tableSeed: string;
  steps: Step[];
  botMoves: number;
  /** Round points per seat, as the end screen shows them. */
  scores: number[];
  columnCards: number[];
}

/** The table the foyer asked for (the POST body, parsed by the server's own planTable). */
export function tableOf(plan: TablePlan): Table {
  if (plan.game !== 'kleister' || plan.mode !== 'solo') throw new Error(`expected a solo Speedkleister table, got ${plan.game} ${plan.mode}`);
  const options = plan.settings.game as unknown as KleisterOptions;
  // With several rounds the seats press "Weiter" at once, in an order the script cannot fix.
  if (options.rounds !== 1) throw new Error('the script plays a one-round match');
  return { options, levels: plan.seats.map((s) => (s.kind === 'computer' ? s.level : null)) };
}

interface Turns { decide: number; ret: number }

function personStep(view: KleisterView, rng: Rng, turns: Turns): PersonStep {
  switch (view.phase) {
    case 'play': {
      const hand = view.hand!;
      const { rank } = rng.pick(groupBar(hand));
      let selected = selectAllOfRank(hand, [], rank);
      const brush = rank !== BRUSH && hand.includes(BRUSH) && rng.next() < 1 / 3;
      if (brush) selected = addBrush(hand, selected);
      const cards = cardsAt(hand, selected);
      return { kind: 'play', rank, brush, cards, covers: wouldCover(view, cards) };
    }
    case 'decide': return { kind: turns.decide++ % 2 === 0 ? 'take' : 'leave' };
    case 'return': return { kind: turns.ret++ % 2 === 0 ? 'toWaste' : 'toHand' };
    case 'draw': {
      const slots = view.cart.flatMap((c, slot) => (c === null ? [] : [slot]));
      if (slots.length > 0 && (view.pressCount === 0 || rng.next() < 0.5)) return { kind: 'draw', from: 'cart', slot: rng.pick(slots) };
      return { kind: 'draw', from: 'press' };
    }
    default: throw new Error(`the person owes nothing in phase ${view.phase}`);
  }
}

function moveOf(step: PersonStep): KleisterMove {
  switch (step.kind) {
    case 'play': return { type: 'play', cards: step.cards };
    case 'draw': return step.from === 'cart' ? { type: 'draw', from: 'cart', slot: step.slot } : { type: 'draw', from: 'press' };
    default: return { type: step.kind };
  }
}

/** The round at `tableSeed` with the person's choices from `rng`. */
export function simulate(table: Table, tableSeed: string, rng: Rng): Script {
  const seed = matchSeed(tableSeed, 1);
  let state = setupMatch(game, table.options, table.levels.length, seed) as KleisterState;
  const steps: Step[] = [];
  const turns: Turns = { decide: 0, ret: 0 };
  let botMoves = 0;
  for (let seq = 1; state.phase !== 'over'; seq++) {
    const owing = game.pending(state);
    if (owing.length !== 1) throw new Error(`expected one seat to owe a decision, got ${owing.join(',')}`);
    const seat = owing[0]!;
    const level = table.levels[seat];
    let move: unknown;
    if (level === null || level === undefined) {
      const view = game.view(state, seat) as KleisterView;
      const step = personStep(view, rng, turns);
      steps.push({ hand: view.hand!.slice(), step });
      move = moveOf(step);
    } else {
      move = botChoice(game, state, seat, level, seed, seq);
      botMoves++;
    }
    const valid = game.validate(state, seat, move);
    if (isRuleError(valid)) throw new Error(`seat ${seat} chose an illegal move ${JSON.stringify(move)}: ${valid.error}`);
    state = applyAction(game, state, { seq, seat, move: valid }, seed).state as KleisterState;
  }
  const result = state.results[0]!;
  return { tableSeed, steps, botMoves, scores: result.scores, columnCards: result.columnCards };
}

/** What the browser test needs to see: the person draws, covers, takes and leaves. */
export function showsEverything(script: Script): boolean {
  const kinds = script.steps.map((s) => s.step);
  return kinds.some((s) => s.kind === 'draw' && s.from === 'cart')
    && kinds.some((s) => s.kind === 'play' && s.covers.length > 0)
    && kinds.some((s) => s.kind === 'take')
    && kinds.some((s) => s.kind === 'leave');
}

/**
 * The quickest script among `tries` table seeds `${base}.0`, `${base}.1`, … that shows everything:
 * each computer move costs the table's pace on the page, each of the person's steps a few clicks.
 */
export function findScript(table: Table, base: string, tries = 150): Script {
  let best: Script | null = null;
  const cost = (s: Script) => s.botMoves + 1.5 * s.steps.length;
  for (let k = 0; k < tries; k++) {
    const tableSeed = `${base}.${k}`;
    const script = simulate(table, tableSeed, createRng(`${tableSeed}|person`));
    if (showsEverything(script) && (best === null || cost(script) < cost(best))) best = script;
  }
  if (!best) throw new Error(`no table seed of ${tries} from ${base} makes the person draw, cover, take and leave`);
  return best;
}
