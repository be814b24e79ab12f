// Der Abspann: co-operative — one critique word, one value for everyone, no places. The best still
// possible after the losses ("Krimi Akt 4 ist ganz verloren"), the balance, each projectionist's
// contribution, the Moment des Abends, the reels and every can open, and your record in this
// Besetzung with the standing ovations and their streak: on your account (the server's, once the
// Vorstellung is drained) and on this device.
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { KinoState, KinoView } from '@games/kino/types';
import { abspann, type Abspann } from '@games/kino/rules/abspann';
import { Hand } from './Hand';
import { Reels } from './Status';
import { canName, currentLang, filmName, tx } from './i18n';
import { clueText, seatNames } from './model';
import { ServerRecord } from './ServerRecord';
import { configKey, loadStats, recordScreening, type KinoStats } from './stats';

/** The credits from the open view at the end (it holds everything the rules' abspann reads). */
function creditsOf(view: KinoView): Abspann {
  const state = { options: view.options, seats: view.seats, reels: view.reels, history: view.history, clues: view.clues, over: view.over } as unknown as KinoState;
  return abspann(state);
}

function momentText(a: Abspann, names: string[]): string | null {
  const m = a.moment;
  if (!m) return null;
  if (m.kind === 'rettung') return tx('end.moment.rettung', { by: names[m.by] ?? '', to: names[m.to] ?? '', can: canName(m.film, m.akt) });
  if (m.kind === 'hinweis') return tx('end.moment.hinweis', { by: names[m.by] ?? '', to: names[m.to] ?? '', what: clueText(m), n: m.played });
  return tx('end.moment.spule', { name: names[m.seat] ?? '', film: filmName(m.film) });
}

/** The credits' word after a count: singular for 1 ("1 Rettung"), else the plural. */
function countWord(k: 'eingelegt' | 'filmrisse' | 'archiviert' | 'hinweise' | 'rettungen', n: number): string {
  const one = `end.count.${k}.one`;
  return n === 1 && tx(one) !== one ? tx(one) : tx(`end.${k}`);
}

export function EndScreen(props: BoardProps) {
  const view = props.view.value as KinoView | null;
  const table = props.table.value;
  const [stats, setStats] = useState<KinoStats>(loadStats);
  const farbfilm = (view?.options.farbfilm ?? 'none') !== 'none';
  const config = configKey(view?.seats ?? 0, farbfilm);
  useEffect(() => {
    if (!view || view.phase !== 'over' || view.you === null) return;
    const a = creditsOf(view);
    setStats(recordScreening({ key: `${table.id}:${table.matchNo}`, config, points: a.points, ovation: a.kritik === 'stehendeOvationen' }));
  }, [view?.phase, table.id, table.matchNo]);

  if (!view || view.phase !== 'over') return null;
  const names = seatNames(table, view);
  const a = creditsOf(view);
  const moment = momentText(a, names);
  const record = stats.configs[config];
  const scaled = Math.round(a.scaled * 10) / 10;
  return (
    <div class="kino kn-end" data-testid="end-screen">
      <section class={`kn-kritik k-${a.kritik}`} data-testid="kritik">
        <p class="kn-kritik-word">{tx(`kritik.${a.kritik}`)}</p>
        <p class="kn-kritik-points" data-testid="end-points">
          {tx('end.points', { points: a.reelPoints, max: a.maxPoints })}
          {a.maxPoints !== 25 && a.reason !== 'filmriss' && <span class="kn-muted"> · {tx('end.scaled', { n: scaled.toLocaleString(currentLang() === 'de' ? 'de-DE' : 'en-GB') })}</span>}
        </p>
        <p>{tx(`end.reason.${a.reason}`)} {tx('end.together')}</p>
        {view.you !== null && (
          <p class="kn-muted" data-testid="leaderboard-points">
            {table.practice ? tx('end.lbPractice') : a.leaderboard > Math.round(a.scaled)
              ? tx('end.lbBonus', { n: a.leaderboard, bonus: a.leaderboard - Math.round(a.scaled), seats: view.seats })
              : tx(a.leaderboard === 1 ? 'end.lb.one' : 'end.lb', { n: a.leaderboard })} <a href="/kino/bestenliste">{tx('end.lbLink')}</a>
          </p>
        )}
      </section>
      <section class="kn-end-box">
        <p data-testid="best-possible">{a.lost.length ? tx('end.best', { n: a.bestPossible }) : tx('end.bestAll', { n: a.maxPoints })}</p>
        {a.lost.length > 0 && <ul class="kn-lost">{a.lost.map((l) => <li key={l.film}>{tx('end.lost', { can: canName(l.film, l.akt) })}</li>)}</ul>}
        {moment && <p class="kn-moment" data-testid="moment"><strong>{tx('end.moment')}:</strong> {moment}</p>}
      </section>
      <section class="kn-end-box" aria-label={tx('end.balance')}>
        <h3>{tx('end.balance')}</h3>
        <dl class="kn-balance" data-testid="kino-balance">
          {(['eingelegt', 'filmrisse', 'archiviert', 'hinweise', 'rettungen'] as const).map((k) => (
            <div key={k}><dt>{tx(`end.${k}`)}</dt><dd>{a.balance[k]}</dd></div>
          ))}
        </dl>
      </section>
      <section class="kn-end-box" aria-label={tx('end.projectionists')}>
        <h3>{tx('end.projectionists')}</h3>
        <ul class="kn-contrib-list" data-testid="projectionists">
          {a.projectionists.map((c) => (
            <li key={c.seat} class={c.seat === view.you ? 'me' : ''}>
              <strong>{names[c.seat]}</strong>:{' '}
              {(['eingelegt', 'filmrisse', 'archiviert', 'hinweise', 'rettungen'] as const).map((k) => `${c[k]} ${countWord(k, c[k])}`).join(' · ')}
              {' · '}<span title={tx('end.wirkung.tip')}>{c.hinweisWirkung} {tx(c.hinweisWirkung === 1 ? 'end.wirkung.one' : 'end.wirkung')}</span>
            </li>
          ))}
        </ul>
      </section>
      <section class="kn-end-box" aria-label={tx('end.reels')}>
        <h3>{tx('end.reels')}</h3>
        <Reels view={view} />
        <h3>{tx('end.hands')}</h3>
        <div class="kn-end-hands">
          {Array.from({ length: view.seats }, (_, s) => (
            <Hand key={s} view={view} seat={s} names={names} chosenCan={null} target={false} lit={null} advisedCan={null} strip={false} onCan={null} />
          ))}
        </div>
      </section>
      {view.you !== null && (
        <section class="kn-end-box" data-testid="device-stats">
          <h3>{tx('end.record', { n: view.seats, farbfilm: tx(farbfilm ? 'end.record.farbfilm' : 'end.record.plain') })}</h3>
          <ServerRecord table={table.id} match={table.matchNo} seats={view.seats} options={view.options} />
          <h4>{tx('end.device')}</h4>
          <dl class="kn-balance">
            <div><dt>{tx('end.record.games')}</dt><dd>{record?.games ?? 0}</dd></div>
            <div><dt>{tx('end.record.best')}</dt><dd>{record?.best ?? '–'}</dd></div>
            <div><dt>{tx('end.record.ovations')}</dt><dd>{stats.ovations}</dd></div>
            <div><dt>{tx('end.record.streak')}</dt><dd>{stats.streak} / {stats.bestStreak}</dd></div>
          </dl>
        </section>
      )}
    </div>
  );
}
