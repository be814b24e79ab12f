// JSON errors for the HTTP API: the same shape as a game's RuleError ({error, message, params?}).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiError {
  error: string;
  /** English text for bot writers and logs; the web words the code itself. */
  message: string;
  params?: Record<string, string | number>;
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message: string,
  params?: ApiError['params'],
): Response {
  const body: ApiError = params ? { error, message, params } : { error, message };
  return c.json(body, status);
}

/** Reads a JSON body; null when it is missing or malformed. */
export async function readJson(c: Context): Promise<unknown | null> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

/** Reads a JSON object body (not an array or a scalar); null when it is missing, malformed or not an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  const body = await readJson(c);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** A body key the route does not know is refused (400 bad_request, params {key}), never ignored. */
export function unknownKeyError(c: Context, body: Record<string, unknown>, allowed: readonly string[]): Response | null {
  const key = Object.keys(body).find((k) => !allowed.includes(k));
  return key === undefined ? null : apiError(c, 400, 'bad_request', `Unknown field "${key}".`, { key });
}
