// Card play alone, duplicate (issue 22): the bench's games at three (stark in seat i mod 3 against two
// references) are played as in the bench up to the first card; from there the game is played out
// twice, once with stark in its seat and once with a reference in its place (same contract, same
// deal, the same streams). Prints, by stark's role, how often the declarer won at each table.
// `npx tsx scripts/klammern-swap-diag.ts from to`
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import type { KlammernState } from '../worker/games/klammern/types';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 100);

function run(s0: KlammernState, seed: string, seq0: number, starkSeat: number, toPlay: boolean): { s: KlammernState; seq: number } {
  let s = s0;
  let seq = seq0;
  while (!klammern.isOver(s) && s.results.length === 0 && !(toPlay && s.phase === 'play')) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    const move = seat === starkSeat ? klammern.choose(view, 'stark', rng) : klammernReference(view, rng);
    s = klammern.apply(s, seat, move, stepRng(seed, seq)).state;
  }
  return { s, seq };
}

const tally: Record<string, { n: number; stark: number; ref: number; differ: number }> = {};
for (let i = from; i < to; i++) {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const hero = i % 3;
  const at = run(klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup')), seed, 0, hero, true);
  if (at.s.results.length > 0 || at.s.phase !== 'play') continue;
  const role = at.s.contract!.declarer === hero ? 'declarer' : 'defender';
  const a = run(at.s, seed, at.seq, hero, false).s.results[0];
  const b = run(at.s, seed, at.seq, -1, false).s.results[0];
  const t = (tally[role] ??= { n: 0, stark: 0, ref: 0, differ: 0 });
  t.n++; if (a.won) t.stark++; if (b.won) t.ref++; if (a.won !== b.won) t.differ++;
  console.log(JSON.stringify({ i, role, starkTable: a.won, refTable: b.won }));
}
for (const [role, t] of Object.entries(tally)) console.error(`stark as ${role}: ${t.n} games; declarer won with stark ${t.stark}, with a reference in its place ${t.ref} (${t.differ} differ)`);
