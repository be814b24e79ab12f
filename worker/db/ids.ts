// Random ids (tables, players, transfer codes: the database's keys) and seeds from crypto.getRandomValues (never Math.random).

// 32 symbols without look-alikes (no 0/o, 1/l): easy to read aloud and type from a link.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/**
 * New table ids have 10 symbols (50 bits): guessing one of 100,000 live tables takes an address about
 * 2,100 years at the look-up limit (docs/DECISIONS.md "Table ids"). Ids of 8 symbols, made before,
 * stay valid: their tables and links keep working.
 */
export const TABLE_ID_LENGTH = 10;
export const PLAYER_ID_LENGTH = 20;
export const TABLE_ID = /^[a-km-z2-9]{8}(?:[a-km-z2-9]{2})?$/;
export const PLAYER_ID = /^[a-km-z2-9]{20}$/;

export const newTableId = (): string => randomId(TABLE_ID_LENGTH);
export const newPlayerId = (): string => randomId(PLAYER_ID_LENGTH);

/** 128-bit table seed, hex. Stays on the server. */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A default name in the page's language: "Gast 4821" (German, the default) or "Guest 4821". */
export function defaultName(lang: 'de' | 'en' = 'de'): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 9000;
  return `${lang === 'en' ? 'Guest' : 'Gast'} ${1000 + n}`;
}
