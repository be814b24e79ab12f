// Diagnostic (not a bench): where the mixed table (one rule-book colleague R among Kollegen) loses
// against the all-Kollege (K) and all-reference (A) tables on the same decks.
//   S=2 N=300 FROM=0 [FRESH=word] npx tsx test/bench/kino-crossloss.ts
// Per table: 25 − score split into Filmriss-outs, points made unreachable by the archive (by who
// archived — K or R —, how, Akt, whether a clue touched the can and by whom; for an unclued can
// lost, the batteries and the move of the seat before) and points reachable at the end but not
// played in time; clues by giver and receiver; moves per seat kind; batteries at the end; turns,
// clues and plays before the stack ran out and plays after; where the next can each unfinished reel
// needed was at the end (whose hand, touched or not); what became of each Spielhinweis's focus
// (played, archived, torn, held at the end; lit before or new) and how many turns it waited.
// Ends with the paired differences M − line by loss category.
import { kino } from '../../worker/games/kino';
import type { KinoMove, KinoState, KinoView } from '../../worker/games/kino/types';
import { reachable } from '../../worker/games/kino/rules/wissen';
import type { Rng } from '../../worker/games/core/rng';
import { readingsOf, regelbuchMove } from './reference/kino-regelbuch';
import { archiveWalk } from './kino-archive-walk';
import { playOut } from './strength';
import seedList from './kino-seeds.json';

const SEEDS = seedList as string[];
const seats = Number(process.env.S ?? 2);
const n = Number(process.env.N ?? 300);
const from = Number(process.env.FROM ?? 0);
const FRESH = process.env.FRESH ?? '';
const OPTIONS = kino.defaultOptions();
const tally: Record<string, number> = {};
const inc = (k: string, v = 1) => { tally[k] = (tally[k] ?? 0) + v; };
const KIND: Record<string, string> = { normal: 'K', regelbuch: 'R' };

/** One game; records the batteries before every turn. */
function game(kinds: string[], seed: string): { s: KinoState; bat: number[]; deck: number[] } {
  const bat: number[] = [];
  const deck: number[] = [];
  const wrap = (f: (v: KinoView, r: Rng) => KinoMove) => (v: KinoView, r: Rng) => { bat[v.turnNo] = v.batteries; deck[v.turnNo] = v.deckCount; return f(v, r); };
  const s = playOut(kino, kinds.map((k) => `w${k}`), OPTIONS, seed, {
    wnormal: wrap((v, r) => kino.choose(v, 'normal', r) as KinoMove),
    wregelbuch: wrap(regelbuchMove),
  }) as KinoState;
  return { s, bat, deck };
}

