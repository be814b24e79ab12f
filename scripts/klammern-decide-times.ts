// Stark's decision times as the bench measures them (test/bench/klammern.bench.ts `decideTimes`:
// CPU ms of each decision over seeded games played on by normal computers, Kontra / Re and
// Schenken on), printed as p95 and max, with the p95 of the play decisions at three where stark
// declares (the ones the αμ search of the seventh round could touch).
// `npx tsx scripts/klammern-decide-times.ts [games=10]`.
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import { p95 } from '../test/bench/timing';

const OPTIONS = { ...klammern.defaultOptions(), kontra: true, schenken: true, durchmarsch: true };
const all: number[] = [];
const declarer3: number[] = [];
function run(games: number, record: boolean): void {
  for (let g = 0; g < games; g++) {
    const seats = g % 2 === 0 ? 4 : 3;
    const seed = `klammern-decide-${g}`;
    let s = klammern.setup(seats, OPTIONS, stepRng(seed, 0, 'setup'));
    let seq = 0;
    while (!klammern.isOver(s) && s.results.length < 2) {
      const seat = klammern.pending(s)[0];
      seq++;
      const view = klammern.view(s, seat);
      const t0 = process.cpuUsage();
      klammern.choose(view, 'stark', stepRng(seed, seq, 'stark'));
      const t = process.cpuUsage(t0);
      const ms = (t.user + t.system) / 1000;
      if (record) {
        all.push(ms);
        if (seats === 3 && view.phase === 'play' && view.contract?.declarer === seat) declarer3.push(ms);
      }
      s = klammern.apply(s, seat, klammern.choose(view, 'normal', stepRng(seed, seq, 'play')), stepRng(seed, seq)).state;
    }
  }
}
run(1, false);
run(Number(process.argv[2] ?? 10), true);
console.log(`stark decide p95 ${p95(all).toFixed(1)} ms CPU (${all.length} decisions), max ${Math.max(...all).toFixed(1)}; declarer at three p95 ${p95(declarer3).toFixed(1)} (${declarer3.length})`);
