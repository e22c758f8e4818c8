import { eq } from '../../db/orm.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { amount } from '../../../src/contract/common.ts';
import { toPaise } from '../../../src/domain/money.ts';
import { orders, payments, webhookEvents } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, parseJsonText, parseOr400 } from '../../lib/errors.ts';
import { ORDER_PENDING, ORDER_PROCESSING } from '../../payments/settle.ts';
import { verifyWebhook } from '../../payments/webhook-signature.ts';

export const webhookEvent = z.object({
  eventId: z.string().trim().min(1).max(200),
  paymentReference: z.string().trim().min(1).max(100),
  status: z.enum(['paid', 'failed']),
  amount,
});

export const webhookMessages = {
  off: 'The payment webhook is not configured',
  badSignature: 'Invalid signature',
  stale: 'Missing or stale X-Timestamp',
  replay: 'This event was already processed',
  unknownPayment: 'Payment not found',
  amount: 'amount: does not match the order total',
} as const;

/** The integration point for a real gateway: the only way, with the sandbox, an order becomes paid. */
export function webhookRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post('/payments/webhook', async (c) => {
    const secret = env.PAYMENT_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, webhookMessages.off);
    const raw = await c.req.text();
    const verdict = verifyWebhook(
      secret,
      { signature: c.req.header('x-signature'), timestamp: c.req.header('x-timestamp') },
      raw,
    );
    if (verdict === 'stale') throw new HttpError(401, webhookMessages.stale);
    if (verdict === 'bad-signature') throw new HttpError(401, webhookMessages.badSignature);
    const event = parseOr400(webhookEvent, parseJsonText(raw));
    const [row] = await db
      .select({ payment: payments, orderTotal: orders.totalPaise })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.reference, event.paymentReference))
      .limit(1);
    if (!row) throw new HttpError(404, webhookMessages.unknownPayment);
    const paise = toPaise(event.amount);
    if (paise !== row.payment.amountPaise || paise !== row.orderTotal)
      throw new HttpError(422, webhookMessages.amount);

    const applied = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ eventId: event.eventId })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (!fresh) return false;
      if (event.status === 'paid') {
        await tx
          .update(payments)
          .set({ status: 'paid', paidAt: new Date() })
          .where(eq(payments.id, row.payment.id));
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, row.payment.orderId));
        if (order?.status === ORDER_PENDING) {
          await tx.update(orders).set({ status: ORDER_PROCESSING }).where(eq(orders.id, row.payment.orderId));
        }
      } else if (row.payment.status === 'pending') {
        await tx.update(payments).set({ status: 'declined' }).where(eq(payments.id, row.payment.id));
      }
      return true;
    });
    if (!applied) throw new HttpError(409, webhookMessages.replay);
    return c.json({ received: true });
  });
}
