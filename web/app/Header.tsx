// The header on every page: logo, my name (click to edit), balance; Meine Partien, Gerät wechseln,
// language, light/dark and keyboard help inline on wide screens, behind a menu button on phones.
import { useEffect, useRef, useState } from 'preact/hooks';
import { NAME_MAX_CHARS, parseName } from '@schema/names';
import { lang, setLang, t, errorText } from '../i18n';
import { me, meLoaded, rename } from './identity';
import { freeTextLock } from './free-text-lock';
import { toast } from '../ui/Toast';
import { keyHelpOpen } from '../ui/KeyHelp';
import { AccountLink } from './AccountLink';
import { BalanceBadge, TransferLink } from './Balance';
import { path } from './router';
import { theme, toggleTheme } from './theme';
import '../styles/results.css';

/** A padlock drawn, not an emoji (Debian's Chromium and many phones have no emoji font). */
function LockMark() {
  return (
    <svg width="11" height="13" viewBox="0 0 11 13" class="lock-mark">
      <path d="M2.5 6V4a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.6" />
      <rect x="0.5" y="6" width="10" height="7" rx="1.5" fill="currentColor" />
    </svg>
  );
}

function NameEditor() {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const start = () => {
    // A locked game: a name changed now would reach the seat only after it; say so instead.
    if (freeTextLock.value) return toast(freeTextLock.value);
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
    if (freeTextLock.value) return setError(freeTextLock.value);
    setBusy(true);
    const err = await rename(name);
    setBusy(false);
    if (err) setError(errorText(err.code, err.message, err.params));
    else stop();
  };

  if (!editing) {
    const locked = freeTextLock.value;
    return (
      <button ref={button} type="button" class="name-button" onClick={start} title={locked ?? t('name.edit')} data-testid="my-name" data-locked={locked ? '' : undefined}>
        <span class="sr-only">{t('name.label')}: </span>
        <span class="name-text">{me.value?.name ?? (meLoaded.value ? t('name.anonymous') : '…')}</span>
        <span class="name-pen" aria-hidden="true">{locked ? <LockMark /> : '✎'}</span>
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

/** Light / dark for the whole site (and the game boards); the system's choice until toggled. */
function ThemeToggle() {
  const dark = theme.value === 'dark';
  return (
    <button type="button" class="theme-btn" aria-pressed={dark} title={t('theme.dark')} onClick={toggleTheme} data-testid="theme-toggle">
      {/* The moon goes with the word "Dunkel"; the pressed state says whether it is on. */}
      <span aria-hidden="true">☾</span>
      <span class="theme-text">{t('theme.dark')}</span>
    </button>
  );
}

export function Header() {
  // Phones: name, balance and a menu button in one row; the rest opens from the menu.
  const [open, setOpen] = useState(false);
  const where = path.value;
  useEffect(() => setOpen(false), [where]);
  return (
    <header class="site-header">
      <a href="/" class="logo" aria-label={t('nav.homeLabel')}>
        <span class="logo-mark" aria-hidden="true">◆</span>
        <span class="logo-text">Speedspiele</span>
      </a>
      <div class="header-tools">
        <NameEditor />
        <BalanceBadge />
        <button
          type="button" class="menu-btn" aria-expanded={open} aria-controls="site-menu" data-testid="menu-button"
          title={t('nav.menu')} onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span><span class="sr-only">{t('nav.menu')}</span>
        </button>
        <div id="site-menu" class={`site-menu${open ? ' open' : ''}`} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <a href="/meine-partien" class="my-games-link" title={t('nav.myGames')} data-testid="my-games-link">
            <span aria-hidden="true">▤</span><span class="my-games-text">{t('nav.myGames')}</span>
          </a>
          <AccountLink />
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
          <ThemeToggle />
          <button type="button" class="help-btn" aria-label={t('keys.open')} title={t('keys.open')} onClick={() => (keyHelpOpen.value = true)}>
            ?
          </button>
        </div>
      </div>
    </header>
  );
}
