// Endtafel: places by side (at four the pair is one side and shares place and points), the last
// game's Abrechnung, the whole Bierdeckel, the Bestenliste points (points plus the place bonus:
// 30 for first, at three 15 for second; partners each get their pair's points) and this device's
// record.
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { KlammernView } from '@games/klammern/types';
import { placeBonus, places } from '@games/klammern/rules/partie';
import { Abrechnung } from './Abrechnung';
import { BierdeckelTable } from './Bierdeckel';
import { signed, tx } from './i18n';
import { seatNames, sideName, sides } from './model';
import { klammernSettings } from './settings';
import { type DeviceStats, loadStats, recordPartie } from './stats';

export function EndScreen(props: BoardProps) {
  const view = props.view.value as KlammernView | null;
  const table = props.table.value;
  const [stats, setStats] = useState<DeviceStats>(loadStats);

  useEffect(() => {
    if (!view || view.phase !== 'over' || view.you === null) return;
    const you = view.you;
    setStats(recordPartie({
      key: `${table.id}:${table.matchNo}`,
      points: view.totals[you] ?? 0,
      games: view.results.map((r) => r.scores[you] ?? 0),
      won: places(view.totals, view.seats)[you] === 1,
    }));
  }, [view?.phase, table.id, table.matchNo]);

  if (!view) return null;
  const names = seatNames(table, view);
  const placeOf = places(view.totals, view.seats);
  const order = sides(view).sort((a, b) => placeOf[a[0]!]! - placeOf[b[0]!]! || a[0]! - b[0]!);
  const last = view.results[view.results.length - 1];
  const you = view.you;
  return (
    <div class={`klammern km-end design-${klammernSettings.value.design}`} data-testid="end-screen">
      <section class="km-places" aria-label={tx('end.places')}>
        <h3>{tx('end.places')}</h3>
        <ol>
          {order.map((seats) => (
            <li key={seats.join()} class={`${you !== null && seats.includes(you) ? 'me' : ''} place-${placeOf[seats[0]!]}`} data-testid={`place-${seats[0]}`}>
              <span class="km-place-n">{tx('end.place', { n: placeOf[seats[0]!]! })}</span>
              <span class="km-place-name">{sideName(names, seats)}</span>
              <span class="km-place-points">{tx(Math.abs(view.totals[seats[0]!] ?? 0) === 1 ? 'end.points.one' : 'end.points', { n: view.totals[seats[0]!] ?? 0 })}</span>
            </li>
          ))}
        </ol>
      </section>
      {last && <Abrechnung view={view} names={names} record={last} />}
      <section class="km-end-deckel" aria-label={tx('deckel.title')}>
        <h3>{tx('deckel.title')}</h3>
        <BierdeckelTable view={view} names={names} />
      </section>
      <section class="km-stats" aria-label={tx('end.stats')} data-testid="device-stats">
        <h3>{tx('end.stats')}</h3>
        <dl>
          <div><dt>{tx('end.stats.games')}</dt><dd>{stats.games}</dd></div>
          <div><dt>{tx('end.stats.wins')}</dt><dd>{stats.wins}</dd></div>
          <div><dt>{tx('end.stats.best')}</dt><dd>{stats.best === null ? '–' : stats.best}</dd></div>
          <div><dt>{tx('end.stats.bestGame')}</dt><dd>{stats.bestGame === null ? '–' : stats.bestGame}</dd></div>
        </dl>
        {you !== null && (
          <p class="km-muted" data-testid="leaderboard-points">
            {table.practice
              ? tx('end.lbPractice')
              : tx(view.seats === 4 ? 'end.lbPointsPair' : 'end.lbPoints', {
                n: signed((view.totals[you] ?? 0) + placeBonus(placeOf[you]!, view.seats)),
              })}
            {' '}<a href="/klammern/bestenliste">{tx('end.lbLink')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
