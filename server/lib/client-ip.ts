import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Env } from '../env.ts';

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, env: Env): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
