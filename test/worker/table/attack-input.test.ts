// What an outside attacker's script found at the table (second pass) — one test per finding, each
// refused with a reason and changing nothing.
import { describe, expect, it } from 'vitest';
import { Client, createTable, empty, human, makeInit, peek, settings } from '../helpers';

const albumOptions = { onlyNew: false, stockList: false, long: false, start: 'lot' } as const;

describe('attack: the record hunt opponent stays in the record hunt', () => {
  it('refuses the host a table strength of Max at a Speedalbum table with others (bad_level)', async () => {
    const { stub } = await createTable(makeInit({
      game: 'album', settings: settings({ game: albumOptions }), seats: [human('p1'), empty(), empty()],
    }));
    const p1 = await Client.open(stub, 'p1');
    const before = await peek(stub);
    // The socket's settings once took it: the start then filled both free seats with Max.
    await p1.expectError({ t: 'settings', settings: { botLevel: 'max' } }, 'bad_level');
    await p1.expectError({ t: 'seat', seat: 1, kind: 'computer', level: 'max' }, 'bad_message');
    const after = await peek(stub);
    expect(after.version).toBe(before.version);
    expect(after.info.settings.botLevel).toBe('normal');
    p1.send({ t: 'start' });
    const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(started.table.seats.slice(1).map((s: { level: string }) => s.level)).toEqual(['normal', 'normal']);
    p1.close();
  });
});
