// Owns "Nochmal – gleicher Tisch": the rematch window, who is replaced when it closes, and how many
// matches one table may hold.
import { ruleError, type RuleError } from '@games/core/types';
import type { Step } from './effects';
import { log, startMatch } from './match';
import { computerSeat, isHuman, staked } from './model';
import { passHost, watchWaiting } from './host-role';
import { beginStakeRound } from './stake-round';
import { addTimer, dropTimers } from './timers';

export const REMATCH_WINDOW_MS = 30_000;
/** Matches one table holds; then "Nochmal" asks for a new table (keeps a table's storage bounded). */
export const MAX_MATCHES = 100;

export function requestRematch(s: Step, seat: number): RuleError | void {
  const { t, now } = s;
  if (t.status !== 'finished' || !t.match) return ruleError('not_finished', 'The game is not over yet.');
  if (t.mode === 'daily') return ruleError('no_rematch', 'The daily deal is played once.');
  if (t.match.no >= MAX_MATCHES) return ruleError('too_many_matches', `A table holds ${MAX_MATCHES} games; open a new one.`, { max: MAX_MATCHES });
  if (t.mode !== 'multi') {
    startMatch(s);
    return;
  }
  if (!t.rematch) {
    t.rematch = { requested: t.seats.map(() => false), deadline: now + REMATCH_WINDOW_MS };
    addTimer(t, 'rematch', null, t.rematch.deadline);
  }
  if (t.rematch.requested[seat]) return ruleError('duplicate', 'You already asked for a rematch.');
  t.rematch.requested[seat] = true;
  s.tableChanged = true;
  log(s, seat, 'rematch_requested');
  resolveRematch(s, false);
}

/**
 * Starts the rematch once every connected human asked, or when the window closes. Humans who did
 * not ask (or left) are replaced by computers or their seats freed (settings.rematchFill); with
 * freed seats the table opens again for new players and the host starts it.
 */
export function resolveRematch(s: Step, windowOver: boolean): void {
  const { t } = s;
  const rematch = t.rematch;
  if (!rematch) return;
  const humans = t.seats.flatMap((x, i) => (isHuman(x) && !x.left ? [i] : []));
  if (!windowOver && humans.some((i) => !rematch.requested[i] && (t.seats[i] as { connected: boolean }).connected)) return;
  t.rematch = null;
  dropTimers(t, ['rematch']);
  s.tableChanged = true;
  if (!humans.some((i) => rematch.requested[i])) {
    log(s, null, 'rematch_expired');
    return;
  }
  t.seats.forEach((x, i) => {
    if (!isHuman(x) || (!x.left && rematch.requested[i])) return;
    if (!x.left) s.reseated.set(x.playerId, null);
    t.seats[i] = t.settings.rematchFill === 'computer' ? computerSeat(t.settings.botLevel, i) : { kind: 'empty' };
    log(s, i, 'replaced', { name: x.name, by: t.settings.rematchFill });
  });
  passHost(s);
  if (t.seats.some((x) => x.kind === 'empty')) {
    t.status = 'waiting';
    s.stateChanged = t.match !== null;
    log(s, null, 'reopened');
    watchWaiting(s);
    return;
  }
  if (staked(t)) {
    // A staked rematch starts once everyone paid again.
    t.status = 'waiting';
    s.stateChanged = true;
    beginStakeRound(s, null);
  } else startMatch(s);
}
