// Issue 21, the other direction: the rule-book colleague's own clues, as our rules record them (the
// reading the Kollegen act on) against what the colleague meant (its own reading of its clue).
// `npx tsx scripts/kino-reverse-diag.ts seats from to [fresh-word]`
import { kino } from '../worker/games/kino';
import type { KinoState, KinoView } from '../worker/games/kino/types';
import { playOut } from '../test/bench/strength';
import { readingsOf, regelbuchMove } from '../test/bench/reference/kino-regelbuch';
import seeds from '../test/bench/kino-seeds.json';

const [seats, from, to] = process.argv.slice(2, 5).map(Number);
const fresh = process.argv[5] ?? '';
let clues = 0; let diff = 0; let focusDiff = 0; let pts = 0;
const kinds: Record<string, number> = {};
for (let i = from; i < to; i++) {
  const seat = i % seats;
  const levels = Array.from({ length: seats }, (_, s) => (s === seat ? 'regelbuch' : 'normal'));
  const st = playOut(kino, levels, kino.defaultOptions(), fresh ? `${fresh}-${i}` : (seeds as string[])[i], { regelbuch: regelbuchMove }) as KinoState;
  pts += st.over === 'filmriss' ? 0 : st.reels.reduce((a, x) => a + x, 0);
  const ref = readingsOf(kino.view(st, 'spectator') as KinoView);
  st.clues.forEach((c, k) => {
    if (c.by !== seat) return;
    clues++;
    const r = ref[k];
    if (r.reading !== c.reading) { diff++; const key = `${r.reading}->${c.reading}`; kinds[key] = (kinds[key] ?? 0) + 1; }
    else if ((r.focusId ?? null) !== (c.focus ?? null)) focusDiff++;
  });
}
console.log(JSON.stringify({ seats, games: to - from, mean: pts / (to - from), clues, diff, focusDiff, kinds }));
