// Passkeys and their WebAuthn challenges (D1). Every function takes `now` (epoch ms).
import type { Db } from './client';

/** A challenge is good for this long after the options were made. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Used and expired challenges are kept this long (to tell a replay from an unknown challenge), then swept. */
const CHALLENGE_KEEP_MS = 24 * 3600_000;

export type Purpose = 'register' | 'login';

export interface ChallengeRow {
  challenge: string; purpose: Purpose; playerId: string | null; expiresAt: number; usedAt: number | null; usedBy: string | null;
}

export interface PasskeyRow {
  id: string; playerId: string; publicKey: string; counter: number; transports: string; deviceType: string;
  backedUp: number; label: string; createdAt: number; lastUsedAt: number | null; removedAt: number | null;
}

const PASSKEY_COLUMNS = `id, player_id AS playerId, public_key AS publicKey, counter, transports, device_type AS deviceType,
  backed_up AS backedUp, label, created_at AS createdAt, last_used_at AS lastUsedAt, removed_at AS removedAt`;

export async function storeChallenge(db: Db, challenge: string, purpose: Purpose, playerId: string | null, now: number): Promise<number> {
  const d1 = db.$client;
  const expiresAt = now + CHALLENGE_TTL_MS;
  await d1.batch([
    d1.prepare('DELETE FROM webauthn_challenges WHERE expires_at < ?1').bind(now - CHALLENGE_KEEP_MS),
    d1.prepare('INSERT INTO webauthn_challenges (challenge, purpose, player_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(challenge, purpose, playerId, now, expiresAt),
  ]);
  return expiresAt;
}

export async function findChallenge(db: Db, challenge: string): Promise<ChallengeRow | null> {
  return db.$client.prepare(`SELECT challenge, purpose, player_id AS playerId, expires_at AS expiresAt, used_at AS usedAt, used_by AS usedBy
    FROM webauthn_challenges WHERE challenge = ?1`).bind(challenge).first<ChallengeRow>();
}

/** Takes the challenge once (a conditional UPDATE: of two racing responses one wins). */
export async function useChallenge(db: Db, challenge: string, usedBy: string, now: number): Promise<boolean> {
  const res = await db.$client.prepare(`UPDATE webauthn_challenges SET used_at = ?2, used_by = ?3
    WHERE challenge = ?1 AND used_at IS NULL AND expires_at > ?2`).bind(challenge, now, usedBy).run();
  return res.meta.changes === 1;
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | null> {
  return db.$client.prepare(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE id = ?1`).bind(id).first<PasskeyRow>();
}

/** The player's passkeys in use (removed ones left out), oldest first. */
export async function listPasskeys(db: Db, playerId: string): Promise<PasskeyRow[]> {
  const res = await db.$client.prepare(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE player_id = ?1 AND removed_at IS NULL ORDER BY created_at, id`)
    .bind(playerId).all<PasskeyRow>();
  return res.results;
}

export async function insertPasskey(db: Db, row: Omit<PasskeyRow, 'lastUsedAt' | 'removedAt'>): Promise<void> {
  await db.$client.prepare(`INSERT INTO passkeys (id, player_id, public_key, counter, transports, device_type, backed_up, label, created_at)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`)
    .bind(row.id, row.playerId, row.publicKey, row.counter, row.transports, row.deviceType, row.backedUp, row.label, row.createdAt).run();
}

export async function recordUse(db: Db, id: string, counter: number, backedUp: boolean, deviceType: string, now: number): Promise<void> {
  await db.$client.prepare('UPDATE passkeys SET counter = ?2, backed_up = ?3, device_type = ?4, last_used_at = ?5 WHERE id = ?1')
    .bind(id, counter, backedUp ? 1 : 0, deviceType, now).run();
}

/**
 * Removes a passkey unless it is the player's last one (one conditional UPDATE, so two removals
 * racing cannot take away both of the last two). False when it was the last.
 */
export async function removePasskey(db: Db, id: string, playerId: string, now: number): Promise<boolean> {
  const res = await db.$client.prepare(`UPDATE passkeys SET removed_at = ?3 WHERE id = ?1 AND player_id = ?2 AND removed_at IS NULL
    AND (SELECT COUNT(*) FROM passkeys WHERE player_id = ?2 AND removed_at IS NULL) > 1`).bind(id, playerId, now).run();
  return res.meta.changes === 1;
}

export async function relabelPasskey(db: Db, id: string, label: string): Promise<void> {
  await db.$client.prepare('UPDATE passkeys SET label = ?2 WHERE id = ?1').bind(id, label).run();
}

export async function isSecured(db: Db, playerId: string): Promise<boolean> {
  return (await db.$client.prepare('SELECT 1 AS x FROM passkeys WHERE player_id = ?1 AND removed_at IS NULL LIMIT 1').bind(playerId).first()) !== null;
}

/** The one-time "Konto sichern" offer was shown to the player (the first time counts). */
export async function markOffered(db: Db, playerId: string, now: number): Promise<void> {
  await db.$client.prepare('UPDATE players SET secure_offered_at = ?2 WHERE id = ?1 AND secure_offered_at IS NULL').bind(playerId, now).run();
}
