// What docs/PROTOCOL.md §4 (Speedelster) and §4a (Speedkleister) tell a bot writer, held against the
// games: the view's fields (the table's first column), the events and log codes with their params,
// and the value shapes the page states (per-seat arrays of booleans, cards as numbers). Whole matches
// are played by computers of every level; a field, event or log code on either side that the other
// lacks fails, and so does a shape that is not as printed.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Game, GameEvent, LogLine, Seat } from '@games/core/types';
import { elster } from '@games/elster';
import { kleister } from '@games/kleister';

const page = Object.values(import.meta.glob<string>('../../docs/PROTOCOL.md', { eager: true, query: '?raw', import: 'default' }))[0]!;
const section = (from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to));
const elsterDoc = section('## 4. Speedelster', '## 4a.');
const kleisterDoc = section('## 4a. Speedkleister', '## 4b.');

/** The field names of the view table that follows `heading` (first column, each in backticks). */
function viewFields(doc: string, heading: string): string[] {
  const rows = doc.slice(doc.indexOf(heading)).split('\n').filter((l) => l.startsWith('| `'));
  const out: string[] = [];
  for (const row of rows) {
    const first = row.split('|')[1]!;
    for (const m of first.matchAll(/`(\w+)`/g)) out.push(m[1]!);
    if (row === rows.at(-1)) break;
  }
  return out.sort();
}

/** `name {a, b}` pairs in `text` (backticked or not), `{…same}` taking the params of the one before. */
function named(text: string, pattern: RegExp): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let last: string[] = [];
  for (const m of text.matchAll(pattern)) {
    const params = (m[2] ?? '').includes('same') ? last : (m[2] ?? '').split(',').map((p) => p.trim().replace(/[?:].*$/, '')).filter(Boolean);
    out.set(m[1]!, [...new Set([...(out.get(m[1]!) ?? []), ...params])].sort());
    last = params;
  }
  return out;
}

interface Seen { viewKeys: Set<string>; events: Map<string, Set<string>>; log: Map<string, Set<string>>; views: unknown[]; owed: unknown[] }

/** Plays whole matches with computers, collecting every seat's and the spectator's views, the events and the log lines. */
function play<S, M, V, O>(game: Game<S, M, V, O>, seats: number, options: O, seed: string): Seen {
  const seen: Seen = { viewKeys: new Set(), events: new Map(), log: new Map(), views: [], owed: [] };
  const add = (map: Map<string, Set<string>>, name: string, keys: string[]) => {
    const set = map.get(name) ?? new Set<string>();
    for (const k of keys) set.add(k);
    map.set(name, set);
  };
  const logLine = (l: LogLine | null) => { if (l) add(seen.log, l.code, Object.keys(l.params)); };
  let state = game.setup(seats, options, stepRng(seed, 0, 'setup'));
  const levels = ['leicht', 'normal', 'leicht', 'normal', 'leicht'] as const;
  for (let n = 1; !game.isOver(state); n++) {
    if (n > 5000) throw new Error('the match did not end');
    for (const viewer of [...Array.from({ length: seats }, (_, s) => s), 'spectator' as const]) {
      const view = game.view(state, viewer) as Record<string, unknown>;
      for (const k of Object.keys(view)) seen.viewKeys.add(k);
      seen.views.push(view);
    }
    const seat = game.pending(state)[0]! as Seat;
    if (seat === 0) seen.owed.push(game.view(state, 0));
    const move = game.choose(game.view(state, seat), levels[seat]!, createRng(`${seed}:${n}`));
    logLine(game.describeMove(state, seat, move));
    const r = game.apply(state, seat, move, stepRng(seed, n));
    for (const e of r.events as GameEvent[]) {
      add(seen.events, e.type, Object.keys(e));
      logLine(game.describeEvent(e));
    }
    state = r.state;
  }
  seen.views.push(game.view(state, 0));
  return seen;
}

