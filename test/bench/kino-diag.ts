// Diagnostic (not a bench; `S=3 N=200 npx tsx test/bench/kino-diag.ts`): why the mixed table (one
// rule-book colleague among Kollegen, kino-crossplay.bench.ts) loses against the all-Kollege table on
// the same decks. Tallies, per table (K all-Kollege, M mixed): clues by giver → receiver and
// reading; clues of the rule-book colleague we record differently (revmisread); what became of each
// focused can (fate: played after r rounds, archived, torn, still in hand); Filmrisse by the last
// clue on the can; the last copy of a still needed can archived (lostlast), and for unclued ones
// the two moves before (lostlastctx). Ends with the decks of the biggest loss (mixed − all-Kollege).
import { kino } from '../../worker/games/kino';
import type { KinoState, KinoView } from '../../worker/games/kino/types';
import { readingsOf, regelbuchMove } from './reference/kino-regelbuch';
import { playOut } from './strength';
import seedList from './kino-seeds.json';

const SEEDS = seedList as string[];
const N = Number(process.env.N ?? 200);
const seats = Number(process.env.S ?? 3);
const OPTIONS = kino.defaultOptions();
const play = (kinds: string[], seed: string) => playOut(kino, kinds, OPTIONS, seed, { regelbuch: regelbuchMove }) as KinoState;
const score = (s: KinoState) => (s.over === 'filmriss' ? 0 : s.reels.reduce((a, x) => a + x, 0));
const tally: Record<string, number> = {};
const inc = (k: string, v = 1) => { tally[k] = (tally[k] ?? 0) + v; };
function stats(state: KinoState, kinds: string[], tag: string) {
  const v = kino.view(state, 'spectator') as KinoView;
  const ref = readingsOf(v);
  const lastClue = new Map<number, { by: string; ourReading: string; refReading: string }>();
  state.clues.forEach((c, k) => {
    inc(`${tag}.clues.by_${kinds[c.by]}`);
    inc(`${tag}.clues.${kinds[c.by]}_to_${kinds[c.to]}.${c.reading}`);
    if (kinds[c.by] === 'regelbuch' && (ref[k].reading !== c.reading || ref[k].focusId !== c.focus)) inc(`${tag}.revmisread.${ref[k].reading}->${c.reading}`);
    if (c.focus !== null && c.reading !== 'none') {
      const fate = state.history.find((h) => h.id === c.focus);
      const wait = fate ? Math.floor((fate.turn - c.turn) / seats) : -1;
      inc(`${tag}.fate.${kinds[c.by]}>${kinds[c.to]}.${c.reading}.${fate ? fate.how : 'inhand'}${fate && fate.how === 'played' ? `.r${Math.min(wait, 3)}` : ''}`);
    }
    if (c.focus !== null) lastClue.set(c.focus, { by: kinds[c.by], ourReading: c.reading, refReading: ref[k].reading });
  });
  // critical discards: can archived while it was the last copy of a still-needed identity
  const reels = new Array(v.films.length).fill(0);
  const arch = new Map<number, number>();
  const COP = [3, 2, 2, 2, 1];
  for (const h of state.history) {
    const t = h.film * 5 + h.akt - 1;
    if (h.how === 'played') { reels[h.film] = h.akt; continue; }
    const n = (arch.get(t) ?? 0) + 1; arch.set(t, n);
    const needed = reels[h.film] < h.akt;
    const lc = lastClue.get(h.id);
    if (h.how === 'filmriss') inc(`${tag}.filmriss.${kinds[h.seat]}.${lc ? `${lc.by}clue:${lc.ourReading}/${lc.refReading}` : 'blind'}`);
    else if (needed && n === COP[h.akt - 1]) {
      inc(`${tag}.lostlast.${kinds[h.seat]}.${lc ? `clued:${lc.by}:${lc.ourReading}/${lc.refReading}` : "unclued"}.akt${h.akt}`);
      if (!lc) {
        const prevMove = (t: number) => { const c = state.clues.find((x) => x.turn === t); if (c) return `clue(${c.reading}${c.to === h.seat ? ',me' : ''})`; const p = state.history.find((x) => x.turn === t); return p ? p.how : '?'; };
        const p1 = (h.seat - 1 + seats) % seats, p2 = (h.seat - 2 + seats) % seats;
        inc(`${tag}.lostlastctx.${kinds[h.seat]}<-${kinds[p1]}:${prevMove(h.turn - 1)}<-${kinds[p2]}:${prevMove(h.turn - 2)}${state.deck.length === 0 && h.turn > state.turnNo - 2 * seats ? ':late' : ''}`);
      }
    }
  }
  inc(`${tag}.batteries_end`, state.batteries);
  inc(`${tag}.end.${state.over}`);
}
const diffs: [number, number][] = [];
for (let i = 0; i < N; i++) {
  const ks = Array.from({ length: seats }, () => 'normal');
  const mk = ks.map((_, s) => (s === i % seats ? 'regelbuch' : 'normal'));
  const a = play(ks, SEEDS[i]);
  const m = play(mk, SEEDS[i]);
  stats(a, ks, 'K');
  stats(m, mk, 'M');
  diffs.push([score(m) - score(a), i]);
}
for (const k of Object.keys(tally).sort()) console.log(k, tally[k]);
diffs.sort((x, y) => x[0] - y[0]);
console.log('worst', diffs.slice(0, 10));
