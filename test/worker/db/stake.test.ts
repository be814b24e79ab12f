// Einsatz in D1: paying at the start (all or nobody, once), the payout (best human, ties, remainder,
// leavers), idempotent retries and concurrent tables. Storage is shared per file: ids are unique.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SeatOutcome } from '@games/core/types';
import type { OutboxSeat } from '../../../worker/db/entry';
import { db as drizzleDb } from '../../../worker/db/client';
import { ledgerHistory } from '../../../worker/db/ledger';
import { insertPlayer } from '../../../worker/db/players';
import { payoutStatements, payStakes, potWinners, refundStakes, type PayoutEntry, type StakeRound } from '../../../worker/db/stake';
import { uniqueId } from '../helpers';

const db = drizzleDb(env.DB);

async function player(balance = 100): Promise<string> {
  const id = uniqueId('p');
  await insertPlayer(db, id, `Name ${id}`, Date.now());
  await env.DB.prepare('UPDATE players SET balance = ? WHERE id = ?').bind(balance, id).run();
  return id;
}

async function balance(id: string): Promise<number> {
  return (await env.DB.prepare('SELECT balance FROM players WHERE id = ?').bind(id).first<{ balance: number }>())!.balance;
}

async function ledgerRows(tableId: string): Promise<{ key: string; amount: number; kind: string }[]> {
  return (await env.DB.prepare('SELECT key, amount, kind FROM ledger WHERE table_id = ? ORDER BY id').bind(tableId).all()).results as never;
}

const round = (tableId: string, ids: string[], stake: number, matchNo = 1): StakeRound => ({
  tableId, matchNo, round: String(matchNo), stake, now: Date.now(), payers: ids.map((playerId) => ({ playerId, name: `Name ${playerId}` })),
});

const human = (playerId: string, left = false): OutboxSeat => ({ kind: 'human', playerId, name: playerId, left });
const bot: OutboxSeat = { kind: 'computer', level: 'normal', name: 'Computer' };
const seatOutcome = (seat: number, place: number): SeatOutcome => ({ seat, points: 10 - place, place, leaderboard: 0, achievements: [] });

function entry(tableId: string, seats: OutboxSeat[], places: number[], stake: number, matchNo = 1): PayoutEntry {
  return { tableId, mode: 'multi', matchNo, stake, seats, outcome: { seats: places.map((p, seat) => seatOutcome(seat, p)) } };
}

async function payout(e: PayoutEntry): Promise<void> {
  const [first, ...rest] = payoutStatements(db, e, Date.now());
  if (first) await db.batch([first, ...rest]);
}

describe('new players', () => {
  it('start with 100 Groschen and a ledger row that says so', async () => {
    const id = uniqueId('p');
    await insertPlayer(db, id, 'Neu', 1000);
    expect(await balance(id)).toBe(100);
    expect(await ledgerHistory(db, id)).toEqual([{ amount: 100, kind: 'start', tableId: null, matchNo: null, createdAt: 1000 }]);
  });
});

describe('paying the stake', () => {
  it('charges every human once, even when the payment is retried', async () => {
    const [a, b] = [await player(), await player(30)];
    const t = uniqueId('tbl');
    expect(await payStakes(db, round(t, [a, b], 20))).toEqual({ ok: true });
    expect(await payStakes(db, round(t, [a, b], 20))).toEqual({ ok: true });
    expect([await balance(a), await balance(b)]).toEqual([80, 10]);
    expect(await ledgerRows(t)).toEqual([
      { key: `stake:${t}:1:${a}`, amount: -20, kind: 'stake' },
      { key: `stake:${t}:1:${b}`, amount: -20, kind: 'stake' },
    ]);
  });

  it('refuses when one human cannot pay, and charges nobody', async () => {
    const [a, b] = [await player(), await player(15)];
    const t = uniqueId('tbl');
    expect(await payStakes(db, round(t, [a, b], 20))).toEqual({ ok: false, name: `Name ${b}`, stake: 20, balance: 15 });
    expect([await balance(a), await balance(b)]).toEqual([100, 15]);
    expect(await ledgerRows(t)).toEqual([]);
  });

  it('never goes below zero with two tables charging the same player at once', async () => {
    const poor = await player(30);
    const [x, y] = [await player(), await player()];
    const [t1, t2] = [uniqueId('tbl'), uniqueId('tbl')];
    const results = await Promise.all([payStakes(db, round(t1, [x, poor], 20)), payStakes(db, round(t2, [y, poor], 20))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ name: `Name ${poor}`, stake: 20, balance: 10 });
    expect(await balance(poor)).toBe(10);
    // The refused table charged nobody, its other human included.
    expect((await balance(x)) + (await balance(y))).toBe(180);
  });

  it('gives stakes back once, and a new attempt is charged anew', async () => {
    const [a, b] = [await player(), await player()];
    const t = uniqueId('tbl');
    await payStakes(db, round(t, [a, b], 10));
    await refundStakes(db, round(t, [a, b], 10));
    await refundStakes(db, round(t, [a, b], 10));
    expect([await balance(a), await balance(b)]).toEqual([100, 100]);
    await payStakes(db, { ...round(t, [a, b], 10), round: '1.1' });
    expect([await balance(a), await balance(b)]).toEqual([90, 90]);
    // The pot of match 1 is what was really paid: 2 × 10.
    await payout(entry(t, [human(a), human(b)], [1, 2], 10));
    expect([await balance(a), await balance(b)]).toEqual([110, 90]);
  });
});

