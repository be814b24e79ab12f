// Fits the bidding curve of Speedklammern's computers (worker/games/klammern/bots/evaluate.ts,
// WIN_CURVE): on seeded random deals, a random seat plays a random trump; its hand strength is
// compared with the open-hand result (the strong computer's solver, melds and Bella included, the
// trump seven swapped at three). Prints the fitted mid and slope of P(win) = σ(slope · (f − mid))
// per seat count, and the observed win rate per strength band. `npx tsx scripts/klammern-calibrate.ts [deals]`
import { createRng } from '../worker/games/core/rng';
import type { Suit } from '../worker/games/klammern/types';
import { DECK, TOTAL_AUGEN, LAST_TRICK, trumpSeven, card, KOENIG, DAME } from '../worker/games/klammern/rules/cards';
import { dealCards } from '../worker/games/klammern/rules/deal';
import { defaultOptions } from '../worker/games/klammern/rules/options';
import { meldsOf, meldVerdict } from '../worker/games/klammern/rules/melds';
import { playingSide } from '../worker/games/klammern/rules/seats';
import { handStrength } from '../worker/games/klammern/bots/evaluate';
import { needed } from '../worker/games/klammern/bots/openhand';
import { Solver } from '../worker/games/klammern/bots/solver';

const deals = Number(process.argv[2] ?? 1500);
const solver = new Solver();
const mask = (cs: readonly number[]) => cs.reduce((m, c) => m | (1 << c), 0);

for (const seats of [3, 4]) {
  const rng = createRng(`calibrate-${seats}`);
  const samples: { f: number; won: number }[] = [];
  for (let i = 0; i < deals; i++) {
    const dealer = rng.int(seats);
    const d = dealCards(rng.shuffle(DECK), seats, dealer, defaultOptions());
    const declarer = rng.int(seats);
    const trump = (rng.next() < 0.5 ? d.upcard >> 3 : rng.int(4)) as Suit;
    const hands = d.hands.map((h) => h.slice());
    if (seats === 3 && trump === d.upcard >> 3) {
      for (const h of hands) {
        const at = h.indexOf(trumpSeven(trump));
        if (at >= 0) h[at] = d.upcard;
      }
    }
    const f = handStrength(hands[declarer], trump);
    const leader = (dealer + 1) % seats;
    const decl = Array.from({ length: seats }, (_, s) => playingSide(declarer, seats).includes(s));
    const have = new Array<number>(seats).fill(0);
    const verdict = meldVerdict(hands.flatMap((h, s) => meldsOf(h, s)), trump, leader, seats);
    if (verdict) verdict.points.forEach((p, s) => { have[s] += p; });
    hands.forEach((h, s) => { if (h.includes(card(trump, KOENIG)) && h.includes(card(trump, DAME))) have[s] += 20; });
    const need = needed(have, decl, TOTAL_AUGEN + LAST_TRICK, false);
    solver.reset(seats, trump, decl);
    solver.setPosition(hands.map(mask), leader, []);
    samples.push({ f, won: solver.reaches(need) ? 1 : 0 });
  }
  // Logistic regression by gradient ascent on the log-likelihood.
  let a = 1;
  let b = -7;
  for (let it = 0; it < 4000; it++) {
    let ga = 0;
    let gb = 0;
    for (const { f, won } of samples) {
      const p = 1 / (1 + Math.exp(-(a * f + b)));
      ga += (won - p) * f;
      gb += won - p;
    }
    a += (0.5 * ga) / samples.length;
    b += (0.5 * gb) / samples.length;
  }
  console.log(`${seats} seats: slope ${a.toFixed(3)}, mid ${(-b / a).toFixed(3)} (${samples.length} deals)`);
  for (let lo = 2; lo < 14; lo += 1.5) {
    const band = samples.filter((x) => x.f >= lo && x.f < lo + 1.5);
    if (band.length > 0) console.log(`  f ${lo.toFixed(1)}–${(lo + 1.5).toFixed(1)}: won ${(band.reduce((t, x) => t + x.won, 0) / band.length).toFixed(2)} of ${band.length}`);
  }
}
