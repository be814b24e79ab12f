// Die Vorstellung: the stack is shuffled and dealt (5 cans each at two or three, 4 at four or
// five), 8 batteries, no Filmriss; seat 0 begins. Also the steps every turn shares: drawing a can
// ("sie kommt ganz links in deine Hand") and moving on to the next seat.
import type { Rng } from '../../core/rng';
import type { CanFace, CanKnowledge, HandCan, KinoOptions, KinoState } from '../types';
import { MAX_BATTERIES } from '../types';
import { checkSeatCount } from '../../core/seat-count';
import { kinoModes } from '../modes';
import { allCans, allMask, filmCount, handSize } from './filmdosen';

/** What everyone knows about a can fresh from the stack: nothing yet. */
export function freshKnowledge(id: number, films: number): CanKnowledge {
  const all = allMask(films);
  return { id, clued: false, mask: all, inferred: all, mark: null };
}

export function setup(seats: number, options: KinoOptions, rng: Rng): KinoState {
  checkSeatCount('Speedkino', kinoModes, seats);
  const films = filmCount(options);
  // Ids are given at the draw, so an id says when a can was drawn, never what it is.
  const shuffled = rng.shuffle(allCans(options));
  const hands: HandCan[][] = Array.from({ length: seats }, () => []);
  let drawn = 0;
  for (let round = 0; round < handSize(seats); round++) {
    for (let s = 0; s < seats; s++) {
      const c = shuffled[drawn];
      hands[s].unshift({ film: c.film, akt: c.akt, ...freshKnowledge(drawn, films) });
      drawn++;
    }
  }
  const deck: CanFace[] = shuffled.slice(drawn);
  return {
    options,
    seats,
    deck,
    drawn,
    hands,
    reels: new Array<number>(films).fill(0),
    history: [],
    batteries: MAX_BATTERIES,
    filmrisse: 0,
    turn: 0,
    turnNo: 0,
    finalTurns: null,
    clues: [],
    neu: new Array<number>(seats).fill(-1),
    over: null,
  };
}

/**
 * Nach Archivieren oder Einlegen: the top can of the stack goes to the left end of the seat's hand
 * and gets the next draw number. Nothing happens when the stack is empty.
 */
export function drawCan(state: KinoState, seat: number, hand: readonly HandCan[]): Pick<KinoState, 'hands' | 'deck' | 'drawn'> & { drew: number | null } {
  const hands = state.hands.slice();
  if (state.deck.length === 0) {
    hands[seat] = hand.slice();
    return { hands, deck: state.deck, drawn: state.drawn, drew: null };
  }
  const [top, ...rest] = state.deck;
  const id = state.drawn;
  hands[seat] = [{ film: top.film, akt: top.akt, ...freshKnowledge(id, filmCount(state.options)) }, ...hand];
  return { hands, deck: rest, drawn: id + 1, drew: id };
}
