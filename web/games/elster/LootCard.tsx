// A loot card: Glitzerkram (+1…+9, a sparkle), the Krönchen (+10, a crown) or Ärger (−1…−5, a
// downward mark, dashed border). Plus and minus differ by shape and colour, not by colour alone.
import { cardName, signed, tx } from './i18n';
import { InfoTip } from '../../ui/InfoTip';

export function cardTip(card: number): string {
  if (card === 10) return tx('card.tip.crown');
  if (card > 0) return tx('card.tip.plus', { card: cardName(card), value: signed(card) });
  return tx('card.tip.minus', { value: signed(card) });
}

export function CardFace({ card, size = 'normal' }: { card: number; size?: 'big' | 'normal' | 'mini' }) {
  const kind = card === 10 ? 'crown' : card > 0 ? 'plus' : 'minus';
  const icon = kind === 'crown' ? '♛' : kind === 'plus' ? '✦' : '▼';
  return (
    <span class={`loot loot-${kind} loot-${size}`} aria-label={`${cardName(card)} ${signed(card)}`}>
      <span class="loot-icon" aria-hidden="true">{icon}</span>
      <span class="loot-value">{signed(card)}</span>
      {size === 'big' && <span class="loot-name">{cardName(card)}</span>}
    </span>
  );
}

/** A card with its info window (hover, long press, focus). */
export function LootCard({ card, size = 'normal', extra }: { card: number; size?: 'big' | 'normal' | 'mini'; extra?: string }) {
  return (
    <InfoTip tip={extra ? `${cardTip(card)} ${extra}` : cardTip(card)} class="loot-tip">
      <CardFace card={card} size={size} />
    </InfoTip>
  );
}
