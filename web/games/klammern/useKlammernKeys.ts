// Keyboard play, all listed under `?`: the bidding and announcing words by their letters (S „Ich
// spiele“, N „Ich will nicht“ / no Kontra / no Re, 1–4 „Ein Kleines“ in Kreuz Pik Herz Karo, B
// „Bitte“, E „Besser“ / „Re“, K „Kontra“, G „Schenken“, A / L accept / decline), in the play 1–9
// and ← → to choose a card, Enter to play it, M „Melden!“, B „Bella!“, T the trump-seven swap, Esc
// to clear; Enter „Weiter“ in the Abrechnung; D the Bierdeckel and R Rat at any time.
import type { KlammernMove, Suit } from '@games/klammern/types';
import { useKeys, type KeyBinding } from '../../ui/keys';
import { KLEINES_KEYS, WORD_KEYS } from './Prompt';
import { tx } from './i18n';

export interface KlammernKeyActions {
  /** The words you may say now (bidding and Kontra window), empty otherwise. */
  words: KlammernMove[];
  send(move: KlammernMove): void;
  /** Cards in display order while you may choose one (your turn, or the swap is open). */
  cards: number;
  selectIndex(i: number): void;
  moveSelection(step: 1 | -1): void;
  play: (() => void) | null;
  clear(): void;
  meld: (() => void) | null;
  bella: (() => void) | null;
  swap: (() => void) | null;
  next: (() => void) | null;
  deckel(): void;
  advice: (() => void) | null;
}

export function useKlammernKeys(a: KlammernKeyActions): void {
  const bindings: KeyBinding[] = [];
  for (const m of a.words) {
    if (m.type === 'kleines') {
      const key = KLEINES_KEYS[m.suit as Suit]!;
      bindings.push({ key, label: key, help: tx('keys.kleines', { suit: tx(`suit.${m.suit}`) }), run: () => a.send(m) });
    } else {
      const key = WORD_KEYS[m.type]!;
      const help = m.type === 'pass' ? tx('keys.pass') : tx('keys.say', { word: tx(`say.${m.type}`) });
      bindings.push({ key: key.toLowerCase(), label: key, help, run: () => a.send(m) });
    }
  }
  if (a.cards > 0) {
    bindings.push(
      { key: (e) => /^[1-9]$/.test(e.key) && Number(e.key) <= a.cards, label: `1–${Math.min(a.cards, 9)}`, help: tx('keys.card'), run: (e) => a.selectIndex(Number(e.key) - 1) },
      { key: 'ArrowLeft', label: '←', help: tx('keys.left'), run: () => a.moveSelection(-1) },
      { key: 'ArrowRight', label: '→', help: tx('keys.right'), run: () => a.moveSelection(1) },
      { key: 'Escape', label: 'Esc', help: tx('keys.esc'), run: () => a.clear() },
    );
  }
  if (a.play) bindings.push({ key: 'Enter', label: 'Enter', help: tx('keys.play'), run: () => a.play?.() });
  if (a.meld) bindings.push({ key: 'm', label: 'M', help: tx('keys.meld'), run: () => a.meld?.() });
  if (a.bella) bindings.push({ key: 'b', label: 'B', help: tx('keys.bella'), run: () => a.bella?.() });
  if (a.swap) bindings.push({ key: 't', label: 'T', help: tx('keys.swap'), run: () => a.swap?.() });
  if (a.next) bindings.push({ key: 'Enter', label: 'Enter', help: tx('keys.next'), run: () => a.next?.() });
  bindings.push({ key: 'd', label: 'D', help: tx('keys.deckel'), run: () => a.deckel() });
  if (a.advice) bindings.push({ key: 'r', label: 'R', help: tx('keys.rat'), run: () => a.advice?.() });
  useKeys(bindings, tx('keys.group'));
}
