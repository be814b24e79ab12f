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
