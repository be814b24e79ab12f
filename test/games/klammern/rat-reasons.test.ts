// Rat's reason for a card that cannot win the trick (found by a walk: Rat advised Kreuz König onto
// the partner's sure trick with "Den Stich bekommst du nicht: gib die billigste Karte" while an
// Acht was in the hand). "The cheapest card" only when it is; more Augen onto the partner's sure
// trick is a smear; a dearer card given to the other side says that the cheaper ones are kept.
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../web/i18n';
import { adviceSentence } from '../../../web/games/klammern/advice';
import { klammern } from '@games/klammern';
import { knowledgeOf } from '@games/klammern/bots/knowledge';
import { playReason } from '@games/klammern/bots/reasons';
import { c, card, playing, step } from './helpers';

const HERZ = 2;

afterEach(() => { lang.value = 'de'; });

/** Seat 3 plays last to a Pik trick; it holds Pik König and Pik Neun (4 and 0 Augen, Herz trump). */
function lastToPik(leads: [string, string, string], hands: string[]) {
  let s = playing({ hands, declarer: 1, trump: HERZ, dealer: 3 });
  leads.forEach((x, seat) => { s = step(s, seat, card(x)).state; });
  const view = klammern.view(s, 3);
  const why = (x: string) => playReason(view, knowledgeOf(view), c(x), null, null);
  return { view, why };
}

describe('Rat: a card that cannot win the trick', () => {
  it('the partner\'s sure trick: the König is a smear, the Neun the cheapest card', () => {
    // Seat 1 (seat 3's partner) takes with the Pik Ass; nobody plays after seat 3.
    const { view, why } = lastToPik(['P7', 'PA', 'P8'], ['P7 K7 C7', 'PA KA CA', 'P8 K9 C8', 'PK P9 C9']);
    expect(why('PK').params.why).toBe('smear');
    expect(why('P9').params.why).toBe('duck');
    const sentence = adviceSentence(why('PK'), card('PK'), view);
    expect(sentence).toContain('Schmier deinem Partner den König');
    expect(sentence).not.toContain('billigste');
  });

  it('the other side\'s trick: the Neun is the cheapest card, the König is given and the cheaper kept', () => {
    // Seat 0 leads the Pik Ass; seats 0 and 2 are a pair, seat 3 cannot take the trick.
    const { view, why } = lastToPik(['PA', 'P7', 'P8'], ['PA K7 C7', 'P7 KA CA', 'P8 K9 C8', 'PK P9 C9']);
    expect(why('P9').params.why).toBe('duck');
    expect(why('PK').params.why).toBe('give');
    const de = adviceSentence(why('PK'), card('PK'), view);
    expect(de).toContain('Den Stich bekommst du nicht: gib Pik König und behalte die billigeren Karten für später.');
    expect(adviceSentence(why('P9'), card('P9'), view)).toContain('gib die billigste Karte');
    lang.value = 'en';
    expect(adviceSentence(why('PK'), card('PK'), view)).toContain('You cannot win this trick: give the king of spades and keep the cheaper cards for later.');
  });
});
