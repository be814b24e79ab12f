// Foyer options (the rule book's Varianten): Farbfilm none / eigene Spule / Joker, and Leere
// Hinweise. Values match KinoOptions (worker/games/kino/types.ts). The Tagesvorstellung ignores
// them (no Farbfilm, no empty clues).
import type { OptionsFormProps } from '../types';
import { tx } from './i18n';

const FARBFILM = ['none', 'reel', 'joker'] as const;

export function OptionsForm({ value, onChange, lang }: OptionsFormProps) {
  const current = {
    farbfilm: FARBFILM.includes(value.farbfilm as never) ? (value.farbfilm as string) : 'none',
    leereHinweise: value.leereHinweise === true,
  };
  return (
    <div class="kn-options" data-testid="kino-options">
      <fieldset class="kn-options-set">
        <legend>{tx('options.farbfilm', undefined, lang)}</legend>
        {FARBFILM.map((f) => (
          <label key={f} class="kn-radio">
            <input type="radio" name="kino-farbfilm" checked={current.farbfilm === f} onChange={() => onChange({ ...current, farbfilm: f })} data-testid={`option-farbfilm-${f}`} />
            {tx(`options.farbfilm.${f}`, undefined, lang)}
          </label>
        ))}
      </fieldset>
      <label class="kn-check">
        <input type="checkbox" checked={current.leereHinweise} onChange={(e) => onChange({ ...current, leereHinweise: (e.currentTarget as HTMLInputElement).checked })} data-testid="option-leereHinweise" />
        <span>
          <span class="kn-check-name">{tx('options.leereHinweise', undefined, lang)}</span>
          <span class="kn-muted">{tx('options.leereHinweise.help', undefined, lang)}</span>
        </span>
      </label>
    </div>
  );
}
