// The pure replay reader: {options, seat count, seed, actions} of a finished match stepped to any
// position. Position 0 is the deal, position n the state after action n. Everything is open here
// (the full state and every seat's view): a replay is read only after its match has ended. Used by
// the table host (worker/table/reducer/replay.ts derives its rng the same way), the replay page and tests.
import { stepRng } from './rng';
import { isRuleError, type AnyGameRules, type GameEvent, type Seat, type Viewer } from './types';

/** The parts of a game a replay needs: its pure rules (worker/games/<g>/rules.ts), never its computers. */
export type ReplayRules = Pick<AnyGameRules, 'setup' | 'validate' | 'apply' | 'view' | 'replayView' | 'pending' | 'isOver' | 'describeMove' | 'describeEvent'>;

export interface ReplayInput {
  options: unknown;
  seats: number;
  seed: string;
  /** Action n of the match is actions[n - 1]. */
  actions: readonly { seat: Seat; move: unknown }[];
}

/** One step of the match: the action that led here and what it caused. */
export interface ReplayStep {
  seat: Seat;
  move: unknown;
  events: GameEvent[];
  /** Its public log lines: the move's own, then those of its public events. */
  lines: { seat: Seat | null; code: string; params: Record<string, string | number> }[];
}

/** What stepping a match needs: the deal and the moves. */
type Stepping = Pick<AnyGameRules, 'setup' | 'validate' | 'apply'>;

/** The deal: `setup` with stepRng(seed, 0, 'setup'). */
export function dealOf(rules: Stepping, options: unknown, seats: number, seed: string): unknown {
  return rules.setup(seats, options, stepRng(seed, 0, 'setup'));
}

/** Action `seq` (1-based) applied with stepRng(seed, seq). */
export function applyStep(rules: Stepping, state: unknown, seq: number, seat: Seat, move: unknown, seed: string) {
  return rules.apply(state, seat, move, stepRng(seed, seq));
}

/** The state after `actions` (action n has seq n), each validated first: an illegal one throws. */
export function replayMatch(rules: Stepping, options: unknown, seats: number, seed: string, actions: readonly { seq: number; seat: Seat; move: unknown }[]): unknown {
  let state = dealOf(rules, options, seats, seed);
  actions.forEach((action, i) => {
    if (action.seq !== i + 1) throw new Error(`replay: action ${i} has seq ${action.seq}, expected ${i + 1}`);
    const move = rules.validate(state, action.seat, action.move);
    if (isRuleError(move)) throw new Error(`replay: action ${action.seq} is illegal: ${move.error}`);
    state = applyStep(rules, state, action.seq, action.seat, move, seed).state;
  });
  return state;
}

export class ReplayReader {
  /** states[k]: the position after k actions. */
  private readonly states: unknown[];
  readonly steps: ReplayStep[] = [];
  readonly seats: number;

  /** Replays every action (checked with `validate`); throws on the first illegal one. */
  constructor(private readonly rules: ReplayRules, input: ReplayInput) {
    this.seats = input.seats;
    let state = dealOf(rules, input.options, input.seats, input.seed);
    this.states = [state];
    input.actions.forEach((a, i) => {
      const move = rules.validate(state, a.seat, a.move);
      if (isRuleError(move)) throw new Error(`replay: action ${i + 1} (seat ${a.seat}) is illegal: ${move.error}`);
      const before = state;
      const out = applyStep(rules, before, i + 1, a.seat, move, input.seed);
      state = out.state;
      const own = rules.describeMove(before, a.seat, move);
      const lines: ReplayStep['lines'] = own ? [{ seat: a.seat, ...own }] : [];
      for (const ev of out.events) {
        const line = ev.to === 'all' ? rules.describeEvent(ev) : null;
        if (line) lines.push({ seat: null, ...line });
      }
      this.steps.push({ seat: a.seat, move, events: out.events, lines });
      this.states.push(state);
    });
  }

  /** How many actions the match had (the last position). */
  get length(): number {
    return this.steps.length;
  }

  private clamp(position: number): number {
    return Math.max(0, Math.min(this.length, Math.trunc(position)));
  }

  /** The full state after `position` actions (clamped to the match). */
  stateAt(position: number): unknown {
    return this.states[this.clamp(position)];
  }

  /** What `viewer` saw after `position` actions. */
  viewAt(position: number, viewer: Viewer): unknown {
    return (this.rules.replayView ?? this.rules.view)(this.stateAt(position), viewer);
  }

  /** Every seat's view at once: with all of them, every hidden card is open. */
  viewsAt(position: number): unknown[] {
    const state = this.stateAt(position);
    return Array.from({ length: this.seats }, (_, seat) => this.rules.view(state, seat));
  }

  /** The seats that owed a decision at `position` (the next action is one of theirs). */
  pendingAt(position: number): Seat[] {
    return this.rules.pending(this.stateAt(position));
  }

  /** The log up to `position`: every line of actions 1..position, with its action number. */
  logUpTo(position: number): (ReplayStep['lines'][number] & { position: number })[] {
    return this.steps.slice(0, this.clamp(position)).flatMap((s, i) => s.lines.map((l) => ({ ...l, position: i + 1 })));
  }

  get final(): unknown {
    return this.states[this.length];
  }

  isOver(): boolean {
    return this.rules.isOver(this.final);
  }
}
