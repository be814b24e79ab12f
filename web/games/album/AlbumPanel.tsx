// The album shown below the market: the series slots (Serienfächer) with their counts and, on top,
// how many of the objectives here want another picture of the series (red: how many it hurts);
// and the folder (Auftragsmappe), where each objective shows its points, which picture (or pair)
// raises it next, or, when nothing does, words that agree with its points ("bringt nichts" at 0 —
// a candidate to flip). In your turn each objective of yours
// can be chosen for flipping.
import type { AlbumView } from '@games/album/types';
import { SERIES_COUNT } from '@games/album/types';
import { seriesWants } from '@games/album/hints';
import { frontOf } from '@games/album/cards';
import { nextRaise, noRaiseWords } from './ui-helpers';
import { Button } from '../../ui/Button';
import { InfoTip } from '../../ui/InfoTip';
import { ObjectiveCard } from './Card';
import { CardTip } from './CardTip';
import { Shape } from './Shape';
import { countOf, seriesName, signed, tx } from './i18n';

interface AlbumPanelProps {
  view: AlbumView;
  seat: number;
  names: string[];
  /** Your turn and your own album: objectives can be chosen to flip. */
  flipping: boolean;
  flipChosen: number | null;
  advisedFlip: number | null;
  onFlip(id: number): void;
  onMine: (() => void) | null;
}

export function AlbumPanel({ view, seat, names, flipping, flipChosen, advisedFlip, onFlip, onMine }: AlbumPanelProps) {
  const album = view.albums[seat]!;
  const counts = album.counts;
  const { want, hurt } = seriesWants(view, seat);
  const lines = new Map((view.scores[seat]?.lines ?? []).map((l) => [l.card, l.points]));
  const mine = seat === view.you;
  const total = view.scores[seat]?.total ?? 0;
  return (
    <section class={`al-album${mine ? ' mine' : ''}${view.turn === seat ? ' turn' : ''}`} aria-label={mine ? tx('album.mine') : tx('album.of', { name: names[seat] ?? '' })} data-testid="album">
      <header class="al-album-head">
        <h3 data-testid="album-title">{mine ? tx('album.mine') : tx('album.of', { name: names[seat] ?? '' })}</h3>
        <span class="al-album-points">{tx(Math.abs(total) === 1 ? 'album.points.one' : 'album.points', { n: signed(total) })}</span>
        {onMine && <Button size="small" onClick={onMine} data-testid="to-my-album">{tx('album.toMine')} <kbd>M</kbd></Button>}
      </header>
      <h4 class="al-label">{tx('slots.title')}</h4>
      <ol class="al-slots" data-testid="series-slots">
        {Array.from({ length: SERIES_COUNT }, (_, s) => (
          <li key={s} class={`al-fach s${s}${counts[s] ? '' : ' none'}`} data-testid={`fach-${s}`}>
            <span class="al-fach-marks">
              {want[s]! > 0 && (
                <InfoTip tip={countOf('slot.wantTip', want[s]!)}><span class="al-want" data-testid={`want-${s}`}>{want[s]}</span></InfoTip>
              )}
              {hurt[s]! > 0 && (
                <InfoTip tip={countOf('slot.hurtTip', hurt[s]!)}><span class="al-hurt" data-testid={`hurt-${s}`}>{hurt[s]}</span></InfoTip>
              )}
            </span>
            <InfoTip tip={tx(counts[s] === 1 ? 'slot.count.one' : 'slot.count', { n: counts[s]!, series: seriesName(s, counts[s] !== 1) })} class="al-fach-body">
              <Shape series={s} size={22} label />
              <span class="al-fach-n">{counts[s]}</span>
            </InfoTip>
          </li>
        ))}
      </ol>
      <h4 class="al-label">{tx('folder.title')}</h4>
      {album.objectives.length === 0 && <p class="al-muted">{tx('folder.empty')}</p>}
      <ul class="al-folder" data-testid="folder">
        {album.objectives.map((id) => {
          const raise = nextRaise(view, seat, id);
          const points = lines.get(id) ?? 0;
          const none = noRaiseWords(points);
          const chosen = flipChosen === id;
          return (
            <li key={id} class={`al-entry${chosen ? ' flipping' : ''}${advisedFlip === id ? ' advised' : ''}${raise === null && none !== 'done' ? ' dead' : ''}`} data-testid={`objective-${id}`}>
              <InfoTip as="div" class="al-tipwrap" tip={<CardTip view={view} id={id} seat={seat} />}>
                <ObjectiveCard id={id} size="folder" />
              </InfoTip>
              <div class="al-entry-foot">
                <InfoTip tip={raise === null ? tx(none === 'done' ? 'raise.tipDone' : none === 'costs' ? 'raise.tipCosts' : 'raise.tipNone') : raise.kind === 'single' ? tx('raise.tipSingle') : tx('raise.tipPair')}>
                  <span class={`al-raise${raise === null ? ' none' : ''}`} data-testid={`raise-${id}`}>
                    {raise === null ? tx(`raise.${none}`) : (
                      <>
                        {raise.kind === 'single'
                          ? raise.series.slice(0, 3).map((s) => <Shape key={s} series={s} size={12} />)
                          : <>{<Shape series={raise.series[0]} size={12} />}+{<Shape series={raise.series[1]} size={12} />}</>}
                        <span class="al-raise-n">{signed(raise.gain)}</span>
                      </>
                    )}
                  </span>
                </InfoTip>
                <span class={`al-entry-points${points < 0 ? ' neg' : ''}`} data-testid={`points-${id}`}>{signed(points)}</span>
                {flipping && (
                  <InfoTip tip={tx('flip.tip', { series: seriesName(frontOf(id)) })} focusable={false}>
                    <button
                      type="button"
                      class={`al-flip${chosen ? ' chosen' : ''}`}
                      aria-pressed={chosen}
                      onClick={() => onFlip(id)}
                      data-testid={`flip-${id}`}
                    >
                      ⟲ {chosen ? tx('flip.chosen') : tx('flip')}
                    </button>
                  </InfoTip>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
