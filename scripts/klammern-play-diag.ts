// Where stark's card play loses at three (issue 22): seeded games as in the bench (stark in a
// rotating seat against two references). At every card decision of both players, the true deal is
// solved open for the position before the move and after it: a "blunder" is a card that turns a
// position won (double-dummy, for the mover's side) into a lost one. Prints blunders per trick and
// role, and stark's worlds per decision. `npx tsx scripts/klammern-play-diag.ts from to`
import type { KlammernState } from '../worker/games/klammern/types';
import { solveTrueDeal } from './klammern-true-deal';
import { playBenchGame3 } from './klammern-bench-game';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 60);

/** Whether the mover's side wins double-dummy after `card` (the true deal). */
function ddWins(state: KlammernState, seat: number, card: number | null): boolean {
  const { solver, setup } = solveTrueDeal(state, seat);
  const sideWins = card === null ? solver.reaches(setup.need) : solver.afterMove(card, setup.need - 1, setup.need) >= setup.need;
  return sideWins === setup.decl[seat];
}

type Key = string;
const stats = new Map<Key, { moves: number; blunders: number }>();
const bump = (key: Key, blunder: boolean) => {
  const s = stats.get(key) ?? { moves: 0, blunders: 0 };
  s.moves++; if (blunder) s.blunders++;
  stats.set(key, s);
};
let declGames = 0, declWon = 0, declDdWon = 0;
for (let i = from; i < to; i++) {
  let ddAtStart: boolean | null = null;
  const { state, hero } = playBenchGame3(i, ({ state: s, seat, view, move, hero: h }) => {
    if (view.phase !== 'play' || move.type !== 'card' || !s.contract) return;
    if (ddAtStart === null && s.contract.declarer === h) ddAtStart = ddWins(s, h, null);
    if (ddWins(s, seat, null)) {
      const after = ddWins(s, seat, move.card);
      const role = s.contract.declarer === seat ? 'decl' : 'def';
      bump(`${seat === h ? 'stark' : 'ref  '} ${role} trick ${s.tricks.length + 1}`, !after);
    }
  });
  const r = state.results[0];
  if (r && r.contract.declarer === hero && !r.geschenkt) {
    declGames++; if (r.won) declWon++; if (ddAtStart) declDdWon++;
  }
}
console.log(`stark declared ${declGames}, won ${declWon}, double-dummy winnable at its first card ${declDdWon}`);
for (const k of [...stats.keys()].sort()) { const v = stats.get(k)!; console.log(k.padEnd(24), `${v.blunders}/${v.moves}`); }
