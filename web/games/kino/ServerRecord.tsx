// Your record in this Besetzung and the standing ovations with their streak as the server keeps them
// for your account (GET /api/me/result: the drain writes the Vorstellung moments after the credits,
// so it is asked again a few times until then). Records are kept per mode: a practice round of the
// Tagesvorstellung sets none and shows the Tagesvorstellung's.
import { besetzung } from '@games/kino/rules/abspann';
import type { KinoOptions } from '@games/kino/types';
import { useMyResult } from '../../net/useMyResult';
import { tx } from './i18n';

/** The achievement id of a standing ovation (worker/games/kino/rules/abspann.ts). */
const OVATION = 'stehendeOvationen';

export function ServerRecord({ table, match, seats, options }: { table: string; match: number; seats: number; options: KinoOptions }) {
  const mine = useMyResult(table, match, true);
  if (!mine) return null;
  const mode = mine.mode === 'practice' ? 'daily' : mine.mode;
  const best = mine.records?.[`${mode}:${besetzung(seats, options)}`];
  const ovations = mine.achievements?.[OVATION] ?? { count: 0, streak: 0, bestStreak: 0 };
  return (
    <div data-testid="server-record">
      <h4>{tx('end.server')}</h4>
      <dl class="kn-balance">
        <div><dt>{tx('end.record.best')} ({tx(`end.mode.${mode}`)})</dt><dd data-testid="server-best">{best ?? '–'}</dd></div>
        <div><dt>{tx('end.record.ovations')}</dt><dd data-testid="server-ovations">{ovations.count}</dd></div>
        <div><dt>{tx('end.record.streak')}</dt><dd>{ovations.streak} / {ovations.bestStreak}</dd></div>
      </dl>
    </div>
  );
}
