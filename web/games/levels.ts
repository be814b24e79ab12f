// How a computer level is named to the player: the game's own word where it has one (Speedkino:
// Lehrling / Kollege / Meister, web/games/modes.ts), else the shell's (leicht / normal / stark).
import type { BotLevel, TableInfo } from '@schema/protocol';
import { lang, t } from '../i18n';
import { ownLevelName } from './registry';

export function levelName(game: string | null | undefined, level: BotLevel): string {
  return ownLevelName(game, level, lang.value) ?? t(`level.${level}`);
}

/**
 * A seat's name as the boards show it: a computer's with its level ("Computer 2 (stark)"), since a
 * solo table hides the seat strip that names the levels otherwise. Max (record hunt) is his own level.
 */
export function nameWithLevel(table: TableInfo | null, seat: number, name: string): string {
  const s = table?.seats[seat];
  if (!s || s.kind !== 'computer' || s.level === 'max') return name;
  return `${name} (${levelName(table.game, s.level)})`;
}

/** Tables rebuilt for a replay (web/pages/replay): there the seat a board is seen from is not "you". */
const replayTables = new WeakSet<TableInfo>();
export function asReplayTable(table: TableInfo): TableInfo {
  replayTables.add(table);
  return table;
}

/**
 * Display names per seat as the boards show them: a computer's with its level, "(du)" added to your
 * own. Not in a replay: there `you` is only the seat whose view was chosen, and the game may be
 * someone else's (a daily list's "ansehen").
 */
export function seatNames(table: TableInfo | null, seats: number, you: number | null, words: { you: string; fallback: (n: number) => string }): string[] {
  const mine = table && replayTables.has(table) ? null : you;
  return Array.from({ length: seats }, (_, s) => {
    const info = table?.seats[s];
    const name = info && info.kind !== 'empty' ? nameWithLevel(table, s, info.name) : words.fallback(s + 1);
    return s === mine ? `${name} (${words.you})` : name;
  });
}
