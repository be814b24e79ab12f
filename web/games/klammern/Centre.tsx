// The felt: what the game is and what it counts ("zählt …"), the trick in the middle with each card
// in front of the seat that played it (who led it marked), the last trick until the next card is
// led, and the open card — at three on the stock (a tap swaps it for your trump seven), at four in
// front of the dealer, whose card it stays.
import type { Card, KlammernView, Suit } from '@games/klammern/types';
import { contractValue } from '@games/klammern/rules/bidding';
import { suitOf } from '@games/klammern/rules/cards';
import { InfoTip } from '../../ui/InfoTip';
import { headName } from './Bierdeckel';
import { CardBack, CardFace, cardTip } from './Card';
import { SUIT_SYMBOL, contractTitle, suitName, tx } from './i18n';
import { placeOf, trumpOf } from './model';
import { contractValueOf, tricksPerGame } from './values';

export interface CentreProps {
  view: KlammernView;
  names: string[];
  /** Whether the swap is open to you now; `armed`: the open card or the seven was tapped first. */
  canSwap: boolean;
  armed: boolean;
  advisedSwap: boolean;
  onOpenCard(): void;
}

function ContractLine({ view, names }: { view: KlammernView; names: string[] }) {
  const c = view.contract;
  if (!c) {
    const open = suitOf(view.upcard);
    const round2 = view.bidding?.round === 2;
    return (
      <div class="km-contract proposing" data-testid="contract-line">
        <span class="km-trump-sym" aria-hidden="true">{SUIT_SYMBOL[open]}</span>
        <span class="km-contract-text">{round2 ? tx('felt.round2') : tx('felt.proposes', { suit: suitName(open) })}</span>
        {view.deal > 1 && <span class="km-muted">{tx('felt.redealt', { n: view.deal })}</span>}
        <InfoTip tip={tx('felt.valueTipBidding')} class="km-value"><span data-testid="value">{round2 ? kleinesValues(open) : tx('felt.orgiValue', { n: orgiValue(open) })}</span></InfoTip>
      </div>
    );
  }
  const { value, factor } = contractValueOf(view);
  return (
    <div class={`km-contract s${c.trump}`} data-testid="contract-line">
      <span class="km-trump-sym" aria-hidden="true">{SUIT_SYMBOL[c.trump]}</span>
      <span class="km-contract-text"><strong>{contractTitle(c)}</strong> · {tx('felt.plays', { name: names[c.declarer] ?? '' })}</span>
      <InfoTip tip={tx('felt.valueTip', { base: c.value })} class="km-value">
        <span data-testid="value">{tx('felt.counts', { n: value })}{factor > 1 ? ` (${tx(view.doubling.re ? 'felt.withRe' : 'felt.withKontra')})` : ''}</span>
      </InfoTip>
    </div>
  );
}

const orgiValue = (suit: Suit) => contractValue('orgi', suit);
/** Round 2: what a Kleines counts in each suit it may name ("Kleines zählt ♠ 3 · ♥ 2 · ♦ 1"), not the Orgi that is gone. */
const kleinesValues = (open: Suit) => tx('felt.kleinesValues', {
  values: ([0, 1, 2, 3] as const).filter((s) => s !== open).map((s) => `${SUIT_SYMBOL[s]}\u00a0${contractValue('kleines', s)}`).join(' · '),
});

function OpenCard({ view, names, canSwap, armed, advisedSwap, onOpenCard }: Omit<CentreProps, 'view'> & { view: KlammernView }) {
  const trump = view.contract ? view.contract.trump : null;
  if (view.seats === 3 && view.stockTop !== null) {
    const tip = cardTip(view.stockTop, trump, tx(view.swap ? 'open.tipSwapped' : canSwap ? 'open.tipSwap' : 'open.tip3', { name: view.swap ? names[view.swap.seat] ?? '' : '' }));
    return (
      <div class="km-stock" aria-label={tx('open.stock', { n: view.stockClosed })}>
        <span class="km-stock-backs" aria-hidden="true">
          {Array.from({ length: Math.min(view.stockClosed, 4) }, (_, i) => <CardBack key={i} size="mini" />)}
        </span>
        <InfoTip tip={tip} focusable={false}>
          <button
            type="button"
            class={`km-open${canSwap ? ' swappable' : ''}${armed ? ' armed' : ''}${advisedSwap ? ' advised' : ''}`}
            data-testid="open-card"
            data-card={view.stockTop}
            aria-disabled={canSwap ? undefined : 'true'}
            onClick={onOpenCard}
          >
            <CardFace card={view.stockTop} size="open" trump={trump} />
          </button>
        </InfoTip>
        <span class="km-stock-label">{tx('open.label3', { n: view.stockClosed })}</span>
      </div>
    );
  }
  if (view.seats === 4 && view.upcardHeld) {
    return (
      <div class="km-stock four">
        <InfoTip tip={cardTip(view.upcard, trump, tx('open.tip4', { name: names[view.dealer] ?? '' }))}>
          <span class="km-open" data-testid="open-card" data-card={view.upcard}><CardFace card={view.upcard} size="open" trump={trump} /></span>
        </InfoTip>
        <span class="km-stock-label">{tx('open.label4', { name: headName(names[view.dealer] ?? '', false) })}</span>
      </div>
    );
  }
  return null;
}

/** The trick and a line under it; the line names a seat short ("Stich an Computer 2 (24 Augen)", its level is on the seat), so it fits beside the open card at four on a phone. */
function TrickCards({ view, names }: { view: KlammernView; names: string[] }) {
  const live = view.trick.cards.length > 0 || view.tricks.length === 0;
  const last = view.tricks[view.tricks.length - 1];
  const shown = live ? { leader: view.trick.leader, cards: view.trick.cards } : last!;
  const trump = trumpOf(view);
  const withTrump = view.contract ? trump : null;
  const at = (i: number) => (shown.leader + i) % view.seats;
  return (
    <div class={`km-trick n${view.seats}${live ? '' : ' done'}`} data-testid="trick" data-cards={shown.cards.join(',')}>
      {shown.cards.map((card: Card, i: number) => (
        <span key={card} class={`km-trick-card at-${placeOf(view, at(i))}${i === 0 ? ' led' : ''}`} data-testid={`trick-card-${at(i)}`}>
          <CardFace card={card} size="trick" trump={withTrump} />
        </span>
      ))}
      <span class="km-trick-note" data-testid="trick-note">
        {!live && last ? tx(last.winner === view.you ? 'trick.wonByYou' : 'trick.wonBy', { name: headName(names[last.winner] ?? '', false), n: last.points })
          : view.phase === 'play' ? tx('trick.no', { n: view.tricks.length + 1, total: tricksPerGame(view) }) : ''}
      </span>
    </div>
  );
}

export function Centre(props: CentreProps) {
  return (
    <div class="km-felt" data-testid="felt">
      <ContractLine view={props.view} names={props.names} />
      <div class="km-felt-middle">
        <TrickCards view={props.view} names={props.names} />
        <OpenCard {...props} />
      </div>
    </div>
  );
}
