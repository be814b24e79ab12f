// The meld speech bubble. Each announcement is heard the moment it is made: its value and height
// ("Terz bis Bube", no cards), compared at once with the earlier ones — who leads and why ("wie
// hoch? bis König gegen bis Dame") — and the overtaken ones greyed. Your own sequences (what
// "Melden!" would declare, or what you declared) you see with their cards. After the first trick
// every declared meld is shown with its cards ("Terz – Neun bis Bube Herz") and scored.
import type { Announcement, KlammernView, Meld, MeldReason } from '@games/klammern/types';
import { meldsOf } from '@games/klammern/rules/melds';
import { viewerHasPlayed } from '@games/klammern/rules/legal';
import { InfoTip } from '../../ui/InfoTip';
import { meldText, tx, rankShort } from './i18n';
import { sameSide, sideName, sideSeats } from './model';

/** Who leads the melds and why, as at the table. */
export function verdictWhy(v: { best: number; reason: MeldReason; top: { high: number }; rival: { high: number } | null }, names: string[]): string {
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

function Heard({ a, names }: { a: Announcement; names: string[] }) {
  return (
    <li class={a.overtaken ? 'beaten' : ''} data-testid={`announce-${a.seat}`} data-overtaken={a.overtaken ? 'true' : 'false'}>
      <span class="km-meld-who">{names[a.seat]}:</span> {announceText(a)} <span class="km-meld-value">({a.value})</span>
    </li>
  );
}

/** "Terz bis Bube" (and "in Trumpf" when the comparison asked for it): an announcement, no cards. */
export function announceText(a: Pick<Announcement, 'value' | 'high' | 'trump'>): string {
  const text = tx('meld.announce', { kind: tx(a.value === 50 ? 'meld.fuffzig' : 'meld.terz'), high: tx(`rank.${a.high}`) });
  return a.trump === null ? text : `${text}, ${tx(a.trump ? 'meld.inTrump' : 'meld.notTrump')}`;
}

export function MeldBubble({ view, names, pressed }: { view: KlammernView; names: string[]; pressed: boolean }) {
  const v = view.meldVerdict;
  if (v && view.melds.length > 0) {
    const scoring = (m: Meld) => sameSide(view, m.seat, v.best);
    const points = v.points.reduce((a, b) => a + b, 0);
    return (
      <InfoTip tip={tx('meld.tip')} as="div" class={`km-meld-bubble shown${view.tricks.length > 1 ? ' old' : ''}`}>
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
  if (view.tricks.length > 0) return null;
  const lead = view.meldLead;
  const own = view.you === null ? [] : view.ownMelds.length > 0 ? view.ownMelds : !viewerHasPlayed(view) ? meldsOf(view.hand ?? [], view.you) : [];
  if (own.length === 0 && lead === null) return null;
  const declared = view.ownMelds.length > 0;
  const head = declared ? 'meld.declared' : view.options.melds === 'auto' ? 'meld.auto' : pressed ? 'meld.pressed' : 'meld.can';
  const maybe = own.length > 0 && !declared && !pressed && view.options.melds !== 'auto' && lead === null;
  return (
    <InfoTip tip={tx('meld.tip')} as="div" class={`km-meld-bubble own${maybe ? ' maybe' : ''}`}>
      <div data-testid="meld-bubble">
        {lead && (
          <div data-testid="meld-heard">
            <p class="km-meld-head">
              {tx(view.seats === 4 ? 'meld.leadsNowPair' : 'meld.leadsNow', { name: sideName(names, view.seats === 4 ? sideSeats(view, lead.best) : [lead.best]) })}
              {' – '}<em data-testid="meld-why">{verdictWhy(lead, names)}</em>
            </p>
            <ul>{view.announced.map((a) => <Heard key={a.seat} a={a} names={names} />)}</ul>
          </div>
        )}
        {own.length > 0 && (
          <>
            <p class="km-meld-head">{tx(head)}</p>
            <ul>
              {own.map((m) => (
                <li key={`${m.suit}-${m.low}`}>{meldText(m)} <span class="km-meld-value">({m.value})</span></li>
              ))}
            </ul>
          </>
        )}
        {lead && <p class="km-muted">{tx('meld.shownAfter')}</p>}
      </div>
    </InfoTip>
  );
}

/** "♥9–B" for the log: a meld in short. */
export const meldShort = (m: Pick<Meld, 'suit' | 'low' | 'high'>): string =>
  `${['♣', '♠', '♥', '♦'][m.suit]}${rankShort(m.suit * 8 + m.low)}–${rankShort(m.suit * 8 + m.high)}`;
