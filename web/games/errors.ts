// A game's words for the codes of its refused moves (GameUi.errorText): German first, English
// second; a code the game does not name is left to the shell's dictionary (null).
import { gameDict, type Dict } from '../i18n/game-dict';

export function ruleErrorWords(de: Dict, en: Dict): (code: string, params: Record<string, string | number>) => string | null {
  const { tx } = gameDict(de, en);
  return (code, params) => (Object.hasOwn(de, code) ? tx(code, params) : null);
}
