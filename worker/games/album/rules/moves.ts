// Ein Zug, as one compound move: take the top objective of a pile, or two pictures from the market
// (the one picture when only one is left); optionally flip one own objective to its picture side
// (also the one just taken; house rule "nur neuen": only that one). Then the market is refilled.
// When all piles and the market are empty the round is scored; the long game deals the next round.
import type { Rng } from '../../core/rng';
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { Album, AlbumMove, AlbumState } from '../types';
import { MARKET_SLOTS, PILES } from '../types';
import { refill } from './market';
import { scoreTable } from './scoring';
import { dealRound } from './setup';
import { turnSeen } from '../view';

export function pending(state: AlbumState): Seat[] {
  return state.phase === 'playing' ? [state.turn] : [];
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** How many pictures a "pictures" move must take: two, or the one when only one is left. */
export function picturesToTake(market: readonly (number | null)[]): number {
  return Math.min(2, market.filter((c) => c !== null).length);
}

export function validate(state: AlbumState, seat: Seat, input: unknown): AlbumMove | RuleError {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return ruleError('bad_move', 'a move must be an object');
  const m = input as Record<string, unknown>;
  if (m.type !== 'take' && m.type !== 'pictures') return ruleError('bad_move', "unknown move type (expected 'take' or 'pictures')");
  const field = m.type === 'take' ? 'pile' : 'slots';
  for (const key of Object.keys(m)) {
    if (key !== 'type' && key !== field && key !== 'flip') return ruleError('bad_move', `unknown field ${key}`, { field: key });
  }
  if (state.phase !== 'playing') return ruleError('game_over', 'the game is over');
  if (seat !== state.turn) return ruleError('not_your_turn', 'it is not your turn');

  let taken: number | null = null;
  let move: AlbumMove;
  if (m.type === 'take') {
    const pile = m.pile;
    if (!isInt(pile) || pile < 0 || pile >= PILES) return ruleError('bad_pile', 'pile must be 0, 1 or 2');
    if (state.piles[pile].length === 0) return ruleError('pile_empty', `pile ${pile + 1} is empty`, { pile });
    taken = state.piles[pile][0];
    move = { type: 'take', pile };
  } else {
    const slots = m.slots;
    if (!Array.isArray(slots) || !slots.every((x) => isInt(x) && x >= 0 && x < MARKET_SLOTS)) {
      return ruleError('bad_slots', 'slots must be a list of market slots 0…5');
    }
    if (new Set(slots).size !== slots.length) return ruleError('bad_slots', 'the same picture twice');
    const need = picturesToTake(state.market);
    if (need === 0) return ruleError('market_empty', 'the market is empty');
    if (slots.length !== need) {
      return need === 2
        ? ruleError('two_pictures', 'take two pictures from the market')
        : ruleError('one_picture', 'only one picture is left: take that one');
    }
    for (const slot of slots as number[]) {
      if (state.market[slot] === null) return ruleError('slot_empty', `market slot ${slot} is empty`, { slot });
    }
    move = { type: 'pictures', slots: (slots as number[]).slice() };
  }

  if (m.flip !== undefined) {
    const flip = m.flip;
    if (!isInt(flip)) return ruleError('bad_flip', 'flip must be a card id');
    if (state.options.onlyNew) {
      if (flip !== taken) return ruleError('flip_only_new', 'house rule "nur neuen": only the objective taken this turn may be flipped');
    } else if (flip !== taken && !state.albums[seat].objectives.includes(flip)) {
      return ruleError('flip_not_yours', 'you can only flip one of your own objectives', { card: flip });
    }
    move.flip = flip;
  }
  return move;
}

export function apply(state: AlbumState, seat: Seat, move: AlbumMove, _rng?: Rng): { state: AlbumState; events: GameEvent[] } {
  let piles = state.piles;
  let market = state.market;
  const album: Album = { pictures: state.albums[seat].pictures.slice(), objectives: state.albums[seat].objectives.slice() };
  let cards: number[];
  if (move.type === 'take') {
    piles = piles.slice();
    const [top, ...rest] = piles[move.pile];
    piles[move.pile] = rest;
    album.objectives.push(top);
    cards = [top];
  } else {
    market = market.slice();
    cards = move.slots.map((slot) => market[slot] as number);
    for (const slot of move.slots) market[slot] = null;
    album.pictures.push(...cards);
  }
  if (move.flip !== undefined) {
    // Drehen: the objective is gone, it counts as a picture of its series from now on.
    album.objectives = album.objectives.filter((id) => id !== move.flip);
    album.pictures.push(move.flip);
  }
  const albums = state.albums.slice();
  albums[seat] = album;
  const filled = refill(piles, market);
  const lastTurn = { seat, move, cards };
  // The event says what everyone saw: the objective taken, or the series of the pictures.
  const events: GameEvent[] = [{ to: 'all', type: 'turn', ...turnSeen(lastTurn) }, ...filled.events];
  const next: AlbumState = { ...state, piles: filled.piles, market: filled.market, albums, lastTurn };
  const roundOver = next.piles.every((p) => p.length === 0) && next.market.every((c) => c === null);
  if (!roundOver) return { state: { ...next, turn: (seat + 1) % state.seats }, events };
  return endRound(next, events);
}

/** Gezählt wird: every album is scored; the long game goes on with the next round's cards. */
function endRound(state: AlbumState, events: GameEvent[]): { state: AlbumState; events: GameEvent[] } {
  const scores = scoreTable(state.albums);
  const results = [...state.results, { starter: state.starter, albums: state.albums, scores }];
  events.push({ to: 'all', type: 'round_end', round: state.round, scores: scores.map((s) => s.total) });
  if (state.round + 1 >= state.rounds) return { state: { ...state, results, phase: 'over' }, events };
  // "Wer anfängt, wandert weiter."
  const starter = (state.starter + 1) % state.seats;
  const [cards, ...reserve] = state.reserve;
  events.push({ to: 'all', type: 'round_start', round: state.round + 1, starter });
  return {
    state: {
      ...state,
      ...dealRound(cards),
      round: state.round + 1,
      starter,
      turn: starter,
      albums: state.albums.map(() => ({ pictures: [], objectives: [] })),
      reserve,
      results,
      lastTurn: null,
    },
    events,
  };
}
