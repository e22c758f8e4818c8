import { hc } from 'hono/client';
import type { ApiRoutes } from '../app.ts';
import type { Harness } from './harness.ts';

export const ORIGIN = 'http://shop.test';

/**
 * The API as a typed client over the test app (no network): `api.orders.$post({ json })` checks the
 * request against the route's validator and `await res.json()` is typed by what the route answers.
 * Error answers (`{ error }`) come from the app's error handler, outside the routes' types: read
 * them with `errorOf(res)`.
 */
export function apiClient(h: Harness, token?: string) {
  return hc<ApiRoutes>(`${ORIGIN}/api/v1`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => h.app.request(input, init),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** The message of an error answer. */
export const errorOf = async (res: Response): Promise<string> =>
  ((await res.json()) as { error: string }).error;
