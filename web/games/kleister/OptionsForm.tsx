// Foyer options: Durchgänge 1/3/5, Spielart Normal/Kurz, Bürsten 3/5/7, Karren 4/6/8 and the house
// rule "Säule zählt doppelt". The choices are the foyer's chips (one row each, as "Computer-Gegner"
// and "Stärke" above them): radio buttons one per line made the phone foyer long. Values match KleisterOptions (worker/games/kleister/types.ts).
import { useRef } from 'preact/hooks';
import type { OptionsFormProps } from '../types';
import { tx } from './i18n';

let forms = 0;

const ROUNDS = [1, 3, 5] as const;
const BRUSHES = [3, 5, 7] as const;
const CART = [4, 6, 8] as const;

function pick<T extends number>(list: readonly T[], v: unknown, fallback: T): T {
  return list.includes(v as T) ? (v as T) : fallback;
}

export function OptionsForm({ value, onChange, lang }: OptionsFormProps) {
  const current = {
    rounds: pick(ROUNDS, value.rounds, 1),
    short: value.short === true,
    brushes: pick(BRUSHES, value.brushes, 5),
    cartSize: pick(CART, value.cartSize, 6),
    columnBonus: value.columnBonus === true,
  };
  // The foyer may show this form twice (alone / with others): keep the radio groups apart.
  const id = useRef(`kl-opt-${++forms}`).current;
  const set = (patch: Record<string, unknown>) => onChange({ ...current, ...patch });
  const radios = <T extends number | boolean>(name: string, list: readonly T[], chosen: T, label: (v: T) => string, key: string) =>
    list.map((v) => (
      <label key={String(v)} class="choice">
        <input type="radio" name={`${id}-${name}`} checked={chosen === v} onChange={() => set({ [key]: v })} data-testid={`option-${name}-${String(v)}`} />
        <span>{label(v)}</span>
      </label>
    ));
  return (
    <div class="kl-options" data-testid="kleister-options">
      <fieldset>
        <legend>{tx('options.rounds', undefined, lang)}</legend>
        {radios('rounds', ROUNDS, current.rounds, (n) => String(n), 'rounds')}
      </fieldset>
      <fieldset>
        <legend>{tx('options.variant', undefined, lang)}</legend>
        {radios('short', [false, true] as const, current.short, (s) => tx(s ? 'options.short' : 'options.normal', undefined, lang), 'short')}
      </fieldset>
      <fieldset>
        <legend>{tx('options.brushes', undefined, lang)}</legend>
        {radios('brushes', BRUSHES, current.brushes, (n) => String(n), 'brushes')}
      </fieldset>
      <fieldset>
        <legend>{tx('options.cart', undefined, lang)}</legend>
        {radios('cart', CART, current.cartSize, (n) => tx('options.cart.n', { n }, lang), 'cartSize')}
      </fieldset>
      <label class="kl-check">
        <input type="checkbox" checked={current.columnBonus} onChange={(e) => set({ columnBonus: (e.target as HTMLInputElement).checked })} data-testid="option-bonus" />
        <span>{tx('options.bonus', undefined, lang)}</span>
        <small>{tx('options.bonus.help', undefined, lang)}</small>
      </label>
    </div>
  );
}
