// Speedklammern, "Meldungen": what the table hears ("… liegt vorn") is what the Abrechnung counts.
// A walk read "Computer 3 liegt vorn – nur eine Seite hat gemeldet" and then an empty Meld. cell for
// Computer 3 — its row was "31 · (no last trick) · 20 · · 51": the 20 were there, one cell to the
// right of the empty "Letzter". This pins the rule: over many random games (3 and 4 seats, melds
// automatic or by "Melden!", forgotten presses included) the side the announcements name as leading
// is the side the first trick's verdict scores, with Augen in the Abrechnung's Meld. column.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { legalMoves } from '@games/klammern/rules/legal';
import { apply, pending } from '@games/klammern/rules/moves';
import { teamOf } from '@games/klammern/rules/seats';
import type { KlammernState } from '@games/klammern/types';
import { view } from '@games/klammern/view';
import { fresh } from './helpers';

const side = (s: KlammernState, seat: number) => (s.seats === 4 ? teamOf(seat, 4) : seat);

describe('the announced lead is the scored meld', () => {
  it('over random games: meldLead.best scores at the first trick and in the Abrechnung', () => {
    let checked = 0;
    for (let g = 0; g < 120; g++) {
      const seats = 3 + (g % 2);
      const melds = g % 4 < 2 ? 'auto' : 'button';
      let s = fresh(seats, { melds, bella: 'button', kontra: true, schenken: false }, `lead-${g}`);
      const rng = createRng(`play-${g}`);
      let lead: ReturnType<typeof view>['meldLead'] = null;
      for (let n = 1; n < 400 && s.results.length === 0; n++) {
        const seat = rng.pick(pending(s));
        const moves = legalMoves(view(s, seat), true);
        const playing = moves.filter((m) => m.type !== 'pass' && m.type !== 'bitte');
        const move = s.phase === 'bidding' && playing.length > 0 && rng.next() < 0.4 ? rng.pick(playing) : rng.pick(moves);
        const before = s.tricks.length;
        s = apply(s, seat, move, stepRng(`lead-${g}`, n)).state;
        if (before === 0 && s.tricks.length === 1) {
          const v = view(s, 0);
          lead = v.meldLead;
          if (v.meldLead === null) { expect(v.meldVerdict).toBeNull(); continue; }
          expect(side(s, v.meldVerdict!.best)).toBe(side(s, v.meldLead.best));
          const pts = v.meldVerdict!.points.reduce((t, p, x) => t + (side(s, x) === side(s, v.meldLead!.best) ? p : 0), 0);
          expect(pts).toBeGreaterThan(0);
        }
      }
      if (s.results.length === 0 || lead === null || s.results[0].geschenkt) continue;
      // The Abrechnung's Augen: the leading side holds at least its melds beyond its cards.
      const r = s.results[0];
      const cards = new Array<number>(seats).fill(0);
      for (const t of s.tricks) cards[t.winner] += t.points;
      const bella = (x: number) => (s.bella === x ? 20 : 0);
      const meldsOf = (x: number) => r.augen[x] - cards[x] - bella(x);
      const leadSide = [...Array(seats).keys()].filter((x) => side(s, x) === side(s, lead!.best));
      expect(leadSide.reduce((t, x) => t + meldsOf(x), 0)).toBeGreaterThan(0);
      for (let x = 0; x < seats; x++) if (!leadSide.includes(x)) expect(meldsOf(x)).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
