// The table log's words, checked without a browser: every code the table host writes
// (worker/table/reducer and shell, read from the source so a new code is caught) has a sentence in German and
// English, every placeholder is filled, and no code word stands in a sentence ("computer
// übernimmt": German nouns are capitalised, so a code is never the wording).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { LogEntry, TableInfo } from '@schema/protocol';
import { has, lang } from '../../web/i18n';
import { logText } from '../../web/pages/table/names';

const TABLE_DIR = join(__dirname, '../../worker/table');

/** `log(s, seat, 'code', { a: …, b: … })` calls: each code with the parameter names it passes. */
function hostLogCodes(): Map<string, Set<string>> {
  const codes = new Map<string, Set<string>>();
  for (const file of readdirSync(TABLE_DIR, { recursive: true }).map(String).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(join(TABLE_DIR, file), 'utf8');
    for (const m of src.matchAll(/\blog\(s, [^,]+, '(\w+)'(?:, \{([^}]*)\})?\)/g)) {
      const params = codes.get(m[1]!) ?? new Set<string>();
      for (const p of (m[2] ?? '').split(',')) {
        const name = p.split(':')[0]!.trim();
        if (name) params.add(name);
      }
      codes.set(m[1]!, params);
    }
  }
  return codes;
}

/** A value for each parameter the host sends, every value of the code-like ones. */
const SAMPLES: Record<string, Array<string | number>> = {
  name: ['Anna'], level: ['leicht', 'stark'], by: ['computer', 'empty'], stake: [20], amount: [20],
  graceMs: [10_000], matchNo: [2],
};

const table = {
  seats: [{ kind: 'human', name: 'Anna' }, { kind: 'computer', name: 'Elster 2' }],
} as unknown as TableInfo;

it('writes every table log line as a sentence in both languages', () => {
  const codes = hostLogCodes();
  expect(codes.size).toBeGreaterThan(15);
  const problems: string[] = [];
  for (const l of ['de', 'en'] as const) {
    lang.value = l;
    for (const [code, params] of codes) {
      if (!has(`log.${code}`)) problems.push(`${l} ${code}: no wording`);
      const variants: Array<Record<string, string | number>> = [{}];
      for (const p of params) {
        const values = SAMPLES[p];
        if (!values) { problems.push(`${code}: no sample for parameter ${p}`); continue; }
        variants.splice(0, variants.length, ...variants.flatMap((v) => values.map((x) => ({ ...v, [p]: x }))));
      }
      for (const v of variants) {
        const entry: LogEntry = { seq: 1, at: 0, seat: 0, code, params: v, names: ['Anna', 'Elster 2'] };
        const text = logText(entry, table, null, l);
        if (/[{}]/.test(text)) problems.push(`${l} ${code}: placeholder left in "${text}"`);
        if (text.includes(code) && code.includes('_')) problems.push(`${l} ${code}: raw code in "${text}"`);
        if (l === 'de' && /(^|[^\p{L}])(computer|empty|human|autopilot)(?![\p{L}])/u.test(text)) problems.push(`de ${code}: a code word in "${text}"`);
      }
    }
  }
  lang.value = 'de';
  expect(problems).toEqual([]);
});
