// The browser tests' seed hook (worker/http/test-hooks.ts) exists only when the Worker runs with
// E2E_HOOKS = '1' (scripts/start.mjs --test-hooks). Here, as in production, it is off: an
// X-Test-Seed header changes nothing.
import { describe, expect, it } from 'vitest';
import type { TableInfo } from '@schema/protocol';
import { dailySeed } from '../../../worker/daily/seed';
import { testNow, testSeed, TEST_NOW_HEADER, TEST_SEED_HEADER } from '../../../worker/http/test-hooks';
import { tables } from '../../../worker/routes/tables';
import { berlinDate } from '../../../worker/time/berlin';
import { call, env, newPlayer } from '../api-helpers';
import { peek, tableStub } from '../helpers';

const FIXED = 'e2e-fixed-seed';

async function create(path: string, body: unknown, seedHeader: string | null): Promise<{ id: string; table: TableInfo }> {
  const p = await newPlayer();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (seedHeader !== null) headers[TEST_SEED_HEADER] = seedHeader;
  const res = await call(path, { method: 'POST', cookie: p.cookie, headers, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; table: TableInfo };
}

describe('the X-Test-Seed hook', () => {
  it('is off unless E2E_HOOKS is "1", and then takes only a plain seed', () => {
    const headers = new Headers({ [TEST_SEED_HEADER]: FIXED });
    expect(env.E2E_HOOKS).toBeUndefined();
    expect(testSeed(env, headers)).toBeNull();
    expect(testSeed({ ...env, E2E_HOOKS: '0' }, headers)).toBeNull();
    expect(testSeed({ ...env, E2E_HOOKS: '1' }, headers)).toBe(FIXED);
    expect(testSeed({ ...env, E2E_HOOKS: '1' }, new Headers())).toBeNull();
    expect(testSeed({ ...env, E2E_HOOKS: '1' }, new Headers({ [TEST_SEED_HEADER]: 'a b' }))).toBeNull();
    expect(testSeed({ ...env, E2E_HOOKS: '1' }, new Headers({ [TEST_SEED_HEADER]: 'x'.repeat(129) }))).toBeNull();
  });

  it('with the hook on, a new table takes the header as its seed (the route the browser tests use)', async () => {
    const p = await newPlayer();
    const body = { game: 'kleister', mode: 'solo', computers: { count: 1 } };
    const res = await tables.request('/', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: p.cookie, [TEST_SEED_HEADER]: FIXED }, body: JSON.stringify(body),
    }, { ...env, E2E_HOOKS: '1' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await peek(tableStub(id))).seed).toBe(FIXED);
  });

  it('without the hook, two tables created with the same header get fresh seeds and different deals', async () => {
    const body = { game: 'kleister', mode: 'solo', computers: { count: 3, level: 'leicht' }, settings: { game: { short: true } } };
    const a = await create('/api/tables', body, FIXED);
    const b = await create('/api/tables', body, FIXED);
    const [pa, pb] = [await peek(tableStub(a.id)), await peek(tableStub(b.id))];
    for (const p of [pa, pb]) {
      expect(p.seed).not.toBe(FIXED);
      expect(p.seed).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(pa.seed).not.toBe(pb.seed);
    expect(pa.state.hands).not.toEqual(pb.state.hands);
  });

  it("without the hook, the daily deal keeps the day's seed whatever the header says", async () => {
    const { id } = await create('/api/daily/elster', {}, FIXED);
    const expected = await dailySeed(env.DAILY_SECRET!, 'elster', berlinDate(Date.now()));
    expect((await peek(tableStub(id))).seed).toBe(expected);
  });
});

describe('the X-Test-Now hook (daily clock)', () => {
  it('is off unless E2E_HOOKS is "1", and then takes only epoch milliseconds', () => {
    const tomorrow = Date.now() + 86_400_000;
    const headers = new Headers({ [TEST_NOW_HEADER]: String(tomorrow) });
    const before = Date.now();
    expect(testNow(env, headers)).toBeGreaterThanOrEqual(before);
    expect(testNow(env, headers)).toBeLessThan(tomorrow - 3_600_000);
    expect(testNow({ ...env, E2E_HOOKS: '1' }, headers)).toBe(tomorrow);
    expect(testNow({ ...env, E2E_HOOKS: '1' }, new Headers({ [TEST_NOW_HEADER]: 'tomorrow' }))).toBeLessThan(tomorrow - 3_600_000);
  });

  it('does not move the daily when the hooks are off', async () => {
    const res = await call('/api/daily/elster/today', { headers: { [TEST_NOW_HEADER]: String(Date.now() + 86_400_000) } });
    expect(((await res.json()) as { date: string }).date).toBe(berlinDate(Date.now()));
  });
});
