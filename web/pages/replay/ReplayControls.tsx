// The replay's transport: to the start, one back, play / pause, one forward, to the end, a slider
// and the speed; ← → step, Home / End jump, Space plays and pauses.
import { t } from '../../i18n';
import { useKeys } from '../../ui/keys';
import { SPEEDS } from './model';

interface Props {
  position: number;
  length: number;
  playing: boolean;
  speed: number;
  onGo(position: number): void;
  onPlay(): void;
  onSpeed(speed: number): void;
}

/**
 * The replay's keys. Rendered after the board and remounted with it: bindings registered later win,
 * and the game's board binds the arrow keys for its own (here inert) controls.
 */
export function ReplayKeys({ position, length, onGo, onPlay }: Pick<Props, 'position' | 'length' | 'onGo' | 'onPlay'>) {
  useKeys([
    { key: 'ArrowLeft', label: '←', help: t('replay.back'), run: () => onGo(position - 1) },
    { key: 'ArrowRight', label: '→', help: t('replay.forward'), run: () => onGo(position + 1) },
    { key: 'Home', label: 'Pos1', help: t('replay.start'), run: () => onGo(0) },
    { key: 'End', label: 'Ende', help: t('replay.end'), run: () => onGo(length) },
    { key: ' ', label: t('replay.space'), help: t('replay.playPause'), run: onPlay },
  ], t('replay.title'));
  return null;
}

export function ReplayControls({ position, length, playing, speed, onGo, onPlay, onSpeed }: Props) {
  return (
    <div class="replay-controls" data-testid="replay-controls">
      <div class="replay-buttons">
        <button type="button" class="btn btn-secondary btn-small" onClick={() => onGo(0)} disabled={position === 0} aria-label={t('replay.start')}>⇤</button>
        <button type="button" class="btn btn-secondary btn-small" onClick={() => onGo(position - 1)} disabled={position === 0} aria-label={t('replay.back')} data-testid="replay-back">◀</button>
        <button type="button" class="btn btn-primary btn-small" onClick={onPlay} aria-label={playing ? t('replay.pause') : t('replay.play')} data-testid="replay-play">{playing ? '❚❚' : '▶'}</button>
        <button type="button" class="btn btn-secondary btn-small" onClick={() => onGo(position + 1)} disabled={position === length} aria-label={t('replay.forward')} data-testid="replay-forward">▶|</button>
        <button type="button" class="btn btn-secondary btn-small" onClick={() => onGo(length)} disabled={position === length} aria-label={t('replay.end')}>⇥</button>
        <label class="replay-speed">
          <span>{t('replay.speed')}</span>
          <select value={speed} onChange={(e) => onSpeed(Number((e.target as HTMLSelectElement).value))}>
            {SPEEDS.map((s, i) => <option key={i} value={i}>{s.label}</option>)}
          </select>
        </label>
        <span class="replay-count" data-testid="replay-count">{t('replay.move', { n: position, total: length })}</span>
      </div>
      <input
        type="range" class="replay-slider" min={0} max={length} value={position} aria-label={t('replay.slider')}
        onInput={(e) => onGo(Number((e.target as HTMLInputElement).value))} data-testid="replay-slider"
      />
    </div>
  );
}
