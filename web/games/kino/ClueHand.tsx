// The chosen colleague's cans in small, inside the clue picker, lit as the preview lights them. On a
// phone (and with three or four colleagues) the picker pushes that colleague's hand out of view: the
// preview "Lustspiel: eine Dose leuchtet auf – … für die 2. Dose von links" then spoke of cans the
// player could not see. The real hand stays the one to tap; this row only shows (aria-hidden: the
// preview line says the same in words).
import type { CanView } from '@games/kino/types';
import { FILM_SYMBOL, isOpen } from './model';

export function ClueHand({ hand, lit }: { hand: readonly CanView[]; lit: readonly boolean[] | null }) {
  const any = lit?.some(Boolean) ?? false;
  return (
    <div class={`kn-clue-hand${any ? ' previewing' : ''}`} aria-hidden="true" data-testid="clue-hand">
      {hand.map((c, i) => (isOpen(c) ? (
        <span key={c.id} class={`kn-mini f${c.film}${lit?.[i] ? ' lit' : ''}`}>
          <span class={`kn-sym f${c.film}`}>{FILM_SYMBOL[c.film]}</span>{c.akt}
        </span>
      ) : null))}
    </div>
  );
}