function losses(tag: string, kinds: string[], g: { s: KinoState; bat: number[]; deck: number[] }): Record<string, number> {
  const { s, bat } = g;
  const out: Record<string, number> = { strikeout: 0, archive: 0, time: 0 };
  const score = s.over === 'filmriss' ? 0 : s.reels.reduce((a, x) => a + x, 0);
  const ref = readingsOf(kino.view(s, 'spectator') as KinoView);
  const lastClue = new Map<number, string>();
  s.clues.forEach((c, k) => {
    inc(`${tag}.clues.${KIND[kinds[c.by]]}>${KIND[kinds[c.to]]}.${c.reading}`);
    if (bat[c.turn] === 1) inc(`${tag}.lastbattery.${KIND[kinds[c.by]]}.${c.reading}`);
    const r = ref[k];
    if (kinds[c.by] === 'regelbuch' && (r.reading !== c.reading || r.focusId !== c.focus)) inc(`${tag}.misread.Rclue_by_us.${r.reading}->${c.reading}`);
    if (kinds[c.by] === 'normal' && (r.reading !== c.reading || r.focusId !== c.focus)) inc(`${tag}.misread.Kclue_by_R.${c.reading}->${r.reading}`);
    for (const id of c.touched) lastClue.set(id, `${KIND[kinds[c.by]]}:${id === c.focus ? c.reading : 'along'}`);
  });
  for (const h of s.history) inc(`${tag}.moves.${KIND[kinds[h.seat]]}.${h.how}`);
  // What became of each Spielhinweis's focus (and whether it had been touched before), and how long it waited.
  const fate = new Map(s.history.map((h) => [h.id, h]));
  const seen = new Set<number>();
  for (const c of s.clues) {
    if (c.reading === 'play' && c.focus !== null) {
      const h = fate.get(c.focus);
      const pair = `${KIND[kinds[c.by]]}>${KIND[kinds[c.to]]}`;
      inc(`${tag}.playclue.${pair}.${seen.has(c.focus) ? 'old' : 'new'}.${h ? h.how : 'held'}`);
      if (h?.how === 'played') inc(`${tag}.playclue_wait.${pair}`, h.turn - c.turn);
    }
    for (const id of c.touched) seen.add(id);
  }
  const arch = archiveWalk(s, (h, lost) => {
    const who = KIND[kinds[h.seat]];
    const clue = lastClue.get(h.id) ?? 'unclued';
    if (h.how === 'filmriss') inc(`${tag}.filmriss.${who}.${clue}`);
    if (lost === 0) return;
    const prevSeat = (h.seat - 1 + seats) % seats;
    const b = bat[h.turn - 1] ?? -1;
    inc(`${tag}.lost.${who}.${h.how}.${clue}.akt${h.akt}`, lost);
    if (clue === 'unclued' && h.how === 'archived') {
      const pc = s.clues.find((x) => x.turn === h.turn - 1);
      const ph = s.history.find((x) => x.turn === h.turn - 1);
      const pm = pc ? `clue-${pc.reading}` : ph ? ph.how : '?';
      inc(`${tag}.lostctx.${who}.prev${KIND[kinds[prevSeat]]}.batPrev${Math.min(b, 3)}.${pm}`, lost);
    }
    out.archive += lost;
  });
  const best = reachable(s.reels.length, s.reels, arch).reduce((a, x) => a + x, 0);
  inc(`${tag}.turns`, s.turnNo);
  const lastDraw = g.deck.findIndex((d) => d === 0);
  inc(`${tag}.turns_to_empty`, lastDraw);
  inc(`${tag}.plays_before_empty`, s.history.filter((h) => h.how === 'played' && h.turn < lastDraw).length);
  inc(`${tag}.clues_before_empty`, s.clues.filter((c) => c.turn < lastDraw).length);
  inc(`${tag}.plays_final`, s.history.filter((h) => h.how === 'played' && h.turn >= lastDraw).length);
  for (let f = 0; f < s.reels.length; f++) {
    const r = reachable(s.reels.length, s.reels, arch)[f];
    if (r <= s.reels[f]) continue;
    const want = s.reels[f] + 1;
    const holder = s.hands.findIndex((h) => h.some((c) => c.film === f && c.akt === want));
    const c = holder >= 0 ? s.hands[holder].find((x) => x.film === f && x.akt === want)! : null;
    inc(`${tag}.next_at_end.${c ? `${KIND[kinds[holder]]}.${c.clued ? (c.mark ?? 'clued') : 'unclued'}` : 'nowhere'}`);
  }
  if (s.over === 'filmriss') out.strikeout = best; else out.time = best - score;
  inc(`${tag}.end.${s.over}`);
  inc(`${tag}.batteries_end`, s.batteries);
  inc(`${tag}.filmrisse`, s.filmrisse);
  inc(`${tag}.score`, score);
  for (const k of Object.keys(out)) inc(`${tag}.loss.${k}`, out[k]);
  return out;
}

const cats = ['strikeout', 'archive', 'time'];
const diffs: Record<string, number[]> = { total: [], strikeout: [], archive: [], time: [] };
for (let i = from; i < from + n; i++) {
  const seed = FRESH ? `${FRESH}-${i}` : SEEDS[i];
  const ks = Array.from({ length: seats }, () => 'normal');
  const rs = ks.map(() => 'regelbuch');
  const ms = ks.map((_, s) => (s === i % seats ? 'regelbuch' : 'normal'));
  const lk = losses('K', ks, game(ks, seed));
  const la = losses('A', rs, game(rs, seed));
  const lm = losses('M', ms, game(ms, seed));
  let tot = 0;
  for (const c of cats) {
    // Loss above the line: M's loss minus the seat-weighted loss of the pure tables (negative = M loses less).
    const d = lm[c] - (la[c] / seats + (lk[c] * (seats - 1)) / seats);
    diffs[c].push(d); tot += d;
  }
  diffs.total.push(tot);
}
for (const k of Object.keys(tally).sort()) console.log(k.padEnd(60), String(tally[k]).padStart(6), (tally[k] / n).toFixed(3));
for (const [k, xs] of Object.entries(diffs)) {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
  console.log(`M loss − line loss, ${k}: ${m.toFixed(3)} ± ${(1.96 * sd / Math.sqrt(xs.length)).toFixed(3)}`);
}
