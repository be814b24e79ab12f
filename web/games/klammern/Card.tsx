// A playing card: the rank and the suit's symbol in the corner, the symbol large in the middle; the
// four suits differ in shape (♣ ♠ ♥ ♦) and colour. Trump cards get a gold edge, the Jappa and the Mi
// their name. The back shows the chosen design's pattern (klammern.css).
import type { Card, Suit } from '@games/klammern/types';
import { points, rankOf, suitOf } from '@games/klammern/rules/cards';
import { SUIT_SYMBOL, cardName, rankShort, tx } from './i18n';
import { trumpTitle } from './model';

export type CardSize = 'hand' | 'trick' | 'open' | 'mini';

export function CardFace({ card, size, trump }: { card: Card; size: CardSize; trump: Suit | null }) {
  const suit = suitOf(card);
  const title = trump === null ? null : trumpTitle(card, trump);
  const isTrump = trump !== null && suit === trump;
  return (
    <span class={`km-card face s${suit} ${size}${isTrump ? ' trump' : ''}`} aria-label={cardName(card)} role="img">
      <span class="km-corner" aria-hidden="true">
        <span class="km-rank">{rankShort(card)}</span>
        <span class="km-suit">{SUIT_SYMBOL[suit]}</span>
      </span>
      <span class="km-pip" aria-hidden="true">{SUIT_SYMBOL[suit]}</span>
      {title && size !== 'mini' && <span class="km-title" aria-hidden="true">{tx(`title.${title}`)}</span>}
    </span>
  );
}

export function CardBack({ size }: { size: CardSize }) {
  return <span class={`km-card back ${size}`} aria-hidden="true" />;
}

/** The info window of a card: its name, its Augen and strength now, and an extra line. */
export function cardTip(card: Card, trump: Suit | null, extra?: string | null): string {
  const lines = [cardName(card)];
  if (trump !== null) {
    const title = trumpTitle(card, trump);
    const isTrump = suitOf(card) === trump;
    lines.push(tx(isTrump ? 'tip.trumpCard' : 'tip.plainCard', { n: points(card, trump) }));
    if (title) lines.push(tx(`tip.${title}`));
    else if (isTrump && rankOf(card) === 0) lines.push(tx('tip.seven'));
  }
  if (extra) lines.push(extra);
  return lines.join(' · ');
}
