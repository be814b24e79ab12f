// HTTP calls to the Worker API. Errors arrive as JSON {error, message} and are thrown as ApiError.
import type { GameId, LobbyTable, TableInfo, TableSettings, BotLevel } from '@schema/protocol';

export class ApiError extends Error {
  constructor(public code: string, message: string, public status: number, public params?: Record<string, string | number>) {
    super(message);
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('network', 'Network error', 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // Non-JSON answer (e.g. a proxy error page): handled below.
  }
  if (!res.ok) {
    const err = (data ?? {}) as { error?: string; message?: string; params?: Record<string, string | number> };
    throw new ApiError(err.error ?? `http_${res.status}`, err.message ?? res.statusText, res.status, err.params);
  }
  if (data === null) throw new ApiError('bad_response', 'Unexpected answer from the server', res.status);
  return data as T;
}

export interface Me { playerId: string; name: string }

export const api = {
  me: () => request<Me>('GET', '/api/me'),
  rename: (name: string) => request<Me>('POST', '/api/me', { name }),
  createTable: (body: {
    game: GameId;
    mode: 'solo' | 'multi';
    settings?: Partial<TableSettings>;
    seats?: number;
    computers?: { count: number; level: BotLevel };
  }) => request<{ id: string; url: string; table: TableInfo }>('POST', '/api/tables', body),
  table: (id: string) => request<TableInfo>('GET', `/api/tables/${encodeURIComponent(id)}`),
  lobby: (game: GameId) => request<{ tables: LobbyTable[] }>('GET', `/api/lobby/${game}`),
};

/** ws:// or wss:// URL on this origin. */
export function wsUrl(path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