const sorted = (m: Map<string, Set<string>>) => new Map([...m].map(([k, v]) => [k, [...v].sort()]));
const isCard = (c: unknown) => typeof c === 'number' && Number.isInteger(c) && c !== 0 && c >= -5 && c <= 10;
const boolsPerSeat = (a: unknown, seats: number) => Array.isArray(a) && a.length === seats && a.every((b) => typeof b === 'boolean');

describe('docs/PROTOCOL.md §4 against Speedelster', () => {
  const runs = [play(elster, 3, { games: 3, houseRule: 'topf' }, 'doc-e1'), play(elster, 5, { games: 5, houseRule: 'weg' }, 'doc-e2')];

  it('the view has exactly the fields of the table', () => {
    const doc = viewFields(elsterDoc, 'The view (`ElsterView`)');
    for (const run of runs) expect([...run.viewKeys].sort()).toEqual(doc);
  });

  it('the events and log codes are the ones listed, with their params', () => {
    const events = named(elsterDoc.slice(elsterDoc.indexOf('Events (')), /\{type:"(\w+)", ?([^}]*)\}/g);
    const log = named(page.slice(page.indexOf('Codes of a game start with its id'), page.indexOf('## 4. Speedelster')), /`(elster_\w+)\s+\{([^}]*)\}`/g);
    for (const run of runs) {
      for (const [type, keys] of sorted(run.events)) expect(keys.filter((k) => k !== 'type' && k !== 'to'), type).toEqual(events.get(type));
      for (const [code, keys] of sorted(run.log)) expect(keys, code).toEqual(log.get(code));
    }
    expect(new Set(runs.flatMap((r) => [...r.events.keys()]))).toEqual(new Set(events.keys()));
    expect(new Set(runs.flatMap((r) => [...r.log.keys()]))).toEqual(new Set(log.keys()));
  });

  it('per-seat booleans, cards as numbers, pebbles ascending', () => {
    for (const run of runs) {
      for (const raw of run.views) {
        const v = raw as { seats: number; phase: string; hasBid: unknown; ready: boolean[]; hands: number[][]; current: unknown; pot: unknown[]; remaining: unknown[]; nests: unknown[][]; totals: unknown[] };
        expect(boolsPerSeat(v.hasBid, v.seats)).toBe(true);
        expect(boolsPerSeat(v.ready, v.seats)).toBe(true);
        if (v.phase === 'bidding') expect(v.ready.every((r) => !r)).toBe(true);
        for (const h of v.hands) expect(h).toEqual([...h].sort((a, b) => a - b));
        expect(v.current === null || isCard(v.current)).toBe(true);
        expect([...v.pot, ...v.remaining, ...v.nests.flat()].every(isCard)).toBe(true);
        expect(v.totals.length).toBe(v.seats);
      }
    }
  });
});

