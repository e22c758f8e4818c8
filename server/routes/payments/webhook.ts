import { eq } from '../../db/orm.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { amount } from '../../../src/contract/common.ts';
import { toPaise } from '../../../src/domain/money.ts';
import { payments, webhookEvents } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, parseJsonText, parseOr400 } from '../../lib/errors.ts';
import { decidePaymentIn } from '../../payments/machine.ts';
import { verifyWebhook } from '../../payments/webhook-signature.ts';

export const webhookEvent = z.object({
  eventId: z.string().trim().min(1).max(200),
  paymentReference: z.string().trim().min(1).max(100),
  status: z.enum(['paid', 'failed', 'expired']),
  amount,
});

export const webhookMessages = {
  off: 'The payment webhook is not configured',
  badSignature: 'Invalid signature',
  stale: 'Missing or stale X-Timestamp',
  replay: 'This event was already processed',
  unknownPayment: 'Payment not found',
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
    // An unknown payment leaves no trace: its event id may come again once the payment exists.
    const [known] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.reference, event.paymentReference))
      .limit(1);
    if (!known) throw new HttpError(404, webhookMessages.unknownPayment);
    const outcome = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ eventId: event.eventId })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (!fresh) return 'replay' as const;
      return decidePaymentIn(
        tx,
        { id: known.id },
        { to: event.status, source: 'webhook', amountPaise: toPaise(event.amount), note: event.eventId },
      );
    });
    if (outcome === 'replay') throw new HttpError(409, webhookMessages.replay);
    if (outcome.kind === 'not-found') throw new HttpError(404, webhookMessages.unknownPayment);
    // Money the shop could not accept as it stands is received all the same, and flagged for the owner.
    return c.json({ received: true, ...(outcome.kind === 'flagged' && { flagged: outcome.flag }) });
  });
}
