// Table settings fields shared by the foyer ("Mit anderen spielen") and the waiting room, plus a
// read-only summary for non-hosts and the lobby list.
import type { BotLevel, TableSettings, Tempo, ThinkTime } from '@schema/protocol';
import { LEVELS, MAX_STAKE, TEMPOS, THINK_TIMES } from '@schema/values';
import type { GameUi } from '../games/types';
import { levelName } from '../games/levels';
import { lang, t } from '../i18n';

export type EditableSettings = Pick<TableSettings, 'thinkTime' | 'tempo' | 'botLevel' | 'stake' | 'game'>;

// The same lists the server checks against (schema/values.ts).
export { LEVELS, MAX_STAKE, TEMPOS, THINK_TIMES };

export type GameOptions = TableSettings['game'];

/** OptionsForm speaks Record<string, unknown>; the protocol carries only plain values. */
export function toGameOptions(v: Record<string, unknown>): GameOptions {
  const out: GameOptions = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === null || typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') out[k] = x;
  }
  return out;
}

export function thinkTimeLabel(v: ThinkTime): string {
  if (v === null) return t('settings.thinkTime.none');
  return v >= 120 ? t('settings.minutes', { n: v / 60 }) : t('settings.seconds', { n: v });
}

interface FieldsProps {
  idPrefix: string;
  value: EditableSettings;
  onChange(next: EditableSettings): void;
  ui: GameUi | null;
  disabled?: boolean;
  /**
   * The game's house rules folded away ("Hausregeln und Varianten", closed): the foyer's table form,
   * so a phone foyer does not repeat the solo form's house rules.
   */
  foldOptions?: boolean;
  /**
   * Bedenkzeit, Tempo, Computerstärke, Einsatz (and the house-rule fold) behind one closed
   * "Einstellungen" whose summary names the values chosen: the foyer's table form, whose defaults
   * serve most tables, so a phone foyer stays short and still says what the table will be.
   */
  foldSettings?: boolean;
  /** The table's seats, for the game's house rules that apply at one count only. */
  seats?: number;
}

export function SettingsFields(props: FieldsProps) {
  if (!props.foldSettings) return <Fields {...props} />;
  const { idPrefix, value, ui } = props;
  return (
    <details class="field settings-fold" data-testid={`${idPrefix}-settings-fold`}>
      <summary>
        <span class="settings-fold-title">{t('settings.fold')}</span>
        <small class="hint" data-testid={`${idPrefix}-settings-summary`}>{settingsSummary(value, ui?.id)}</small>
      </summary>
      <Fields {...props} />
    </details>
  );
}

function Fields({ idPrefix, value, onChange, ui, disabled, foldOptions = false, seats }: FieldsProps) {
  const set = <K extends keyof EditableSettings>(k: K, v: EditableSettings[K]) => onChange({ ...value, [k]: v });
  return (
    <>
      <fieldset class="field" disabled={disabled}>
        <legend>{t('settings.thinkTime')}</legend>
        <div class="choice-row">
          {THINK_TIMES.map((tt) => (
            <label key={String(tt)} class="choice">
              <input type="radio" name={`${idPrefix}-think`} checked={value.thinkTime === tt} onChange={() => set('thinkTime', tt)} />
              <span>{thinkTimeLabel(tt)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="field-grid">
        <div class="field">
          <label for={`${idPrefix}-tempo`}>{t('settings.tempo')}</label>
          <select id={`${idPrefix}-tempo`} value={value.tempo} disabled={disabled} onChange={(e) => set('tempo', (e.target as HTMLSelectElement).value as Tempo)}>
            {TEMPOS.map((x) => <option key={x} value={x}>{t(`tempo.${x}`)}</option>)}
          </select>
        </div>
        <div class="field">
          <label for={`${idPrefix}-level`}>{t('settings.botLevel')}</label>
          <select id={`${idPrefix}-level`} value={value.botLevel} disabled={disabled} onChange={(e) => set('botLevel', (e.target as HTMLSelectElement).value as BotLevel)}>
            {LEVELS.map((x) => <option key={x} value={x}>{levelName(ui?.id, x)}</option>)}
          </select>
        </div>
      </div>
      <div class="field">
        <label for={`${idPrefix}-stake`}>{t('settings.stake')}</label>
        <input
          id={`${idPrefix}-stake`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STAKE}
          step={1}
          value={value.stake}
          disabled={disabled}
          aria-describedby={`${idPrefix}-stake-hint`}
          onInput={(e) => {
            const n = Math.floor(Number((e.target as HTMLInputElement).value));
            set('stake', Number.isFinite(n) ? Math.min(MAX_STAKE, Math.max(0, n)) : 0);
          }}
        />
        <small id={`${idPrefix}-stake-hint`} class="hint">{t('settings.stakeHint')}</small>
      </div>
      {ui && !foldOptions && (
        <fieldset class="field game-options" disabled={disabled}>
          <legend class="sr-only">{t('settings.gameOptions')}</legend>
          <ui.OptionsForm value={value.game} onChange={(g) => set('game', toGameOptions(g))} lang={lang.value} seats={seats} />
        </fieldset>
      )}
      {ui && foldOptions && (
        <details class="field game-options-fold" data-testid={`${idPrefix}-options-fold`}>
          <summary>{t('settings.gameOptionsFold')}</summary>
          <fieldset class="field game-options" disabled={disabled}>
            <legend class="sr-only">{t('settings.gameOptions')}</legend>
            <ui.OptionsForm value={value.game} onChange={(g) => set('game', toGameOptions(g))} lang={lang.value} seats={seats} />
          </fieldset>
        </details>
      )}
    </>
  );
}

/** A one-line description of a table's settings (the computer level in the game's own words). */
export function settingsSummary(s: Partial<EditableSettings>, game?: string): string {
  const parts: string[] = [];
  if (s.thinkTime !== undefined) parts.push(`${t('settings.thinkTime')}: ${thinkTimeLabel(s.thinkTime)}`);
  if (s.tempo) parts.push(`${t('settings.tempo')}: ${t(`tempo.${s.tempo}`)}`);
  if (s.botLevel) parts.push(`${t('settings.botLevel')}: ${levelName(game, s.botLevel)}`);
  parts.push(s.stake ? t('settings.stakeValue', { n: s.stake }) : t('settings.noStake'));
  return parts.join(' · ');
}

export function SettingsSummary({ settings, ui, seats }: { settings: EditableSettings; ui: GameUi | null; seats?: number }) {
  return (
    <dl class="settings-summary">
      <div><dt>{t('settings.thinkTime')}</dt><dd>{thinkTimeLabel(settings.thinkTime)}</dd></div>
      <div><dt>{t('settings.tempo')}</dt><dd>{t(`tempo.${settings.tempo}`)}</dd></div>
      <div><dt>{t('settings.botLevel')}</dt><dd>{levelName(ui?.id, settings.botLevel)}</dd></div>
      <div><dt>{t('settings.stake')}</dt><dd>{settings.stake ? t('settings.stakeValue', { n: settings.stake }) : t('settings.noStake')}</dd></div>
      {ui && (
        <div class="settings-game">
          <dt>{t('settings.gameOptions')}</dt>
          <dd>
            <fieldset disabled class="readonly-options">
              <legend class="sr-only">{t('settings.gameOptions')}</legend>
              <ui.OptionsForm value={settings.game} onChange={() => undefined} lang={lang.value} seats={seats} />
            </fieldset>
          </dd>
        </div>
      )}
    </dl>
  );
}
