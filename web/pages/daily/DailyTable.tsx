// The ranked rows of a daily list: Platz, Name, Punkte, Serie, and after the day the computer's
// points on the deal (the par, the same for everyone). Your own row is marked.
import type { DailyRow, DailyYou } from '../../net/api';
import { t } from '../../i18n';
import { minus } from '../../i18n/format';
import { dailyText } from './words';

export function DailyTable({ game, rows, you, myName, par }: { game: string; rows: DailyRow[]; you?: DailyYou; myName?: string; par?: { points: number } }) {
  if (rows.length === 0) return <p class="muted" data-testid="daily-empty">{dailyText(game, 'empty')}</p>;
  // The list carries no player ids: your row is the one with your rank, points and name.
  const replays = rows.some((r) => r.replay);
  const mine = (r: DailyRow) => you?.status === 'finished' && r.rank === you.rank && r.points === you.points && r.name === myName;
  return (
    <table class="daily-table" data-testid="daily-table">
      <thead>
        <tr>
          <th scope="col" class="num">{t('daily.rank')}</th>
          <th scope="col">{t('daily.name')}</th>
          <th scope="col" class="num">{t('daily.points')}</th>
          <th scope="col" class="num" title={dailyText(game, 'streakTitle')}>{t('daily.streak')}</th>
          {par && <th scope="col" class="num" title={t('daily.parTitle')}>{t('daily.par')}</th>}
          {replays && <th scope="col"><span class="sr-only">{t('replay.watch')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} class={mine(r) ? 'daily-mine' : ''} data-testid="daily-row">
            <td class="num">{r.rank}.</td>
            <td>
              {r.name}
              {mine(r) && <span class="daily-you"> ({t('daily.you')})</span>}
            </td>
            <td class="num">{minus(r.points)}</td>
            <td class="num">{r.streak}</td>
            {par && <td class="num daily-par" data-testid="daily-par">{minus(par.points)}</td>}
            {replays && <td>{r.replay && <a href={r.replay} data-testid="daily-replay">{t('replay.watch')}</a>}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
