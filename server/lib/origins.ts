import type { Context } from 'hono';
import type { Env } from '../env.ts';

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function isAllowedOrigin(env: Env, origin: string): boolean {
  if (env.CORS_ORIGINS.includes(origin)) return true;
  return env.NODE_ENV !== 'production' && LOCAL.test(origin);
}

export function isHttps(c: Context, env: Env): boolean {
  if (env.TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The origin the request reached: the request URL, or the proxy's forwarded host when trusted. */
export function ownOrigin(c: Context, env: Env): string {
  const url = new URL(c.req.url);
  if (env.TRUST_PROXY) {
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (host) return `${isHttps(c, env) ? 'https' : 'http'}://${host}`;
    if (isHttps(c, env)) return `https://${url.host}`;
  }
  return url.origin;
}

/** Where product and category image URLs point: PUBLIC_URL when set, else the request's origin. */
export function publicBase(c: Context, env: Env): string {
  return env.PUBLIC_URL ?? ownOrigin(c, env);
}

/**
 * The browser app's origin, for links back into it: the request's Origin when CORS allows it or it
 * is our own, else APP_URL / PUBLIC_URL, else our own origin.
 */
export function appOrigin(c: Context, env: Env): string {
  const own = ownOrigin(c, env);
  const origin = c.req.header('origin');
  if (origin && (origin === own || isAllowedOrigin(env, origin))) return origin;
  return env.APP_URL ?? env.PUBLIC_URL ?? own;
}
