// HTTP for the record hunt (Rekordjagd): start one (POST /api/tables, mode 'record') and read a
// strength's records list (GET /api/records/:game?setting=rekordjagd:<level>).
import type { BotLevel, GameId, RecordSetting, TableInfo } from '@schema/protocol';
import { ApiError } from '../../net/api';

export interface RecordRow { rank: number; name: string; best: number; at: number }
export interface YourRecord { setting: string; best: number; at: number; rank: number }

export interface RecordsResponse {
  game: GameId;
  setting: RecordSetting;
  levels: BotLevel[];
  rows: RecordRow[];
  total: number;
  /** Only for a known player: the record of this setting (or null) and of every strength. */
  you?: YourRecord | null;
  yours?: YourRecord[];
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('network', 'Network error', 0);
  }
  const data = (await res.json().catch(() => null)) as (T & { error?: string; message?: string; params?: Record<string, string | number> }) | null;
  if (!res.ok) throw new ApiError(data?.error ?? `http_${res.status}`, data?.message ?? res.statusText, res.status, data?.params);
  if (data === null) throw new ApiError('bad_response', 'Unexpected answer from the server', res.status);
  return data;
}

export const recordSetting = (level: BotLevel): RecordSetting => `rekordjagd:${level}`;

export const recordsApi = {
  list: (game: GameId, level: BotLevel) =>
    call<RecordsResponse>(`/api/records/${game}?setting=${encodeURIComponent(recordSetting(level))}`),
  start: (game: GameId, level: BotLevel) =>
    call<{ id: string; url: string; table: TableInfo }>('/api/tables', { game, mode: 'record', computers: { level } }),
};
