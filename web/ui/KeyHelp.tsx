// The `?` overlay: lists every active key binding (from useKeys) grouped by who registered it.
// Open it with `keyHelpOpen.value = true` or the global `?` key; the app shell renders it once.
import { signal } from '@preact/signals';
import { Dialog } from './Dialog';
import { activeKeyHelp } from './keys';
import { t } from '../i18n';

export const keyHelpOpen = signal(false);

export function KeyHelpOverlay() {
  if (!keyHelpOpen.value) return null;
  const groups = activeKeyHelp();
  return (
    <Dialog open title={t('keys.title')} onClose={() => (keyHelpOpen.value = false)} class="keyhelp">
      {groups.map((g) => (
        <section key={g.group} class="keyhelp-group">
          {g.group && <h3>{g.group}</h3>}
          <dl>
            {g.keys.map((k) => (
              <div class="keyhelp-row" key={k.label + k.help}>
                <dt><kbd>{k.label}</kbd></dt>
                <dd>{k.help}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
