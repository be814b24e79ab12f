// findPlayer reads the players row with a prepared statement (it runs on every request and socket
// connect): it must give exactly what Drizzle's select of the schema gives, whatever columns the
// schema has, so a column added to `players` cannot be silently missing from it.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { players } from '@schema/db';
import { db as drizzleDb } from '../../../worker/db/client';
import { findPlayer, insertPlayer } from '../../../worker/db/players';
import { uniqueId } from '../helpers';

const db = drizzleDb(env.DB);

it('finds a player as the schema reads it, and nobody for an unknown id', async () => {
  const id = uniqueId('p');
  await insertPlayer(db, id, 'Gast 1234', 1_800_000_000_000);
  await env.DB.prepare('UPDATE players SET secure_offered_at = 5, balance = 42 WHERE id = ?').bind(id).run();
  const viaSchema = await db.select().from(players).where(eq(players.id, id)).get();
  const found = await findPlayer(db, id);
  expect(found).toEqual(viaSchema);
  expect(found).toMatchObject({ id, name: 'Gast 1234', balance: 42, secureOfferedAt: 5 });
  expect(await findPlayer(db, uniqueId('nobody'))).toBeUndefined();
});

it('keeps one Drizzle instance per D1 binding', () => {
  expect(drizzleDb(env.DB)).toBe(db);
});
