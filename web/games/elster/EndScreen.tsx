// Endtafel: places (ties share), the Rechenweg, the five achievements and this device's record.
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { ElsterAchievement, ElsterView } from '@games/elster/types';
import { leaderboardPoints, places } from '@games/elster/rules/scoring';
import { ACHIEVEMENTS } from '@games/elster/rules/achievements';
import { seatAchievements, viewAchievements } from '@games/elster/hints';
import { Scoring } from './Scoring';
import { LastRound } from './LastRound';
import { signed, tx } from './i18n';
import { seatNames } from './model';
import { type DeviceStats, loadStats, recordMatch } from './stats';
import { applyTheme, settings } from './settings';

const ICONS: Record<ElsterAchievement, string> = { kroenchen: '♛', sauberesNest: '✧', topfraeuber: '⚱', kieselkunst: '①', zankhahn: '⚔' };

export function EndScreen(props: BoardProps) {
  const view = props.view.value as ElsterView | null;
  const table = props.table.value;
  const [stats, setStats] = useState<DeviceStats>(loadStats);
  const theme = settings.value.theme;
  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (!view || view.phase !== 'over' || view.you === null) return;
    const you = view.you;
    setStats(recordMatch({
      key: `${table.id}:${table.matchNo}`,
      scores: view.results.map((r) => r.scores[you]),
      won: view.results.map((r) => r.scores[you] === Math.max(...r.scores)),
      achievements: viewAchievements(view).map((g) => g[you] ?? []),
    }));
  }, [view?.phase, table.id, table.matchNo]);

  if (!view) return null;
  const names = seatNames(table, view);
  const placeOf = places(view.totals);
  const order = names.map((_, s) => s).sort((a, b) => placeOf[a] - placeOf[b] || a - b);
  const mine = view.you === null ? [] : seatAchievements(view, view.you);
  return (
    <div class="elster el-end" data-testid="end-screen">
      {view.rounds.length > 0 && <LastRound round={view.rounds[view.rounds.length - 1]} names={names} />}
      <section class="el-places" aria-label={tx('end.places')}>
        <h3>{tx('end.places')}</h3>
        <ol>
          {order.map((s) => (
            <li key={s} class={`${s === view.you ? 'me' : ''} place-${placeOf[s]}`} data-testid={`place-${s}`}>
              <span class="el-place-n">{tx('end.place', { n: placeOf[s] })}</span>
              <span class="el-place-name">{names[s]}</span>
              <span class="el-place-points">{tx(Math.abs(view.totals[s]!) === 1 ? 'end.points.one' : 'end.points', { n: signed(view.totals[s]!) })}</span>
              <span class="el-place-ach">{seatAchievements(view, s).map((a) => <span key={a} title={tx(`ach.${a}`)}>{ICONS[a]}</span>)}</span>
            </li>
          ))}
        </ol>
      </section>
      <Scoring view={view} names={names} />
      {view.you !== null && (
        <section class="el-achievements" aria-label={tx('end.achievements')} data-testid="achievements">
          <h3>{tx('end.achievements')}</h3>
          {mine.length === 0 && <p class="el-muted">{tx('end.noAchievements')}</p>}
          <ul>
            {ACHIEVEMENTS.map((a) => (
              <li key={a} class={mine.includes(a) ? 'got' : 'missing'}>
                <span class="el-ach-icon" aria-hidden="true">{ICONS[a]}</span>
                <span class="el-ach-name">{tx(`ach.${a}`)}</span>
                <span class="el-ach-desc">{tx(`ach.${a}.desc`)}</span>
                {stats.achievements[a] ? <span class="el-ach-count">×{stats.achievements[a]}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section class="el-stats" aria-label={tx('end.stats')} data-testid="device-stats">
        <h3>{tx('end.stats')}</h3>
        <dl>
          <div><dt>{tx('end.stats.games')}</dt><dd>{stats.games}</dd></div>
          <div><dt>{tx('end.stats.wins')}</dt><dd>{stats.wins}</dd></div>
          <div><dt>{tx('end.stats.best')}</dt><dd>{stats.best === null ? '–' : signed(stats.best)}</dd></div>
          <div><dt>{tx('end.stats.ach')}</dt><dd>{Object.values(stats.achievements).reduce((a, b) => a + (b ?? 0), 0)}</dd></div>
        </dl>
        {view.you !== null && (
          // The server scores the same formula (worker/db/results.ts); practice never counts.
          <p class="el-muted" data-testid="leaderboard-points">
            {table.practice
              ? tx('end.lbPractice')
              : tx('end.lbPoints', { n: signed(leaderboardPoints(view.results.map((r) => r.scores[view.you!]!), placeOf[view.you]!, view.totals.length)) })}
            {' '}<a href="/elster/bestenliste">{tx('end.lbLink')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
