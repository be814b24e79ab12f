// Your pebbles 1–15 as big buttons with the hints (gold / red border, how many others still hold
// the same pebble), the "Legen" button and Rat.
import type { ElsterView } from '@games/elster/types';
import { PEBBLES } from '@games/elster/types';
import type { PebbleHint } from '@games/elster/hints';
import { InfoTip } from '../../ui/InfoTip';
import { Button } from '../../ui/Button';
import { joinNames, tx } from './i18n';
import { settings } from './settings';

export interface HandProps {
  view: ElsterView;
  names: string[];
  hints: PebbleHint[];
  selected: number | null;
  /** The pebble Rat suggested, highlighted until you act. */
  advised: number | null;
  adviceText: string | null;
  adviceAllowed: boolean;
  asking: boolean;
  onTap(pebble: number): void;
  onPlace(): void;
  onAdvice(): void;
}

export function Hand(p: HandProps) {
  const { view } = p;
  const you = view.you;
  if (you === null) return <p class="el-hand-note">{tx('hand.watching')}</p>;
  const hand = view.hands[you];
  const bidding = view.phase === 'bidding';
  const placed = view.ownBid;
  const showHints = settings.value.hints;
  return (
    <section class="el-hand" aria-label={tx('hand.title')}>
      <div class="el-pebbles" role="group" aria-label={tx('hand.title')}>
        {PEBBLES.map((n) => {
          const inHand = hand.includes(n) && n !== placed;
          const hint = p.hints.find((h) => h.pebble === n);
          const sure = showHints && inHand ? hint?.sure : null;
          const classes = ['el-pebble',
            !inHand && (n === placed ? 'placed' : 'gone'),
            p.selected === n && 'selected',
            p.advised === n && 'advised',
            sure === 'take' && 'sure-take',
            sure === 'forced' && 'sure-forced'].filter(Boolean).join(' ');
          return (
            <InfoTip key={n} tip={pebbleTip(n, inHand, hint, p.names, view)} focusable={false} class="el-pebble-tip">
              <button
                type="button"
                class={classes}
                data-testid={`pebble-${n}`}
                data-pebble={n}
                disabled={!inHand || !bidding || placed !== null}
                aria-pressed={p.selected === n}
                onClick={() => p.onTap(n)}
              >
                {/* The name is the visible number with its word: "Kiesel 7" (no aria-label that hides the number). */}
                <span class="sr-only">{tx('pebble.word')} </span>
                <span class="el-pebble-n">{n}</span>
                {showHints && inHand && hint && bidding && <span class={`el-same s${hint.sameCount}`} aria-hidden="true">{hint.sameCount}</span>}
              </button>
            </InfoTip>
          );
        })}
      </div>
      <div class="el-hand-actions">
        {placed !== null ? (
          <p class="el-hand-note" role="status">{tx('hand.placed', { n: placed })}</p>
        ) : (
          <Button variant="primary" class="el-place" data-testid="place-bid" disabled={!bidding || p.selected === null} onClick={p.onPlace}>
            {p.selected === null ? tx('hand.choose') : tx('hand.placeN', { n: p.selected })}
          </Button>
        )}
        {p.adviceAllowed && bidding && placed === null && (
          <Button class="el-advice-btn" data-testid="advice" disabled={p.asking} onClick={p.onAdvice} title="R">
            {tx('advice.button')} <kbd>R</kbd>
          </Button>
        )}
      </div>
      {p.adviceText && placed === null && <p class="el-advice" role="status" data-testid="advice-text">{p.adviceText}</p>}
    </section>
  );
}

function pebbleTip(n: number, inHand: boolean, hint: PebbleHint | undefined, names: string[], view: ElsterView): string {
  if (!inHand) return tx('pebble.tip.gone', { n });
  const holders = view.hands.map((h, s) => (s !== view.you && h.includes(n) ? names[s] : null)).filter((x): x is string => x !== null);
  let text = holders.length
    ? tx('pebble.tip.some', { n, names: joinNames(holders), verb: tx(holders.length === 1 ? 'pebble.verb.one' : 'pebble.verb.many') })
    : tx('pebble.tip.none', { n });
  if (hint?.sure === 'take') text += ` ${tx('pebble.tip.take')}`;
  if (hint?.sure === 'forced') text += ` ${tx('pebble.tip.forced')}`;
  return text;
}
