// Who errs in the games a reference declares at three against stark and the other reference (the
// bench's games): before and after every card the true deal is solved open; a defender's card that
// turns a position the declarer loses open into one it wins (or the declarer's, the other way) is
// counted per trick range (1–2, 3–5, 6+), with the cards played in such positions.
// `npx tsx scripts/klammern-flips-diag.ts from to`
import { solveTrueDeal } from './klammern-true-deal';
import { playBenchGame3 } from './klammern-bench-game';
const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 60);
const flips = { stark: [0, 0, 0], partner: [0, 0, 0], declarer: [0, 0, 0] };
const cards = { stark: [0, 0, 0], partner: [0, 0, 0], declarer: [0, 0, 0] };
let games = 0; let lostOpenStart = 0; let declWon = 0;
for (let i = from; i < to; i++) {
  const { state, hero } = playBenchGame3(i, ({ state: s, seat, view, move, hero: h }) => {
    if (view.phase !== 'play' || move.type !== 'card' || !s.contract || s.contract.declarer === h) return;
    const who = seat === h ? 'stark' : seat === s.contract.declarer ? 'declarer' : 'partner';
    const { solver, setup } = solveTrueDeal(s, seat);
    const before = solver.search(setup.need - 1, setup.need) >= setup.need;
    const { solver: s2, setup: st2 } = solveTrueDeal(s, seat);
    const after = s2.afterMove(move.card, st2.need - 1, st2.need) >= st2.need;
    const t = s.tricks.length + 1; const k = t <= 2 ? 0 : t <= 5 ? 1 : 2;
    if (who !== 'declarer') { if (!before) cards[who][k]++; if (!before && after) flips[who][k]++; }
    else { if (before) cards[who][k]++; if (before && !after) flips[who][k]++; }
    if (s.tricks.length === 0 && s.trick.cards.length === 0 && !before) lostOpenStart++;
  });
  const r = state.results[0];
  if (!r || r.contract.declarer === hero) continue;
  games++; if (r.won) declWon++;
}
console.log(JSON.stringify({ games, declWon, lostOpenStart, flips, cards }));
