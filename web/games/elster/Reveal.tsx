// Aufdecken: all bids of the round just played flip at once, tied pebbles are struck (Gezänk),
// then the cards fly to the winner's nest. `speed` scales every duration (Turbo: shorter).
import { useEffect, useRef } from 'preact/hooks';
import type { RoundRecord } from '@games/elster/types';
import { CardFace } from './LootCard';
import { roundSentence } from './LastRound';
import { tx } from './i18n';

/** Total time of the animation in ms at speed 1. */
export const REVEAL_MS = 2200;

export function Reveal({ round, names, speed, onDone }: { round: RoundRecord; names: string[]; speed: number; onDone(): void }) {
  const cardsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const fly = window.setTimeout(() => {
      const el = cardsRef.current;
      if (!el || round.winner === null || typeof el.animate !== 'function') return;
      const target = document.querySelector(`[data-nest="${round.winner}"]`);
      if (!target) return;
      const a = el.getBoundingClientRect();
      const b = target.getBoundingClientRect();
      const dx = b.left + b.width / 2 - (a.left + a.width / 2);
      const dy = b.top + b.height / 2 - (a.top + a.height / 2);
      el.animate(
        [{ transform: 'translate(0, 0) scale(1)', opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(0.35)`, opacity: 0.2 }],
        { duration: 700 * speed, easing: 'ease-in', fill: 'forwards' },
      );
    }, 1300 * speed);
    const done = window.setTimeout(onDone, REVEAL_MS * speed);
    return () => {
      window.clearTimeout(fly);
      window.clearTimeout(done);
    };
  }, [round]);

  return (
    <div class="el-reveal" style={{ '--el-speed': String(speed) }} aria-hidden="true" data-testid="reveal">
      <div class="el-reveal-title">{tx('reveal.title')}</div>
      <div class={`el-reveal-cards fate-${round.fate}`} ref={cardsRef}>
        {round.cards.map((c, i) => <CardFace key={i} card={c} />)}
      </div>
      <div class="el-reveal-bids">
        {round.bids.map((b, s) => {
          const tie = round.cancelled.includes(b);
          return (
            <div key={s} class={`el-flip${tie ? ' tie' : ''}${round.winner === s ? ' winner' : ''}`}>
              <div class="el-flip-inner">
                <span class="el-flip-back" />
                <span class="el-flip-front">{b}</span>
              </div>
              <span class="el-flip-name">{names[s]}</span>
            </div>
          );
        })}
      </div>
      <p class="el-reveal-sentence">{roundSentence(round, names)}</p>
    </div>
  );
}
