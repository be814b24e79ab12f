// The choice dock, right below the market: what you chose, the flip, "Punkte vorher → nachher",
// "Zug ausführen", clearing, and Rat with its answer. While others move and their album is shown,
// a line with your own album (series counts, points) stays in the dock.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { SERIES_COUNT, type AlbumView, type Series } from '@games/album/types';
import type { Choice } from './ui-helpers';
import { picturesToTake } from '@games/album/rules/moves';
import { Button } from '../../ui/Button';
import { cardText, signed, tx } from './i18n';
import { picturesText } from './model';
import { Shape } from './Shape';

interface DockProps {
  view: AlbumView;
  choice: Choice;
  choosing: boolean;
  complete: boolean;
  value: { before: number; after: number } | null;
  waitText: string;
  /** The album shown is someone else's: keep yours in view here. */
  showMine: boolean;
  adviceAllowed: boolean;
  canAdvise: boolean;
  adviceText: string | null;
  onFlipNew(): void;
  onExecute(): void;
  onClear(): void;
  onAdvice(): void;
}

export function Dock(p: DockProps) {
  const { view, choice } = p;
  // Rat's answer comes into view under the buttons: the dock is not stuck to a phone's bottom edge.
  const advice = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => advice.current?.scrollIntoView({ block: 'nearest' }), [p.adviceText]);
  if (!p.choosing) {
    return (
      <section class="al-dock waiting" data-testid="dock">
        <p class="al-wait" aria-live="polite">{p.waitText}</p>
        {p.showMine && view.you !== null && <MyAlbumLine view={view} seat={view.you} />}
      </section>
    );
  }
  const need = picturesToTake(view.market);
  const picked = choice.slots.map((s) => view.market[s]).filter((s): s is Series => s !== null);
  const what = choice.pile !== null
    ? tx('choice.pile', { n: choice.pile + 1 })
    : picked.length
      ? `${tx('choice.pictures', { names: picturesText(picked) })}${picked.length < need ? ` – ${tx('choice.morePicture')}` : ''}`
      : tx(need === 1 ? 'choice.noneOne' : 'choice.none');
  const flipLine = choice.flip === 'new' ? tx('choice.flipNew')
    : choice.flip !== null ? tx('choice.flip', { text: cardText(choice.flip) })
    : tx(view.options.onlyNew ? 'choice.flipHintOnlyNew' : 'choice.flipHint');
  const diff = p.value ? p.value.after - p.value.before : 0;
  return (
    <section class="al-dock" aria-label={tx('choice.title')} data-testid="dock">
      <p class="al-choice" data-testid="choice-line"><strong>{tx('choice.title')}:</strong> {what}</p>
      <div class="al-flipline">
        <span class={choice.flip === null ? 'al-muted' : ''} data-testid="flip-line">{flipLine}</span>
        {choice.pile !== null && (
          <button type="button" class={`al-flip${choice.flip === 'new' ? ' chosen' : ''}`} aria-pressed={choice.flip === 'new'} onClick={p.onFlipNew} data-testid="flip-new">
            ⟲ {tx('flipNew')} <kbd>F</kbd>
          </button>
        )}
      </div>
      <p class="al-points" data-testid="points-line">
        {tx('points')}:{' '}
        {p.value ? (
          <strong>
            {p.value.before} → {p.value.after} <span class={diff > 0 ? 'pos' : diff < 0 ? 'neg' : ''}>({signed(diff)})</span>
          </strong>
        ) : '–'}
      </p>
      <div class="al-actions">
        <Button variant="primary" disabled={!p.complete} onClick={p.onExecute} data-testid="execute">
          {tx('execute')} <kbd>Enter</kbd>
        </Button>
        <Button size="small" disabled={choice.pile === null && choice.slots.length === 0 && choice.flip === null} onClick={p.onClear} data-testid="clear-choice">
          {tx('clear')} <kbd>Esc</kbd>
        </Button>
        {p.adviceAllowed && (
          <Button size="small" disabled={!p.canAdvise} onClick={p.onAdvice} data-testid="advice-button">
            {tx('rat')} <kbd>R</kbd>
          </Button>
        )}
      </div>
      {p.adviceText && <p ref={advice} class="al-advice" role="status" data-testid="advice"><strong>{tx('advice.title')}:</strong> {p.adviceText}</p>}
    </section>
  );
}

/** Your album in one line: pictures per series and your points. */
function MyAlbumLine({ view, seat }: { view: AlbumView; seat: number }) {
  const counts = view.albums[seat]!.counts;
  return (
    <p class="al-mine-line" data-testid="my-album-line">
      <strong>{tx('album.mine')}:</strong>{' '}
      {Array.from({ length: SERIES_COUNT }, (_, s) => (
        <span key={s} class="al-mine-series"><Shape series={s} size={13} label /> {counts[s]}</span>
      ))}
      {' · '}{tx(Math.abs(view.scores[seat]?.total ?? 0) === 1 ? 'album.points.one' : 'album.points', { n: signed(view.scores[seat]?.total ?? 0) })}
    </p>
  );
}
