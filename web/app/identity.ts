// Who I am: loaded once from GET /api/me (which also sets the identity cookie).
import { signal } from '@preact/signals';
import { api, ApiError, type Me } from '../net/api';

export const me = signal<Me | null>(null);
export const meError = signal<string | null>(null);

let loading: Promise<Me | null> | null = null;

export function loadMe(): Promise<Me | null> {
  loading ??= api.me().then(
    (m) => {
      me.value = m;
      meError.value = null;
      return m;
    },
    (e: unknown) => {
      loading = null;
      meError.value = e instanceof ApiError ? e.code : 'network';
      return null;
    },
  );
  return loading;
}

/** Rename; resolves to null on success or the error (code + server message). */
export async function rename(name: string): Promise<ApiError | null> {
  try {
    me.value = await api.rename(name);
    return null;
  } catch (e) {
    return e instanceof ApiError ? e : new ApiError('network', 'Network error', 0);
  }
}
