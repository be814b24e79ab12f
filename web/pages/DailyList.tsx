// Public daily list page of any game with a daily: /<game>/tagesliste (today) and
// /<game>/tagesliste/<YYYY-MM-DD>.
// Rank, name, points, streak; links to the previous and next day; the countdown to the next deal.
import { useEffect } from 'preact/hooks';
import type { GameId } from '@schema/protocol';
import { me } from '../app/identity';
import { setTitle } from '../app/router';
import { gameById } from '../games/registry';
import { errorText, lang, t } from '../i18n';
import { Button } from '../ui/Button';
import { DailyCountdown } from './daily/DailyCountdown';
import { DailyTable } from './daily/DailyTable';
import { YourDay } from './daily/FoyerDaily';
import { formatDay } from './daily/format';
import { useDailyList } from './daily/useDailyList';
import { useStartDaily } from './daily/useStartDaily';
import { dailyMode, dailyText } from './daily/words';
import './daily/daily.css';

export function DailyListPage({ game, date }: { game: string; date: string | null }) {
  const entry = gameById(game);
  const l = lang.value;
  const name = entry?.name[l] ?? game;
  const { data, error, reload } = useDailyList(game as GameId, date);
  const { busy, error: startError, start } = useStartDaily(game as GameId);
  const shown = data?.date ?? date;
  const isToday = data !== null && data.date === data.today;
  useEffect(() => setTitle(`${t('daily.pageTitle', { game: name })}${shown ? ` – ${shown}` : ''}`), [l, name, shown]);
  if (!entry || !dailyMode(game)) return null;
  const you = data?.you;
  return (
    <div class="page daily-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('home.title')}</a> › <a href={`/${game}`}>{name}</a> › <span aria-current="page">{t('daily.listTitle')}</span>
      </nav>
      <h1>{t('daily.pageTitle', { game: name })}</h1>
      {shown && <p class="lead" data-testid="daily-date">{formatDay(shown, l)}</p>}
      {error ? (
        <p class="form-error" role="alert">{errorText(error.code, error.message, error.params)}</p>
      ) : !data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <section class="panel daily-list-panel" aria-label={t('daily.listTitle')}>
          <nav class="daily-nav" aria-label={t('daily.dayNav')}>
            <a href={`/${game}/tagesliste/${data.previous}`} data-testid="daily-prev">{t('daily.previous')}</a>
            {data.next && <a href={`/${game}/tagesliste/${data.next}`} data-testid="daily-next">{t('daily.next')}</a>}
            {!isToday && <a href={`/${game}/tagesliste`}>{t('daily.toToday')}</a>}
          </nav>
          {you && isToday && <YourDay you={you} />}
          <DailyCountdown game={game} nextDealAt={data.nextDealAt} onDeal={reload} />
          {isToday && (
            <Button variant="primary" onClick={start} disabled={busy} data-testid="start-daily">
              {busy ? t('common.wait') : you && you.status !== 'none' ? t('daily.practiceAgain') : dailyText(game, 'play')}
            </Button>
          )}
          {startError && <p class="form-error" role="alert">{startError}</p>}
          <DailyTable game={game} rows={data.rows} you={isToday ? you : undefined} myName={me.value?.name} par={isToday ? undefined : data.par} />
          {data.total > 0 && <p class="muted small">{dailyText(game, 'total', { n: data.total })}</p>}
        </section>
      )}
    </div>
  );
}
