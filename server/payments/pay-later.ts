import { eq } from '../db/orm.ts';
import { orders, payments } from '../db/schema.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { newPaymentReference } from '../../src/domain/orders.ts';
import { payTimeOver } from '../../src/domain/pay-by.ts';
import type { OrderEmailKind } from '../../src/emails/order-email.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import { closeOpenPayments, moveOrder, type Tx } from '../orders/moves.ts';
import { recordPaymentEvent } from './events.ts';
import { expireOverdue, openUntil, type PaymentAttempt } from './machine.ts';

/**
 * The methods whose money comes after the order is confirmed: cash on delivery (server/payments/
 * cod.ts: the courier collects it) and buying on account (server/payments/account.ts: the customer
 * pays by the due day). Choosing one confirms the order at once, the same way for both: a UPI or
 * gateway attempt still open is closed (a late "paid" for it is flagged for the owner), an open
 * payment of what is due is kept with the method, and the order moves Pending → Processing, which
 * issues its tax invoice and tells the shop to pack it.
 */

type OrderRow = typeof orders.$inferSelect;

export type PayLaterStart =
  | { kind: 'ready'; order: OrderRow }
  | { kind: 'order-not-found' }
  | { kind: 'not-pending' }
  /** The shopper's time to pay has run out (payTimeOver): paying later is a new promise to pay. */
  | { kind: 'time-over' };

/** The shopper's own Pending order, locked for the choice; or why it cannot be made. */
export async function pendingOrderFor(tx: Tx, orderId: string, userId: string): Promise<PayLaterStart> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.userId !== userId) return { kind: 'order-not-found' };
  if (order.status !== ORDER_STATUS.pending) return { kind: 'not-pending' };
  if (payTimeOver(order.payBy, new Date())) return { kind: 'time-over' };
  return { kind: 'ready', order };
}

export interface PayLater {
  method: string;
  /** What is due, in paise: the order's total, with any fee the method adds. */
  amountPaise: number;
  /** The order's changes with the choice (cash on delivery's fee). */
  order?: Partial<Pick<OrderRow, 'totalPaise' | 'codFeePaise'>>;
  /** Bought on account: the day it must be paid by. */
  dueOn?: string;
  /** The note the payment's and the order's histories keep. */
  note: string;
  /** The customer's e-mail that the order is confirmed. */
  email: OrderEmailKind;
}

/** Confirms a locked Pending order (pendingOrderFor) with its money to come; answers the payment's id. */
export async function confirmToPayLater(
  tx: Tx,
  orderId: string,
  attempt: Omit<PaymentAttempt, 'method' | 'signatureHash'>,
  later: PayLater,
): Promise<string> {
  await expireOverdue(tx, orderId);
  await closeOpenPayments(tx, orderId, 'shopper', `${later.note} chosen`);
  if (later.order) await tx.update(orders).set(later.order).where(eq(orders.id, orderId));
  const [payment] = await tx
    .insert(payments)
    .values({
      ...attempt,
      method: later.method,
      signatureHash: null,
      orderId,
      amountPaise: later.amountPaise,
      reference: newPaymentReference(),
      expiresAt: openUntil(),
      dueOn: later.dueOn ?? null,
    })
    .returning();
  await recordPaymentEvent(tx, payment!, null, 'pending', true, 'shopper', { note: later.note });
  await moveOrder(tx, orderId, {
    from: ORDER_STATUS.pending,
    to: ORDER_STATUS.processing,
    actor: 'payment',
    note: later.note,
  });
  await queueOrderEmail(tx, orderId, later.email);
  return payment!.id;
}
