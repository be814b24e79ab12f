// The Berlin calendar (worker/time/berlin.ts), run in the Workers runtime: days turn at Berlin
// midnight (not UTC), across both daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { berlinDate, berlinMidnight, isDate, isoWeek, month, nextBerlinMidnight, nextDate, previousDate } from '../../../worker/time/berlin';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('berlinDate', () => {
  it('turns at Berlin midnight in winter (UTC+1)', () => {
    expect(berlinDate(utc('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(berlinDate(utc('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
    // New year in Berlin while UTC is still in the old one.
    expect(berlinDate(utc('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('turns at Berlin midnight in summer (UTC+2)', () => {
    expect(berlinDate(utc('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(berlinDate(utc('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('stays on the same day through the spring and autumn changes', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(berlinDate(utc('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
    expect(berlinDate(utc('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
    expect(berlinDate(utc('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(berlinDate(utc('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    expect(berlinDate(utc('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(berlinDate(utc('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(berlinDate(utc('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('nextBerlinMidnight', () => {
  it('is the start of the next Berlin day', () => {
    expect(nextBerlinMidnight(utc('2026-01-14T12:00:00Z'))).toBe(utc('2026-01-14T23:00:00Z'));
    expect(nextBerlinMidnight(utc('2026-07-01T21:59:59Z'))).toBe(utc('2026-07-01T22:00:00Z'));
    // Exactly at midnight the next deal is a day away.
    expect(nextBerlinMidnight(utc('2026-07-01T22:00:00Z'))).toBe(utc('2026-07-02T22:00:00Z'));
  });

  it('makes the spring day 23 hours and the autumn day 25 hours long', () => {
    const spring = berlinMidnight('2026-03-29');
    expect(spring).toBe(utc('2026-03-28T23:00:00Z'));
    expect(nextBerlinMidnight(spring) - spring).toBe(23 * HOUR);
    expect(nextBerlinMidnight(utc('2026-03-29T01:30:00Z'))).toBe(utc('2026-03-29T22:00:00Z'));
    const autumn = berlinMidnight('2026-10-25');
    expect(autumn).toBe(utc('2026-10-24T22:00:00Z'));
    expect(nextBerlinMidnight(autumn) - autumn).toBe(25 * HOUR);
    expect(nextBerlinMidnight(utc('2026-10-25T01:30:00Z'))).toBe(utc('2026-10-25T23:00:00Z'));
  });
});

describe('calendar arithmetic', () => {
  it('steps days across months, years and leap days', () => {
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
    expect(previousDate('2024-03-01')).toBe('2024-02-29');
    expect(previousDate('2026-01-01')).toBe('2025-12-31');
    expect(nextDate('2025-12-31')).toBe('2026-01-01');
    expect(nextDate('2026-03-29')).toBe('2026-03-30');
  });

  it('names ISO weeks and months', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeek('2021-01-03')).toBe('2020-W53'); // a Sunday still in 2020's last week
    expect(isoWeek('2024-12-30')).toBe('2025-W01'); // a Monday already in 2025's first week
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2026-03-29')).toBe('2026-W13'); // Sunday of the spring change
    expect(isoWeek('2026-03-30')).toBe('2026-W14');
    expect(month('2026-03-29')).toBe('2026-03');
  });

  it('accepts only real dates', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-1-01')).toBe(false);
    expect(isDate('today')).toBe(false);
    expect(() => previousDate('2026-02-30')).toThrow();
  });
});
