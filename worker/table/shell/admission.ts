// Who may open a socket at this table, decided before any step runs: the identity the Worker
// forwards in headers, the daily deal kept from others until its day has ended, and the cap on
// watchers (a player who holds a seat here, or sits down now, always gets in, so watchers filling
// the table — its link is public in the foyer — never keep its players out).
import { MAX_SOCKETS_PER_TABLE } from '../../http/socket-limits';
import { seatOf, type Table } from '../reducer/model';
import { DAILY_CLOSED_MESSAGE, dailyClosedTo, seatsNewcomer } from '../reducer/people';
import { headerName } from './sockets';

/** An answer to a socket request that is not let in: JSON of the shape every error has (PROTOCOL §2). */
export function refuse(status: number, error: string, message: string, params?: Record<string, string | number>): Response {
  return Response.json({ error, message, ...(params ? { params } : {}) }, { status, ...(status === 426 ? { headers: { Upgrade: 'websocket' } } : {}) });
}

/** The identity of a socket request, as the Worker's socket route forwards it. */
export interface Knock { playerId: string; name: string; balance?: number }

/** The knock's identity from the forwarded headers, or the answer to a request without one. */
export function readKnock(request: Request): Knock | Response {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
    return refuse(426, 'upgrade_required', 'Expected a WebSocket upgrade.');
  }
  const playerId = request.headers.get('X-Player-Id');
  if (!playerId) return refuse(401, 'no_identity', 'Missing player identity.');
  const name = headerName(request.headers.get('X-Player-Name'));
  const balanceHeader = request.headers.get('X-Player-Balance');
  const balance = balanceHeader !== null && /^\d+$/.test(balanceHeader) ? Number(balanceHeader) : undefined;
  return { playerId, name, ...(balance !== undefined ? { balance } : {}) };
}

/** Why this knock is turned away (`watchers`: the player's watching sockets here), or null. */
export function refusal(t: Table, knock: Knock, watchers: number, now: number): Response | null {
  // A daily deal is not shown to someone who has not played it before its day has ended.
  if (dailyClosedTo(t, knock.playerId, now)) {
    return refuse(403, 'daily_running', DAILY_CLOSED_MESSAGE, { date: t.dailyDate ?? '' });
  }
  if (seatOf(t, knock.playerId) < 0 && !seatsNewcomer(t, knock.balance) && watchers >= MAX_SOCKETS_PER_TABLE) {
    return refuse(429, 'too_many_watchers', 'Too many people watch this table.', { max: MAX_SOCKETS_PER_TABLE });
  }
  return null;
}
