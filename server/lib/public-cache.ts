import type { IncomingHttpHeaders } from 'node:http';
import type { HttpBindings, Http2Bindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';

export interface PublicCacheOptions {
  /** How long an answer is reused; 0 turns the cache off for the route (ETag and gzip stay). */
  seconds: number;
  /** What browsers are told; `no-cache` makes them ask again each time, with the ETag. */
  cacheControl?: string;
}

type Bindings = HttpBindings | Http2Bindings;
type Fetch = (request: Request, env: Bindings) => Response | Promise<Response>;

export interface PublicCache {
  (options: PublicCacheOptions): MiddlewareHandler;
  /** Forgets every answer: after the owner's commands (server/app.ts), which may change the catalogue. */
  clear(): void;
  /** Runs `forget` on each clear: a route's own kept values (the catalogue's counts) go with the answers. */
  onClear(forget: () => void): void;
  /** `fetch` with the cache's fresh answers sent before the app runs (server/index.ts); see below. */
  inFront(fetch: Fetch): Fetch;
}

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  etag: string | null;
  until: number;
  refreshing: boolean;
  /** The complete headers the app sent with this answer, by status and X-Forwarded-Proto. */
  sent: Map<string, Record<string, string>>;
}

/**
 * One cache for answers that are the same for every shopper (the catalogue, store info, product
 * pictures), declared by the route: `app.get('/products', publicCache({ seconds: 5 }), handler)`.
 *
 * Each 200 answer is kept by URL and Accept-Encoding: its bytes and the headers the route,
 * `compress()` (gzip) and `etag()` gave it. Until `seconds` pass, the same request gets them
 * without running the handler; the outer `etag()` answers 304 to a client holding that ETag. For
 * as long again, the first request after expiry runs the handler while the others get the old
 * answer, so a burst never queues behind one reload. Headers of the middleware around the route
 * (CORS, security headers) are made per request, as for any answer. Only for answers that depend
 * on nothing but the URL: no cookie, no Authorization.
 */
export function createPublicCache(maxBytes = 32 * 1024 * 1024, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, Entry>();
  /** How many times the cache was cleared. */
  let cleared = 0;
  let bytes = 0;
  const forget = (key: string) => {
    bytes -= entries.get(key)?.body.byteLength ?? 0;
    entries.delete(key);
  };
  const replay = (entry: Entry) => new Response(entry.body, { status: 200, headers: entry.headers });

  function keep({ seconds, cacheControl = 'no-cache' }: PublicCacheOptions): MiddlewareHandler {
    return async (c, next) => {
      const key = keyOf(c.req.url, c.req.header('accept-encoding'));
      const entry = entries.get(key);
      const t = now();
      if (entry && entry.until > t) return replay(entry);
      if (entry && entry.until + seconds * 1000 > t && entry.refreshing) return replay(entry);
      if (entry) entry.refreshing = true;
      // What the middleware around the route set before it: theirs, made anew for each request.
      const before = new Headers(c.res.headers);
      // An answer made while the cache was cleared (an owner's command) may hold what it changed.
      const made = cleared;
      await next();
      const res = c.res;
      if (res.status !== 200 || res.headers.has('set-cookie')) {
        forget(key);
        return;
      }
      res.headers.set('Cache-Control', cacheControl);
      if (seconds <= 0) return;
      const body = new Uint8Array(await res.arrayBuffer());
      c.res = new Response(body, res);
      const headers = [...res.headers].filter(([name, value]) => before.get(name) !== value);
      forget(key);
      const etag = res.headers.get('etag');
      if (made !== cleared) return;
      entries.set(key, {
        body,
        headers,
        etag,
        until: now() + seconds * 1000,
        refreshing: false,
        sent: new Map(),
      });
      bytes += body.byteLength;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    };
  }

  // The inner etag() tags each answer once, when it is made; the outer one compares tags per request.
  const publicCache = (options: PublicCacheOptions) => every(etag(), keep(options), etag(), compress());
  const forgetting = new Set<() => void>();
  publicCache.clear = () => {
    cleared += 1;
    entries.clear();
    bytes = 0;
    for (const forget of forgetting) forget();
  };
  publicCache.onClear = (forget: () => void) => void forgetting.add(forget);

  /**
   * The fast path, measured as needed in bench/README.md: for a fresh answer the middleware
   * around the route (security headers, CORS, the body limit, routing) costs more than the
   * answer, so the cache also answers before the app runs, from Node's own request and response
   * objects. It repeats what the app sent for the same entry: the app's response for a URL whose
   * entry is fresh and carries the entry's ETag is that entry's answer, and its complete headers
   * are kept with the entry, per status (200, 304) and X-Forwarded-Proto (HSTS behind a proxy).
   * Requests the app could answer otherwise always go through it: other methods, an Origin
   * (CORS), a body, an entry not fresh or not yet seen whole. `app.request()` (tests, pages
   * rendered in-process) never meets it.
   */
  publicCache.inFront =
    (fetch: Fetch): Fetch =>
    (request, env) => {
      const header = headerOf(env.incoming.headers);
      if (request.method !== 'GET' || header('origin') !== undefined) return fetch(request, env);
      if (header('content-length') !== undefined || header('transfer-encoding') !== undefined)
        return fetch(request, env);
      const key = keyOf(request.url, header('accept-encoding'));
      const entry = entries.get(key);
      if (!entry?.etag || entry.until <= now()) return fetch(request, env);
      const notModified = etagMatches(entry.etag, header('if-none-match'));
      const variant = `${notModified ? 304 : 200} ${header('x-forwarded-proto') ?? ''}`;
      const sent = entry.sent.get(variant);
      if (sent) return send(env.outgoing, notModified ? 304 : 200, sent, notModified ? null : entry.body);
      return Promise.resolve(fetch(request, env)).then((res) => {
        const whole = (res.status === 200 || res.status === 304) && !res.headers.has('set-cookie');
        if (whole && res.headers.get('etag') === entry.etag && entries.get(key) === entry) {
          const headers = Object.fromEntries(res.headers);
          if (res.status === 200) headers['content-length'] = String(entry.body.byteLength);
          entry.sent.set(variant, headers);
        }
        return res;
      });
    };
  return publicCache;
}

const keyOf = (url: string, acceptEncoding: string | undefined) => `${url} ${acceptEncoding ?? ''}`;

// As hono/etag compares them: any tag in If-None-Match, weak or strong, or `*`.
const etagMatches = (etag: string, ifNoneMatch: string | undefined) =>
  ifNoneMatch === '*' || (ifNoneMatch?.match(/"[^"]*"/g)?.includes(etag.replace(/^W\//, '')) ?? false);

/** Request headers as Node parsed them (a repeated one joined as the app sees it): no Headers object. */
const headerOf = (headers: IncomingHttpHeaders) => (name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

interface Outgoing {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: Uint8Array): unknown;
  end(): unknown;
}

function send(outgoing: Outgoing, status: number, headers: Record<string, string>, body: Uint8Array | null) {
  outgoing.writeHead(status, headers);
  if (body) outgoing.end(body);
  else outgoing.end();
  return RESPONSE_ALREADY_SENT;
}
