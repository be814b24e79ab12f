// Stark's decision times as the bench measures them (the same decisions, test/bench/klammern-decisions.ts:
// CPU ms of each decision over seeded games played on by normal computers, Kontra / Re and
// Schenken on), printed as p95 and max, with the p95 of the play decisions at three where stark
// declares (the ones the αμ search of the seventh round could touch).
// `npx tsx scripts/klammern-decide-times.ts [games=10]`.
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import { p95 } from '../test/bench/timing';
import { cpuMs, eachDecision } from '../test/bench/klammern-decisions';

const OPTIONS = { ...klammern.defaultOptions(), kontra: true, schenken: true, durchmarsch: true };
const all: number[] = [];
const declarer3: number[] = [];
function run(games: number, record: boolean): void {
  eachDecision(games, OPTIONS, (view, seat, seats, seed, seq) => {
    const ms = cpuMs(() => klammern.choose(view, 'stark', stepRng(seed, seq, 'stark')));
    if (!record) return;
    all.push(ms);
    if (seats === 3 && view.phase === 'play' && view.contract?.declarer === seat) declarer3.push(ms);
  });
}
run(1, false);
run(Number(process.argv[2] ?? 10), true);
console.log(`stark decide p95 ${p95(all).toFixed(1)} ms CPU (${all.length} decisions), max ${Math.max(...all).toFixed(1)}; declarer at three p95 ${p95(declarer3).toFixed(1)} (${declarer3.length})`);
