// Speedalbum's Rekordjagd: you against the fellow collector Max, only there; only your own points
// count on the Bestenliste.
import { describe, expect, it } from 'vitest';
import { getGame } from '@games/index';
import { planTable, type TablePlan } from '../../../worker/routes/table-request';
import { checkInit } from '../../../worker/table/reducer/validate';
import { computer, createTable, human, makeInit, settings } from '../helpers';
import { drain, entry, players, totals } from '../results-helpers';

const plan = (body: unknown) => planTable(body, getGame);

describe('Rekordjagd gegen Max (Speedalbum)', () => {
  it('seats you against Max, and Max nowhere else', async () => {
    const p = plan({ game: 'album', mode: 'record' }) as TablePlan;
    expect(p.seats).toEqual([{ kind: 'host' }, { kind: 'computer', level: 'max' }]);
    expect(p.settings.botLevel).toBe('max');
    expect(plan({ game: 'album', mode: 'solo', computers: { count: 1, level: 'max' } })).toMatchObject({ error: 'bad_level' });
    expect(plan({ game: 'elster', mode: 'solo', computers: { count: 1, level: 'max' } })).toMatchObject({ error: 'bad_level' });
    expect(plan({ game: 'album', mode: 'record', computers: { level: 'stark' } })).toMatchObject({ error: 'bad_level' });

    const album = getGame('album')!;
    const record = makeInit({
      game: 'album', mode: 'record', autoStart: true, seats: [human('me'), computer('max')],
      settings: settings({ botLevel: 'max', game: album.parseOptions(album.recordHunt!.options) as never }),
    });
    expect(checkInit(record, album)).not.toHaveProperty('error');
    const { info } = await createTable(record);
    expect(info.seats[1]).toMatchObject({ kind: 'computer', level: 'max', name: 'Max' });
    const solo = makeInit({ game: 'album', mode: 'solo', autoStart: true, seats: [human('me'), computer('max')], settings: settings({ botLevel: 'normal', game: {} }) });
    expect(checkInit(solo, album)).toMatchObject({ error: 'bad_level' });
  });

  it('counts only your own points on the Bestenliste', async () => {
    const [me] = await players('max-hunter');
    // As the table writes it: the game's record hunt counts own points only (album.recordHunt.leaderboard).
    const e = { ...entry({ mode: 'record', seats: [{ human: me! }, 'computer'], scores: [41, 55] }), game: 'album' as const, recordLeaderboard: 'points' as const };
    expect(getGame('album')!.recordHunt?.leaderboard).toBe('points');
    await drain(e);
    // Second place against Max: no place bonus, just the 41 points.
    expect(await totals(me!, 'all', 'album')).toMatchObject({ points: 41, games: 1, wins: 0 });
  });
});
