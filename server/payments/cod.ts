import { and, eq } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';
import { codOffer, COD_METHOD, type CodOffer, type CodTerms } from '../../src/domain/cash-on-delivery.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { newPaymentReference } from '../../src/domain/orders.ts';
import { payTimeOver } from '../../src/domain/pay-by.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import { deliveryTo } from '../orders/delivery.ts';
import { moveOrder, type Tx } from '../orders/moves.ts';
import { recordPaymentEvent } from './events.ts';
import { expireOverdue, openUntil, type PaymentAttempt } from './machine.ts';

/**
 * Cash on delivery. Choosing it confirms the order at once: the order's total takes the fee, an
 * open payment of that total is kept with method 'cod' (it never expires: the courier collects
 * it), and the order moves Pending → Processing. The owner marking the order Delivered records the
 * cash as paid (collectCashOnDelivery in server/orders/moves.ts). Cancelling closes the payment unpaid.
 * A gateway's failed or expired for it changes nothing (decidePaymentIn). The payment machine's property
 * test drives these with the rest; server/payments/cod.test.ts walks each.
 */

type OrderRow = Pick<typeof orders.$inferSelect, 'totalPaise' | 'codFeePaise' | 'shippingAddress'>;

/** What an order is offered, by the shop's terms, its PIN and its value before any fee. */
export async function codOfferFor(
  db: Db | Tx,
  terms: CodTerms | undefined,
  order: OrderRow,
): Promise<CodOffer> {
  if (!terms) return codOffer(terms, false, 0);
  const pin = order.shippingAddress.postalCode;
  const delivery = await deliveryTo(db, pin, true);
  return codOffer(terms, delivery.deliverable && delivery.cod === true, order.totalPaise - order.codFeePaise);
}

export type CodResult =
  | { kind: 'confirmed'; paymentId: string; orderId: string }
  | { kind: 'order-not-found' }
  | { kind: 'not-pending' }
  /** The shopper's time to pay has run out (payTimeOver): cash on delivery is a new promise to pay. */
  | { kind: 'time-over' }
  | { kind: 'refused'; offer: Extract<CodOffer, { offered: false }>; pin: string };

export async function chooseCashOnDelivery(
  db: Db,
  terms: CodTerms | undefined,
  orderId: string,
  userId: string,
  attempt: Omit<PaymentAttempt, 'method' | 'signatureHash'>,
): Promise<CodResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.userId !== userId) return { kind: 'order-not-found' };
    if (order.status !== ORDER_STATUS.pending) return { kind: 'not-pending' };
    if (payTimeOver(order.payBy, new Date())) return { kind: 'time-over' };
    const offer = await codOfferFor(tx, terms, order);
    if (!offer.offered) return { kind: 'refused', offer, pin: order.shippingAddress.postalCode };

    // A UPI or gateway attempt still open is closed: a late "paid" for it is flagged for the owner.
    await expireOverdue(tx, order.id);
    const closed = await tx
      .update(payments)
      .set({ status: 'expired' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    for (const p of closed)
      await recordPaymentEvent(tx, p, 'pending', 'expired', true, 'shopper', {
        note: 'cash on delivery chosen',
      });

    await tx
      .update(orders)
      .set({ totalPaise: offer.duePaise, codFeePaise: offer.feePaise })
      .where(eq(orders.id, order.id));
    const [payment] = await tx
      .insert(payments)
      .values({
        ...attempt,
        method: COD_METHOD,
        signatureHash: null,
        orderId: order.id,
        amountPaise: offer.duePaise,
        reference: newPaymentReference(),
        expiresAt: openUntil(),
      })
      .returning();
    await recordPaymentEvent(tx, payment!, null, 'pending', true, 'shopper', { note: 'cash on delivery' });
    await moveOrder(tx, order.id, {
      from: ORDER_STATUS.pending,
      to: ORDER_STATUS.processing,
      actor: 'payment',
      note: 'cash on delivery',
    });
    await queueOrderEmail(tx, order.id, 'confirmed');
    return { kind: 'confirmed', paymentId: payment!.id, orderId: order.id };
  });
}
