// The rules page of a game: the game UI's own Rules component inside the shell, with a list of its
// sections on top (a phone page is several screens long). The shell reads the section headings the
// game rendered; it knows nothing of any game's rules.
import { useEffect, useRef, useState } from 'preact/hooks';
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
  const body = useRef<HTMLElement>(null);
  const [toc, setToc] = useState<{ id: string; text: string }[]>([]);
  useEffect(() => {
    const headings = Array.from(body.current?.querySelectorAll<HTMLElement>('section > h2, section > h3') ?? []);
    setToc(headings.map((h, i) => {
      h.id = `regel-${i + 1}`;
      return { id: h.id, text: h.textContent ?? '' };
    }));
  }, [ui, l]);
  const jump = (e: MouseEvent, id: string) => {
    // The router takes same-origin links as pages: scroll to the section instead.
    e.preventDefault();
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  };
  return (
    <div class="page rules-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <a href={`/${game}`}>{name}</a> › <span aria-current="page">{t('rules.short')}</span>
      </nav>
      <h1>{t('rules.title', { game: name })}</h1>
      {toc.length > 3 && (
        <nav class="rules-toc" aria-label={t('rules.toc')} data-testid="rules-toc">
          <ol>{toc.map((x) => <li key={x.id}><a href={`#${x.id}`} onClick={(e) => jump(e, x.id)}>{x.text}</a></li>)}</ol>
        </nav>
      )}
      {error ? <p role="alert">{t('common.loadFailed')}</p> : ui ? <article class="rules-body" ref={body}><ui.Rules lang={l} /></article> : <p aria-busy="true">{t('common.loading')}</p>}
      <p><a class="btn btn-primary" href={`/${game}`}>{t('rules.toFoyer')}</a></p>
    </div>
  );
}
