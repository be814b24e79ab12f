// The skill rating in D1: written by the results drain, once; stale reads fail the batch and are
// retried; practice and co-operative games are not rated; partners and leavers as the rules say.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { writeOutcome } from '../../../worker/db/outcome';
import { ratingChanges, readRatings } from '../../../worker/db/rating';
import { outcomeStatements } from '../../../worker/db/outcome';
import { call, newPlayer } from '../api-helpers';
import { db, drain, entry, players } from '../results-helpers';

const ratingOf = (playerId: string, game = 'elster') =>
  env.DB.prepare('SELECT rating, rd, games FROM ratings WHERE player_id = ? AND game = ?').bind(playerId, game).first<{ rating: number; rd: number; games: number }>();
const resultRating = (playerId: string) =>
  env.DB.prepare('SELECT rating_before AS before, rating_after AS after FROM results WHERE player_id = ? ORDER BY id').bind(playerId).all<{ before: number | null; after: number | null }>().then((r) => r.results);

describe('the rating after a game', () => {
  it('rises after beating computers, is written once, and the result row keeps before → after', async () => {
    const [a] = await players('rita');
    const e = entry({ mode: 'solo', seats: [{ human: a! }, 'computer', 'computer'], scores: [30, 10, 5] });
    await drain(e);
    const first = await ratingOf(a!);
    expect(first!.games).toBe(1);
    expect(first!.rating).toBeGreaterThan(1500);
    expect(first!.rd).toBeLessThan(350);
    expect(await resultRating(a!)).toEqual([{ before: 1500, after: first!.rating }]);
    // The same drain again changes nothing.
    await drain(e);
    expect(await ratingOf(a!)).toEqual(first);
  });

  it('a rating that changed after it was read fails the batch; the retry uses the fresh one', async () => {
    const [a] = await players('sven');
    const one = entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [20, 5] });
    const two = entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [3, 25] });
    // Both drains read the rating before either writes.
    const staleRead = ratingChanges(two, await readRatings(db(), two));
    await writeOutcome(db(), one, Date.now());
    const [first, ...rest] = outcomeStatements(db(), two, Date.now(), staleRead);
    await expect(db().batch([first!, ...rest])).rejects.toThrow(/rating_read_is_current|CHECK/);
    expect((await ratingOf(a!))!.games).toBe(1);
    await writeOutcome(db(), two, Date.now());
    expect((await ratingOf(a!))!.games).toBe(2);
    const rows = await resultRating(a!);
    expect(rows[1]!.before).toBe(rows[0]!.after);
  });

  it('a table starts its next match from the ratings it wrote; a stale one (rated elsewhere meanwhile) is read afresh', async () => {
    const [a, b] = await players('kim', 'kai');
    const twin = await players('kim2', 'kai2');
    const known = new Map();
    const at = (ids: string[], scores: number[], matchNo: number, tableId: string) =>
      entry({ seats: ids.map((h) => ({ human: h })), scores, matchNo, tableId });
    // The same two matches, once with the table's memory and once read from D1 each time.
    await writeOutcome(db(), at([a!, b!], [9, 4], 1, 'known-t'), Date.now(), [], known);
    expect([...known.values()].map((r) => r.games)).toEqual([1, 1]);
    await writeOutcome(db(), at([a!, b!], [2, 7], 2, 'known-t'), Date.now(), [], known);
    await writeOutcome(db(), at(twin, [9, 4], 1, 'fresh-t'), Date.now());
    await writeOutcome(db(), at(twin, [2, 7], 2, 'fresh-t'), Date.now());
    expect(await ratingOf(a!)).toEqual(await ratingOf(twin[0]!));
    expect(await ratingOf(b!)).toEqual(await ratingOf(twin[1]!));
    // Kim is rated at another table; this table's memory of her is now stale.
    await writeOutcome(db(), entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [20, 5] }), Date.now());
    await writeOutcome(db(), at([a!, b!], [6, 6], 3, 'known-t'), Date.now(), [], known);
    expect((await ratingOf(a!))!.games).toBe(4);
    expect((await ratingOf(b!))!.games).toBe(3);
    const rows = await resultRating(a!);
    expect(rows.at(-1)!.before).toBe(rows.at(-2)!.after);
  });

  it('practice and co-operative games are not rated', async () => {
    const [a, b] = await players('paul', 'coop');
    await drain(entry({ mode: 'daily', practice: true, seats: [{ human: a! }, 'computer'], scores: [9, 1] }));
    const coop = entry({ mode: 'solo', seats: [{ human: b! }, 'computer'], scores: [20, 20] });
    coop.outcome!.coop = true;
    await drain(coop);
    expect(await ratingOf(a!)).toBeNull();
    expect(await ratingOf(b!)).toBeNull();
    expect(await resultRating(b!)).toEqual([{ before: null, after: null }]);
  });

  it('two people at one table are rated against each other; whoever left lost to everyone', async () => {
    const [a, b, c] = await players('ann', 'ben', 'cid');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, { human: c!, left: true }], scores: [5, 10, 30] }));
    const [ra, rb, rc] = [await ratingOf(a!), await ratingOf(b!), await ratingOf(c!)];
    // Ben beat Ann; Cid's seat came first, but Cid left: he lost to both.
    expect(rb!.rating).toBeGreaterThan(ra!.rating);
    expect(rc!.rating).toBeLessThan(1500);
  });
});

describe('the rating over HTTP', () => {
  it('the Wertung tab, Meine Partien and the end screen\'s before → after', async () => {
    const p = await newPlayer();
    const e = entry({ mode: 'solo', seats: [{ human: p.playerId }, 'computer'], scores: [25, 3] });
    // Not in D1 yet: the end screen asks again later.
    expect((await call(`/api/me/result/${e.tableId}/1`, { cookie: p.cookie })).status).toBe(404);
    await drain(e);
    const mine = (await (await call(`/api/me/result/${e.tableId}/1`, { cookie: p.cookie })).json()) as { rating: { before: number; after: number; provisional: boolean } };
    // PROTOCOL §10: another player's match is 404, no cookie 401 no_identity.
    expect((await call(`/api/me/result/${e.tableId}/1`, { cookie: (await newPlayer()).cookie })).status).toBe(404);
    const anon = await call(`/api/me/result/${e.tableId}/1`);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: 'no_identity' });
    expect(mine.rating).toMatchObject({ before: 1500, provisional: true });
    expect(mine.rating.after).toBeGreaterThan(1500);
    const list = (await (await call('/api/leaderboard/elster?period=rating', { cookie: p.cookie })).json()) as { rows: { name: string; rating: number; provisional: boolean; playerId?: string }[]; you?: unknown };
    const me = [...list.rows, list.you].find((r) => (r as { playerId?: string } | undefined)?.playerId === p.playerId);
    expect(me).toMatchObject({ name: p.name, rating: mine.rating.after, provisional: true });
    const stats = (await (await call('/api/me/stats', { cookie: p.cookie })).json()) as { games: { elster: { rating: unknown } } };
    expect(stats.games.elster.rating).toEqual({ rating: mine.rating.after, games: 1, provisional: true });
    expect((await call('/api/leaderboard/elster?period=elo')).status).toBe(400);
  });
});
