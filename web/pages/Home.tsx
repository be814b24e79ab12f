// Spielesaal: all five games; those not built yet are marked "kommt bald".
import { useEffect } from 'preact/hooks';
import { games } from '../games/registry';
import { lang, t } from '../i18n';
import { setTitle } from '../app/router';

export function Home() {
  const l = lang.value;
  useEffect(() => setTitle(t('home.title')), [l]);
  return (
    <div class="page home">
      <section class="hero">
        <h1>{t('home.title')}</h1>
        <p class="lead">{t('home.lead')}</p>
      </section>
      <ul class="game-grid" aria-label={t('home.games')}>
        {games.map((g) => {
          const available = !!g.loadUi;
          return (
            <li key={g.id} class={`game-card game-card-${g.id} ${available ? '' : 'soon'}`} data-testid={`game-${g.id}`}>
              <div class="game-card-art" aria-hidden="true"><span>{g.name.de.slice(5, 6).toUpperCase()}</span></div>
              <div class="game-card-body">
                <h2 id={`game-name-${g.id}`}>{g.name[l]}</h2>
                <p>{g.teaser[l]}</p>
                {available ? (
                  <div class="game-card-actions">
                    <a class="btn btn-primary" href={`/${g.id}`} aria-describedby={`game-name-${g.id}`} data-testid={`play-${g.id}`}>{t('home.play')}</a>
                    <a class="btn btn-ghost" href={`/${g.id}/regeln`}>{t('home.rules')}</a>
                  </div>
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
