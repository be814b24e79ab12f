// Paired test of stark's card play as the declarer at three (PLAY_TUNING in bots/stark.ts): in
// seeded games against two references (test/bench/reference/klammern-pimc.ts) stark is made to
// declare its strongest contract at its first bidding turn (in round 1 half the time, in round 2
// always, as in klammern-fit-bids.ts) and plays it out; the same seeds for every handicap, so the
// difference between two runs is the card play alone. Prints one line per handicap: games, won.
// `npx tsx scripts/klammern-play-ab.ts from to 0,20`
import { stepRng } from '../worker/games/core/rng';
import { isRuleError } from '../worker/games/core/types';
import { klammern } from '../worker/games/klammern';
import type { Contract, KlammernMove, Suit } from '../worker/games/klammern/types';
import { KREUZ, suitOf } from '../worker/games/klammern/rules/cards';
import { kleinesSuits } from '../worker/games/klammern/rules/bidding';
import { handStrength } from '../worker/games/klammern/bots/evaluate';
import { handForOrgi } from '../worker/games/klammern/bots/normal';
import { PLAY_TUNING } from '../worker/games/klammern/bots/stark';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 50);
const handicaps = (process.argv[4] ?? '0,20').split(',').map(Number);

/** Whether stark (seat i mod 3), made to declare, won game i; null when it never got to declare. */
function game(i: number): boolean | null {
  const seed = `klammern-ab-${i}`;
  const me = i % 3;
  let s = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
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
      const cands: { move: KlammernMove; kind: Contract['kind']; f: number }[] = [];
      if (b.round === 1) cands.push({ move: { type: 'orgi' }, kind: 'orgi', f: handStrength(handForOrgi(view), suitOf(view.upcard) as Suit) });
      else if (b.kleines) cands.push({ move: { type: 'besser' }, kind: 'besser', f: handStrength(hand, KREUZ) });
      else for (const suit of kleinesSuits(view)) cands.push({ move: { type: 'kleines', suit }, kind: 'kleines', f: handStrength(hand, suit) });
      const best = cands.reduce((a, c) => (c.f > a.f ? c : a));
      const force = b.round === 2 || stepRng(seed, 0, 'force').next() < 0.5;
      move = force ? best.move : b.round === 2 && b.kleines ? { type: 'bitte' } : { type: 'pass' };
    } else move = klammern.choose(view, 'stark', rng);
    const v = klammern.validate(s, seat, move);
    if (isRuleError(v)) throw new Error(`${seed}: ${v.message}`);
    s = klammern.apply(s, seat, v, stepRng(seed, seq)).state;
    if (s.phase !== 'bidding' && s.contract && s.contract.declarer !== me) return null;
  }
  const r = s.results[0];
  return r && r.contract.declarer === me ? r.won : null;
}

for (const h of handicaps) {
  PLAY_TUNING.declarerHandicap3 = h;
  let games = 0;
  let won = 0;
  const wins: number[] = [];
  for (let i = from; i < to; i++) {
    const r = game(i);
    if (r === null) continue;
    games++;
    if (r) { won++; wins.push(i); }
  }
  console.log(JSON.stringify({ handicap: h, games, won, wins }));
}
