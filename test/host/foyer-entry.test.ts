// The foyer hears of a table when there is something to list: a new table with nobody connected yet
// publishes nothing (a removal of a table it never listed), the host's connect lists it.
import { describe, expect, it } from 'vitest';
import { games } from '@games/index';
import type { TableSettings } from '@schema/protocol';
import { createStep } from '../../worker/table/reducer/create';
import { step } from '../../worker/table/reducer/reducer';

const settings = { thinkTime: null, tempo: 'normal', botLevel: 'normal', stake: 0, game: games.elster!.defaultOptions(), rematchFill: 'empty' } as unknown as TableSettings;

describe('foyer publications of a new table', () => {
  it('says nothing at birth and lists the table once its host is there', () => {
    const created = createStep(games.elster!, {
      id: 'foyer001', game: 'elster', mode: 'multi', seed: 's', autoStart: false, settings,
      host: { playerId: 'anna', name: 'Anna' },
      seats: [{ kind: 'human', playerId: 'anna', name: 'Anna' }, { kind: 'empty' }, { kind: 'empty' }, { kind: 'empty' }],
    }, 1_000);
    expect(created.step.effects.filter((e) => e.type === 'lobby')).toEqual([]);
    const joined = step(games.elster!, created.table, { t: 'connect', playerId: 'anna', name: 'Anna' }, 2_000);
    if (!joined.ok) throw new Error(joined.error.message);
    const lobby = joined.step.effects.filter((e) => e.type === 'lobby');
    expect(lobby).toHaveLength(1);
    expect(lobby[0]).toMatchObject({ type: 'lobby', entry: { id: 'foyer001', seatsTaken: 1, status: 'waiting' } });
    // Leaving again takes it off the list: a removal is published now that it was listed.
    const left = step(games.elster!, joined.table, { t: 'disconnect', playerId: 'anna' }, 3_000);
    if (!left.ok) throw new Error(left.error.message);
    expect(left.step.effects.filter((e) => e.type === 'lobby').map((e) => e.type === 'lobby' && e.entry)).toEqual([{ id: 'foyer001', removed: true }]);
  });
});
