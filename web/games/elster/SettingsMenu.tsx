// Oben rechts: Ansicht (Sommertag, Abendrot, Gewitter), Kiesel-Gedächtnis, Hinweise an den Kieseln,
// Mit einem Tipp legen, Vibrieren und Musik. A disclosure panel that works with keyboard and touch.
import { useEffect, useRef, useState } from 'preact/hooks';
import { THEMES, type ElsterSettings, settings, updateSettings } from './settings';
import { startMusic, stopMusic } from './music';
import { tx } from './i18n';

type Toggle = Exclude<keyof ElsterSettings, 'theme'>;
const TOGGLES: Toggle[] = ['memory', 'hints', 'oneTap', 'vibrate', 'music'];

export function SettingsMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const s = settings.value;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        e.stopPropagation();
      }
    };
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const toggle = (k: Toggle, on: boolean) => {
    updateSettings({ [k]: on });
    // Music starts only here, from the player's own click (browsers require a gesture anyway).
    if (k === 'music') (on ? startMusic : stopMusic)();
  };

  return (
    <div class="el-settings" ref={ref}>
      <button type="button" class="el-settings-btn" aria-expanded={open} aria-controls="el-settings-panel" onClick={() => setOpen(!open)} data-testid="elster-settings" title={tx('settings.title')}>
        <span aria-hidden="true">⚙</span> <span class="el-settings-label">{tx('settings.title')}</span>
      </button>
      {open && (
        <div class="el-settings-panel" id="el-settings-panel" role="group" aria-label={tx('settings.title')}>
          <fieldset>
            <legend>{tx('settings.view')}</legend>
            {THEMES.map((t) => (
              <label key={t} class="el-radio">
                <input type="radio" name="el-theme" checked={s.theme === t} onChange={() => updateSettings({ theme: t })} />
                {tx(`theme.${t}`)}
              </label>
            ))}
          </fieldset>
          {TOGGLES.map((k) => (
            <label key={k} class="el-check">
              <input type="checkbox" checked={s[k]} onChange={(e) => toggle(k, (e.currentTarget as HTMLInputElement).checked)} data-testid={`setting-${k}`} />
              <span>
                <span class="el-check-name">{tx(`settings.${k}`)}</span>
                <span class="el-check-help">{tx(`settings.${k}.help`)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
