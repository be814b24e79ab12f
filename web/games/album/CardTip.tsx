// The info window of an objective card: its text in both languages, the front series, what it
// would score for you now, and which picture (or pair) raises it next.
import type { AlbumView } from '@games/album/types';
import { frontOf } from '@games/album/cards';
import { nextRaise, objectiveNow } from './ui-helpers';
import { cardText, currentLang, seriesName, signed, tx } from './i18n';

export function CardTip({ view, id, gain, seat }: { view: AlbumView; id: number; gain?: number | null; seat?: number }) {
  const l = currentLang();
  const other = l === 'de' ? 'en' : 'de';
  const who = seat ?? view.you;
  const raise = who === null ? null : nextRaise(view, who, id);
  const now = gain ?? (who === null ? null : objectiveNow(view, who, id));
  return (
    <span class="al-tip">
      <strong>{cardText(id, l)}</strong>
      <span class="al-tip-other" lang={other}>{cardText(id, other)}</span>
      <span>{tx('card.front', { series: seriesName(frontOf(id)) })}</span>
      {now !== null && who === view.you && <span>{tx('card.nowFor', { points: signed(now) })}</span>}
      {who !== null && (raise === null ? <span>{tx('card.raiseNone')}</span>
        : raise.kind === 'single'
          ? <span>{tx('card.raiseSingle', { series: raise.series.map((s) => seriesName(s)).join(', '), points: signed(raise.gain) })}</span>
          : <span>{tx('card.raisePair', { series: raise.series.map((s) => seriesName(s)).join(' + '), points: signed(raise.gain) })}</span>)}
    </span>
  );
}
