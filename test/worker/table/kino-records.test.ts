// Speedkino's records and standing ovations on the server: after each Vorstellung (played by the pure
// rules with Kollege colleagues, drained through a table's outbox into D1) every person keeps the
// record of that Besetzung (mode, number of projectionists, with or without Farbfilm), the count of
// standing ovations and their streak in a row; the end screen reads them from GET /api/me/result.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { kino, type KinoOptions, type KinoState } from '@games/kino';
import type { OutboxEntry } from '../../../worker/db/entry';
import { call, newPlayer } from '../api-helpers';
import { uniqueId } from '../helpers';
import { drain } from '../results-helpers';

/** A whole Vorstellung of Kollegen from a fixed deck (two of them: ov-14 and ov-13 end with all reels complete). */
function vorstellung(deck: string, seats = 2, options: KinoOptions = kino.defaultOptions()): KinoState {
  let s = kino.setup(seats, options, createRng(deck));
  for (let n = 0; !kino.isOver(s); n++) {
    if (n > 200) throw new Error('the Vorstellung did not end');
    const [seat] = kino.pending(s);
    const move = kino.choose(kino.view(s, seat!), 'normal', createRng(`b${deck}:${n}`));
    s = kino.apply(s, seat!, move, createRng(`a${deck}:${n}`)).state;
  }
  return s;
}

/** The outbox entry of a solo Vorstellung: the person in seat 0, Kollegen in the other seats. */
function solo(playerId: string, state: KinoState): OutboxEntry {
  const colleagues = Array.from({ length: state.seats - 1 }, (_, i) => ({ kind: 'computer' as const, level: 'normal' as const, name: `Kollege ${i + 1}` }));
  return {
    tableId: uniqueId('kino-rec-'), game: 'kino', mode: 'solo', matchNo: 1, dailyDate: null, stake: 0,
    seats: [{ kind: 'human', playerId, name: 'Ida', left: false }, ...colleagues],
    outcome: kino.outcome(state),
  };
}

interface Mine {
  mode: string;
  points: number;
  records: Record<string, number>;
  achievements: Record<string, { count: number; streak: number; bestStreak: number }>;
}

async function mine(cookie: string, e: OutboxEntry): Promise<Mine> {
  const res = await call(`/api/me/result/${e.tableId}/1`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Mine;
}

async function ovationsRow(playerId: string) {
  return env.DB.prepare("SELECT count, streak, best_streak AS bestStreak FROM achievements WHERE player_id = ? AND game = 'kino' AND achievement = 'stehendeOvationen'")
    .bind(playerId).first<{ count: number; streak: number; bestStreak: number }>();
}

describe('Speedkino records and standing ovations in D1', () => {
  it('the record per Besetzung and the ovations with their streak land in D1 after each Vorstellung', async () => {
    const p = await newPlayer();
    const [ovation, applause, again] = [vorstellung('ov-14'), vorstellung('ov-7'), vorstellung('ov-13')];
    expect([ovation, applause, again].map((s) => kino.outcome(s).seats[0]!.points)).toEqual([25, 21, 25]);

    const first = solo(p.playerId, ovation);
    await drain(first);
    expect(await ovationsRow(p.playerId)).toEqual({ count: 1, streak: 1, bestStreak: 1 });
    expect(await mine(p.cookie, first)).toMatchObject({
      mode: 'solo', points: 25, records: { 'solo:2p': 25 }, achievements: { stehendeOvationen: { count: 1, streak: 1, bestStreak: 1 } },
    });

    // Großer Applaus: the record stays, the streak breaks, the count stays.
    const second = solo(p.playerId, applause);
    await drain(second);
    expect(await ovationsRow(p.playerId)).toEqual({ count: 1, streak: 0, bestStreak: 1 });
    expect((await mine(p.cookie, second)).records).toEqual({ 'solo:2p': 25 });

    // A retried drain of the same Vorstellung counts nothing twice.
    await drain(second);
    expect(await ovationsRow(p.playerId)).toEqual({ count: 1, streak: 0, bestStreak: 1 });

    const third = solo(p.playerId, again);
    await drain(third);
    const fourth = solo(p.playerId, again);
    await drain(fourth);
    expect(await ovationsRow(p.playerId)).toEqual({ count: 3, streak: 2, bestStreak: 2 });
    expect((await mine(p.cookie, fourth)).achievements).toEqual({ stehendeOvationen: { count: 3, streak: 2, bestStreak: 2 } });
  });

  it('records are kept apart per Besetzung: with Farbfilm and at three projectionists', async () => {
    const p = await newPlayer();
    const plain = vorstellung('ov-0');
    const farbfilm = vorstellung('ov-0', 2, { farbfilm: 'reel', leereHinweise: false });
    const three = vorstellung('ov-0', 3);
    for (const s of [plain, farbfilm, three]) await drain(solo(p.playerId, s));
    const points = [plain, farbfilm, three].map((s) => kino.outcome(s).seats[0]!.points);
    const { results } = await env.DB.prepare("SELECT setting, best FROM records WHERE player_id = ? AND game = 'kino' ORDER BY setting")
      .bind(p.playerId).all();
    expect(results).toEqual([{ setting: 'solo:2p', best: points[0] }, { setting: 'solo:2p-farbfilm', best: points[1] }, { setting: 'solo:3p', best: points[2] }]);
  });
});
