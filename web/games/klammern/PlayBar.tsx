// Your turn in the play: what to do ("Du kommst raus", "Herz bedienen"), the chosen card's button,
// "Melden!" (before your first card, house rule) and "Bella!" (with the first of trump König and
// Dame, house rule) — both travel with the card, and only when you press them (Rat points at them) — and the trump-seven swap while it is open.
import type { Card, KlammernView } from '@games/klammern/types';
import { suitOf } from '@games/klammern/rules/cards';
import { Button } from '../../ui/Button';
import { cardName, suitName, tx } from './i18n';

export interface PlayBarProps {
  view: KlammernView;
  myTurn: boolean;
  /** Who is playing, while it is not you. */
  waitText: string | null;
  selected: Card | null;
  selectedPlayable: boolean;
  /** Why the chosen card may not be played now, in words ("Du musst Herz bedienen"). */
  whyNot: string | null;
  canMeld: boolean;
  meldPressed: boolean;
  canBella: boolean;
  bellaPressed: boolean;
  canSwap: boolean;
  armed: boolean;
  advisedSwap: boolean;
  /** Rat plays its card with "Melden!" / "Bella!": the button is pointed at (never pressed for you). */
  advisedMeld: boolean;
  advisedBella: boolean;
  onPlay(): void;
  onMeld(): void;
  onBella(): void;
  onSwap(): void;
}

function turnText(view: KlammernView): string {
  if (view.trick.cards.length === 0) return tx(view.tricks.length === 0 ? 'play.leadFirst' : 'play.lead');
  const led = suitOf(view.trick.cards[0]!);
  return tx(led === view.contract?.trump ? 'play.followTrump' : 'play.follow', { suit: suitName(led) });
}

export function PlayBar(p: PlayBarProps) {
  if (!p.myTurn && !p.canSwap && !p.canMeld) {
    return <section class="km-prompt" data-testid="prompt"><p class="km-prompt-text">{p.waitText}</p></section>;
  }
  return (
    <section class={`km-prompt play${p.myTurn ? ' mine' : ''}`} data-testid="play-bar">
      <p class="km-prompt-text">
        {p.myTurn ? turnText(p.view) : p.canSwap ? tx('play.swapOnly') : p.waitText}
        {p.armed && <> · <strong>{tx('play.armed')}</strong></>}
        {p.whyNot && <span class="km-why" role="status" data-testid="why-not">{p.whyNot}</span>}
      </p>
      <div class="km-choices">
        {p.myTurn && (
          <Button variant="primary" data-testid="play-card" disabled={p.selected === null || !p.selectedPlayable} onClick={p.onPlay}>
            {p.selected !== null && p.selectedPlayable ? tx('play.card', { card: cardName(p.selected) }) : tx('play.pick')} <kbd>Enter</kbd>
          </Button>
        )}
        {p.canMeld && (
          <Button class={`km-toggle${p.meldPressed ? ' on' : ''}${p.advisedMeld ? ' advised' : ''}`} aria-pressed={p.meldPressed} data-testid="melden" onClick={p.onMeld}>
            {tx('play.melden')} <kbd>M</kbd>
          </Button>
        )}
        {p.canBella && (
          <Button class={`km-toggle${p.bellaPressed ? ' on' : ''}${p.advisedBella ? ' advised' : ''}`} aria-pressed={p.bellaPressed} data-testid="bella" onClick={p.onBella}>
            {tx('play.bella')} <kbd>B</kbd>
          </Button>
        )}
        {p.canSwap && (
          <Button class={`km-swap${p.advisedSwap ? ' advised' : ''}`} data-testid="swap" onClick={p.onSwap} title={tx('play.swapTip')}>
            {tx('play.swap')} <kbd>T</kbd>
          </Button>
        )}
      </div>
    </section>
  );
}
