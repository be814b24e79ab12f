// The design (Kneipe, Hotellobby, Casino — own felt, own card back), chosen by each player for
// himself: in the foyer's top right (DesignPicker) and during play in the settings (⚙), together
// with "paler cards" and "one tap plays". Remembered on this device (settings.ts).
import { useEffect, useRef, useState } from 'preact/hooks';
import { DESIGNS, type Design, klammernSettings, updateKlammernSettings } from './settings';
import { tx } from './i18n';

let pickers = 0;

/** Three swatches with the design's felt and back; a radio group that works with keys and touch. */
export function DesignPicker({ compact }: { compact?: boolean }) {
  const design = klammernSettings.value.design;
  const name = useRef(`km-design-${++pickers}`).current;
  return (
    <fieldset class={`km-designs${compact ? ' compact' : ''}`} data-testid="design-picker">
      <legend>{tx('settings.design')}</legend>
      {DESIGNS.map((d: Design) => (
        <label key={d} class={`km-design-choice design-${d}${design === d ? ' on' : ''}`} title={tx(`design.${d}.help`)}>
          <input type="radio" name={name} checked={design === d} onChange={() => updateKlammernSettings({ design: d })} data-testid={`design-${d}`} />
          <span class="km-swatch" aria-hidden="true"><span class="km-swatch-back" /></span>
          <span class="km-design-name">{tx(`design.${d}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The foyer's top right: the design for this device. */
export function FoyerCorner() {
  return <div class="klammern km-foyer-corner"><DesignPicker compact /></div>;
}

export function SettingsMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const s = klammernSettings.value;

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

  return (
    <div class="km-settings" ref={ref}>
      <button type="button" class="btn btn-small km-settings-btn" aria-label={tx('settings.title')} aria-expanded={open} aria-controls="km-settings-panel" onClick={() => setOpen(!open)} data-testid="klammern-settings">
        <span aria-hidden="true">⚙</span><span class="km-settings-label"> {tx('settings.title')}</span>
      </button>
      {open && (
        <div class="km-settings-panel" id="km-settings-panel" role="group" aria-label={tx('settings.title')}>
          <DesignPicker />
          {(['pale', 'oneTap'] as const).map((k) => (
            <label key={k} class="km-check">
              <input type="checkbox" checked={s[k]} onChange={(e) => updateKlammernSettings({ [k]: (e.currentTarget as HTMLInputElement).checked })} data-testid={`setting-${k}`} />
              <span>
                <span class="km-check-name">{tx(`settings.${k}`)}</span>
                <span class="km-check-help">{tx(`settings.${k}.help`)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
