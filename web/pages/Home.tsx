// Spielesaal: every game of the registry with its own emblem (its meta.tsx); says how many there
// are, and links each game's daily challenge and Bestenliste.
import { useEffect } from 'preact/hooks';
import { games } from '../games/registry';
import { dailyText } from './daily/words';
import { lang, t } from '../i18n';
import { setTitle } from '../app/router';

export function Home() {
  const l = lang.value;
  useEffect(() => setTitle(t('home.title')), [l]);
  return (
    <div class="page home">
      <section class="hero">
        <h1>{t('home.title')}</h1>
        <p class="lead" data-testid="home-count">{t('home.countAll', { n: games.length })}</p>
      </section>
      <ul class="game-grid" aria-label={t('home.games')}>
        {games.map((g) => {
          const daily = g.modes.daily;
          return (
            <li key={g.id} class={`game-card game-card-${g.id}`} data-testid={`game-${g.id}`}>
              <div class="game-card-art"><svg class="emblem" viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false" data-emblem={g.id}>{g.emblem}</svg></div>
              <div class="game-card-body">
                <h2 id={`game-name-${g.id}`}>{g.name[l]}</h2>
                <p>{g.teaser[l]}</p>
                <div class="game-card-actions">
                  <a class="btn btn-primary" href={`/${g.id}`} aria-describedby={`game-name-${g.id}`} data-testid={`play-${g.id}`}>{t('home.play')}</a>
                  <a class="btn btn-ghost" href={`/${g.id}/regeln`} aria-describedby={`game-name-${g.id}`}>{t('home.rules')}</a>
                </div>
                <ul class="game-card-links">
                  {daily && (
                    <li><a href={`/${g.id}/tagesliste`} data-testid={`home-daily-${g.id}`}>{dailyText(g.id, 'today')}</a></li>
                  )}
                  <li><a href={`/${g.id}/bestenliste`} aria-describedby={`game-name-${g.id}`} data-testid={`home-board-${g.id}`}>{t('home.leaderboard')}</a></li>
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
