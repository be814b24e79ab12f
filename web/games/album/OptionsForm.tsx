// Foyer options: the house rule Drehen "nur neuen", the Bestandsliste and the long game (2 or 3
// players; the rules ignore it for more). Values match AlbumOptions (worker/games/album/types.ts);
// who starts is the platform's business (by lot, the human in Tagesalbum and Rekordjagd).
import type { OptionsFormProps } from '../types';
import { tx } from './i18n';

type Flag = 'onlyNew' | 'stockList' | 'long';
const FLAGS: readonly Flag[] = ['onlyNew', 'stockList', 'long'];

export function OptionsForm({ value, onChange, lang }: OptionsFormProps) {
  const current = { onlyNew: value.onlyNew === true, stockList: value.stockList === true, long: value.long === true };
  return (
    <div class="al-options" data-testid="album-options">
      {FLAGS.map((k) => (
        <label key={k} class="al-check">
          <input
            type="checkbox"
            checked={current[k]}
            onChange={(e) => onChange({ ...current, [k]: (e.currentTarget as HTMLInputElement).checked })}
            data-testid={`option-${k}`}
          />
          <span>
            <span class="al-check-name">{tx(`options.${k}`, undefined, lang)}</span>
            <span class="al-check-help">{tx(`options.${k}.help`, undefined, lang)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
