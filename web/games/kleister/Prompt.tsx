// The decisions inside a turn, as clear prompts: take / leave ("Nehmen" / "Liegen lassen"),
// hand / waste ("Zurück auf die Hand" / "Ins Altpapier"), and drawing card by card (cart slots
// or "Verdeckt ziehen"); otherwise who is deciding what right now.
import type { KleisterMove, KleisterView } from '@games/kleister/types';
import { Button } from '../../ui/Button';
import { tx } from './i18n';
import { groupLabel } from './model';

export interface PromptProps {
  view: KleisterView;
  names: string[];
  /** The move Rat suggests (highlighted), or null. */
  advised: KleisterMove | null;
  send(move: KleisterMove): void;
}

export function Prompt({ view, names, advised, send }: PromptProps) {
  const you = view.you;
  const mine = you !== null && view.owes === you;
  const cover = view.cover;
  const hl = (type: KleisterMove['type']) => (advised?.type === type ? ' advised' : '');
  const name = (s: number) => names[s] ?? '';

  if (view.phase === 'decide' && cover) {
    if (mine) {
      const n = cover.group.cards.length;
      return (
        <section class="kl-prompt mine" role="group" aria-label={tx('prompt.decide', { group: groupLabel(cover.group), name: name(cover.seat) })} data-testid="prompt">
          <p class="kl-prompt-text">{tx('prompt.decide', { group: groupLabel(cover.group), name: name(cover.seat) })}</p>
          <div class="kl-prompt-choices">
            <Button variant="primary" class={`kl-choice${hl('take')}`} data-testid="take" onClick={() => send({ type: 'take' })}>
              <span class="kl-choice-main">{tx('prompt.take')} <kbd>N</kbd></span>
              <small>{tx('prompt.takeHint', { name: name(cover.seat), n })}</small>
            </Button>
            <Button class={`kl-choice${hl('leave')}`} data-testid="leave" onClick={() => send({ type: 'leave' })}>
              <span class="kl-choice-main">{tx('prompt.leave')} <kbd>L</kbd></span>
              <small>{tx('prompt.leaveHint', { name: name(cover.seat) })}</small>
            </Button>
          </div>
        </section>
      );
    }
    const text = cover.seat === you
      ? tx('prompt.yourCover', { name: name(cover.coverer), group: groupLabel(cover.group) })
      : tx('prompt.waitDecide', { name: name(cover.coverer), group: groupLabel(cover.group), victim: name(cover.seat) });
    return <section class="kl-prompt" data-testid="prompt"><p class="kl-prompt-text">{text}</p></section>;
  }

  if (view.phase === 'return' && cover) {
    if (mine) {
      const n = cover.group.cards.length;
      return (
        <section class="kl-prompt mine" role="group" aria-label={tx('prompt.return', { name: name(cover.coverer), group: groupLabel(cover.group) })} data-testid="prompt">
          <p class="kl-prompt-text">{tx('prompt.return', { name: name(cover.coverer), group: groupLabel(cover.group) })}</p>
          <div class="kl-prompt-choices">
            <Button variant="primary" class={`kl-choice${hl('toHand')}`} data-testid="to-hand" onClick={() => send({ type: 'toHand' })}>
              <span class="kl-choice-main">{tx('prompt.toHand')} <kbd>H</kbd></span>
              <small>{tx('prompt.toHandHint')}</small>
            </Button>
            <Button class={`kl-choice${hl('toWaste')}`} data-testid="to-waste" onClick={() => send({ type: 'toWaste' })}>
              <span class="kl-choice-main">{tx('prompt.toWaste')} <kbd>A</kbd></span>
              <small>{tx('prompt.toWasteHint', { n })}</small>
            </Button>
          </div>
        </section>
      );
    }
    return (
      <section class="kl-prompt" data-testid="prompt">
        <p class="kl-prompt-text">{tx('prompt.waitReturn', { name: name(cover.seat), group: groupLabel(cover.group) })}</p>
      </section>
    );
  }

  if (view.phase === 'draw' && view.draw) {
    const left = view.draw.left;
    if (view.draw.seat === you) {
      return (
        <section class="kl-prompt mine" data-testid="prompt">
          <p class="kl-prompt-text">{left === 1 ? tx('prompt.drawOne') : tx('prompt.draw', { n: left })}</p>
          <div class="kl-prompt-choices">
            <Button class={`kl-choice${advised?.type === 'draw' && advised.from === 'press' ? ' advised' : ''}`} data-testid="draw-press" disabled={view.pressCount === 0} onClick={() => send({ type: 'draw', from: 'press' })}>
              <span class="kl-choice-main">{tx('prompt.drawPress')} <kbd>D</kbd></span>
              <small>{tx(view.pressCount === 1 ? 'press.tip.one' : 'press.tip', { n: view.pressCount })}</small>
            </Button>
          </div>
        </section>
      );
    }
    return <section class="kl-prompt" data-testid="prompt"><p class="kl-prompt-text">{tx('prompt.waitDraw', { name: name(view.draw.seat), n: left })}</p></section>;
  }

  if (view.phase === 'play') {
    return (
      <section class={`kl-prompt${view.turn === you ? ' mine' : ''}`} data-testid="prompt">
        <p class="kl-prompt-text">{view.turn === you ? tx('prompt.yourTurn') : tx('prompt.waitPlay', { name: name(view.turn) })}</p>
      </section>
    );
  }
  return null;
}
