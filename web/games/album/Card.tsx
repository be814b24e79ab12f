// The two sides of a card: the objective (Sammelauftrag) with its symbol line, its short text and
// the front's shape printed top right, and the picture (Bild) of its series.
import type { SymbolToken } from './card-text';
import { describe } from './card-text';
import { frontOf } from '@games/album/cards';
import type { Series } from '@games/album/types';
import { Shape } from './Shape';
import { cardText, seriesName, signed, tx } from './i18n';

const MARKS: Record<string, string> = {
  per: '×', plus: '+', equal: '=', total: 'Σ', missing: '∅', atLeast: '≥', sep: '·',
};

function Token({ t, prev }: { t: SymbolToken; prev?: SymbolToken }) {
  if (t.t === 'series') {
    const n = t.times ?? 1;
    return (
      <span class={`al-sym-series n${n}`}>
        {Array.from({ length: n }, (_, i) => <Shape key={i} series={t.series} size={n > 1 ? 10 : 13} />)}
      </span>
    );
  }
  // After "≥" the number is a count of pictures, not points.
  if (t.t === 'points' && prev?.t === 'mark' && prev.mark === 'atLeast') return <span class="al-sym-points">{t.value}</span>;
  if (t.t === 'points') return <span class={`al-sym-points${t.value < 0 ? ' neg' : ''}`}>{signed(t.value)}</span>;
  if (t.mark === 'stairs') {
    return <svg class="al-sym-stairs" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M0.5 11.5h4v-4h4v-4h3" /></svg>;
  }
  if (t.mark === 'even' || t.mark === 'odd' || t.mark === 'most' || t.mark === 'fewest') return <span class="al-sym-word">{tx(`mark.${t.mark}`)}</span>;
  if (t.mark === 'all') {
    return <span class="al-sym-all">{[0, 1, 2, 3, 4, 5].map((s) => <Shape key={s} series={s} size={7} />)}</span>;
  }
  return <span class={`al-sym-mark m-${t.mark}`}>{MARKS[t.mark] ?? ''}</span>;
}

/** The symbol line of an objective (decorative: the text says the same in words). */
export function SymbolLine({ id }: { id: number }) {
  const { symbols } = describe(id);
  return (
    <span class="al-symbols" aria-hidden="true">
      {symbols.map((t, i) => <Token key={i} t={t} prev={symbols[i - 1]} />)}
    </span>
  );
}

export type CardSize = 'pile' | 'folder' | 'small';

/** The objective side. */
export function ObjectiveCard({ id, size = 'folder' }: { id: number; size?: CardSize }) {
  const front = frontOf(id);
  return (
    <span class={`al-card al-obj ${size} s${front}`}>
      <span class="al-obj-front" title={tx('card.front', { series: seriesName(front) })}>
        <Shape series={front} size={size === 'small' ? 9 : 12} />
      </span>
      <SymbolLine id={id} />
      <span class="al-obj-text">{cardText(id)}</span>
    </span>
  );
}

/** The picture side (all a picture shows is its series). */
export function PictureCard({ series: s, size = 'market' }: { series: Series; size?: 'market' | 'small' }) {
  return (
    <span class={`al-card al-pic ${size} s${s}`}>
      <Shape series={s} size={size === 'small' ? 14 : 26} />
      <span class="al-pic-name">{seriesName(s)}</span>
    </span>
  );
}
