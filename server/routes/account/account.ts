import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';

export function accountRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/accountInfo', requireUser(deps), (c) => {
    const { firstName, lastName, email, createdAt } = c.get('user');
    return c.json({ data: { firstName, lastName, email, createdAt: createdAt.toISOString() } });
  });
}
