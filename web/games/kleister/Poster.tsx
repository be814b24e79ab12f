// A poster card: its number, a small symbol per kind and its name, so the kinds are told apart
// by number and shape, never by colour alone. 0 is the Kleisterbürste (joker).
import type { KleisterView } from '@games/kleister/types';
import { kindCount } from './ui-helpers';
import { InfoTip } from '../../ui/InfoTip';
import { posterName, tx } from './i18n';

/** One symbol per kind (index = rank, 0 = brush); plain text glyphs every system font has. */
export const SYMBOLS = ['✎', '☾', '⌂', '♫', '◆', '○', '⚑', '♞', '◉', '★', '♕', '☺', '⚖', '☁'];

/** Where long German names may break on a small card (soft hyphens). */
const BREAKS: Record<string, string> = {
  Kleisterbürste: 'Kleister\u00adbürste', Kohlenhandel: 'Kohlen\u00adhandel', Seifenreklame: 'Seifen\u00adreklame',
  Pferderennen: 'Pferde\u00adrennen', Lichtspielhaus: 'Licht\u00adspiel\u00adhaus', Karnevalssitzung: 'Karnevals\u00adsitzung',
  'Luftschiff-Rundflug': 'Luftschiff-Rundflug', 'Katze entlaufen': 'Katze ent\u00adlaufen',
};

export type PosterSize = 'hand' | 'top' | 'small' | 'mini';

export function PosterFace({ card, size = 'small', label }: { card: number; size?: PosterSize; label?: string }) {
  const name = posterName(card);
  return (
    <span class={`kl-poster k${card} ${size}`} aria-label={label ?? (card === 0 ? name : `${card} ${name}`)} role="img">
      <span class="kl-poster-n" aria-hidden="true">{card === 0 ? 'B' : card}</span>
      <span class="kl-poster-sym" aria-hidden="true">{SYMBOLS[card]}</span>
      {(size === 'hand' || size === 'top') && <span class="kl-poster-name" aria-hidden="true">{BREAKS[name] ?? name}</span>}
    </span>
  );
}

/** Hover / long press / focus: how many of this kind are still in play, and where. */
export function kindTip(view: KleisterView, card: number): string {
  const k = kindCount(view, card);
  const params = { n: card, name: posterName(card), inPlay: k.inPlay, total: k.total, yours: k.yours, cart: k.cart, hidden: k.hidden };
  return tx(card === 0 ? 'kind.tipBrush' : 'kind.tip', params);
}

/** A face with the in-play tip (for cards that are not buttons themselves). */
export function PosterWithTip({ view, card, size }: { view: KleisterView; card: number; size?: PosterSize }) {
  return (
    <InfoTip tip={kindTip(view, card)} class="kl-poster-tip">
      <PosterFace card={card} size={size} />
    </InfoTip>
  );
}

/** A group as a row of small faces. */
export function GroupFaces({ cards, size = 'small' }: { cards: readonly number[]; size?: PosterSize }) {
  return (
    <span class="kl-group">
      {cards.map((c, i) => <PosterFace key={i} card={c} size={size} />)}
    </span>
  );
}
