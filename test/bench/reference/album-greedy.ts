// A greedy reference Speedalbum player for the benchmarks, written from the rule book ("take what
// scores most now", the kind of player published for this game family), not from our computers.
// For every legal move of its view — each pile's objective, each pair of market pictures (the one
// picture when one is left), each without a flip and with every flip the rules allow — it counts
// its album's points right after the move (every objective against the own album, "die meisten /
// wenigsten" against the other albums as they lie now) and plays the move that scores most;
// among equal moves a random one. It reads only the view: pictures by series, objectives face up.
import type { Rng } from '../../../worker/games/core/rng';
import type { AlbumMove, AlbumView } from '../../../worker/games/album/types';
import { MARKET_SLOTS, PILES } from '../../../worker/games/album/types';
import { card } from '../../../worker/games/album/cards';
import { objectivePoints } from '../../../worker/games/album/rules/scoring';

function albumPoints(objectives: readonly number[], counts: readonly number[], others: readonly (readonly number[])[]): number {
  let t = 0;
  for (const id of objectives) t += objectivePoints(card(id).objective, counts, others);
  return t;
}

export function albumGreedyChoose(view: AlbumView, rng: Rng): AlbumMove {
  const me = view.you;
  if (me === null || view.turn !== me) throw new Error('album greedy: not on turn');
  const others = view.albums.filter((_, s) => s !== me).map((a) => a.counts);
  const own = view.albums[me];
  let best: AlbumMove[] = [];
  let bestPoints = -Infinity;
  const consider = (move: AlbumMove, objectives: number[], counts: number[]) => {
    // Without a flip, then "einmal im Zug" each objective of the folder (the new one included) turned.
    const tries: (number | undefined)[] = [undefined, ...(view.options.onlyNew ? (move.type === 'take' ? [objectives[objectives.length - 1]] : []) : objectives)];
    for (const flip of tries) {
      let objs = objectives;
      const c = counts.slice();
      if (flip !== undefined) {
        objs = objectives.filter((id) => id !== flip);
        c[card(flip).front]++;
      }
      const p = albumPoints(objs, c, others);
      const m = flip === undefined ? move : { ...move, flip };
      if (p > bestPoints) { bestPoints = p; best = [m]; }
      else if (p === bestPoints) best.push(m);
    }
  };
  for (let pile = 0; pile < PILES; pile++) {
    const top = view.piles[pile].top;
    if (top !== null) consider({ type: 'take', pile }, [...own.objectives, top], own.counts.slice());
  }
  const filled: number[] = [];
  for (let slot = 0; slot < MARKET_SLOTS; slot++) if (view.market[slot] !== null) filled.push(slot);
  const withPictures = (slots: number[]) => {
    const c = own.counts.slice();
    for (const s of slots) c[view.market[s] as number]++;
    consider({ type: 'pictures', slots }, own.objectives.slice(), c);
  };
  if (filled.length === 1) withPictures([filled[0]]);
  for (let i = 0; i < filled.length; i++) for (let j = i + 1; j < filled.length; j++) withPictures([filled[i], filled[j]]);
  return best[rng.int(best.length)];
}
