// The middle of the table: the Druckerei (count of face-down cards) on the left, the Plakatkarren
// beside it, the Altpapier on the right. While you draw, cart cards are buttons and fitting ones
// carry a label ("passt 2×", "Joker").
import type { KleisterView } from '@games/kleister/types';
import { cartLabels } from './ui-helpers';
import { InfoTip } from '../../ui/InfoTip';
import { PosterFace, PosterWithTip, kindTip } from './Poster';
import { cardShort, tx } from './i18n';

export interface CentreProps {
  view: KleisterView;
  /** You owe a draw now. */
  drawing: boolean;
  /** Rat's suggested cart slot, or 'press'. */
  advised: number | 'press' | null;
  onDrawCart(slot: number): void;
  onDrawPress(): void;
}

export function Centre({ view, drawing, advised, onDrawCart, onDrawPress }: CentreProps) {
  const labels = drawing ? cartLabels(view) : view.cart.map(() => null);
  const lastWaste = view.waste.slice(-6);
  return (
    <section class={`kl-centre${drawing ? ' drawing' : ''}`} aria-label={tx('cart.title')}>
      <div class="kl-pile kl-press">
        <span class="kl-label">{tx('press.title')}</span>
        <InfoTip tip={tx(view.pressCount === 1 ? 'press.tip.one' : 'press.tip', { n: view.pressCount })} focusable={!drawing}>
          {drawing ? (
            <button type="button" class={`kl-press-card${advised === 'press' ? ' advised' : ''}`} onClick={onDrawPress} aria-label={tx('prompt.drawPress')}>
              <span class="kl-press-n" data-testid="press-count">{view.pressCount}</span>
            </button>
          ) : (
            <span class="kl-press-card"><span class="kl-press-n" data-testid="press-count">{view.pressCount}</span></span>
          )}
        </InfoTip>
      </div>
      <div class="kl-cart">
        <InfoTip tip={tx('cart.tip')} class="kl-label-tip"><span class="kl-label">{tx('cart.title')}</span></InfoTip>
        <div class="kl-cart-slots">
          {view.cart.map((card, slot) => {
            const label = labels[slot];
            const labelText = label?.kind === 'joker' ? tx('cart.joker') : label?.kind === 'fits' ? tx('cart.fits', { n: label.count }) : null;
            if (card === null) return <span key={slot} class="kl-slot empty" data-testid={`cart-${slot}`}>{tx('cart.empty')}</span>;
            if (!drawing) {
              return <span key={slot} class="kl-slot" data-testid={`cart-${slot}`}><PosterWithTip view={view} card={card} size="small" /></span>;
            }
            return (
              <InfoTip key={slot} tip={kindTip(view, card)} focusable={false} class="kl-slot-tip">
                <button
                  type="button"
                  class={`kl-slot pick${advised === slot ? ' advised' : ''}${labelText ? ' fits' : ''}`}
                  data-testid={`cart-${slot}`}
                  aria-label={`${tx('cart.slot', { n: slot + 1 })}: ${cardShort(card)}${labelText ? ` – ${labelText}` : ''}`}
                  onClick={() => onDrawCart(slot)}
                >
                  <PosterFace card={card} size="small" />
                  <kbd class="kl-slot-key" aria-hidden="true">{slot + 1}</kbd>
                  {labelText && <span class="kl-slot-label">{labelText}</span>}
                </button>
              </InfoTip>
            );
          })}
        </div>
      </div>
      <div class="kl-pile kl-waste">
        <span class="kl-label">{tx('waste.title')}</span>
        <InfoTip tip={view.waste.length ? tx('waste.tip', { cards: view.waste.map((c) => cardShort(c)).join(', ') }) : tx('waste.empty')}>
          <span class="kl-waste-cards" data-testid="waste">
            {lastWaste.length ? lastWaste.map((c, i) => <PosterFace key={i} card={c} size="mini" />) : <span class="kl-muted">–</span>}
            {view.waste.length > lastWaste.length && <span class="kl-muted">+{view.waste.length - lastWaste.length}</span>}
          </span>
        </InfoTip>
      </div>
    </section>
  );
}
