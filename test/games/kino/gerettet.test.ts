// "Dann wird nicht blind eingelegt, nur aufgehoben": a saved can is played only when every can it
// may still be fits — by the clues' facts, the Rettung's reading and what the seat sees for
// certain. Cans the conventions alone pin down do not rule anything out, an identity that became
// useless since the Rettung stays possible, and blind play never picks a saved can.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { decideFor } from '@games/kino/bots';
import { boardOf } from '@games/kino/bots/model';
import { bestBlind, ownCans } from '@games/kino/bots/eigene';
import { eyeKnowledge } from '@games/kino/bots/model';
import { bit, identity } from '@games/kino/rules/filmdosen';
import { view } from '@games/kino/view';
import type { KinoState } from '@games/kino/types';
import { KR, LI, idAt, move, table } from './helpers';

const id = (film: number, akt: number) => bit(identity(film, akt));
const film = (f: number) => 0b11111 << (f * 5);
const kollege = (s: KinoState) => decideFor(view(s, s.turn), 'normal', createRng('gerettet')).move;

describe('a saved can', () => {
  // Seat 0's right can was saved by "Liebesfilm" (Liebesfilm 3 to play, or the Liebesfilm 5); its
  // second can is "Liebesfilm 5" by the conventions only (the facts say: a Liebesfilm, not Akt 4).
  function position(secondMask: number): KinoState {
    const s = table({ hands: [['kr4', 'li2', 'we3', 'ab4', 'li5'], ['kr2', 'we2', 'lu2', 'ab3', 'kr3']], reels: [0, 0, 0, 0, 2], batteries: 4 });
    s.hands[0][4] = { ...s.hands[0][4], clued: true, mask: film(LI), inferred: id(LI, 3) | id(LI, 5), mark: 'save' };
    s.hands[0][1] = { ...s.hands[0][1], clued: true, mask: secondMask, inferred: id(LI, 5), mark: null };
    return s;
  }

  it('is not narrowed by a can the conventions alone pin down (no Liebesfilm 3 played on that)', () => {
    const s = position(film(LI) & ~id(LI, 4));
    expect(kollege(s)).not.toEqual({ type: 'play', can: idAt(s, 0, 4) });
  });

  it('is narrowed by a can the facts pin down: then it is the Liebesfilm 3 and is played', () => {
    const s = position(id(LI, 5));
    expect(kollege(s)).toEqual({ type: 'play', can: idAt(s, 0, 4) });
  });

  it('may still be what became useless since the Rettung (the Krimi 5 after both Krimi 4 are lost)', () => {
    let s = table({
      hands: [['ab4', 'we2', 'lu3', 'li3', 'kr5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']],
      archived: ['kr4'], deck: ['kr1', 'we1', 'lu1', 'ab1', 'li1', 'we4', 'lu4'], batteries: 6, turn: 1,
    });
    const saved = idAt(s, 0, 4);
    s = move(s, 1, { type: 'clue', to: 0, film: KR }).state; // a Rettung: Krimi 1, 4 or 5
    expect(s.hands[0][4]).toMatchObject({ mark: 'save', inferred: id(KR, 1) | id(KR, 4) | id(KR, 5) });
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 3) }).state; // draws the Krimi 1, on the left
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 0) }).state; // the second Krimi 4: the Krimi 5 is useless now
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 3) }).state;
    s = move(s, 1, { type: 'clue', to: 0, akt: 4 }).state; // the saved can is no Akt 4
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 3) }).state;
    s = move(s, 1, { type: 'clue', to: 0, film: KR }).state; // the Krimi 1, and the saved can again
    // Gute Berührung leaves "Krimi 1" for it — but it may be the Krimi 5 that became useless since.
    const can = s.hands[0].find((c) => c.id === saved)!;
    expect(can).toMatchObject({ mark: 'save', inferred: id(KR, 1) });
    const b = boardOf(view(s, 0));
    const own = ownCans(b, eyeKnowledge(b, 0));
    expect(own.plays).not.toContain(s.hands[0].indexOf(can));
    expect(kollege(s)).not.toEqual({ type: 'play', can: saved });
  });

  it('is never the blind play while the hand holds another can', () => {
    const s = table({ hands: [['kr4', 'we3', 'lu3', 'ab4', 'li5'], ['kr2', 'we2', 'lu2', 'ab3', 'kr3']], batteries: 8 });
    s.hands[0][4] = { ...s.hands[0][4], clued: true, mask: film(LI), inferred: id(LI, 1) | id(LI, 5), mark: 'save' };
    const b = boardOf(view(s, 0));
    const own = ownCans(b, eyeKnowledge(b, 0));
    expect(bestBlind(b, own).index).not.toBe(4);
    // With only saved cans left it has to be one of them.
    for (let i = 0; i < 4; i++) s.hands[0][i] = { ...s.hands[0][i], clued: true, mark: 'save' };
    const b2 = boardOf(view(s, 0));
    expect(bestBlind(b2, ownCans(b2, eyeKnowledge(b2, 0))).index).toBeGreaterThanOrEqual(0);
  });
});
