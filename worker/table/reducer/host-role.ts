// The host role — which always rests with a seated human who can start the table — and a waiting
// table's clean-up, kept in step with who is there. Used by people coming and going and by rematches.
import type { Step } from './effects';
import { log } from './match';
import { connectedHumans, isHuman, seatOf, type HumanSeat } from './model';
import { dropTimers, setTimer } from './timers';

/** A waiting table with nobody connected is closed after this long. */
export const WAITING_TTL_MS = 10 * 60_000;

/** Hands the host role on when its holder has no seat any more (or `force`: is away): to the next seated human, connected first. */
export function passHost(s: Step, force = false): void {
  const { t } = s;
  if (!force && t.host !== null && seatOf(t, t.host) >= 0) return;
  const candidates = t.seats.filter((x): x is HumanSeat => isHuman(x) && !x.left && x.playerId !== (force ? t.host : null));
  const next = candidates.find((x) => x.connected) ?? candidates[0];
  const host = next?.playerId ?? null;
  if (host === t.host) return;
  t.host = host;
  s.tableChanged = true;
  if (next) {
    t.hostName = next.name;
    log(s, null, 'new_host', { name: next.name });
  }
}

/** Keeps a waiting table's clean-up in step with who is there: closed a while after the last person went. */
export function watchWaiting(s: Step): void {
  const { t } = s;
  if (t.status !== 'waiting') return;
  if (connectedHumans(t) > 0) dropTimers(t, ['cleanup']);
  else setTimer(t, 'cleanup', s.now + WAITING_TTL_MS);
}
