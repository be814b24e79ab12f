// The info window of an objective card: its text (in the page's language only: a second line in the
// other language read as a stray English line to a German player), the front series, what it would
// score for you now, and which picture (or pair) raises it next.
import type { AlbumView } from '@games/album/types';
import { frontOf } from '@games/album/cards';
import { nextRaise, noRaiseWords, objectiveNow } from './ui-helpers';
import { cardText, seriesName, signed, tx } from './i18n';

const NO_RAISE = { none: 'card.raiseNone', done: 'card.raiseDone', costs: 'card.raiseCosts' } as const;

export function CardTip({ view, id, gain, seat }: { view: AlbumView; id: number; gain?: number | null; seat?: number }) {
  const who = seat ?? view.you;
  const raise = who === null ? null : nextRaise(view, who, id);
  const now = gain ?? (who === null ? null : objectiveNow(view, who, id));
  const held = who === null ? 0 : objectiveNow(view, who, id);
  return (
    <span class="al-tip">
      <strong>{cardText(id)}</strong>
      <span>{tx('card.front', { series: seriesName(frontOf(id)) })}</span>
      {now !== null && who === view.you && <span>{tx('card.nowFor', { points: signed(now) })}</span>}
      {who !== null && (raise === null ? <span>{tx(NO_RAISE[noRaiseWords(held)], { points: signed(held) })}</span>
        : raise.kind === 'single'
          ? <span>{tx('card.raiseSingle', { series: raise.series.map((s) => seriesName(s)).join(', '), points: signed(raise.gain) })}</span>
          : <span>{tx('card.raisePair', { series: raise.series.map((s) => seriesName(s)).join(' + '), points: signed(raise.gain) })}</span>)}
    </span>
  );
}
