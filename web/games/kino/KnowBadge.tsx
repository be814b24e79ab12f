// What the clues say about a can, drawn small: the known film and Akt, the negatives struck through
// ("kein Western, nicht Akt 1"). On your own cans' backs, in the knowledge strip and in Karten-Info.
import { FILM_SYMBOL, type Knowledge } from './model';

/** What the clues say, drawn small: the known film and Akt, the negatives struck through. */
export function KnowBadge({ k, compact = false }: { k: Knowledge; compact?: boolean }) {
  const neg = k.notFilms.length > 0 || k.notAkts.length > 0;
  return (
    <span class={`kn-know${compact ? ' compact' : ''}`} aria-hidden="true">
      <span class="kn-know-pos">
        {k.film !== null ? <span class={`kn-sym f${k.film}`}>{FILM_SYMBOL[k.film]}{k.orJoker && <span class="kn-sym f5">{FILM_SYMBOL[5]}</span>}</span> : <span class="kn-q">?</span>}
        {k.akt !== null ? <span class="kn-aktnum">{k.akt}</span> : <span class="kn-q">?</span>}
      </span>
      {neg && (
        <span class="kn-know-neg">
          {k.notFilms.map((f) => <s key={`f${f}`} class={`kn-sym f${f}`}>{FILM_SYMBOL[f]}</s>)}
          {k.notAkts.map((a) => <s key={`a${a}`}>{a}</s>)}
        </span>
      )}
    </span>
  );
}

