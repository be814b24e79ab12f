// The meld speech bubble. Before the first trick is done you see only your own sequences (what
// "Melden!" would declare, or what you declared); after it, every declared meld with its value and
// height ("Terz – Neun bis Bube Herz"), who leads and why ("wie hoch? bis König gegen bis Dame"),
// and the announcements that were beaten, greyed.
import type { KlammernView, Meld, MeldVerdict } from '@games/klammern/types';
import { meldsOf } from '@games/klammern/rules/melds';
import { viewerHasPlayed } from '@games/klammern/rules/legal';
import { InfoTip } from '../../ui/InfoTip';
import { meldText, tx, rankShort } from './i18n';
import { sameSide, sideName, sideSeats } from './model';

/** Who leads the melds and why, as at the table. */
export function verdictWhy(v: MeldVerdict, names: string[]): string {
  switch (v.reason) {
    case 'alone': return tx('meld.why.alone');
    case 'kind': return tx('meld.why.kind');
    case 'height': return tx('meld.why.height', { top: tx(`rank.${v.top.high}`), rival: tx(`rank.${v.rival!.high}`) });
    case 'trump': return tx('meld.why.trump');
    case 'order': return tx('meld.why.order', { name: names[v.best] ?? '' });
  }
}

function Line({ m, names, beaten }: { m: Meld; names: string[]; beaten: boolean }) {
  return (
    <li class={beaten ? 'beaten' : ''} data-testid={`meld-${m.seat}-${m.suit}-${m.high}`}>
      <span class="km-meld-who">{names[m.seat]}:</span> {meldText(m)} <span class="km-meld-value">({m.value})</span>
    </li>
  );
}

export function MeldBubble({ view, names, pressed }: { view: KlammernView; names: string[]; pressed: boolean }) {
  const v = view.meldVerdict;
  if (v && view.melds.length > 0) {
    const scoring = (m: Meld) => sameSide(view, m.seat, v.best);
    const points = v.points.reduce((a, b) => a + b, 0);
    return (
      <InfoTip tip={tx('meld.tip')} as="div" class="km-meld-bubble shown">
        <div data-testid="meld-bubble">
          <p class="km-meld-head">
            {tx(view.seats === 4 ? 'meld.leadsPair' : 'meld.leads', { name: sideName(names, view.seats === 4 ? sideSeats(view, v.best) : [v.best]), n: points })}
            {' – '}<em data-testid="meld-why">{verdictWhy(v, names)}</em>
          </p>
          <ul>{view.melds.map((m) => <Line key={`${m.seat}-${m.suit}-${m.low}`} m={m} names={names} beaten={!scoring(m)} />)}</ul>
        </div>
      </InfoTip>
    );
  }
  if (view.you === null || view.tricks.length > 0) return null;
  const own = view.ownMelds.length > 0 ? view.ownMelds : !viewerHasPlayed(view) ? meldsOf(view.hand ?? [], view.you) : [];
  if (own.length === 0) return null;
  const declared = view.ownMelds.length > 0;
  const head = declared ? 'meld.declared' : view.options.melds === 'auto' ? 'meld.auto' : pressed ? 'meld.pressed' : 'meld.can';
  return (
    <InfoTip tip={tx('meld.tip')} as="div" class={`km-meld-bubble own${declared || pressed || view.options.melds === 'auto' ? '' : ' maybe'}`}>
      <div data-testid="meld-bubble">
        <p class="km-meld-head">{tx(head)}</p>
        <ul>
          {own.map((m) => (
            <li key={`${m.suit}-${m.low}`}>{meldText(m)} <span class="km-meld-value">({m.value})</span></li>
          ))}
        </ul>
        {declared && <p class="km-muted">{tx('meld.shownAfter')}</p>}
      </div>
    </InfoTip>
  );
}

/** "♥9–B" for the log: a meld in short. */
export const meldShort = (m: Pick<Meld, 'suit' | 'low' | 'high'>): string =>
  `${['♣', '♠', '♥', '♦'][m.suit]}${rankShort(m.suit * 8 + m.low)}–${rankShort(m.suit * 8 + m.high)}`;
