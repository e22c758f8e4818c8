import { eq } from '../../db/orm.ts';
import { Hono } from 'hono';
import {
  orderCreateRequest,
  trackOrderQuery,
  type OrderCreateResponse,
} from '../../../src/contract/order.ts';
import { normaliseIndianMobile } from '../../../src/domain/phone.ts';
import { orders, users } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError, jsonBody, messages, query } from '../../lib/errors.ts';
import { normaliseOrderId } from '../../lib/tokens.ts';
import { createOrder } from './create-order.ts';
import { ordersOf, withLines } from './order-shape.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export function orderRoutes(deps: Deps) {
  const { db, env, limiter } = deps;
  return new Hono<AppEnv>()
    .post('/orders', requireUser(deps), async (c) => {
      const key = c.req.header('idempotency-key')?.trim() || undefined;
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new HttpError(400, 'Idempotency-Key: use at most 100 printable characters without spaces');
      }
      const body = await jsonBody(c, orderCreateRequest);
      const { id, replayed } = await createOrder(db, c.get('user').id, body, key);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ id } satisfies OrderCreateResponse, 201);
    })
    .get('/orders', requireUser(deps), async (c) => c.json(await ordersOf(db, c.get('user').id)))
    .get('/orders/:id', async (c) => {
      const id = normaliseOrderId(c.req.param('id')).slice(0, 40);
      await limiter.check('track-order', { ip: clientIp(c, env), account: id });
      const { contactInfo } = query(c, trackOrderQuery);
      const [row] = await db
        .select({ order: orders, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1);
      const contact = contactInfo.trim().toLowerCase();
      const phone = normaliseIndianMobile(contact);
      const allowed = row && (contact === row.email || (phone !== null && phone === row.order.shippingPhone));
      // One answer for "no such order" and "wrong contact", so order numbers cannot be probed.
      if (!allowed) throw new HttpError(404, messages.orderNotFound);
      const [shaped] = await withLines(db, [row.order]);
      return c.json(shaped);
    });
}
