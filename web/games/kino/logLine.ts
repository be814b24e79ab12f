// Game log wording for Speedkino's log codes (worker/games/kino/rules/log.ts):
// kino_hinweis {seat, to, film (−1 = none), akt (−1 = none), count, focusPos, handSize, reading},
// kino_einlegen / kino_filmriss / kino_archivieren {seat, film, akt}, kino_verloren {film, akt,
// endsAt}, kino_spule_komplett {seat, film}, kino_letzte_rolle {seat}, kino_ende {reason, points}.
// The table's own game_start / game_end {matchNo} speak of the Vorstellung; the table keeps the log
// over "Nochmal", so a later show's start stands out as a separator line ("— Neue Vorstellung —").
// A clue line says how the conventions read it ("Spielhinweis" / "gerettet"), so every computer
// clue can be read.
import type { LogEntry } from '@schema/protocol';
import { canName, countText, tx, type Lang } from './i18n';
import { clueText, posText } from './model';

export function logLine(entry: LogEntry, lang: Lang, seatName: (seat: number) => string): string | null {
  const p = entry.params;
  const num = (k: string) => Number(p[k]);
  const seat = typeof p.seat === 'number' ? p.seat : entry.seat;
  const name = seat === null || seat === undefined ? '' : seatName(seat);
  const can = () => canName(num('film'), num('akt'), lang);
  switch (entry.code) {
    case 'kino_hinweis': {
      const what = clueText({ film: num('film'), akt: num('akt') }, lang);
      const line = tx('log.hinweis', { name, to: seatName(num('to')), what, count: countText(num('count'), lang) }, lang);
      const reading = String(p.reading ?? 'none');
      if (reading === 'none' || num('focusPos') < 0) return `${line}.`;
      const pos = posText(num('focusPos'), num('handSize'), false, lang);
      return `${line}; ${tx('log.focus', { pos, reading: tx(`reading.${reading}`, undefined, lang) }, lang)}.`;
    }
    case 'kino_einlegen': return tx('log.einlegen', { name, can: can() }, lang);
    case 'kino_filmriss': return tx('log.filmriss', { name, can: can() }, lang);
    case 'kino_archivieren': return tx('log.archivieren', { name, can: can() }, lang);
    case 'kino_verloren':
      return tx(num('endsAt') > 0 ? 'log.verloren' : 'log.verloren0', { can: can(), film: tx(`film.${num('film')}`, undefined, lang), endsAt: num('endsAt') }, lang);
    case 'kino_spule_komplett': return tx('log.spule', { name, film: tx(`film.${num('film')}`, undefined, lang) }, lang);
    case 'kino_letzte_rolle': return tx('log.letzteRolle', { name }, lang);
    case 'kino_ende': return tx(`log.ende.${String(p.reason)}`, { points: num('points') }, lang);
    case 'game_start': return tx(num('matchNo') > 1 ? 'log.neu' : 'log.start', undefined, lang);
    case 'game_end': return tx('log.aus', undefined, lang);
    default: return null;
  }
}
