// How a computer level is named to the player: the game's own word where it has one (Speedkino:
// Lehrling / Kollege / Meister, web/games/modes.ts), else the shell's (leicht / normal / stark).
import type { BotLevel } from '@schema/protocol';
import { lang, t } from '../i18n';
import { ownLevelName } from './modes';

export function levelName(game: string | null | undefined, level: BotLevel): string {
  return ownLevelName(game, level, lang.value) ?? t(`level.${level}`);
}
