// The rules page of a game: the game UI's own Rules component inside the shell.
import { useEffect } from 'preact/hooks';
import { lang, t } from '../i18n';
import { setTitle } from '../app/router';
import { gameById } from '../games/registry';
import { useGameUi } from '../app/useGameUi';

export function RulesPage({ game }: { game: string }) {
  const entry = gameById(game);
  const { ui, error } = useGameUi(game);
  const l = lang.value;
  const name = entry?.name[l] ?? game;
  useEffect(() => setTitle(t('rules.title', { game: name })), [l, name]);
  return (
    <div class="page rules-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <a href={`/${game}`}>{name}</a> › <span aria-current="page">{t('rules.short')}</span>
      </nav>
      <h1>{t('rules.title', { game: name })}</h1>
      {error ? <p role="alert">{t('common.loadFailed')}</p> : ui ? <article class="rules-body"><ui.Rules lang={l} /></article> : <p aria-busy="true">{t('common.loading')}</p>}
      <p><a class="btn btn-primary" href={`/${game}`}>{t('rules.toFoyer')}</a></p>
    </div>
  );
}
