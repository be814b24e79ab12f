// The name strip (Punktetafel): every collector with points, pictures and objectives; a tap shows
// that album below. Under it the last turn, the Bestandsliste (when the option is on) and the
// "Ansicht" menu with "Ansicht folgt dem Zug".
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AlbumView } from '@games/album/types';
import { SERIES_COUNT } from '@games/album/types';
import { InfoTip } from '../../ui/InfoTip';
import { Shape } from './Shape';
import { countOf, seriesName, signed, tx } from './i18n';
import { lastTurnText } from './model';
import { albumSettings, updateAlbumSettings } from './settings';

export function Strip({ view, names, shown, onShow }: { view: AlbumView; names: string[]; shown: number; onShow(seat: number): void }) {
  const long = view.rounds > 1;
  return (
    <section class="al-strip" aria-label={tx('strip.title')}>
      <div class="al-strip-top">
        <h3 class="al-label">{tx('strip.title')}</h3>
        {long && <span class="al-round">{tx('round.of', { n: view.round + 1, total: view.rounds })}</span>}
        {view.options.onlyNew && <span class="al-muted">{tx('variant.onlyNew')}</span>}
        <ViewMenu />
      </div>
      <ol class="al-names">
        {names.map((name, s) => (
          <li key={s}>
            <button
              type="button"
              class={`al-name${s === shown ? ' shown' : ''}${s === view.turn ? ' turn' : ''}${s === view.you ? ' me' : ''}`}
              aria-pressed={s === shown}
              title={tx('strip.tip', { name })}
              onClick={() => onShow(s)}
              data-testid={`name-${s}`}
            >
              <span class="al-name-n">{name}</span>
              <span class="al-name-pts" data-testid={`points-${s}`}>{tx('strip.points', { n: signed(view.totals[s] ?? 0) })}</span>
              <span class="al-name-facts">
                {countOf('strip.pictures', (view.albums[s]?.counts ?? []).reduce((a, b) => a + b, 0))} · {countOf('strip.objectives', view.albums[s]?.objectives.length ?? 0)}
              </span>
              {s === view.turn && <span class="al-name-turn">{tx('strip.turn')}</span>}
            </button>
          </li>
        ))}
      </ol>
      <p class="al-last" aria-live="polite" data-testid="last-turn">{lastTurnText(view.lastTurn, names)}</p>
      {view.stock && (
        <div class="al-stock" data-testid="stock">
          <InfoTip tip={tx('stock.tip')}><span class="al-label">{tx('stock.title')}</span></InfoTip>
          <ul>
            {Array.from({ length: SERIES_COUNT }, (_, s) => (
              <li key={s} title={seriesName(s, true)}>
                <Shape series={s} size={13} label />
                <span data-testid={`stock-${s}`}>{view.stock![s]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Ansicht › "Ansicht folgt dem Zug": a small disclosure panel that works with keyboard and touch. */
function ViewMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', onDown, true);
    return () => window.removeEventListener('pointerdown', onDown, true);
  }, [open]);
  return (
    <div class="al-menu" ref={ref}>
      <button type="button" class="al-menu-btn" aria-expanded={open} aria-controls="al-view-menu" onClick={() => setOpen(!open)} data-testid="album-view-menu">
        <span aria-hidden="true">⚙</span> {tx('settings.title')}
      </button>
      {open && (
        <div class="al-menu-panel" id="al-view-menu" role="group" aria-label={tx('settings.title')}>
          <label class="al-check">
            <input
              type="checkbox"
              checked={albumSettings.value.follow}
              onChange={(e) => updateAlbumSettings({ follow: (e.currentTarget as HTMLInputElement).checked })}
              data-testid="setting-follow"
            />
            <span>
              <span class="al-check-name">{tx('settings.follow')}</span>
              <span class="al-check-help">{tx('settings.follow.help')}</span>
            </span>
          </label>
        </div>
      )}
    </div>
  );
}
