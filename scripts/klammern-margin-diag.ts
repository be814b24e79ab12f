// How forgiving the reference's defenders are (issue 22): at every card of stark as declarer at
// three (the bench's games), the true deal is solved open after the card — the declarer's Augen
// from there minus what it needs — and set against the game's outcome. Prints the win rate by that
// open-hand margin and trick. `npx tsx scripts/klammern-margin-diag.ts from to [defence]`: with
// `defence`, stark's cards as a defender against a reference declarer instead (still the
// declarer's margin and win rate).
import type { KlammernState } from '../worker/games/klammern/types';
import { solveTrueDeal } from './klammern-true-deal';
import { playBenchGame3 } from './klammern-bench-game';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 60);
const defence = process.argv[4] === 'defence';

/** The declarer's open-hand margin after `card` (Augen from there minus need), the true deal. */
function margin(state: KlammernState, seat: number, card: number): number {
  const { solver, setup } = solveTrueDeal(state, seat);
  return solver.afterMove(card, -1, 10000) - setup.need;
}

const bucket = (m: number) => (m >= 21 ? '+21..' : m >= 11 ? '+11..+20' : m >= 0 ? '+0..+10' : m >= -10 ? '-1..-10' : m >= -20 ? '-11..-20' : m >= -30 ? '-21..-30' : m >= -45 ? '-31..-45' : '<-45');
const rows = new Map<string, { n: number; won: number }>();
for (let i = from; i < to; i++) {
  const marks: string[] = [];
  const { state, hero } = playBenchGame3(i, ({ state: s, seat, view, move, hero: h }) => {
    if (view.phase === 'play' && move.type === 'card' && s.contract && (s.contract.declarer === h) !== defence && seat === h) {
      const t = s.tricks.length + 1;
      marks.push(`${bucket(margin(s, seat, move.card))} t${t <= 2 ? '1-2' : t <= 5 ? '3-5' : '6+'}`);
    }
  });
  const r = state.results[0];
  if (!r || (r.contract.declarer !== hero) !== defence) continue;
  for (const m of marks) { const x = rows.get(m) ?? { n: 0, won: 0 }; x.n++; if (r.won) x.won++; rows.set(m, x); }
}
for (const k of [...rows.keys()].sort()) { const v = rows.get(k)!; console.log(k.padEnd(18), `${v.won}/${v.n}`, (v.won / v.n).toFixed(2)); }
