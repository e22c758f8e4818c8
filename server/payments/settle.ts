import { and, eq } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';

export const ORDER_PENDING = 0;
export const ORDER_PROCESSING = 1;

/**
 * Records the gateway's verdict on a pending payment. A paid payment moves its order from
 * Pending to Processing. Returns false when the payment was no longer pending.
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  outcome: 'paid' | 'declined',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set(outcome === 'paid' ? { status: 'paid', paidAt: new Date() } : { status: 'declined' })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning({ orderId: payments.orderId });
    if (!payment) return false;
    if (outcome === 'paid') {
      await tx
        .update(orders)
        .set({ status: ORDER_PROCESSING })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, ORDER_PENDING)));
    }
    return true;
  });
}
