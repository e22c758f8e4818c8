import { http, HttpResponse, type JsonBodyType } from 'msw';

// One-line overrides for story states, e.g. loading('get', '*/api/v1/products').
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const SERVER_ERROR = 'Internal server error';

/**
 * Requests a mock leaves unanswered on purpose (a state that stays loading), by method and URL: the
 * visual gate (.storybook/vitest.visual.ts) pictures the page without waiting for them, and waits
 * for every other.
 */
const unanswered = new Set<string>();
export const requestKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
export const isUnanswered = (key: string) => unanswered.has(key);
/** The gate's start of a story: the last story's unanswered requests are not this one's. */
export const forgetUnanswered = () => unanswered.clear();

/** Leaves `request` unanswered for good, and says so to whoever waits for the page's requests. */
export function neverAnswer(request: Request): Promise<never> {
  unanswered.add(requestKey(request.method, request.url));
  return new Promise<never>(() => {});
}

export const loading = (method: Method, path: string) =>
  http[method](path, ({ request }) => neverAnswer(request));

export const serverError = (method: Method, path: string, status = 500, error = SERVER_ERROR) =>
  http[method](path, () => HttpResponse.json({ error }, { status }));

export const networkError = (method: Method, path: string) => http[method](path, () => HttpResponse.error());

/** An empty list in the shape the endpoint serves (products carry pagination). */
export const empty = (method: Method, path: string) =>
  http[method](path, ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/products')) return HttpResponse.json([]);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 12);
    return HttpResponse.json({ data: [], pagination: { total: 0, page, limit } });
  });

/** Answers with the given body and status, for one-off states (a 404, an odd payload). */
export const respond = (method: Method, path: string, body: JsonBodyType, status = 200) =>
  http[method](path, () => HttpResponse.json(body, { status }));
