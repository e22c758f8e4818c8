import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Env } from '../env.ts';
import { fromTrustedHop } from './origins.ts';

/**
 * The client's address: the socket's, or behind TRUST_PROXY hops the X-Forwarded-For entry the
 * outermost trusted proxy appended (counted from the right; what a client writes sits on the left).
 */
export function clientIp(c: Context, env: Env): string {
  const forwarded = fromTrustedHop(c.req.header('x-forwarded-for'), env.TRUST_PROXY);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
