// Das Zahnrad: the view settings of this device (the knowledge strip under the colleagues' cans).
import { kinoSettings, updateKinoSettings } from './settings';
import { tx } from './i18n';

export function Gear() {
  const s = kinoSettings.value;
  return (
    <details class="kn-gear">
      <summary aria-label={tx('settings.title')} data-testid="kino-gear"><span aria-hidden="true">⚙</span></summary>
      <div class="kn-gear-panel" role="group" aria-label={tx('settings.title')}>
        <label class="kn-check">
          <input type="checkbox" checked={s.strip} onChange={(e) => updateKinoSettings({ strip: (e.currentTarget as HTMLInputElement).checked })} data-testid="setting-strip" />
          <span>
            <span class="kn-check-name">{tx('settings.strip')}</span>
            <span class="kn-muted">{tx('settings.strip.help')}</span>
          </span>
        </label>
      </div>
    </details>
  );
}
