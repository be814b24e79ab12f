// Data for fitting stark's bidding at three against the reference player (issue 22): seeded games,
// stark in a rotating seat against two references (test/bench/reference/klammern-pimc.ts). At
// stark's bidding turns its candidate contracts are solved in sampled worlds at several handicaps
// (the playing side needs `need − h` Augen), then stark is made to declare the best one (in round 1
// half the time; in round 2 always) and the game is played out. One JSON line per declared game:
// the features and whether stark won. `npx tsx scripts/klammern-fit-bids.ts from to > out.jsonl`
import { stepRng } from '../worker/games/core/rng';
import { isRuleError } from '../worker/games/core/types';
import { klammern } from '../worker/games/klammern';
import type { Contract, KlammernMove, KlammernState, Suit } from '../worker/games/klammern/types';
import { KREUZ, suitOf } from '../worker/games/klammern/rules/cards';
import { contractValue, kleinesSuits } from '../worker/games/klammern/rules/bidding';
import { handStrength, winChance } from '../worker/games/klammern/bots/evaluate';
import { knowledgeOf } from '../worker/games/klammern/bots/knowledge';
import { handForOrgi } from '../worker/games/klammern/bots/normal';
import { load, setupWorld } from '../worker/games/klammern/bots/openhand';
import { sampleWorlds } from '../worker/games/klammern/bots/sample';
import { Solver } from '../worker/games/klammern/bots/solver';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

const HANDICAPS = [0, 10, 20, 30, 40];
const WORLDS = 16;
const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 100);
const solver = new Solver();

function chances(state: KlammernState, seat: number, contract: Contract, seed: string): number[] {
  const view = klammern.view(state, seat);
  const k = knowledgeOf(view);
  const worlds = sampleWorlds(k, view, stepRng(seed, 9999, 'fit'), WORLDS);
  const wins = HANDICAPS.map(() => 0);
  let first = true;
  for (const w of worlds) {
    const setup = setupWorld(w, k, view, contract, true);
    load(solver, setup, !first);
    first = false;
    solver.nodes = 0;
    solver.limit = 5_000_000;
    solver.aborted = false;
    HANDICAPS.forEach((h, i) => { if (solver.reaches(Math.max(0, setup.need - h))) wins[i]++; });
  }
  return wins.map((x) => x / Math.max(1, worlds.length));
}

for (let i = from; i < to; i++) {
  const seed = `klammern-fit-${i}`;
  const me = i % 3;
  let s = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  let record: Record<string, unknown> | null = null;
  while (!klammern.isOver(s) && s.results.length === 0) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    let move: KlammernMove;
    if (seat !== me) move = klammernReference(view, rng);
    else if (s.phase === 'bidding') {
      const b = view.bidding!;
      const hand = view.hand ?? [];
      const cands: { move: KlammernMove; kind: Contract['kind']; trump: Suit; f: number; prior: number }[] = [];
      if (b.round === 1) {
        const open = suitOf(view.upcard) as Suit;
        const h = handForOrgi(view);
        cands.push({ move: { type: 'orgi' }, kind: 'orgi', trump: open, f: handStrength(h, open), prior: winChance(h, open, 3) });
      } else if (b.kleines) cands.push({ move: { type: 'besser' }, kind: 'besser', trump: KREUZ, f: handStrength(hand, KREUZ), prior: winChance(hand, KREUZ, 3) });
      else for (const suit of kleinesSuits(view)) cands.push({ move: { type: 'kleines', suit }, kind: 'kleines', trump: suit, f: handStrength(hand, suit), prior: winChance(hand, suit, 3) });
      const best = cands.reduce((a, c) => (c.f > a.f ? c : a));
      const force = b.round === 2 || stepRng(seed, 0, 'force').next() < 0.5;
      if (force) {
        const value = contractValue(best.kind, best.trump);
        const ch = chances(s, me, { declarer: me, kind: best.kind, trump: best.trump, value }, seed);
        record = { i, round: b.round, kind: best.kind, pos: b.calls.length, f: best.f, prior: best.prior, ch, value };
        move = best.move;
      } else move = b.round === 2 && b.kleines ? { type: 'bitte' } : { type: 'pass' };
    } else move = klammern.choose(view, 'stark', rng);
    const v = klammern.validate(s, seat, move);
    if (isRuleError(v)) throw new Error(`${seed}: ${v.message}`);
    s = klammern.apply(s, seat, v, stepRng(seed, seq)).state;
    if (s.phase !== 'bidding' && s.contract && s.contract.declarer !== me && !record) break;
  }
  const r = s.results[0];
  if (record && r && r.contract.declarer === me) console.log(JSON.stringify({ ...record, won: r.won ? 1 : 0 }));
}
