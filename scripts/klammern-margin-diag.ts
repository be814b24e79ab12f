// How forgiving the reference's defenders are (issue 22): at every card of stark as declarer at
// three (the bench's games), the true deal is solved open after the card — the declarer's Augen
// from there minus what it needs — and set against the game's outcome. Prints the win rate by that
// open-hand margin and trick. `npx tsx scripts/klammern-margin-diag.ts from to`
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import type { KlammernState } from '../worker/games/klammern/types';
import { solveTrueDeal } from './klammern-true-deal';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 60);

/** The declarer's open-hand margin after `card` (Augen from there minus need), the true deal. */
function margin(state: KlammernState, seat: number, card: number): number {
  const { solver, setup } = solveTrueDeal(state, seat);
  return solver.afterMove(card, -1, 10000) - setup.need;
}

const bucket = (m: number) => (m >= 0 ? 'won' : m >= -10 ? '-1..-10' : m >= -20 ? '-11..-20' : m >= -30 ? '-21..-30' : m >= -45 ? '-31..-45' : '<-45');
const rows = new Map<string, { n: number; won: number }>();
for (let i = from; i < to; i++) {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const hero = i % 3;
  let s = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  const marks: string[] = [];
  while (!klammern.isOver(s) && s.results.length === 0) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    const move = seat === hero ? klammern.choose(view, 'stark', rng) : klammernReference(view, rng);
    if (view.phase === 'play' && move.type === 'card' && s.contract?.declarer === hero && seat === hero) {
      const t = s.tricks.length + 1;
      marks.push(`${bucket(margin(s, seat, move.card))} t${t <= 2 ? '1-2' : t <= 5 ? '3-5' : '6+'}`);
    }
    s = klammern.apply(s, seat, move, stepRng(seed, seq)).state;
  }
  const r = s.results[0];
  if (!r || r.contract.declarer !== hero) continue;
  for (const m of marks) { const x = rows.get(m) ?? { n: 0, won: 0 }; x.n++; if (r.won) x.won++; rows.set(m, x); }
}
for (const k of [...rows.keys()].sort()) { const v = rows.get(k)!; console.log(k.padEnd(18), `${v.won}/${v.n}`, (v.won / v.n).toFixed(2)); }
