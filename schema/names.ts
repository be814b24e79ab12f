// Display names and chat text: one rule for the HTTP profile, the table's 'rename' message, table
// setup and the web form. Types and pure functions only: imported by worker and web alike.

export const NAME_MAX_CHARS = 24;

// C0/C1 controls, line/paragraph separators, every bidi control — embeddings, overrides, isolates and
// the marks (LRM, RLM, ALM), which could disguise a name or reorder a chat line — and lone surrogates
// (no character at all: stored, they turned into three replacement characters).
const FORBIDDEN = /[\p{Cc}\p{Bidi_Control}\p{Cs}\u2028\u2029]/u;
const FORBIDDEN_ALL = /[\p{Cc}\p{Bidi_Control}\p{Cs}\u2028\u2029]/gu;

// Invisible format characters in a name (zero-width space, word joiner, BOM, Mongolian vowel
// separator, tags…) — ZWNJ and ZWJ stay: scripts and emoji sequences need them.
const INVISIBLE_FORMAT = /(?![\u200C\u200D])\p{Cf}/u;
// Letters that draw nothing (the Hangul fillers) and the blank Braille pattern.
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * The cleaned name (NFC, trimmed), or null when it is not a valid display name (error 'bad_name'):
 * 1–24 characters, at least one of them visible (a name of blank letters looks like no name).
 */
export function parseName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.normalize('NFC').trim();
  const chars = [...name].length;
  if (chars < 1 || chars > NAME_MAX_CHARS || FORBIDDEN.test(name) || INVISIBLE_FORMAT.test(name)) return null;
  if (!VISIBLE.test(name.replace(BLANK_LETTERS, ''))) return null;
  return name;
}

/** Chat text as it is stored and shown: NFC, control and bidi characters removed, trimmed. */
export function cleanChatText(raw: string): string {
  return raw.normalize('NFC').replace(FORBIDDEN_ALL, ' ').replace(/ {2,}/g, ' ').trim();
}
