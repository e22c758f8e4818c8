export const apiMessages = {
  noResponse: 'No response from server. Please try again later.',
  notJson: 'The server sent an answer the shop could not read. Please try again later.',
  contract: 'The server sent data in an unexpected shape. Please try again later.',
} as const;

export type ApiErrorKind = 'http' | 'network' | 'not-json' | 'contract';

/** Every failed call becomes one of these; screens pick the spec's message from kind/status. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The server's `error` field, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The API's 404, as a call that got it fails. */
export const notFoundError = (): ApiError => new ApiError('http', 'Request failed (Status: 404)', 404);

export const isNotFoundError = (e: unknown): boolean => isApiError(e) && e.status === 404;

/** The server's own words when it gave any, else the fallback a screen supplies. */
export function errorMessage(e: unknown, fallback: string): string {
  if (isApiError(e)) {
    if (e.kind === 'network') return apiMessages.noResponse;
    if (e.serverMessage) return e.serverMessage;
  }
  return fallback;
}

/**
 * The server answered a call beyond the spec's API (an extension: sign-out revocation, password
 * reset) with 404 or 405: it implements only the spec, and the feature is not offered here. The
 * caller falls back to the spec's behaviour. Decided here only.
 */
export const isNotOffered = (e: unknown): boolean =>
  isApiError(e) && e.kind === 'http' && (e.status === 404 || e.status === 405);

/** What an extension call answers where the server does not offer it. */
export const NOT_OFFERED = 'not-offered' as const;
export type NotOffered = typeof NOT_OFFERED;

/** Runs an extension call; where the server does not offer it, NOT_OFFERED is the answer instead. */
export const orNotOffered = <T>(call: () => Promise<T>): Promise<T | NotOffered> =>
  unlessNotOffered<T | NotOffered>(call, () => NOT_OFFERED);

/** Runs an extension call; where the server does not offer it, `fallback` is the answer instead. */
export async function unlessNotOffered<T>(call: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (isNotOffered(e)) return fallback();
    throw e;
  }
}
