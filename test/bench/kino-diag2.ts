// Diagnostic (`S=3 N=200 [MIX=0] npx tsx test/bench/kino-diag2.ts`): a Kollege's next colleague
// archives the last copy of a still needed can on its next turn — why did the Kollege not save it?
// Prints, per case: the receiver's kind, whether the Kollege saw the need, whether it expected the
// receiver to archive (dc), batteries (capped at 2), how many saving clues existed, whether it had a
// can to play, and its decision.
import { kino } from '../../worker/games/kino';
import type { KinoState, KinoView } from '../../worker/games/kino/types';
import { stepRng } from '../../worker/games/core/rng';
import { regelbuchMove } from './reference/kino-regelbuch';
import { boardOf, eyeKnowledge } from '../../worker/games/kino/bots/model';
import { chopNeedsSave, decide, KOLLEGE, ownOf } from '../../worker/games/kino/bots/policy';
import { allClues, discardsChop } from '../../worker/games/kino/bots/hinweise';
import seedList from './kino-seeds.json';

const SEEDS = seedList as string[];
const N = Number(process.env.N ?? 200);
const seats = Number(process.env.S ?? 3);
const MIX = process.env.MIX !== '0';
const OPTIONS = kino.defaultOptions();
const tally: Record<string, number> = {};
const inc = (k: string) => { tally[k] = (tally[k] ?? 0) + 1; };
for (let g = 0; g < N; g++) {
  const seed = SEEDS[g];
  const kinds = Array.from({ length: seats }, (_, s) => (MIX && s === g % seats ? 'regelbuch' : 'normal'));
  let state = kino.setup(seats, OPTIONS, stepRng(seed, 0, 'setup')) as KinoState;
  let step = 0;
  let pendingCheck: null | { info: string; x: number; chopId: number } = null;
  while (!kino.isOver(state)) for (const seat of kino.pending(state)) {
    step++;
    const view = kino.view(state, seat) as KinoView;
    const rng = stepRng(seed, step, `bot${seat}`);
    if (pendingCheck && pendingCheck.x === seat) {
      const h0 = state.history.length;
      pendingCheck = { ...pendingCheck, info: pendingCheck.info };
      (globalThis as any).__pc = { pc: pendingCheck, h0 };
    }
    let info: string | null = null;
    let x = -1, chopId = -1;
    if (kinds[seat] === 'normal') {
      const b = boardOf(view);
      x = (seat + 1) % seats;
      const hand = b.hands[x];
      let chop = -1;
      for (let i = hand.length - 1; i >= 0; i--) if (!hand[i].clued) { chop = i; break; }
      if (chop >= 0 && (b.critical & (1 << hand[chop].ident)) && b.deck > 0) {
        const d = decide(b, KOLLEGE);
        const dc = discardsChop(b, x, eyeKnowledge(b, x), b.batteries);
        const saves = allClues(b, x).filter((o) => o.misplays === 0 && o.touched[chop]).length;
        info = `${kinds[x]}:need=${chopNeedsSave(b, x, KOLLEGE) >= 0}:dc=${dc}:bat=${Math.min(b.batteries, 2)}:saves=${saves}:ownplays=${ownOf(b, KOLLEGE).plays.length > 0}:${d.reason.code}`;
        chopId = hand[chop].id;
      }
    }
    const move = kinds[seat] === 'regelbuch' ? regelbuchMove(view, rng) : kino.choose(view, 'normal', rng);
    const before = state.history.length;
    state = kino.apply(state, seat, kino.validate(state, seat, move) as never, stepRng(seed, step)).state as KinoState;
    const pc = (globalThis as any).__pc;
    if (pc && pc.pc.x === seat) {
      const lost = state.history.slice(before).some((h) => h.id === pc.pc.chopId && h.how === 'archived');
      inc(`${pc.pc.info}:${lost ? 'LOST' : 'kept'}`);
      (globalThis as any).__pc = null;
      pendingCheck = null;
    }
    if (info) pendingCheck = { info, x, chopId };
  }
}
for (const k of Object.keys(tally).sort()) if (k.endsWith('LOST')) console.log(tally[k], k);
