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

export interface PublicCache {
  (options: PublicCacheOptions): MiddlewareHandler;
  /** Forgets every answer: after the owner's commands (server/app.ts), which may change the catalogue. */
  clear(): void;
}

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  until: number;
  refreshing: boolean;
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
  let bytes = 0;
  const forget = (key: string) => {
    bytes -= entries.get(key)?.body.byteLength ?? 0;
    entries.delete(key);
  };
  const replay = (entry: Entry) => new Response(entry.body, { status: 200, headers: entry.headers });

  function keep({ seconds, cacheControl = 'no-cache' }: PublicCacheOptions): MiddlewareHandler {
    return async (c, next) => {
      const key = `${c.req.url} ${c.req.header('accept-encoding') ?? ''}`;
      const entry = entries.get(key);
      const t = now();
      if (entry && entry.until > t) return replay(entry);
      if (entry && entry.until + seconds * 1000 > t && entry.refreshing) return replay(entry);
      if (entry) entry.refreshing = true;
      // What the middleware around the route set before it: theirs, made anew for each request.
      const before = new Headers(c.res.headers);
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
      entries.set(key, { body, headers, until: now() + seconds * 1000, refreshing: false });
      bytes += body.byteLength;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    };
  }

  // The inner etag() tags each answer once, when it is made; the outer one compares tags per request.
  const publicCache = (options: PublicCacheOptions) => every(etag(), keep(options), etag(), compress());
  publicCache.clear = () => {
    entries.clear();
    bytes = 0;
  };
  return publicCache;
}
