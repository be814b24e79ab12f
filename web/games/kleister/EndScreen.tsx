// Endtafel: why the last round ended, places (ties share), the scoring per round and in total,
// and this device's record (games, wins, best round).
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { KleisterView, RoundResult } from '@games/kleister/types';
import { leaderboardPoints, places } from '@games/kleister/rules/scoring';
import { Scoring } from './Scoring';
import { signed, tx } from './i18n';
import { seatNames } from './model';
import { type DeviceStats, loadStats, recordMatch } from './stats';

export function reasonText(r: RoundResult, names: string[]): string {
  return r.reason === 'hand_empty' ? tx('reason.hand_empty', { name: names[r.emptied ?? 0] ?? '' }) : tx('reason.stock_empty');
}

export function EndScreen(props: BoardProps) {
  const view = props.view.value as KleisterView | null;
  const table = props.table.value;
  const [stats, setStats] = useState<DeviceStats>(loadStats);

  useEffect(() => {
    if (!view || view.phase !== 'over' || view.you === null) return;
    const you = view.you;
    const placeOf = places(view.totals);
    setStats(recordMatch({
      key: `${table.id}:${table.matchNo}`,
      rounds: view.results.map((r) => r.scores[you] ?? 0),
      won: placeOf[you] === 1,
    }));
  }, [view?.phase, table.id, table.matchNo]);

  if (!view) return null;
  const names = seatNames(table, view);
  const placeOf = places(view.totals);
  const order = names.map((_, s) => s).sort((a, b) => placeOf[a]! - placeOf[b]! || a - b);
  const last = view.results[view.results.length - 1];
  return (
    <div class="kleister kl-end" data-testid="end-screen">
      {last && <p class="kl-reason">{reasonText(last, names)}</p>}
      <section class="kl-places" aria-label={tx('end.places')}>
        <h3>{tx('end.places')}</h3>
        <ol>
          {order.map((s) => (
            <li key={s} class={`${s === view.you ? 'me' : ''} place-${placeOf[s]}`} data-testid={`place-${s}`}>
              <span class="kl-place-n">{tx('end.place', { n: placeOf[s]! })}</span>
              <span class="kl-place-name">{names[s]}</span>
              <span class="kl-place-points">{tx(Math.abs(view.totals[s] ?? 0) === 1 ? 'end.points.one' : 'end.points', { n: signed(view.totals[s] ?? 0) })}</span>
            </li>
          ))}
        </ol>
      </section>
      <Scoring view={view} names={names} />
      <section class="kl-stats" aria-label={tx('end.stats')} data-testid="device-stats">
        <h3>{tx('end.stats')}</h3>
        <dl>
          <div><dt>{tx('end.stats.games')}</dt><dd>{stats.games}</dd></div>
          <div><dt>{tx('end.stats.wins')}</dt><dd>{stats.wins}</dd></div>
          <div><dt>{tx('end.stats.best')}</dt><dd>{stats.bestRound === null ? '–' : signed(stats.bestRound)}</dd></div>
        </dl>
        {view.you !== null && (
          <p class="kl-muted" data-testid="leaderboard-points">
            {table.practice
              ? tx('end.lbPractice')
              : tx('end.lbPoints', { n: signed(leaderboardPoints(view.totals[view.you] ?? 0, placeOf[view.you]!)) })}
            {' '}<a href="/kleister/bestenliste">{tx('end.lbLink')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
