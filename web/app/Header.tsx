// The header on every page: logo, my name (click to edit), language switch, keyboard help.
import { useRef, useState } from 'preact/hooks';
import { NAME_MAX_CHARS, parseName } from '@schema/names';
import { lang, setLang, t, errorText } from '../i18n';
import { me, meLoaded, rename } from './identity';
import { keyHelpOpen } from '../ui/KeyHelp';
import { BalanceBadge, TransferLink } from './Balance';
import '../styles/results.css';


function NameEditor() {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const start = () => {
    setValue(me.value?.name ?? '');
    setError(null);
    setEditing(true);
    setTimeout(() => input.current?.select(), 0);
  };
  const stop = () => {
    setEditing(false);
    setError(null);
    setTimeout(() => button.current?.focus(), 0);
  };
  const save = async (e: Event) => {
    e.preventDefault();
    const name = value.trim();
    if (!name) return setError(t('name.empty'));
    // The server's own name rule (schema/names.ts), checked before sending.
    if (parseName(name) === null) return setError(errorText('bad_name', '', { min: 1, max: NAME_MAX_CHARS }));
    if (name === me.value?.name) return stop();
    setBusy(true);
    const err = await rename(name);
    setBusy(false);
    if (err) setError(errorText(err.code, err.message, err.params));
    else stop();
  };

  if (!editing) {
    return (
      <button ref={button} type="button" class="name-button" onClick={start} title={t('name.edit')} data-testid="my-name">
        <span class="sr-only">{t('name.label')}: </span>
        <span class="name-text">{me.value?.name ?? (meLoaded.value ? t('name.anonymous') : '…')}</span>
        <span class="name-pen" aria-hidden="true">✎</span>
      </button>
    );
  }
  return (
    <form class="name-form" onSubmit={save}>
      <label class="sr-only" for="name-input">{t('name.label')}</label>
      <input
        id="name-input"
        ref={input}
        value={value}
        maxLength={NAME_MAX_CHARS}
        autoComplete="nickname"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'name-error' : undefined}
        onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), stop())}
        disabled={busy}
      />
      <button type="submit" class="btn btn-primary btn-small" disabled={busy}>{t('common.save')}</button>
      <button type="button" class="btn btn-ghost btn-small" onClick={stop}>{t('common.cancel')}</button>
      {error && <span id="name-error" class="name-error" role="alert">{error}</span>}
    </form>
  );
}

export function Header() {
  return (
    <header class="site-header">
      <a href="/" class="logo" aria-label={t('nav.homeLabel')}>
        <span class="logo-mark" aria-hidden="true">◆</span>
        <span class="logo-text">Speedspiele</span>
      </a>
      <div class="header-tools">
        <NameEditor />
        <a href="/meine-partien" class="my-games-link" title={t('nav.myGames')} data-testid="my-games-link">
          <span aria-hidden="true">▤</span><span class="my-games-text">{t('nav.myGames')}</span>
        </a>
        <BalanceBadge />
        <TransferLink />
        <div class="lang-switch" role="group" aria-label={t('lang.label')}>
          {(['de', 'en'] as const).map((l) => (
            <button
              key={l}
              type="button"
              class={`lang-btn ${lang.value === l ? 'active' : ''}`}
              aria-pressed={lang.value === l}
              lang={l}
              title={l === 'de' ? 'Deutsch' : 'English'}
              onClick={() => setLang(l)}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </div>
        <button type="button" class="help-btn" aria-label={t('keys.open')} title={t('keys.open')} onClick={() => (keyHelpOpen.value = true)}>
          ?
        </button>
      </div>
    </header>
  );
}
