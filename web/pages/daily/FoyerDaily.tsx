// The foyer's daily section (Tagesnest, Tagesplakat, Tagesalbum — the game's own name): today's list
// (top 10), your result and streak, the countdown to the next deal, and "<Name> spielen" (or "Noch
// einmal üben" once you have played today). Shown only for games with a daily.
import type { GameId } from '@schema/protocol';
import { me } from '../../app/identity';
import type { DailyYou } from '../../net/api';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { DailyCountdown } from './DailyCountdown';
import { DailyTable } from './DailyTable';
import { useDailyList } from './useDailyList';
import { useStartDaily } from './useStartDaily';
import { dailyText } from './words';
import './daily.css';

const FOYER_ROWS = 10;

/** A visitor without an identity has not played today and has no streak yet. */
const NOT_PLAYED: DailyYou = { status: 'none', points: null, place: null, rank: null, streak: 0, bestStreak: 0 };

export function FoyerDaily({ game }: { game: GameId }) {
  const { data, error, reload } = useDailyList(game, null);
  const { busy, error: startError, start } = useStartDaily(game);
  const you = data ? (data.you ?? NOT_PLAYED) : undefined;
  const played = you !== undefined && you.status !== 'none';
  return (
    <section class="panel daily-panel" aria-labelledby="daily-title" data-testid="foyer-daily">
      <h2 id="daily-title">{dailyText(game, 'title')}</h2>
      <p>{dailyText(game, 'lead')}</p>
      {you && <YourDay you={you} />}
      {startError && <p class="form-error" role="alert">{startError}</p>}
      <Button variant="primary" onClick={start} disabled={busy} data-testid="start-daily">
        {busy ? t('common.wait') : played ? t('daily.practiceAgain') : dailyText(game, 'play')}
      </Button>
      {data && <DailyCountdown game={game} nextDealAt={data.nextDealAt} onDeal={reload} />}
      {error ? (
        <p class="form-error" role="alert">{t('common.loadFailed')}</p>
      ) : !data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <>
          <h3 class="daily-subtitle">{t('daily.listTitle')}</h3>
          <DailyTable game={game} rows={data.rows.slice(0, FOYER_ROWS)} you={you} myName={me.value?.name} />
          <a href={`/${game}/tagesliste`} data-testid="daily-full-list">{t('daily.fullList')}</a>
        </>
      )}
    </section>
  );
}

export function YourDay({ you }: { you: DailyYou }) {
  return (
    <div class="daily-you-box" data-testid="daily-you" data-status={you.status}>
      <p>
        {you.status === 'finished'
          ? t(Math.abs(you.points ?? 0) === 1 ? 'daily.yourResult.one' : 'daily.yourResult', { points: you.points ?? 0, rank: you.rank ?? '–' })
          : you.status === 'started'
            ? t('daily.yourStarted')
            : t('daily.yourNone')}
      </p>
      <p class="muted small" data-testid="daily-streak">{t('daily.yourStreak', { n: you.streak, best: you.bestStreak })}</p>
    </div>
  );
}
