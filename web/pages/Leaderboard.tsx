// Bestenliste: /<game>/bestenliste — tabs Woche / Monat / Gesamt (Berlin calendar), top 100 with
// shared ranks; your own row is highlighted (and shown below the list when you are further down).
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '@schema/protocol';
import { setTitle } from '../app/router';
import { gameById } from '../games/registry';
import { errorText, lang, t } from '../i18n';
import { ApiError, resultsApi, type LeaderboardPeriod, type LeaderboardResponse, type LeaderboardRow } from '../net/api';
import { formatDay } from './daily/format';
import '../styles/results.css';

const PERIODS: LeaderboardPeriod[] = ['week', 'month', 'all', 'rating'];

function initialPeriod(): LeaderboardPeriod {
  const p = new URLSearchParams(location.search).get('period');
  return PERIODS.includes(p as LeaderboardPeriod) ? (p as LeaderboardPeriod) : 'week';
}

/** A rating as lichess shows it: provisional ones with "?". */
export const ratingText = (rating: number, provisional: boolean, l = lang.value): string =>
  `${rating.toLocaleString(l === 'de' ? 'de-DE' : 'en-GB')}${provisional ? '?' : ''}`;

function Row({ r, rating, wins }: { r: LeaderboardRow; rating: boolean; wins: boolean }) {
  const mine = r.playerId !== undefined;
  return (
    <tr class={mine ? 'lb-mine' : ''} data-testid={mine ? 'lb-my-row' : 'lb-row'}>
      <td class="num">{r.rank}.</td>
      <td class="lb-name">{r.name}{mine && <span class="lb-you"> ({t('lb.you')})</span>}</td>
      <td class="num">{rating ? ratingText(r.rating ?? 0, !!r.provisional) : r.points}</td>
      <td class="num lb-wide">{r.games}</td>
      {!rating && wins && <td class="num lb-wide">{r.wins}</td>}
    </tr>
  );
}

export function LeaderboardPage({ game }: { game: string }) {
  const entry = gameById(game);
  const l = lang.value;
  const name = entry?.name[l] ?? game;
  // A co-operative game has no winner among its players: no "Siege" column.
  const wins = entry?.modes.cooperative !== true;
  const [period, setPeriod] = useState<LeaderboardPeriod>(initialPeriod);
  const [data, setData] = useState<LeaderboardResponse | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => setTitle(t('lb.pageTitle', { game: name })), [l, name]);
  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    resultsApi.leaderboard(game as GameId, period)
      .then((d) => live && setData(d))
      .catch((e) => live && setError(e instanceof ApiError ? e : new ApiError('network', '', 0)));
    return () => {
      live = false;
    };
  }, [game, period]);

  const choose = (p: LeaderboardPeriod) => {
    setPeriod(p);
    history.replaceState(null, '', p === 'week' ? location.pathname : `${location.pathname}?period=${p}`);
  };

  if (!entry) return null;
  const youBelow = data?.you && !data.rows.some((r) => r.playerId !== undefined) ? data.you : null;
  return (
    <div class="page lb-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <a href={`/${game}`}>{name}</a> › <span aria-current="page">{t('lb.title')}</span>
      </nav>
      <h1>{t('lb.pageTitle', { game: name })}</h1>
      <p class="lead">{period === 'rating' ? t('lb.ratingLead') : entry.leaderboardFormula[lang.value]}</p>
      <div class="lb-tabs" role="tablist" aria-label={t('lb.periods')}>
        {PERIODS.map((p) => (
          <button
            key={p} type="button" role="tab" id={`lb-tab-${p}`} aria-selected={p === period} aria-controls="lb-panel"
            class={`lb-tab ${p === period ? 'active' : ''}`} onClick={() => choose(p)} data-testid={`lb-tab-${p}`}
          >
            {t(`lb.${p}`)}
          </button>
        ))}
      </div>
      <section class="panel lb-panel" id="lb-panel" role="tabpanel" aria-labelledby={`lb-tab-${period}`}>
        {data?.from && <p class="muted small" data-testid="lb-from">{t('lb.since', { date: formatDay(data.from, l) })}</p>}
        {error ? (
          <p class="form-error" role="alert">{errorText(error.code, error.message, error.params)}</p>
        ) : !data ? (
          <p aria-busy="true">{t('common.loading')}</p>
        ) : data.rows.length === 0 ? (
          <p class="muted" data-testid="lb-empty">{t('lb.empty')}</p>
        ) : (
          <table class="lb-table" data-testid="lb-table">
            <thead>
              <tr>
                <th scope="col" class="num">{t('lb.rank')}</th>
                <th scope="col">{t('lb.name')}</th>
                <th scope="col" class="num">{period === 'rating' ? t('lb.rating') : t('lb.points')}</th>
                <th scope="col" class="num lb-wide">{t('lb.games')}</th>
                {period !== 'rating' && wins && <th scope="col" class="num lb-wide">{t('lb.wins')}</th>}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r, i) => <Row key={i} r={r} rating={period === 'rating'} wins={wins} />)}
              {youBelow && (
                <>
                  <tr class="lb-gap" aria-hidden="true"><td colSpan={5}>⋯</td></tr>
                  <Row r={youBelow} rating={period === 'rating'} wins={wins} />
                </>
              )}
            </tbody>
          </table>
        )}
      </section>
      <p class="lb-more"><a href="/meine-partien" data-testid="to-my-games">{t('lb.toMyGames')}</a></p>
    </div>
  );
}
