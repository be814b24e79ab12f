// Paired trials against the reference at three (issue 22): the bench's seeded single games
// (stark in seat i mod 3 against two references, test/bench/klammern.bench.ts), one JSON line per
// game — stark's share of the game's points, whether it declared and won, the references' calls.
// Run before and after a change and compare line by line (same i = same deal and seat):
// `npx tsx scripts/klammern-paired.ts from to > run.jsonl`; `... --compare a.jsonl b.jsonl`.
import { readFileSync } from 'node:fs';
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

interface Game { i: number; share: number; declared: number; won: number; refDeclared: number; refWon: number }

function game(i: number): Game {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const hero = i % 3;
  let s = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!klammern.isOver(s) && s.results.length === 0) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    const move = seat === hero ? klammern.choose(view, 'stark', rng) : klammernReference(view, rng);
    s = klammern.apply(s, seat, move, stepRng(seed, seq)).state;
  }
  const r = s.results[0];
  const total = r.scores.reduce((a, b) => a + b, 0);
  const mine = r.contract.declarer === hero;
  return { i, share: total > 0 ? r.scores[hero] / total : NaN, declared: mine ? 1 : 0, won: mine && r.won ? 1 : 0, refDeclared: mine ? 0 : 1, refWon: !mine && r.won ? 1 : 0 };
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
