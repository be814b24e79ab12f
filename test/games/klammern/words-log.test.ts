// Speedklammern's log in words: declining Kontra or Re is no "passen" (the rule book says that of
// nothing; bidding is "Ich will nicht") — the line says "sagt kein Kontra" / "sagt kein Re".
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../web/i18n';
import { logLine } from '../../../web/games/klammern/logLine';
import { describeMove } from '@games/klammern/rules/log';
import type { LogEntry } from '@schema/protocol';
import type { Seat } from '@games/core/types';
import type { KlammernMove, KlammernState } from '@games/klammern/types';
import { fresh, step } from './helpers';

const names = (s: number) => `Computer ${s + 1}`;
const line = (state: KlammernState, seat: Seat, move: KlammernMove, l: 'de' | 'en' = 'de') => {
  const d = describeMove(state, seat, move)!;
  return logLine({ code: d.code, params: d.params, seat } as unknown as LogEntry, l, names);
};

afterEach(() => { lang.value = 'de'; });

describe('declining Kontra and Re in the log', () => {
  it('"sagt kein Kontra", "sagt kein Re" (English "no Kontra", "no Re"), never "passt"', () => {
    const s = fresh(3, { kontra: true });
    const left = ((s.dealer + 1) % 3) as Seat;
    const t = step(s, left, { type: 'orgi' }).state;
    expect(t.window?.stage).toBe('kontra');
    const opp = t.window!.owed[0]!;
    expect(line(t, opp, { type: 'pass' })).toBe(`Computer ${opp + 1} sagt kein Kontra`);
    expect(line(t, opp, { type: 'pass' }, 'en')).toBe(`Computer ${opp + 1}: no Kontra`);
    const k = step(t, opp, { type: 'kontra' }).state;
    expect(k.window?.stage).toBe('re');
    expect(line(k, left, { type: 'pass' })).toBe(`Computer ${left + 1} sagt kein Re`);
    expect(line(k, left, { type: 'pass' }, 'en')).toBe(`Computer ${left + 1}: no Re`);
    // The bidding keeps the rule book's "Ich will nicht".
    const b = fresh(3, { kontra: true });
    expect(line(b, ((b.dealer + 1) % 3) as Seat, { type: 'pass' })).toContain('Ich will nicht');
    for (const l of ['de', 'en'] as const) expect(line(t, opp, { type: 'pass' }, l)).not.toMatch(/passt|passes/);
  });
});

describe('declining to give the game up in the log', () => {
  it('says "schenkt nicht" when the window offered only Schenken (Kontra off), not "sagt kein Kontra"', () => {
    const s = fresh(4, { kontra: false, schenken: true });
    const left = ((s.dealer + 1) % 4) as Seat;
    const t = step(s, left, { type: 'orgi' }).state;
    const opp = t.window!.owed[0]!;
    expect(line(t, opp, { type: 'pass' })).toBe(`Computer ${opp + 1} schenkt nicht`);
    expect(line(t, opp, { type: 'pass' }, 'en')).toBe(`Computer ${opp + 1} does not concede`);
    for (const l of ['de', 'en'] as const) expect(line(t, opp, { type: 'pass' }, l)).not.toMatch(/Kontra/);
  });
});
