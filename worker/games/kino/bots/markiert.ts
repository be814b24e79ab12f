// What the public record says about a marked can (Spielhinweis or Rettung): what nobody needed when
// its clue was given, and whether its owner has passed over a Spielhinweis that has become doubtful.
import type { ClueRecord, KinoView, PlayRecord } from '../types';
import { identity } from '../rules/filmdosen';
import { IDENTITIES, trashMask } from '../rules/wissen';

/** A can in a hand with what everyone knows of it (bots/model.ts BCan). */
interface MarkedCan { id: number; mask: number; inferred: number; mark: 'play' | 'save' | null; atMark?: { trash: number } }

/** The clue that gave can `id` its mark `mark` (the last such clue). */
function markingClue(clues: readonly ClueRecord[], id: number, mark: 'play' | 'save'): ClueRecord | undefined {
  for (let k = clues.length - 1; k >= 0; k--) if (clues[k].focus === id && clues[k].reading === mark) return clues[k];
  return undefined;
}

/**
 * What nobody needed after each step of the public record: `trash[k]` after the first k cans that
 * left a hand (played, torn or archived). Built once per board; the marks below read it.
 */
export function trashAfter(films: number, history: readonly PlayRecord[]): number[] {
  const reels = new Array<number>(films).fill(0);
  const archived = new Int8Array(IDENTITIES);
  const out = [trashMask(films, reels, archived)];
  for (const h of history) {
    if (h.how === 'played') reels[h.film] = Math.max(reels[h.film], h.akt);
    else archived[identity(h.film, h.akt)]++;
    out.push(trashMask(films, reels, archived));
  }
  return out;
}

/** How many cans had left a hand before turn `turn` (the record is in turn order). */
function before(history: readonly PlayRecord[], turn: number): number {
  let k = 0;
  while (k < history.length && history[k].turn < turn) k++;
  return k;
}

/** The identities nobody needed when the last clue reading `mark` on can `id` was given (null: none was). */
export function whenMarked(clues: readonly ClueRecord[], history: readonly PlayRecord[], trash: readonly number[], id: number, mark: 'play' | 'save'): { trash: number } | null {
  const clue = markingClue(clues, id, mark);
  return clue ? { trash: trash[before(history, clue.turn)] } : null;
}

/**
 * Spielhinweise that a colleague who reads only the printed Absprachen cannot play any more, and
 * that their owner has shown so by a turn without playing them: the clue promised a fitting can,
 * but since then another copy of an identity it could be went in (or its film lost an earlier Akt),
 * so by the clues alone the can may now tear. Our computers trust the promise (bots/model.ts); a
 * person may wait for a clue that makes the can sure. Returned by can id, for the giver's clues
 * (bots/hinweise.ts: such a clue gets the can played).
 */
export function passedOver(view: KinoView, hands: readonly (readonly MarkedCan[])[], trash: readonly number[]): Set<number> {
  const out = new Set<number>();
  const history = view.history;
  hands.forEach((hand, seat) => {
    for (const c of hand) {
      if (c.mark !== 'play' || !c.atMark) continue;
      const clue = markingClue(view.clues, c.id, 'play');
      if (!clue) continue;
      // When the first identity of its reading became useless after the clue.
      let doubt = -1;
      for (let k = before(history, clue.turn); k < history.length && doubt < 0; k++) {
        if ((c.inferred & c.mask & trash[k + 1] & ~c.atMark.trash) !== 0) doubt = history[k].turn;
      }
      if (doubt < 0) continue;
      // Its owner has moved since (played, archived or given a clue) and still holds it.
      const moved = history.some((h) => h.seat === seat && h.turn > doubt) || view.clues.some((k) => k.by === seat && k.turn > doubt);
      if (moved) out.add(c.id);
    }
  });
  return out;
}
