// Spielesaal: all five games, each with its own emblem; those not built yet are marked "kommt bald".
// Says how many can be played, and links each game's daily challenge and Bestenliste.
import { useEffect } from 'preact/hooks';
import { games } from '../games/registry';
import { modesOf } from '../games/modes';
import { dailyText } from './daily/words';
import { lang, t, tn } from '../i18n';
import { setTitle } from '../app/router';
import { Emblem } from './Emblem';

export function Home() {
  const l = lang.value;
  useEffect(() => setTitle(t('home.title')), [l]);
  const playable = games.filter((g) => !!g.loadUi);
  return (
    <div class="page home">
      <section class="hero">
        <h1>{t('home.title')}</h1>
        <p class="lead">{t('home.lead')}</p>
        <p class="home-count" data-testid="home-count">{playable.length === games.length ? t('home.countAll', { n: games.length }) : tn('home.count', playable.length, { total: games.length })}</p>
      </section>
      <ul class="game-grid" aria-label={t('home.games')}>
        {games.map((g) => {
          const available = !!g.loadUi;
          const daily = modesOf(g.id)?.daily;
          return (
            <li key={g.id} class={`game-card game-card-${g.id} ${available ? '' : 'soon'}`} data-testid={`game-${g.id}`}>
              <div class="game-card-art"><Emblem game={g.id} /></div>
              <div class="game-card-body">
                <h2 id={`game-name-${g.id}`}>{g.name[l]}</h2>
                <p>{g.teaser[l]}</p>
                {available ? (
                  <>
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
                  </>
                ) : (
                  <p class="soon-badge">{t('home.soon')}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
