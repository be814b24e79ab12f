// A game's own dictionary pair (German first, English second) behind the shell's `lang` signal:
//   const { tx, currentLang } = gameDict(de, en);  tx('log.roundEnd', { n: 2 }, 'en')
// A key missing in English falls back to German, a key missing in both shows the key itself.
import { lang, type Lang, type Params } from './index';

export type { Lang };
export type Dict = Record<string, string>;

export interface GameDict {
  /** Translate a key into `l` (default: the shell's current language), filling {name} placeholders. */
  tx(key: string, params?: Params, l?: Lang): string;
  currentLang(): Lang;
}

function currentLang(): Lang {
  return lang.value === 'en' ? 'en' : 'de';
}

export function gameDict(de: Dict, en: Dict): GameDict {
  const dicts: Record<Lang, Dict> = { de, en };
  return {
    tx(key, params, l = currentLang()) {
      const text = dicts[l][key] ?? de[key] ?? key;
      if (!params) return text;
      return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
    },
    currentLang,
  };
}
