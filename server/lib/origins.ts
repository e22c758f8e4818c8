import type { Context } from 'hono';
import type { Env } from '../env.ts';

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function isAllowedOrigin(env: Env, origin: string): boolean {
  if (env.CORS_ORIGINS.includes(origin) || origin === new URL(env.APP_URL).origin) return true;
  return env.NODE_ENV !== 'production' && LOCAL.test(origin);
}

/**
 * The `n`th value from the right of a comma list a proxy appends to (X-Forwarded-For, -Proto): the
 * values on the left are whatever the client sent, so only the trusted hops' own are believed.
 */
export function fromTrustedHop(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const values = header.split(',').map((v) => v.trim());
  return values[values.length - hops] || undefined;
}

export function isHttps(c: Context, env: Env): boolean {
  const proto = fromTrustedHop(c.req.header('x-forwarded-proto'), env.TRUST_PROXY);
  if (proto) return proto === 'https';
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * The browser app's origin, for the payment return: the request's Origin when it is one the
 * configuration names (APP_URL, CORS_ORIGINS, or localhost in development), else APP_URL. Never the
 * Host or X-Forwarded-Host header, which anyone can write.
 */
export function appOrigin(c: Context, env: Env): string {
  const origin = c.req.header('origin');
  if (origin && isAllowedOrigin(env, origin)) return origin;
  return new URL(env.APP_URL).origin;
}
