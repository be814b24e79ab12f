// "Meine Partien": what the server counted for you on all your devices — per game: games, wins,
// best game, achievements (all listed, unearned greyed), the daily streak; your Groschen and their
// history, newest first.
import { ratingText } from './Leaderboard';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '@schema/protocol';
import { setTitle } from '../app/router';
import { SecureNote } from '../app/SecureNote';
import { games as registry, gameById, modeName } from '../games/registry';
import type { Achievements } from '../games/types';
import { errorText, lang, t } from '../i18n';
import { ApiError, resultsApi, type GameStats, type LedgerLine, type MyStats } from '../net/api';
import { dailyMode, dailyText } from './daily/words';
import { minus, signed } from '../i18n/format';
import '../styles/results.css';

/** The game's achievement list with its own wording, once loaded (null for games without). */
function useAchievements(game: GameId): Achievements | null {
  const [ach, setAch] = useState<Achievements | null>(null);
  useEffect(() => {
    let live = true;
    gameById(game)?.achievements?.().then((a) => live && setAch(a));
    return () => {
      live = false;
    };
  }, [game]);
  return ach;
}


function GameSection({ game, s }: { game: GameId; s: GameStats }) {
  const name = gameById(game)?.name[lang.value] ?? game;
  // A co-operative game has no winner among its players: no wins, no places, points unsigned.
  const coop = gameById(game)?.modes.cooperative === true;
  const ach = useAchievements(game);
  return (
    <section class="panel mg-game" aria-labelledby={`mg-${game}`} data-testid={`mg-game-${game}`}>
      <div class="panel-head">
        <h2 id={`mg-${game}`}>{name}</h2>
        <a href={`/${game}/bestenliste`}>{t('mg.toLeaderboard')}</a>
      </div>
      <dl class="mg-figures">
        <div><dt>{t('mg.played')}</dt><dd data-testid="mg-played">{s.played}</dd></div>
        {!coop && <div><dt>{t('mg.wins')}</dt><dd data-testid="mg-wins">{s.wins}</dd></div>}
        <div><dt>{t('mg.best')}</dt><dd data-testid="mg-best">{s.best === null ? '–' : coop ? minus(s.best) : signed(s.best)}</dd></div>
        {/* Each game's daily under its own name: Tagesnest-Serie, Tagesplakat-Serie, Tagesalbum-Serie, Tagesvorstellung-Serie. */}
        {/* The figure big, what qualifies it small on a line of its own ("0 (Bestwert 0)" wrapped mid-phrase on a phone). */}
        {dailyMode(game) && <div><dt>{dailyText(game, 'streak')}</dt><dd data-testid="mg-streak">{s.streak.current} <small class="mg-sub">{t('mg.streakBest', { best: s.streak.best })}</small></dd></div>}
        {s.rating && <div><dt>{t('mg.rating')}</dt><dd data-testid="mg-rating">{ratingText(s.rating.rating, false)}{s.rating.provisional && <> <small class="mg-sub">{t('mg.provisional')}</small></>}</dd></div>}
      </dl>
      {s.recent && s.recent.length > 0 && <Recent game={game} recent={s.recent} coop={coop} />}
      {ach && (
        <>
          <h3>{t('mg.achievements')}</h3>
          <ul class="mg-ach" data-testid="mg-achievements">
            {ach.ids.map((id) => {
              const n = s.achievements[id] ?? 0;
              return (
                <li key={id} class={n > 0 ? 'got' : 'missing'} data-testid={`mg-ach-${id}`}>
                  <span class="mg-ach-name">{ach.name(id)}</span>
                  <span class="mg-ach-desc">{ach.desc(id)}</span>
                  <span class="mg-ach-count">{n > 0 ? `×${n}` : <span class="sr-only">{t('mg.notEarned')}</span>}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** Your latest matches, each with its mode in the game's words (its daily by name) and "Partie ansehen". */
function Recent({ game, recent, coop }: { game: GameId; recent: NonNullable<GameStats['recent']>; coop: boolean }) {
  const fmt = new Intl.DateTimeFormat(lang.value === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h3>{t('mg.recent')}</h3>
      <ul class="mg-recent" data-testid="mg-recent">
        {recent.map((r) => (
          <li key={`${r.tableId}/${r.matchNo}`}>
            <span>{fmt.format(r.finishedAt)} · {modeName(game, r.mode)} · {t(`mg.recentResult${coop ? '.coop' : ''}${Math.abs(r.points) === 1 ? '.one' : ''}`, { place: r.place, points: r.points })}</span>{' '}
            <a href={`/r/${r.tableId}/${r.matchNo}`} data-testid="mg-replay">{t('replay.watch')}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

function Ledger({ lines }: { lines: LedgerLine[] }) {
  const fmt = new Intl.DateTimeFormat(lang.value === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  if (lines.length === 0) return <p class="muted">{t('mg.ledgerEmpty')}</p>;
  return (
    <table class="mg-ledger" data-testid="mg-ledger">
      <tbody>
        {lines.map((l, i) => (
          <tr key={i}>
            <td>{fmt.format(l.at)}</td>
            <td>{t(`mg.kind.${l.kind}`)}</td>
            <td class={`num ${l.amount >= 0 ? 'plus' : 'minus'}`}>{signed(l.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MyGamesPage() {
  const [data, setData] = useState<MyStats | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => setTitle(t('mg.title')), [lang.value]);
  useEffect(() => {
    let live = true;
    resultsApi.myStats()
      .then((d) => live && setData(d))
      .catch((e) => live && setError(e instanceof ApiError ? e : new ApiError('network', '', 0)));
    return () => {
      live = false;
    };
  }, []);
  // Only games that are playable here; their order follows the Spielesaal.
  const shown = registry.filter((g) => data?.games[g.id]).map((g) => g.id);
  return (
    <div class="page mg-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <span aria-current="page">{t('mg.title')}</span>
      </nav>
      <h1>{t('mg.title')}</h1>
      <p class="lead">{t('mg.note')}</p>
      <SecureNote />
      {error ? (
        <p class="form-error" role="alert">{errorText(error.code, error.message, error.params)}</p>
      ) : !data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <>
          {!Object.values(data.games).some((g) => g && g.played > 0) && (
            <p class="panel mg-empty" data-testid="mg-empty">{t('mg.empty')} <a href="/">{t('mg.emptyLink')}</a></p>
          )}
          {shown.map((g) => <GameSection key={g} game={g} s={data.games[g]!} />)}
          {data.known && <section class="panel mg-game" aria-labelledby="mg-groschen" data-testid="mg-groschen">
            <h2 id="mg-groschen">{t('mg.ledger')}</h2>
            <p data-testid="mg-balance">{t('mg.balanceNow', { n: data.balance })}</p>
            <Ledger lines={data.ledger} />
          </section>}
        </>
      )}
    </div>
  );
}
