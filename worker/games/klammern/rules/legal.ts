// Every move the viewer's seat may make now, from its own view (the web's highlights, the
// computers, the tests). `validate` stays the authority; this mirrors it.
import type { KlammernMove, KlammernView, Suit } from '../types';
import { trumpSeven } from './cards';
import { bellaCard } from './bella';
import { meldsOf } from './melds';
import { legalCards } from './tricks';

/** Whether the viewer has played a card in this game yet. */
export function viewerHasPlayed(view: KlammernView): boolean {
  if (view.you === null) return true;
  if (view.tricks.length > 0) return true;
  return (view.you - view.trick.leader + view.seats) % view.seats < view.trick.cards.length;
}

/** The trump-seven swap is open to the viewer now (three players, Orgi, before his first card). */
export function canSwap(view: KlammernView): boolean {
  const c = view.contract;
  if (view.you === null || view.seats !== 3 || !c || c.kind !== 'orgi' || view.swap !== null) return false;
  if ((view.phase !== 'announce' && view.phase !== 'play') || !view.pending.includes(view.you)) return false;
  return (view.hand ?? []).includes(trumpSeven(c.trump)) && !viewerHasPlayed(view);
}

/** The cards the viewer may play now (empty when it is not his turn to play). */
export function playableCards(view: KlammernView): number[] {
  if (view.phase !== 'play' || view.you === null || !view.pending.includes(view.you)) return [];
  return legalCards(view.hand ?? [], view.trick.cards, view.contract!.trump);
}

/**
 * All legal moves. Card moves carry the flags a careful player sets: "Melden!" with the first card
 * when holding a sequence, "Bella!" with the first of trump König and Dame. `withForgotten` adds
 * the same cards without the flags (a player may forget them).
 */
export function legalMoves(view: KlammernView, withForgotten = false): KlammernMove[] {
  const me = view.you;
  if (me === null || !view.pending.includes(me)) return [];
  const out: KlammernMove[] = [];
  switch (view.phase) {
    case 'bidding': {
      const b = view.bidding!;
      if (b.round === 1) out.push({ type: 'orgi' }, { type: 'pass' });
      else if (b.kleines) out.push({ type: 'bitte' }, { type: 'besser' });
      else {
        for (const suit of [0, 1, 2, 3] as Suit[]) if (suit !== view.upcard >> 3) out.push({ type: 'kleines', suit });
        out.push({ type: 'pass' });
      }
      break;
    }
    case 'announce': {
      const w = view.window!;
      if (w.stage === 'kontra') {
        if (view.options.kontra) out.push({ type: 'kontra' });
        if (view.seats === 4 && view.options.schenken && view.schenken === null) out.push({ type: 'schenken' });
        out.push({ type: 'pass' });
      } else if (w.stage === 're') out.push({ type: 're' }, { type: 'pass' });
      else out.push({ type: 'accept' }, { type: 'decline' });
      break;
    }
    case 'play': {
      const hand = view.hand ?? [];
      const trump = view.contract!.trump;
      const meld = !viewerHasPlayed(view) && meldsOf(hand, me).length > 0;
      for (const c of playableCards(view)) {
        const bella = bellaCard(hand, c, trump);
        out.push({ type: 'card', card: c, meld, bella });
        if (withForgotten && (meld || bella)) out.push({ type: 'card', card: c, meld: false, bella: false });
      }
      break;
    }
    case 'abrechnung':
      if (!view.ready[me]) out.push({ type: 'continue' });
      break;
    default:
      break;
  }
  if (canSwap(view)) out.push({ type: 'swap' });
  return out;
}
