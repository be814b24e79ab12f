// Diagnostic (not a bench): where an all-Meister table loses its points, one thread.
//   S=4 N=200 FROM=0 npx tsx test/bench/kino-loss.ts
// Per game: 25 − score split into Filmriss-outs (score 0), points made unreachable by the archive
// (the last copy of a needed can archived or torn: by Akt, by how, clued or not, lead-up), and points
// reachable at the end but not played in time (with what the unplayed cans were doing).
import { kino } from '../../worker/games/kino';
import type { KinoState } from '../../worker/games/kino/types';
import { reachable } from '../../worker/games/kino/rules/wissen';
import { playOut } from './strength';
import { archiveWalk } from './kino-archive-walk';
import { boardOf, eyeKnowledge, knowsFits, pace } from '../../worker/games/kino/bots/model';
import type { KinoView, KinoMove } from '../../worker/games/kino/types';
import type { Rng } from '../../worker/games/core/rng';
import seedList from './kino-seeds.json';

const SEEDS = seedList as string[];
const seats = Number(process.env.S ?? 4);
const n = Number(process.env.N ?? 200);
const from = Number(process.env.FROM ?? 0);
const OPTIONS = kino.defaultOptions();
const tally: Record<string, number> = {};
const inc = (k: string, v = 1) => { tally[k] = (tally[k] ?? 0) + v; };
const COP = [3, 2, 2, 2, 1];
const points: number[] = [];
for (let i = from; i < from + n; i++) {
  const levels = Array.from({ length: seats }, () => 'm');
  const m = (view: KinoView, rng: Rng): KinoMove => {
    const move = kino.choose(view, 'stark', rng) as KinoMove;
    const b = boardOf(view);
    const p = pace(b);
    const phase = b.deck === 0 ? 'final' : `pace${p <= 0 ? '<=0' : p <= 2 ? '1-2' : p <= 5 ? '3-5' : '6+'}`;
    inc(`move.${phase}.${move.type}`);
    if (move.type === 'archive') inc(`move.${phase}.archive.bat${Math.min(b.batteries, 3)}`);
    if (b.deck === 0 && move.type !== 'play' && b.batteries > 0) {
      // A colleague who still moves holds a can that fits now: could a clue have got it played?
      let fit = 0;
      for (let k = 1; k < b.seats && k < b.finalTurns; k++) {
        const seat = (b.me + k) % b.seats;
        const kn = eyeKnowledge(b, seat);
        const knows = b.hands[seat].some((_, i) => knowsFits(b, kn, i));
        if (!knows && b.hands[seat].some((c) => c.ident >= 0 && (b.playable & (1 << c.ident)) !== 0)) fit++;
      }
      inc(`final.nonplay.${move.type}.${fit > 0 ? 'colleagueHasFit' : 'none'}`);
    }
    return move;
  };
  const s = playOut(kino, levels, OPTIONS, SEEDS[i], { m }) as KinoState;
  const score = s.over === 'filmriss' ? 0 : s.reels.reduce((a, x) => a + x, 0);
  points.push(score);
  inc('games');
  inc(`end.${s.over}`);
  inc('filmrisse', s.filmrisse);
  if (s.over === 'filmriss') { inc('loss.strikeout', 25); continue; }
  const clued = new Map<number, string>();
  for (const c of s.clues) if (c.focus !== null) clued.set(c.focus, c.reading);
  for (const c of s.clues) for (const id of c.touched) if (!clued.has(id)) clued.set(id, 'along');
  const arch = archiveWalk(s, (h, lost) => {
    if (h.how === 'filmriss') inc(`riss.${clued.get(h.id) ?? 'blind'}`);
    if (lost === 0) return;
    const lateness = s.history.length - s.history.indexOf(h) <= seats + 1 ? 'late' : 'early';
    inc(`lostarch.${h.how}.akt${h.akt}.${clued.get(h.id) ?? 'unclued'}.${lateness}`, lost);
    inc('loss.archive', lost);
  });
  const best = reachable(s.reels.length, s.reels, arch).reduce((a, x) => a + x, 0);
  inc('loss.time', best - score);
  if (best > score) {
    // what the still reachable next cans were doing at the end
    for (let f = 0; f < s.reels.length; f++) {
      if (s.reels[f] >= 5) continue;
      const want = s.reels[f] + 1;
      const inHand = s.hands.some((h) => h.some((c) => c.film === f && c.akt === want));
      const where = inHand ? (s.hands.some((h) => h.some((c) => c.film === f && c.akt === want && c.clued)) ? 'hand.clued' : 'hand.unclued') : 'gone?';
      if (arch[f * 5 + want - 1] < COP[want - 1]) inc(`timeloss.next.${where}`);
    }
  }
  inc('batteries_end', s.batteries);
}
const mean = points.reduce((a, b) => a + b, 0) / points.length;
console.log(`S=${seats} decks ${from}..${from + n}: mean ${mean.toFixed(3)}`);
for (const k of Object.keys(tally).sort()) console.log(k.padEnd(50), tally[k], (tally[k] / n).toFixed(3));
