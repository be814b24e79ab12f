// Where stark's declared games at three are lost (issue 22): the bench's seeded games (stark in a
// rotating seat against two references). At each of stark's bidding turns: the round, its place in
// the bidding, the contract it called (or the pass), its calibrated chance and the pass's value;
// then whether the call was won. Prints tallies by contract, round and chance bin.
// `npx tsx scripts/klammern-bid-diag.ts from to [out.jsonl]`
import { writeFileSync } from 'node:fs';
import { createRng, stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import { knowledgeOf } from '../worker/games/klammern/bots/knowledge';
import { passShare } from '../worker/games/klammern/bots/pass-value';
import { starkChoice } from '../worker/games/klammern/bots/stark';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 60);
const out = process.argv[4];
interface Row { i: number; round: number; pos: number; move: string; chance: number; pass: number; trumps: number; won?: number; share?: number }
const rows: Row[] = [];
for (let i = from; i < to; i++) {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const hero = i % 3;
  let s = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  const mine: Row[] = [];
  while (!klammern.isOver(s) && s.results.length === 0) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    let move;
    if (seat !== hero) move = klammernReference(view, rng);
    else if (view.phase === 'abrechnung') move = { type: 'continue' as const };
    else {
      const pick = starkChoice(view, rng);
      move = pick.move;
      if (view.phase === 'bidding') {
        const b = view.bidding!;
        const pass = passShare(view, knowledgeOf(view), createRng(`diag-${seed}-${seq}`));
        const suit = Number(pick.reason.params.suit);
        const trumps = (view.hand ?? []).filter((c) => c >> 3 === suit).length;
        mine.push({ i, round: b.round, pos: b.calls.filter((c) => c.round === b.round).length, move: move.type, chance: Number(pick.reason.params.chance), pass, trumps });
      }
    }
    s = klammern.apply(s, seat, move, stepRng(seed, seq)).state;
  }
  const r = s.results[0];
  const total = r.scores.reduce((a, b) => a + b, 0);
  for (const m of mine) {
    if (r.contract.declarer === hero && m.move !== 'pass' && m.move !== 'bitte') m.won = r.won ? 1 : 0;
    m.share = total > 0 ? r.scores[hero] / total : NaN;
  }
  rows.push(...mine);
}
if (out) writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const decl = rows.filter((r) => r.won !== undefined);
const tally = (name: string, key: (r: Row) => string) => {
  const m = new Map<string, { n: number; won: number; chance: number }>();
  for (const r of decl) { const k = key(r); const x = m.get(k) ?? { n: 0, won: 0, chance: 0 }; x.n++; x.won += r.won!; x.chance += r.chance; m.set(k, x); }
  console.log(`-- by ${name}`);
  for (const [k, x] of [...m.entries()].sort()) console.log(`${k.padEnd(16)} n=${x.n} won=${x.won} (${(x.won / x.n).toFixed(2)}) predicted ${(x.chance / x.n).toFixed(2)}`);
};
console.log(`declared ${decl.length}, won ${decl.reduce((a, r) => a + r.won!, 0)}`);
tally('contract', (r) => r.move);
tally('round/pos', (r) => `r${r.round} p${r.pos}`);
tally('chance', (r) => `c${Math.min(9, Math.floor(r.chance * 10))}`);
tally('trumps', (r) => `t${r.trumps}`);
