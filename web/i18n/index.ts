// i18n: t(key, params) over the German (default) and English dictionaries; `lang` is a signal, so
// components that call t() re-render when it changes. Params fill {name} placeholders.
//   t('foyer.title')  ·  t('log.joined', { name: 'Anna' })  ·  lang.value = 'en'
import { signal } from '@preact/signals';
import { de } from './de';
import { en } from './en';
import { minus } from './format';

export type Lang = 'de' | 'en';
export type Params = Record<string, string | number>;

const STORAGE_KEY = 'speedspiele.lang';
const dictionaries: Record<Lang, Record<string, string>> = { de, en };

function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'de' || saved === 'en') return saved;
  } catch {
    // Storage can be unavailable (private mode); German is the default.
  }
  return 'de';
}

export const lang = signal<Lang>(initialLang());

export function setLang(next: Lang): void {
  lang.value = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not persisted; the choice still holds for this page.
  }
  document.documentElement.lang = next;
}

/** A parameter as text; a negative number with the typographic minus, as the end screens write it ("−5 Punkte"). */
const paramText = (v: unknown): string => (typeof v === 'number' ? minus(v) : String(v));

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? paramText(params[k]) : m));
}

/** Whether the dictionary has this key (English falls back to German). */
export function has(key: string): boolean {
  return key in dictionaries[lang.value] || key in de;
}

export function t(key: string, params?: Params): string {
  const text = dictionaries[lang.value][key] ?? de[key];
  return text === undefined ? key : fill(text, params);
}

/**
 * A counted phrase by the plural rule of the language: `key.one` for exactly one, `key.other`
 * otherwise (German and English share that rule); {n} is the count.
 *   tn('home.count', 1, { total: 5 })  →  "1 von 5 Spielen ist schon spielbar."
 */
export function tn(key: string, n: number, params?: Params): string {
  return t(`${key}.${n === 1 ? 'one' : 'other'}`, { ...params, n: n.toLocaleString(lang.value === 'de' ? 'de-DE' : 'en-GB') });
}

/** Wording for a server error code; unknown codes show the server's own message. */
export function errorText(code: string, message?: string, params?: Params): string {
  const key = `err.${code}`;
  if (has(key)) return t(key, params);
  return message || t('err.unknown');
}
