// Who I am: GET /api/me only looks (a visitor who just browses stays anonymous, with no cookie);
// the identity is made on an explicit action — opening or joining a table, starting a daily,
// choosing a name — through `ensureMe` (POST /api/me) or by the server route of that action.
import { signal } from '@preact/signals';
import { api, ApiError, type Me } from '../net/api';

/** The player, or null while anonymous (or not loaded yet). */
export const me = signal<Me | null>(null);
/** Whether GET /api/me has answered at least once. */
export const meLoaded = signal(false);
export const meError = signal<string | null>(null);

let loading: Promise<Me | null> | null = null;

export function loadMe(): Promise<Me | null> {
  loading ??= api.me().then(
    (m) => {
      me.value = m.playerId === null ? null : m;
      meLoaded.value = true;
      meError.value = null;
      return me.value;
    },
    (e: unknown) => {
      loading = null;
      meError.value = e instanceof ApiError ? e.code : 'network';
      return null;
    },
  );
  return loading;
}

/** The player, made now if this browser has none yet (an explicit action is under way). */
export async function ensureMe(): Promise<Me> {
  const known = await loadMe();
  if (known) return known;
  const made = await api.join();
  me.value = made;
  loading = Promise.resolve(made);
  return made;
}

/** After an action that may have created the identity on the server (a new table, a daily). */
export function reloadMe(): Promise<Me | null> {
  loading = null;
  return loadMe();
}

/** Rename; resolves to null on success or the error (code + server message). */
export async function rename(name: string): Promise<ApiError | null> {
  try {
    me.value = await api.rename(name);
    loading = Promise.resolve(me.value);
    return null;
  } catch (e) {
    return e instanceof ApiError ? e : new ApiError('network', 'Network error', 0);
  }
}

/**
 * A table closed this browser's socket with 4001 `identity_changed` (a passkey sign-in or sign-out,
 * perhaps in another tab): the identity is read again. The close may overtake the answer that set
 * the new cookie, so an unchanged identity is read once more a moment later. A browser left without
 * any (signed out) gets a fresh anonymous player, as opening a table page gives it.
 */
export async function identityChanged(): Promise<void> {
  const before = me.value?.playerId ?? null;
  let now = await reloadMe();
  if ((now?.playerId ?? null) === before) {
    await new Promise((r) => setTimeout(r, 1000));
    now = await reloadMe();
  }
  if (!now) await ensureMe().catch(() => null);
}
