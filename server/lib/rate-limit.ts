import { lt, sql } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError, messages } from './errors.ts';

export interface RateLimitConfig {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
}

/**
 * Fixed-window counters kept in the database, so several server instances count together.
 * Each call counts one attempt against every key and refuses with 429 when any is over its limit.
 */
export function createRateLimiter(db: Db, config: RateLimitConfig) {
  async function hit(key: string, limit: number, now: number): Promise<number | null> {
    const windowMs = config.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) <= limit) return null;
    return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  }

  return {
    async check(action: string, keys: { ip: string; account?: string | undefined }): Promise<void> {
      const now = Date.now();
      const waits = [await hit(`${action}:ip:${keys.ip}`, config.perIp, now)];
      if (keys.account)
        waits.push(await hit(`${action}:account:${keys.account.toLowerCase()}`, config.perAccount, now));
      const retryAfter = Math.max(0, ...waits.map((w) => w ?? 0));
      if (retryAfter > 0) throw new HttpError(429, messages.tooMany, { 'Retry-After': String(retryAfter) });
      if (Math.random() < 0.01)
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 2 * config.windowSeconds * 1000));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
