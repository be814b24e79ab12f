// Your hand, fanned and sorted (trump first). Cards you may not play now are paler (switchable in
// the settings); a tap selects a card (raised), a second tap plays it — or, with the trump seven
// selected, a tap on the open card swaps them. Each card has its info window (hover, long press,
// keyboard focus): name, Augen, and why it may not be played now.
import type { Card, KlammernView } from '@games/klammern/types';
import { InfoTip } from '../../ui/InfoTip';
import { CardFace, cardTip } from './Card';
import { tx } from './i18n';
import { trumpOf, unplayableReason } from './model';

export interface HandProps {
  view: KlammernView;
  /** The hand in display order. */
  cards: Card[];
  /** Cards you may play now (empty when it is not your turn to play). */
  playable: readonly Card[];
  pale: boolean;
  selected: Card | null;
  advised: Card | null;
  /** The trump seven while the swap is open to you. */
  swapSeven: Card | null;
  onTap(card: Card): void;
}

export function Hand(p: HandProps) {
  const trump = p.view.contract ? p.view.contract.trump : trumpOf(p.view);
  const shownTrump = p.view.contract || p.view.phase === 'bidding' ? trump : null;
  const myTurn = p.playable.length > 0;
  return (
    <div class="km-hand" role="group" aria-label={tx('hand.title')} data-testid="hand" style={{ '--n': String(Math.max(p.cards.length, 1)) }}>
      {p.cards.map((card, i) => {
        const playable = p.playable.includes(card);
        const why = myTurn && !playable ? unplayableReason(p.view, card) : null;
        const extra = card === p.swapSeven ? tx('tip.swap') : why;
        const mid = (p.cards.length - 1) / 2;
        const cls = [
          'km-hand-card',
          myTurn ? (playable ? 'playable' : 'unplayable') : '',
          myTurn && !playable && p.pale ? 'pale' : '',
          p.selected === card ? 'selected' : '',
          p.advised === card ? 'advised' : '',
          card === p.swapSeven ? 'swappable' : '',
        ].filter(Boolean).join(' ');
        return (
          <InfoTip key={card} tip={cardTip(card, shownTrump, extra)} focusable={false} class="km-hand-slot">
            <button
              type="button"
              class={cls}
              style={{ '--rot': `${(i - mid) * 1.6}deg`, '--lift': `${Math.abs(i - mid) ** 2 * 0.6}px` }}
              data-testid={`card-${card}`}
              data-card={card}
              data-playable={playable ? '1' : '0'}
              aria-pressed={p.selected === card}
              aria-disabled={myTurn && !playable && card !== p.swapSeven ? 'true' : undefined}
              onClick={() => p.onTap(card)}
            >
              <CardFace card={card} size="hand" trump={shownTrump} />
            </button>
          </InfoTip>
        );
      })}
    </div>
  );
}
