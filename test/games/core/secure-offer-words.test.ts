// The one-time "Konto sichern" offer's words (issue 21, found playing Speedkino as a new player): a
// co-operative game's first Vorstellung — place 1 for everyone, even torn by the third Filmriss —
// is not greeted with "Gewonnen!"; a competitive game won is, a daily has its own words.
import { expect, it } from 'vitest';
import { games } from '../../../web/games/registry';
import { offerFollows, offerLead } from '../../../web/pages/table/secure-offer-when';

it('says "Gewonnen!" only where someone can lose', () => {
  for (const g of games) {
    const solo = { game: g.id, mode: 'solo', place: 1 } as const;
    expect(offerFollows(solo)).toBe(true);
    expect(offerLead(solo), g.id).toBe(g.modes.cooperative ? 'account.offerLeadCoop' : 'account.offerLeadWon');
    if (g.modes.daily) expect(offerLead({ game: g.id, mode: 'daily' })).toBe('account.offerLeadDaily');
  }
  expect(games.some((g) => g.modes.cooperative)).toBe(true);
  expect(offerFollows({ mode: 'solo', place: 2 })).toBe(false);
});
