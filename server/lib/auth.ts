import { and, eq, gt, isNull } from '../db/orm.ts';
import { createMiddleware } from 'hono/factory';
import { sessions, users } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { HttpError, messages } from './errors.ts';
import { hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// How stale last_seen_at may get before a request moves it: one write per session per few minutes.
const SEEN_EVERY_MS = 5 * 60 * 1000;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** Protected routes: a live session from `Authorization: Bearer <token>`, else 401. */
export const requireUser = ({ db, env }: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new HttpError(401, messages.signInAgain);
    const tokenHash = hashToken(token);
    const now = Date.now();
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        emailConfirmedAt: users.emailConfirmedAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
          gt(sessions.lastSeenAt, new Date(now - env.SESSION_IDLE_DAYS * DAY_MS)),
        ),
      )
      .limit(1);
    if (!row) throw new HttpError(401, messages.signInAgain);
    const { lastSeenAt, ...user } = row;
    if (now - lastSeenAt.getTime() > SEEN_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    c.set('user', { ...user, tokenHash });
    await next();
  });
