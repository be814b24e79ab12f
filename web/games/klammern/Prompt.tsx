// The decision you owe, as buttons in the rule book's words: "Ich spiele" / "Ich will nicht", "Ein
// Kleines" with a suit, "Bitte" / "Besser"; Kontra, Re and Schenken only to the seats entitled to
// them; in the play "Melden!", "Bella!" and the trump-seven swap. Otherwise who is deciding what.
import type { KlammernMove, KlammernView, Suit } from '@games/klammern/types';
import { legalMoves } from '@games/klammern/rules/legal';
import { contractValue } from '@games/klammern/rules/bidding';
import { suitOf } from '@games/klammern/rules/cards';
import { Button } from '../../ui/Button';
import { SUIT_SYMBOL, contractText, joinNames, suitName, tx } from './i18n';

export interface PromptProps {
  view: KlammernView;
  names: string[];
  advised: KlammernMove | null;
  send(move: KlammernMove): void;
}

/** The key of each bidding and announcing word (the `?` overlay lists them). */
export const WORD_KEYS: Record<string, string> = {
  orgi: 'S', pass: 'N', bitte: 'B', besser: 'E', kontra: 'K', re: 'E', schenken: 'G', accept: 'A', decline: 'L',
};
export const KLEINES_KEYS = ['1', '2', '3', '4'];

const same = (a: KlammernMove | null, b: KlammernMove) =>
  a !== null && a.type === b.type && (a.type !== 'kleines' || (b.type === 'kleines' && a.suit === b.suit));

function Choice({ move, label, hint, keyLabel, advised, primary, send }: {
  move: KlammernMove; label: string; hint?: string; keyLabel: string; advised: boolean; primary?: boolean; send(m: KlammernMove): void;
}) {
  const id = move.type === 'kleines' ? `kleines-${move.suit}` : move.type;
  return (
    <Button variant={primary ? 'primary' : 'secondary'} class={`km-choice${advised ? ' advised' : ''}`} data-testid={`say-${id}`} onClick={() => send(move)}>
      <span class="km-choice-main">{label} <kbd>{keyLabel}</kbd></span>
      {hint && <small>{hint}</small>}
    </Button>
  );
}

/** What the words mean for you: the contract and its value. */
function hintOf(view: KlammernView, m: KlammernMove, names: string[]): string | undefined {
  const open = suitOf(view.upcard);
  switch (m.type) {
    case 'orgi': return tx('say.orgiHint', { suit: suitName(open), n: contractValue('orgi', open) });
    case 'kleines': return tx('say.valueHint', { n: contractValue('kleines', m.suit) });
    case 'besser': return tx('say.besserHint', { n: contractValue('besser', 0) });
    case 'bitte': return view.bidding?.kleines ? tx('say.bitteHint', { name: names[view.bidding.kleines.seat] ?? '' }) : undefined;
    case 'schenken': return tx('say.schenkenHint');
    case 'accept': return tx('say.acceptHint', { n: view.contract?.value ?? 0 });
    case 'decline': return tx('say.declineHint');
    case 'kontra': return tx('say.kontraHint');
    case 're': return tx('say.reHint');
    default: return undefined;
  }
}

function label(view: KlammernView, m: KlammernMove): string {
  // The symbol stays with its suit's name when the button wraps ("Ein Kleines" / "♠ Pik").
  if (m.type === 'kleines') return tx('say.kleines', { suit: `${SUIT_SYMBOL[m.suit]}\u00a0${suitName(m.suit)}` });
  if (m.type === 'pass') return tx(view.phase === 'bidding' ? 'say.pass' : view.window?.stage === 're' ? 'say.noRe' : view.options.kontra ? 'say.noKontra' : 'say.noSchenken');
  return tx(`say.${m.type}`);
}

/** The words of the window before the first card: 'kontra', 'schenkenOffer' (Schenken only) or 'kontraSchenken'. */
function kontraWindow(view: KlammernView): 'kontra' | 'schenkenOffer' | 'kontraSchenken' {
  const schenken = view.seats === 4 && view.options.schenken;
  if (!schenken) return 'kontra';
  return view.options.kontra ? 'kontraSchenken' : 'schenkenOffer';
}

function question(view: KlammernView, names: string[]): string {
  const b = view.bidding;
  if (view.phase === 'bidding' && b) {
    if (b.round === 1) return tx('ask.round1', { suit: suitName(suitOf(view.upcard)) });
    if (b.kleines) return tx('ask.kleines', { name: names[b.kleines.seat] ?? '', suit: suitName(b.kleines.suit) });
    return tx('ask.round2');
  }
  const w = view.window;
  const c = view.contract;
  if (view.phase === 'announce' && w && c) {
    // The window asks for what the house rules allow: Kontra, Schenken (at four) or both.
    if (w.stage === 'kontra') return tx(`ask.${kontraWindow(view)}`, { name: names[c.declarer] ?? '', game: contractText(c) });
    if (w.stage === 're') return tx('ask.re', { name: names[view.doubling.kontra ?? 0] ?? '' });
    return tx('ask.schenken', { name: names[view.schenken?.by ?? 0] ?? '' });
  }
  return '';
}

/** Who is deciding what, while you wait. */
function waiting(view: KlammernView, names: string[]): string {
  const who = joinNames(view.pending.map((s) => names[s] ?? ''));
  if (view.phase === 'bidding') return tx(view.bidding?.round === 2 ? 'wait.bid2' : 'wait.bid1', { name: who });
  if (view.phase === 'announce') return tx(`wait.${view.window?.stage === 'kontra' ? kontraWindow(view) : view.window?.stage ?? 'kontra'}`, { name: who });
  if (view.phase === 'play') return tx('wait.play', { name: who });
  return '';
}

export function Prompt({ view, names, advised, send }: PromptProps) {
  const mine = view.you !== null && view.pending.includes(view.you);
  if (view.phase !== 'bidding' && view.phase !== 'announce') return null;
  if (!mine) return <section class="km-prompt" data-testid="prompt"><p class="km-prompt-text">{waiting(view, names)}</p></section>;
  const moves = legalMoves(view).filter((m) => m.type !== 'swap');
  return (
    <section class="km-prompt mine" data-testid="prompt" aria-label={question(view, names)}>
      <p class="km-prompt-text">{question(view, names)}</p>
      {/* Four words (three Kleines and "Ich will nicht") lie two by two on a phone: kept low, so your hand stays on screen. */}
      <div class={`km-choices words-${moves.length}`}>
        {moves.map((m) => (
          <Choice
            key={m.type === 'kleines' ? `k${m.suit}` : m.type}
            move={m}
            label={label(view, m)}
            hint={hintOf(view, m, names)}
            keyLabel={m.type === 'kleines' ? KLEINES_KEYS[m.suit as Suit]! : WORD_KEYS[m.type]!}
            advised={same(advised, m)}
            primary={m.type !== 'pass' && m.type !== 'bitte' && m.type !== 'decline'}
            send={send}
          />
        ))}
      </div>
    </section>
  );
}
