// Rat: exactly the strong computer's choice for the player's own view (same code, same rng use),
// with a structured reason the web words in German (and English).
//
// Reason codes and their params (seats are seat numbers; the web puts in the names):
// - 'kleister_play'      { rank, count, brushes, covers, coverChance, why, out, win? }
//     rank: the group's value (1–13; 14 = brushes only, "Sonderausgabe"); count: cards in the group
//     (brushes included); brushes: how many of them are brushes; covers: the seats whose top group it
//     covers, comma-separated ('' for none); coverChance: 0..1, how likely it is covered back before
//     your next turn (estimated from the hidden cards); out: 1 if these are your last hand cards
//     (the round ends), else 0; why: 'covers' (it covers someone's group) | 'safe' (hardly
//     coverable) | 'protects' (a safe group over your vulnerable top group) | 'shedding' (many
//     cards off the hand) | 'endgame' (final spurt: play out fast / go out).
// - 'kleister_take'      { rank, count, fits, win? }   take the torn group into your hand
// - 'kleister_leave'     { rank, count, fits, win? }   leave it to its owner
//     fits: how many of that rank you already hold (for brushes only: your brushes + 1).
// - 'kleister_to_hand'   { rank, count, fits, win? }   your torn group back to the hand (no drawing)
// - 'kleister_to_waste'  { rank, count, fits, cartFits, win? }   to the waste and draw as many;
//     cartFits: cards in the cart that fit your hand (brushes or ranks you hold).
// - 'kleister_draw'      { from, slot, card, fits, why, win? }
//     from: 'cart' | 'press'; slot: the cart slot (0-based; -1 for the press); card: the cart card
//     (0 = brush; -1 for the press); fits: copies of that rank in your hand; why: 'joker' (a
//     brush) | 'fits' (makes a group bigger) | 'press' (nothing in the cart fits: try your luck) |
//     'open' (nothing fits, yet in the simulated rounds this open card does better than the press).
// - 'kleister_continue'  {}   between rounds: "Weiter".
// win, when present: 0..1, the strong computer's estimated chance to win the match with this move
// (mean over its simulated rounds); absent when there was only one sensible move.
// margin, present exactly when win is: the mean final point margin over the best of the others in
// those rounds — what the strong computer maximises, so the move's reason in points.
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { Group, KleisterMove, KleisterView } from './types';
import { BRUSH, SPECIAL_VALUE } from './types';
import { decisionOf } from './bots';
import { cardFit } from './bots/normal';
import { kindCounts } from './bots/read';
import { starkChoice } from './bots/stark';

type Params = Record<string, string | number>;

const round2 = (x: number) => Math.round(x * 100) / 100;

function groupParams(group: Group, hand: Int8Array): Params {
  const fits = group.value >= SPECIAL_VALUE ? hand[BRUSH] + 1 : hand[group.value];
  return { rank: group.value, count: group.cards.length, fits };
}

export function advise(view: KleisterView, rng: Rng): Advice<KleisterMove> {
  const kind = decisionOf(view);
  if (kind === null) throw new Error('this seat owes no decision now');
  if (kind === 'between') return { move: { type: 'continue' }, reason: { code: 'kleister_continue', params: {} } };
  const pick = starkChoice(view, rng);
  const move = pick.move;
  const hand = kindCounts(view.hand ?? []);
  const params: Params = {};
  let code: string;
  switch (move.type) {
    case 'play': {
      const e = pick.play!;
      code = 'kleister_play';
      Object.assign(params, {
        rank: e.value, count: e.size, brushes: e.brushes, covers: e.covers.join(','),
        coverChance: round2(e.coverChance), why: e.why, out: e.out ? 1 : 0,
      });
      break;
    }
    case 'take':
    case 'leave':
      code = move.type === 'take' ? 'kleister_take' : 'kleister_leave';
      Object.assign(params, groupParams(view.cover!.group, hand));
      break;
    case 'toHand':
      code = 'kleister_to_hand';
      Object.assign(params, groupParams(view.cover!.group, hand));
      break;
    case 'toWaste': {
      code = 'kleister_to_waste';
      const cartFits = view.cart.filter((c) => c !== null && cardFit(hand, c) > 0).length;
      Object.assign(params, groupParams(view.cover!.group, hand), { cartFits });
      break;
    }
    case 'draw': {
      code = 'kleister_draw';
      if (move.from === 'press') {
        Object.assign(params, { from: 'press', slot: -1, card: -1, fits: 0, why: 'press' });
      } else {
        const card = view.cart[move.slot]!;
        const fits = card === BRUSH ? 0 : hand[card];
        const why = card === BRUSH ? 'joker' : fits > 0 ? 'fits' : 'open';
        Object.assign(params, { from: 'cart', slot: move.slot, card, fits, why });
      }
      break;
    }
    default:
      code = 'kleister_continue';
  }
  if (Number.isFinite(pick.win)) params.win = round2(pick.win);
  if (Number.isFinite(pick.margin)) params.margin = Math.round(pick.margin * 10) / 10;
  return { move, reason: { code, params } };
}


