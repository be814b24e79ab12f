// Your hand: tap posters to select them (a double tap selects all equal ones), the group bar
// ("3× 8", "+ B"), the line that works out what the selection does, "Kleben" and Rat.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { KleisterView } from '@games/kleister/types';
import { groupBar } from './ui-helpers';
import { InfoTip } from '../../ui/InfoTip';
import { Button } from '../../ui/Button';
import { PosterFace, kindTip } from './Poster';
import { groupText, posterName, tx } from './i18n';

export interface HandProps {
  view: KleisterView;
  selected: number[];
  /** Another decision is owed (take/leave, hand/waste, draw): show the cards only, and Rat. */
  compact: boolean;
  /** Another seat is on turn: the cards to look at only (no selecting, no group bar, no hint). */
  waiting: boolean;
  /** Whether you may play now. */
  canPlay: boolean;
  /** The selection forms a group. */
  valid: boolean;
  selectionLabel: string | null;
  effect: string;
  adviceText: string | null;
  adviceAllowed: boolean;
  /** You owe a decision now, so Rat can help. */
  canAdvise: boolean;
  asking: boolean;
  onTap(index: number): void;
  onGroup(rank: number): void;
  onAddBrush(): void;
  onPlay(): void;
  onClear(): void;
  onAdvice(): void;
}

export function Hand(p: HandProps) {
  // Rat's answer comes into view under the hand: the dock is not stuck to a phone's bottom edge.
  const advice = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => advice.current?.scrollIntoView({ block: 'nearest' }), [p.adviceText]);
  const hand = p.view.hand;
  if (!hand) return <p class="kl-muted">{tx('hand.watching')}</p>;
  const bar = groupBar(hand);
  const brushes = hand.filter((c) => c === 0).length;
  const selectedBrushes = p.selected.filter((i) => hand[i] === 0).length;
  return (
    <section class="kl-hand" aria-label={tx('hand.title')}>
      <div class="kl-hand-head">
        <span class="kl-label">{tx('hand.title')} · {tx(hand.length === 1 ? 'hand.count.one' : 'hand.count', { n: hand.length })}</span>
      </div>
      <div class="kl-hand-cards" role="group" aria-label={tx('hand.title')}>
        {hand.map((card, i) => (
          <InfoTip key={i} tip={kindTip(p.view, card)} focusable={false} class="kl-hand-tip">
            <button
              type="button"
              class={`kl-card${p.selected.includes(i) ? ' selected' : ''}`}
              data-testid={`hand-card-${i}`}
              data-card={card}
              aria-pressed={p.selected.includes(i)}
              aria-disabled={p.waiting || p.compact ? 'true' : undefined}
              onClick={() => p.onTap(i)}
            >
              <PosterFace card={card} size="hand" />
            </button>
          </InfoTip>
        ))}
      </div>
      {!p.compact && !p.waiting && <p class={`kl-effect${p.valid ? '' : ' muted'}`} role="status" data-testid="effect-line">{p.effect}</p>}
      <div class="kl-hand-actions">
        {!p.compact && (
          <Button variant="primary" data-testid="play-group" disabled={!p.canPlay || !p.valid} onClick={p.onPlay}>
            {p.selectionLabel ? tx('hand.playGroup', { group: p.selectionLabel }) : tx('hand.play')} <kbd>Enter</kbd>
          </Button>
        )}
        {!p.compact && p.selected.length > 0 && (
          <Button variant="ghost" size="small" onClick={p.onClear} data-testid="clear-selection">{tx('hand.clear')}</Button>
        )}
        {p.adviceAllowed && (
          <Button class="kl-advice-btn" data-testid="advice" disabled={p.asking || !p.canAdvise} onClick={p.onAdvice} title="R">
            {tx('advice.button')} <kbd>R</kbd>
          </Button>
        )}
      </div>
      {/* Whole groups at a tap, below the buttons so that "kleben" stays above a laptop's fold. */}
      {!p.compact && <div class="kl-groupbar" role="group" aria-label={tx('hand.groupBar')}>
        {bar.map(({ rank, count }) => (
          <button
            key={rank}
            type="button"
            class="kl-groupbtn"
            data-testid={`group-${rank}`}
            disabled={p.waiting}
            title={tx('hand.groupTip', { n: count, name: posterName(rank) })}
            onClick={() => p.onGroup(rank)}
          >
            {groupText({ rank: rank === 0 ? 14 : rank, count, brushes: rank === 0 ? count : 0 })}
          </button>
        ))}
        {brushes > 0 && (
          <button
            type="button"
            class="kl-groupbtn brush"
            data-testid="add-brush"
            title={tx('hand.addBrushTip')}
            disabled={p.waiting || selectedBrushes >= brushes}
            onClick={p.onAddBrush}
          >
            {tx('hand.addBrush')}
          </button>
        )}
      </div>}
      {p.adviceText && <p ref={advice} class="kl-advice" role="status" data-testid="advice-text">{p.adviceText}</p>}
    </section>
  );
}
