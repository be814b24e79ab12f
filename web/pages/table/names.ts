// Seat names and log wording shared by the table page's parts.
import type { BotLevel, LogEntry, SeatInfo, TableInfo } from '@schema/protocol';
import type { GameUi } from '../../games/types';
import { levelName } from '../../games/levels';
import { has, t, type Lang } from '../../i18n';

export function seatName(table: TableInfo, seat: number | null): string {
  if (seat === null) return t('seat.table');
  const s: SeatInfo | undefined = table.seats[seat];
  if (!s || s.kind === 'empty') return t('seat.n', { n: seat + 1 });
  return s.name;
}

export function humanCount(table: TableInfo): number {
  return table.seats.filter((s) => s.kind === 'human' && !s.left).length;
}

/** Rat is offered only in solo games without other humans. */
export function adviceAllowed(table: TableInfo): boolean {
  return table.mode === 'solo' && humanCount(table) <= 1;
}

export function logText(entry: LogEntry, table: TableInfo, ui: GameUi | null, lang: Lang): string {
  // The names as they were when the line was written (a rematch or a seat change must not rewrite history).
  const name = (s: number) => entry.names?.[s] || seatName(table, s);
  const own = ui?.logLine?.(entry, lang, name);
  if (own) return own;
  // A line whose wording depends on a code parameter ("replaced" by the computer or nobody) has
  // one sentence per value: codes never stand in a sentence ("computer übernimmt").
  const variant = typeof entry.params.by === 'string' ? `log.${entry.code}.${entry.params.by}` : null;
  const key = variant && has(variant) ? variant : `log.${entry.code}`;
  const params: Record<string, string | number> = { ...entry.params, name: entry.params.name ?? (entry.seat === null ? seatName(table, null) : name(entry.seat)) };
  if (typeof entry.params.level === 'string') params.level = levelName(table.game, entry.params.level as BotLevel);
  if (typeof entry.params.seat === 'number') params.seat = entry.params.seat + 1;
  if (typeof entry.params.graceMs === 'number') params.grace = Math.round(entry.params.graceMs / 1000);
  return has(key) ? t(key, params) : `${params.name}: ${entry.code}`;
}
