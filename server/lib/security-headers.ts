import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../../src/domain/theme.ts';
import { isHttps } from './origins.ts';

/** The one inline script the pages carry (the theme's, in <head>), allowed by its hash. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

export function contentSecurityPolicy(env: Env, formActions: readonly string[] = []): string {
  // The API (and its images and sandbox gateway) may live on PUBLIC_URL or a configured API origin.
  const api = [...new Set([...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : []), ...env.API_ORIGINS])];
  const self = (extra: readonly string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_SCRIPT_HASH}`,
    // Radix Themes sets inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${self(api)} data: blob:`,
    "font-src 'self'",
    `connect-src ${self(api)}`,
    `form-action ${self([...new Set([...api, ...formActions])])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The shop uses none of these; a script that got in cannot either.
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * An API answer's policy (JSON: OWASP's REST Security cheat sheet): it loads nothing and is never
 * framed. The page's policy and the headers only a document reads (Cross-Origin-Opener-Policy,
 * Permissions-Policy) stay off it: ~450 bytes less on every API answer, which the API figures
 * measure against bare node:http (bench/README.md, "What the server does for these figures").
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(env: Env): MiddlewareHandler {
  const csp = contentSecurityPolicy(env);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const json = h.get('Content-Type')?.startsWith('application/json') ?? false;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', json ? API_CSP : csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    if (!json) {
      h.set('Cross-Origin-Opener-Policy', 'same-origin');
      h.set('Permissions-Policy', PERMISSIONS_POLICY);
    }
    // Product pictures may be shown anywhere (shared links, the app on another host); the rest
    // (answers with a shopper's data, the app's files) only to our own site.
    const shareable = c.req.path.startsWith('/images/');
    h.set('Cross-Origin-Resource-Policy', shareable ? 'cross-origin' : 'same-site');
    if (isHttps(c, env)) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
