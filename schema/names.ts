// Display names: one rule for the HTTP profile, the table's 'rename' message and the web form.
// Types and pure functions only: imported by worker and web alike.

export const NAME_MAX_CHARS = 24;

// C0/C1 controls, line/paragraph separators and bidi overrides (which could disguise a name).
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The cleaned name (trimmed, NFC), or null when it is not a valid display name (error 'bad_name'). */
export function parseName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.normalize('NFC').trim();
  const chars = [...name].length;
  if (chars < 1 || chars > NAME_MAX_CHARS || FORBIDDEN.test(name)) return null;
  return name;
}
