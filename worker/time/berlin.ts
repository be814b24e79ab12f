// Berlin calendar helpers (daily deal, streaks, weekly/monthly lists). Pure: every function takes
// the clock value `now` (epoch ms) or a date string, so tests can cross midnight and DST changes.

/** A Berlin calendar day, 'YYYY-MM-DD'. */
export type BerlinDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function berlinParts(now: number): LocalParts {
  const out: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(new Date(now))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function fromUtcDay(ms: number): BerlinDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Midnight UTC of a calendar date, used only for calendar arithmetic. */
function utcDay(date: BerlinDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`invalid date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (fromUtcDay(ms) !== date) throw new Error(`invalid date: ${date}`);
  return ms;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  try {
    utcDay(value);
    return true;
  } catch {
    return false;
  }
}

/** The Berlin calendar day at instant `now`. */
export function berlinDate(now: number): BerlinDate {
  const p = berlinParts(now);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Berlin's offset from UTC at instant `now`, in ms (+1 h in winter, +2 h in summer). */
function berlinOffset(now: number): number {
  const p = berlinParts(now);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(now / 1000) * 1000;
}

/** The instant a Berlin calendar day begins. */
export function berlinMidnight(date: BerlinDate): number {
  const wall = utcDay(date);
  // Two passes: the offset a few hours before the wall-clock instant may differ on a DST day.
  let instant = wall - berlinOffset(wall);
  instant = wall - berlinOffset(instant);
  return instant;
}

/** The instant the next Berlin day (and so the next daily deal) begins. */
export function nextBerlinMidnight(now: number): number {
  return berlinMidnight(nextDate(berlinDate(now)));
}

/** The calendar day before `date`. */
export function previousDate(date: BerlinDate): BerlinDate {
  return fromUtcDay(utcDay(date) - DAY_MS);
}

/** The calendar day after `date`. */
export function nextDate(date: BerlinDate): BerlinDate {
  return fromUtcDay(utcDay(date) + DAY_MS);
}

/** ISO 8601 week of a calendar date, 'YYYY-Www' (weeks start Monday; week 1 holds the first Thursday). */
export function isoWeek(date: BerlinDate): string {
  const ms = utcDay(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(ms + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** Calendar month of a date, 'YYYY-MM'. */
export function month(date: BerlinDate): string {
  utcDay(date);
  return date.slice(0, 7);
}

/** A daily deal is the same for everyone until its Berlin day has ended; then it is public. */
export const dailyDayOver = (date: BerlinDate, now: number): boolean => berlinDate(now) > date;
