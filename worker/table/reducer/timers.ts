// Owns the table's timers as data: add, drop, find the due ones and the next alarm time. The one
// Durable Object alarm is always armed for `nextDue(table)`.
import type { Table, Timer, TimerKind } from './model';

/** Wait before the n-th retry of a failing step (n = failures so far, from 1); the last step repeats. */
export const RETRY_BACKOFF_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];

/** A finished match's results are drained by the shell at once, right after the commit; the drain
 * timer is only the fallback (a crash or eviction before that drain ended), due this much later. */
export const DRAIN_FALLBACK_MS = 5_000;

export const backoff = (failures: number): number =>
  RETRY_BACKOFF_MS[Math.min(Math.max(failures, 1), RETRY_BACKOFF_MS.length) - 1]!;

export function addTimer(t: Table, kind: TimerKind, seat: number | null, dueAt: number, matchNo = t.match?.no ?? 0): Timer {
  const timer: Timer = { id: t.nextTimerId++, kind, seat, dueAt, matchNo };
  t.timers.push(timer);
  return timer;
}

export const hasTimer = (t: Table, kind: TimerKind, seat: number | null = null): boolean =>
  t.timers.some((x) => x.kind === kind && x.seat === seat);

/** Drops the timers of these kinds (of one seat, if given). */
export function dropTimers(t: Table, kinds: readonly TimerKind[], seat?: number | null): void {
  if (!t.timers.some((x) => kinds.includes(x.kind) && (seat === undefined || x.seat === seat))) return;
  t.timers = t.timers.filter((x) => !(kinds.includes(x.kind) && (seat === undefined || x.seat === seat)));
}

export function dropTimer(t: Table, id: number): void {
  t.timers = t.timers.filter((x) => x.id !== id);
}

/** Sets the one timer of `kind` (no seat) to `dueAt`, replacing any other. */
export function setTimer(t: Table, kind: TimerKind, dueAt: number, matchNo = t.match?.no ?? 0): void {
  dropTimers(t, [kind], null);
  addTimer(t, kind, null, dueAt, matchNo);
}

/** The timers due at `now`, earliest first. */
export const dueTimers = (t: Table, now: number): Timer[] =>
  t.timers.filter((x) => x.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);

/** When the alarm must ring next, or null when nothing is planned. */
export function nextDue(t: Table): number | null {
  let due: number | null = null;
  for (const x of t.timers) if (due === null || x.dueAt < due) due = x.dueAt;
  return due;
}

/** Timers handled per alarm; the rest run on the next one (armed in the past: at once). */
export const MAX_TIMERS_PER_ALARM = 16;