describe('the pot', () => {
  it('goes to the best-placed human, and a retried payout counts once', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const t = uniqueId('tbl');
    await payStakes(db, round(t, [a, b, c], 10));
    const e = entry(t, [human(a), bot, human(b), human(c)], [3, 1, 2, 4], 10);
    expect(potWinners(e)).toEqual([2]);
    await payout(e);
    await payout(e);
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([90, 120, 90]);
    expect((await ledgerRows(t)).filter((r) => r.kind === 'pot')).toEqual([{ key: `pot:${t}:1:${b}`, amount: 30, kind: 'pot' }]);
  });

  it('is lost by a leaver: it goes to the best human who stayed', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const t = uniqueId('tbl');
    await payStakes(db, round(t, [a, b, c], 25));
    // Seat 0 left and the computer played it to first place.
    await payout(entry(t, [human(a, true), human(b), human(c)], [1, 3, 2], 25));
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([75, 75, 150]);
  });

  it('is split on a tie, the remainder to the earliest seat', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const t = uniqueId('tbl');
    await payStakes(db, round(t, [a, b, c], 7));
    // 21 Groschen, seats 1 and 2 tie for first: 11 and 10.
    await payout(entry(t, [human(a), human(b), human(c)], [3, 1, 1], 7));
    await payout(entry(t, [human(a), human(b), human(c)], [3, 1, 1], 7));
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([93, 104, 103]);
    const sum = await env.DB.prepare('SELECT SUM(amount) AS s FROM ledger WHERE table_id = ?').bind(t).first<{ s: number }>();
    expect(sum!.s).toBe(0);
  });

  it('pays nothing without stake, outside multi tables, or when every human left', async () => {
    const [a, b] = [await player(), await player()];
    const t = uniqueId('tbl');
    await payStakes(db, round(t, [a, b], 10));
    expect(payoutStatements(db, { ...entry(t, [human(a), human(b)], [1, 2], 0) }, 1)).toEqual([]);
    expect(payoutStatements(db, { ...entry(t, [human(a), human(b)], [1, 2], 10), mode: 'solo' }, 1)).toEqual([]);
    expect(payoutStatements(db, entry(t, [human(a, true), human(b, true)], [1, 2], 10), 1)).toEqual([]);
  });

  it('two tables paying the same player at the same moment both count, each once', async () => {
    const [w, x, y] = [await player(), await player(), await player()];
    const [t1, t2] = [uniqueId('tbl'), uniqueId('tbl')];
    await payStakes(db, round(t1, [w, x], 40));
    await payStakes(db, round(t2, [y, w], 40));
    const e1 = entry(t1, [human(w), human(x)], [1, 2], 40);
    const e2 = entry(t2, [human(y), human(w)], [2, 1], 40);
    // Each drain twice, all at once (alarms are at-least-once).
    await Promise.all([payout(e1), payout(e2), payout(e1), payout(e2)]);
    expect(await balance(w)).toBe(100 - 80 + 160);
    expect([await balance(x), await balance(y)]).toEqual([60, 60]);
    expect((await ledgerHistory(db, w)).filter((l) => l.kind === 'pot').map((l) => l.amount)).toEqual([80, 80]);
  });
});
