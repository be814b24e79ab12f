// Foyer options: length (1, 3 or 5 Partien) and the house rule (Topf / Weg damit).
import { useRef } from 'preact/hooks';
import type { OptionsFormProps } from '../types';
import { tx } from './i18n';

let forms = 0;

const LENGTHS = [1, 3, 5] as const;

export function OptionsForm({ value, onChange, lang }: OptionsFormProps) {
  const games = LENGTHS.includes(value.games as 1 | 3 | 5) ? (value.games as number) : 1;
  const houseRule = value.houseRule === 'weg' ? 'weg' : 'topf';
  // The foyer may show this form twice (alone / with others): keep the radio groups apart.
  const id = useRef(`el-opt-${++forms}`).current;
  const set = (patch: Record<string, unknown>) => onChange({ games, houseRule, ...patch });
  return (
    <div class="el-options" data-testid="elster-options">
      <fieldset>
        <legend>{tx('options.games', undefined, lang)}</legend>
        {LENGTHS.map((n) => (
          <label key={n} class="el-radio">
            <input type="radio" name={`${id}-games`} value={n} checked={games === n} onChange={() => set({ games: n })} data-testid={`option-games-${n}`} />
            {n === 1 ? tx('options.games.one', undefined, lang) : tx('options.games.n', { n }, lang)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{tx('options.houseRule', undefined, lang)}</legend>
        {(['topf', 'weg'] as const).map((r) => (
          <label key={r} class="el-radio">
            <input type="radio" name={`${id}-house`} value={r} checked={houseRule === r} onChange={() => set({ houseRule: r })} data-testid={`option-house-${r}`} />
            {tx(`options.${r}`, undefined, lang)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
