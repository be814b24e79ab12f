// Wording helpers for the daily pages: a calendar date in words, and a countdown as h:mm:ss.
import type { Lang } from '../../i18n';

/** "Mittwoch, 13. Mai 2026" / "Wednesday, 13 May 2026" for a 'YYYY-MM-DD' calendar date. */
export function formatDay(date: string, lang: Lang): string {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!));
  // The date is a calendar day, not an instant: format it in UTC so no offset shifts it.
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC',
  }).format(at);
}

/** "5:03:07" (or "3:07" under an hour). */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
