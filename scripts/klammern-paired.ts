// Paired trials against the reference at three (issue 22): the bench's seeded single games
// (stark in seat i mod 3 against two references, test/bench/klammern.bench.ts), one JSON line per
// game — stark's share of the game's points, whether it declared and won, the references' calls.
// Run before and after a change and compare line by line (same i = same deal and seat):
// `npx tsx scripts/klammern-paired.ts from to > run.jsonl`; `... --compare a.jsonl b.jsonl`.
import { readFileSync } from 'node:fs';
import { game3 } from '../test/bench/klammern.bench';

interface Game { i: number; share: number; declared: number; won: number; refDeclared: number; refWon: number }

/** The bench's own game (same deal, seat and streams), with its index. */
function game(i: number): Game {
  const { games: _one, ...r } = game3(i);
  return { i, ...r };
}

const read = (f: string): Game[] => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Game);
const sum = (gs: Game[], f: (g: Game) => number) => gs.reduce((a, g) => a + f(g), 0);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ci = (xs: number[]) => { const m = mean(xs); const sd = Math.sqrt(mean(xs.map((x) => (x - m) ** 2)) * xs.length / (xs.length - 1)); const h = 1.96 * sd / Math.sqrt(xs.length); return `${m.toFixed(4)} [${(m - h).toFixed(4)}, ${(m + h).toFixed(4)}]`; };
function summary(name: string, gs: Game[]): void {
  const shares = gs.map((g) => g.share).filter((x) => !Number.isNaN(x));
  const d = sum(gs, (g) => g.declared);
  const rd = sum(gs, (g) => g.refDeclared);
  console.log(`${name}: n=${shares.length} share ${ci(shares)}; stark declared ${d}/${gs.length} (${(d / gs.length).toFixed(3)}) won ${sum(gs, (g) => g.won)} (${(sum(gs, (g) => g.won) / d).toFixed(3)}); ref declared ${rd}/${2 * gs.length} (${(rd / 2 / gs.length).toFixed(3)}) won ${(sum(gs, (g) => g.refWon) / rd).toFixed(3)}`);
}

if (process.argv[2] === '--compare') {
  const a = read(process.argv[3]);
  const b = new Map(read(process.argv[4]).map((g) => [g.i, g]));
  const pairs = a.filter((g) => b.has(g.i) && !Number.isNaN(g.share) && !Number.isNaN(b.get(g.i)!.share));
  summary('A', pairs);
  summary('B', pairs.map((g) => b.get(g.i)!));
  console.log(`B − A share (paired, ${pairs.length} games, ${pairs.filter((g) => g.share !== b.get(g.i)!.share).length} differ): ${ci(pairs.map((g) => b.get(g.i)!.share - g.share))}`);
} else {
  const from = Number(process.argv[2] ?? 0);
  const to = Number(process.argv[3] ?? 500);
  for (let i = from; i < to; i++) console.log(JSON.stringify(game(i)));
}
