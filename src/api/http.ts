import type { z } from '../contract/zod.ts';
import { apiBase } from './base.ts';
import { clearToken, getToken } from './auth-token.ts';
import { ApiError, apiMessages } from './errors.ts';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Where a call goes when it is not the browser's own: the shop's server renders pages with these
 * same functions and hands them its in-process API (src/entry-server.tsx). Such calls carry no
 * token and sign nobody out; the browser never passes one.
 */
export interface ApiClient {
  fetch: Fetch;
  base: string;
}

type Unauthorized = () => void;
const unauthorizedListeners = new Set<Unauthorized>();

/** Session state subscribes here: a 401 removes the token and signs the shopper out. */
export function onUnauthorized(listener: Unauthorized): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The session's token, for a call made after the session was forgotten here (revoking it at sign-out). */
  token?: string;
}

export function apiUrl(path: string, query?: RequestOptions['query'], base = apiBase()): string {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  return url.href;
}

export function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const serverError = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;

/**
 * A contract module loaded with the first call that needs it: the schemas (and zod, most of their
 * weight) stay off the first page load. A module that fails to load is a network failure, and the
 * next call tries again.
 */
export function lazyContract<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      throw new ApiError('network', apiMessages.noResponse);
    }));
}

/** The only place that calls fetch: credentials, bearer token, host header, 401. */
export async function send(
  path: string,
  options: RequestOptions,
  accept: string,
  client?: ApiClient,
): Promise<Response> {
  const token = client ? undefined : (options.token ?? getToken());
  const headers: Record<string, string> = {
    Accept: accept,
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(typeof location !== 'undefined' ? { 'X-Store-Host': location.hostname } : {}),
    ...options.headers,
  };
  let response: Response;
  try {
    const fetcher = client?.fetch ?? fetch;
    response = await fetcher(apiUrl(path, options.query, client?.base), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network', apiMessages.noResponse);
  }
  // A 401 signs out the session the call was made in, while it is still this browser's: not one
  // signed out meanwhile (calls still out at sign-out are refused once it is revoked) nor a later
  // one (signed in again). A call sent without a token speaks for a browser that has none either.
  if (response.status === 401 && !client && getToken() === token) {
    clearToken();
    unauthorizedListeners.forEach((listener) => listener());
  }
  return response;
}

export const failure = (response: Response, parsed: ReturnType<typeof readJson>) => {
  const message = parsed.ok ? serverError(parsed.value) : undefined;
  return new ApiError(
    'http',
    message ?? `Request failed (Status: ${response.status})`,
    response.status,
    message,
  );
};

/** A JSON call: the answer read with its contract schema. */
export async function request<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
  client?: ApiClient,
): Promise<z.infer<S>> {
  const response = await send(path, options, 'application/json', client);
  const parsed = readJson(await response.text().catch(() => ''));
  if (!response.ok) throw failure(response, parsed);
  if (!parsed.ok) throw new ApiError('not-json', apiMessages.notJson, response.status);
  const result = schema.safeParse(parsed.value);
  if (!result.success) {
    console.warn(`Contract mismatch on ${path}`, result.error.issues);
    throw new ApiError('contract', apiMessages.contract, response.status);
  }
  return result.data;
}
