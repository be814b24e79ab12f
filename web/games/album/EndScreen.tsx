// Endtafel: places (a tie goes to the later player in the turn order), the scoring per objective
// for everyone, the Bestenliste points and this device's record (games, wins, best score).
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { AlbumView } from '@games/album/types';
import { leaderboardPoints, places } from '@games/album/rules/scoring';
import { Scoring } from './Scoring';
import { signed, tx } from './i18n';
import { seatNames } from './model';
import { type DeviceStats, loadStats, recordMatch } from './stats';

/** Places by the rules' tie-break: the starter of the last round fixes the turn order. */
function placesOf(view: AlbumView): number[] {
  const last = view.results.length ? view.results[view.results.length - 1]!.starter : view.starter;
  return places(view.totals, last);
}

export function EndScreen(props: BoardProps) {
  const view = props.view.value as AlbumView | null;
  const table = props.table.value;
  const [stats, setStats] = useState<DeviceStats>(loadStats);

  useEffect(() => {
    if (!view || view.phase !== 'over' || view.you === null) return;
    const you = view.you;
    setStats(recordMatch({ key: `${table.id}:${table.matchNo}`, points: view.totals[you] ?? 0, won: placesOf(view)[you] === 1 }));
  }, [view?.phase, table.id, table.matchNo]);

  if (!view) return null;
  const names = seatNames(table, view);
  const placeOf = placesOf(view);
  const order = names.map((_, s) => s).sort((a, b) => placeOf[a]! - placeOf[b]!);
  const you = view.you;
  return (
    <div class="album al-end" data-testid="end-screen">
      <section class="al-places" aria-label={tx('end.places')}>
        <h3>{tx('end.places')}</h3>
        <ol>
          {order.map((s) => (
            <li key={s} class={`${s === you ? 'me' : ''} place-${placeOf[s]}`} data-testid={`place-${s}`}>
              <span class="al-place-n">{tx('end.place', { n: placeOf[s]! })}</span>
              <span class="al-place-name">{names[s]}</span>
              <span class="al-place-points">{tx(Math.abs(view.totals[s] ?? 0) === 1 ? 'end.points.one' : 'end.points', { n: signed(view.totals[s] ?? 0) })}</span>
            </li>
          ))}
        </ol>
        <p class="al-muted">{tx('end.tieNote')}</p>
      </section>
      <Scoring view={view} names={names} />
      <section class="al-stats" aria-label={tx('end.stats')} data-testid="device-stats">
        <h3>{tx('end.stats')}</h3>
        <dl>
          <div><dt>{tx('end.stats.games')}</dt><dd>{stats.games}</dd></div>
          <div><dt>{tx('end.stats.wins')}</dt><dd>{stats.wins}</dd></div>
          <div><dt>{tx('end.stats.best')}</dt><dd>{stats.best === null ? '–' : signed(stats.best)}</dd></div>
        </dl>
        {you !== null && (
          <p class="al-muted" data-testid="leaderboard-points">
            {table.practice
              ? tx('end.lbPractice')
              : table.mode === 'record'
                ? tx('end.lbRecord', { n: Math.max(0, view.totals[you] ?? 0) })
                : tx('end.lbPoints', { n: signed(leaderboardPoints(view.totals[you] ?? 0, placeOf[you]!)) })}
            {' '}<a href="/album/bestenliste">{tx('end.lbLink')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
