// Die Hausregeln in the foyer (solo: for yourself; at a table: by the host): cards at three,
// Partie length, Kontra/Re, Durchmarsch, Bella and Meldungen (automatic or by button), Schenken
// (four players) and "gegen jeden" (three players). Values match KlammernOptions
// (worker/games/klammern/types.ts); the defaults are the base rules.
import { useRef } from 'preact/hooks';
import type { KlammernOptions, PartieLength } from '@games/klammern/types';
import { defaultOptions } from '@games/klammern/rules/options';
import type { OptionsFormProps } from '../types';
import { tx } from './i18n';

let forms = 0;

const LENGTHS: readonly PartieLength[] = ['games12', 'games24', 'games36', 'points51', 'points101'];
const FLAGS = ['kontra', 'durchmarsch', 'schenken', 'againstEach'] as const;

function current(value: Record<string, unknown>): KlammernOptions {
  const d = defaultOptions();
  return {
    eightCards: value.eightCards === true,
    length: LENGTHS.includes(value.length as PartieLength) ? (value.length as PartieLength) : d.length,
    kontra: value.kontra === true,
    durchmarsch: value.durchmarsch === true,
    bella: value.bella === 'button' ? 'button' : 'auto',
    melds: value.melds === 'button' ? 'button' : 'auto',
    schenken: value.schenken === true,
    againstEach: value.againstEach === true,
  };
}

/** House rules for one seat count only: left out where the table has the other (undefined: all shown). */
const ONLY_AT: Partial<Record<'cards' | (typeof FLAGS)[number], number>> = { cards: 3, againstEach: 3, schenken: 4 };
const applies = (k: keyof typeof ONLY_AT, seats: number | undefined) => seats === undefined || ONLY_AT[k] === undefined || ONLY_AT[k] === seats;

export function OptionsForm({ value, onChange, lang, seats }: OptionsFormProps) {
  const now = current(value);
  // The foyer may show this form twice (alone / with others): keep the radio groups apart.
  const id = useRef(`km-opt-${++forms}`).current;
  const set = (patch: Partial<KlammernOptions>) => onChange({ ...now, ...patch });
  const t = (key: string) => tx(key, undefined, lang);
  return (
    <div class="km-options" data-testid="klammern-options">
      <fieldset>
        <legend>{t('options.length')}</legend>
        <select value={now.length} onChange={(e) => set({ length: (e.currentTarget as HTMLSelectElement).value as PartieLength })} data-testid="option-length" aria-label={t('options.length')}>
          {LENGTHS.map((l) => <option key={l} value={l}>{t(`options.length.${l}`)}</option>)}
        </select>
      </fieldset>
      {applies('cards', seats) && <fieldset>
        <legend>{t('options.cards')}</legend>
        {[false, true].map((eight) => (
          <label key={String(eight)} class="km-radio">
            <input type="radio" name={`${id}-cards`} checked={now.eightCards === eight} onChange={() => set({ eightCards: eight })} data-testid={`option-eightCards-${eight}`} />
            {t(eight ? 'options.cards.eight' : 'options.cards.nine')}
          </label>
        ))}
      </fieldset>}
      {(['melds', 'bella'] as const).map((k) => (
        <fieldset key={k}>
          <legend>{t(`options.${k}`)}</legend>
          {(['auto', 'button'] as const).map((v) => (
            <label key={v} class="km-radio">
              <input type="radio" name={`${id}-${k}`} checked={now[k] === v} onChange={() => set({ [k]: v })} data-testid={`option-${k}-${v}`} />
              {t(`options.${k}.${v}`)}
            </label>
          ))}
        </fieldset>
      ))}
      {FLAGS.filter((k) => applies(k, seats)).map((k) => (
        <label key={k} class="km-check">
          <input type="checkbox" checked={now[k]} onChange={(e) => set({ [k]: (e.currentTarget as HTMLInputElement).checked })} data-testid={`option-${k}`} />
          <span>
            <span class="km-check-name">{t(`options.${k}`)}</span>
            <span class="km-check-help">{t(`options.${k}.help`)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