describe('docs/PROTOCOL.md §4a against Speedkleister', () => {
  const base = { rounds: 3, brushes: 5, cartSize: 6, short: false, columnBonus: true } as const;
  const runs = [play(kleister, 3, base, 'doc-k1'), play(kleister, 5, { ...base, rounds: 1, columnBonus: false, short: true }, 'doc-k2'), play(kleister, 2, { ...base, cartSize: 4 }, 'doc-k3')];

  it('the view has exactly the fields of the table', () => {
    const doc = viewFields(kleisterDoc, 'The view (`KleisterView`)');
    for (const run of runs) expect([...run.viewKeys].sort()).toEqual(doc);
  });

  it('the events and log codes are the ones listed, with their params', () => {
    // `refill {cards: [{slot, card}]}`: the inner list's shape is not a param of the event.
    const eventText = kleisterDoc.slice(kleisterDoc.indexOf('Events (all'), kleisterDoc.indexOf('Log codes')).replace(/\[\{[^\]]*\]/g, '');
    const events = named(eventText, /`?(\w+) \{([^}]*)\}/g);
    const log = named(kleisterDoc.slice(kleisterDoc.indexOf('Log codes'), kleisterDoc.indexOf('`result.outcome`')), /`(kleister_\w+)\s+\{([^}]*)\}`/g);
    for (const run of runs) {
      for (const [type, keys] of sorted(run.events)) expect(keys.filter((k) => k !== 'type' && k !== 'to'), type).toEqual(events.get(type));
      for (const [code, keys] of sorted(run.log)) expect(keys, code).toEqual(log.get(code));
    }
    // Every listed event but `leave`, `to_hand` and `to_waste` (the computers rarely leave a group) shows up.
    const shown = new Set(runs.flatMap((r) => [...r.events.keys()]));
    for (const type of events.keys()) if (!['leave', 'to_hand', 'to_waste'].includes(type)) expect(shown.has(type), type).toBe(true);
  });

  it('per-seat booleans and the round results as printed', () => {
    for (const [i, run] of runs.entries()) {
      for (const raw of run.views) {
        const v = raw as { seats: number; phase: string; ready: boolean[]; handCounts: number[]; results: { bonus: number[]; emptied: number | null; scores: number[]; columnCards: number[]; handCards: number[] }[] };
        expect(boolsPerSeat(v.ready, v.seats)).toBe(true);
        if (v.phase !== 'between') expect(v.ready.every((r) => !r)).toBe(true);
        expect(v.handCounts.length).toBe(v.seats);
        for (const r of v.results) {
          expect(r.emptied === null || (Number.isInteger(r.emptied) && r.emptied >= 0 && r.emptied < v.seats)).toBe(true);
          for (const s of [r.scores, r.columnCards, r.handCards, r.bonus]) expect(s.length).toBe(v.seats);
          r.scores.forEach((score, s) => expect(score).toBe(r.columnCards[s]! + r.bonus[s]! - r.handCards[s]!));
          if (i === 1) expect(r.bonus.every((b) => b === 0)).toBe(true);
        }
      }
    }
  });

  it('Rat\'s reason codes carry the params listed, margin exactly with win', () => {
    const listed = named(kleisterDoc.slice(kleisterDoc.indexOf('Rat (solo only)')), /`(kleister_\w+)(?: \{([^}]*)\})?`/g);
    // `kleister_take` / `kleister_leave` / `kleister_to_hand {…}` share one list.
    for (const code of ['kleister_take', 'kleister_leave']) listed.set(code, listed.get('kleister_to_hand')!);
    const optional = (code: string) => (kleisterDoc.slice(kleisterDoc.indexOf('Rat (solo only)')).match(new RegExp(`${code} \\{[^}]*\\}`))?.[0] ?? '').match(/(\w+)\?/g)?.map((k) => k.slice(0, -1)) ?? [];
    // "Every one with `win` … also has `margin` (…)": the params that come with `win`.
    const withWin = [.../Every\s+one with `win`[^.]*?also has `(\w+)`/s.exec(kleisterDoc)?.slice(1) ?? []];
    const views = runs.flatMap((r) => r.owed).filter((_, i) => i % 4 === 0).slice(0, 16);
    const seenCodes = new Set<string>();
    for (const [i, view] of views.entries()) {
      const { reason } = kleister.advise(view as never, createRng(`doc-advice:${i}`));
      seenCodes.add(reason.code);
      const keys = Object.keys(reason.params ?? {});
      expect('win' in (reason.params ?? {}), reason.code).toBe('margin' in (reason.params ?? {}));
      const printed = [...(listed.get(reason.code) ?? []), ...(keys.includes('win') && withWin.includes('margin') ? ['margin'] : [])];
      expect(listed.has(reason.code), reason.code).toBe(true);
      expect(keys.filter((k) => !printed.includes(k)), reason.code).toEqual([]);
      const must = printed.filter((k) => k !== 'margin' && !optional(reason.code.replace(/kleister_(take|leave)/, 'kleister_to_hand')).includes(k));
      expect(must.filter((k) => !keys.includes(k)), reason.code).toEqual([]);
    }
    expect(seenCodes.size).toBeGreaterThan(1);
  });
});
