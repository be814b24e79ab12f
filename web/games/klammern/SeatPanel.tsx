// A seat at the table: name, its cards face down, who deals, who plays the game (and his partner),
// who is on turn and who leads, Kontra / Re / Schenken / Bella, its Augen and tricks so far, and its
// last word in the bidding as a speech bubble ("Ich will nicht", "Ein Kleines: Pik").
import type { BidCall, KlammernView } from '@games/klammern/types';
import { InfoTip } from '../../ui/InfoTip';
import { CardBack } from './Card';
import { SUIT_SYMBOL, suitName, tx } from './i18n';
import { placeOf, sameSide } from './model';

/** The seat's last call of this deal, in the rule book's words. */
export function callText(c: BidCall): string {
  return c.call === 'kleines' && c.suit !== null
    ? tx('call.kleines', { suit: `${SUIT_SYMBOL[c.suit]} ${suitName(c.suit)}` })
    : tx(`call.${c.call}`);
}

function badges(view: KlammernView, seat: number): { key: string; text: string; tip: string }[] {
  const out: { key: string; text: string; tip: string }[] = [];
  const c = view.contract;
  const running = view.phase !== 'abrechnung' && view.phase !== 'over';
  if (seat === view.dealer && running) out.push({ key: 'dealer', text: tx('badge.dealer'), tip: tx('badge.dealerTip') });
  if (c && running) {
    if (c.declarer === seat) out.push({ key: 'declarer', text: tx('badge.declarer'), tip: tx('badge.declarerTip') });
    // The declarer's partner; not on your own partner, whom "dein Partner" already names (you are the Spieler then).
    else if (view.seats === 4 && sameSide(view, c.declarer, seat) && !(view.you !== null && sameSide(view, seat, view.you))) {
      out.push({ key: 'partner', text: tx('badge.partner'), tip: tx('badge.partnerTip') });
    }
  }
  if (view.doubling.kontra === seat) out.push({ key: 'kontra', text: tx('badge.kontra'), tip: tx('badge.kontraTip') });
  if (view.doubling.re && c?.declarer === seat) out.push({ key: 're', text: tx('badge.re'), tip: tx('badge.reTip') });
  // Offered: "schenkt" until the partner answers; declined, the badge says so (the game goes on).
  if (view.schenken?.by === seat) {
    out.push(view.schenken.answer === 'decline'
      ? { key: 'schenken declined', text: tx('badge.schenkenDeclined'), tip: tx('badge.schenkenDeclinedTip') }
      : { key: 'schenken', text: tx('badge.schenken'), tip: tx('badge.schenkenTip') });
  }
  if (view.bella === seat) out.push({ key: 'bella', text: tx('badge.bella'), tip: tx('badge.bellaTip') });
  if (view.phase === 'play' && view.trick.leader === seat) out.push({ key: 'leads', text: tx('badge.leads'), tip: tx(view.tricks.length === 0 ? 'badge.leadsFirstTip' : 'badge.leadsTip') });
  return out;
}

export function SeatPanel({ view, seat, name, mine }: { view: KlammernView; seat: number; name: string; mine?: boolean }) {
  const pending = view.pending.includes(seat);
  const calls = view.phase === 'bidding' ? view.bidding?.calls.filter((c) => c.seat === seat) ?? [] : [];
  const last = calls.length ? calls[calls.length - 1]! : null;
  const tricks = view.tricks.filter((t) => t.winner === seat).length;
  const running = view.phase !== 'abrechnung' && view.phase !== 'over';
  const partnerOfMe = view.seats === 4 && view.you !== null && seat !== view.you && sameSide(view, seat, view.you);
  const state = !pending ? '' : view.phase === 'abrechnung' ? 'reading' : view.phase === 'announce' ? 'thinking' : 'turn';
  return (
    <section
      class={`km-seat at-${placeOf(view, seat)}${mine ? ' mine' : ''}${state ? ` ${state}` : ''}${partnerOfMe ? ' ally' : ''}`}
      data-testid={`seat-panel-${seat}`}
      aria-label={name}
    >
      <div class="km-seat-head">
        <span class="km-seat-name">{name}</span>
        {partnerOfMe && <span class="km-flag ally">{tx('badge.yourPartner')}</span>}
        {pending && running && <span class="km-flag turn">{tx(view.phase === 'announce' ? 'seat.thinking' : 'seat.turn')}</span>}
        {view.phase === 'abrechnung' && <span class={`km-flag ${view.ready[seat] ? 'ready' : 'turn'}`}>{tx(view.ready[seat] ? 'seat.ready' : 'seat.reading')}</span>}
      </div>
      <div class="km-seat-facts">
        {!mine && running && (
          <InfoTip tip={tx(view.handCounts[seat] === 1 ? 'seat.cardsTip.one' : 'seat.cardsTip', { n: view.handCounts[seat] ?? 0 })} class="km-seat-cards">
            <span class="km-backs" aria-hidden="true">
              {Array.from({ length: Math.min(view.handCounts[seat] ?? 0, 9) }, (_, i) => <CardBack key={i} size="mini" />)}
            </span>
            <span class="sr-only">{tx(view.handCounts[seat] === 1 ? 'seat.cardsTip.one' : 'seat.cardsTip', { n: view.handCounts[seat] ?? 0 })}</span>
          </InfoTip>
        )}
        {badges(view, seat).map((b) => (
          <InfoTip key={b.key} tip={b.tip} class={`km-badge ${b.key}`}><span>{b.text}</span></InfoTip>
        ))}
        {view.tricks.length > 0 && running && (
          <InfoTip tip={tx('seat.augenTip')} class="km-seat-augen">
            <span data-testid={`augen-${seat}`}>{tx(tricks === 1 ? 'seat.augen.one' : 'seat.augen', { n: view.augen[seat] ?? 0, t: tricks })}</span>
          </InfoTip>
        )}
      </div>
      {last && <p class={`km-bubble ${last.call}`} data-testid={`call-${seat}`}>{callText(last)}</p>}
    </section>
  );
}
