import { and, eq, lt, notInArray, sql } from '../db/orm.ts';
import { ACCOUNT_METHOD, PAID_LATER_METHODS, payableOnAccount } from '../../src/domain/credit-account.ts';
import type { Db } from '../db/client.ts';
import { orders, paymentEvents, payments } from '../db/schema.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import {
  nextPaymentStatus,
  PAYMENT_OPEN_MINUTES,
  type PaymentFlag,
  type PaymentSource,
  type PaymentStatus,
  type PaymentVerdict,
} from '../../src/domain/payment-status.ts';
import { newPaymentReference } from '../../src/domain/orders.ts';
import { payTimeOver } from '../../src/domain/pay-by.ts';
import { moveOrder } from '../orders/moves.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import { methodLabel } from '../../src/emails/order-email.ts';
import { recordPaymentEvent } from './events.ts';

import type { Tx } from '../orders/moves.ts';
type PaymentRow = typeof payments.$inferSelect;

/**
 * The only code that moves a payment. Every move is a conditional update inside a transaction that
 * holds the order's row, then the payment's (always in that order), and is kept in payment_events
 * with its time and source, whether it applied or not. An order becomes Processing only here, and
 * only with exactly one paid payment of its total. The one payment paid after its order was
 * confirmed is the open payment of an order bought on account (payableOnAccount): the gateway's
 * "paid" for exactly what is due settles it, as the owner's `payments mark-paid` does.
 */

const GATEWAY_SOURCES: ReadonlySet<PaymentSource> = new Set(['webhook', 'sandbox', 'expiry']);

export const openUntil = (from: Date = new Date()) =>
  new Date(from.getTime() + PAYMENT_OPEN_MINUTES * 60_000);

export interface Verdict {
  to: PaymentVerdict;
  source: PaymentSource;
  /** What the provider says it received, when it says (webhooks); else the payment's amount. */
  amountPaise?: number;
  note?: string;
}

export type VerdictResult =
  | { kind: 'applied'; payment: PaymentRow; status: PaymentVerdict }
  /** The payment already had its verdict: recorded, nothing moved. */
  | { kind: 'unchanged'; payment: PaymentRow; status: PaymentStatus }
  /** Money arrived that the shop could not accept as it stands: recorded and flagged for the owner. */
  | { kind: 'flagged'; payment: PaymentRow; flag: PaymentFlag }
  | { kind: 'not-found' };

/** Applies a verdict inside the caller's transaction (the webhook shares its replay check's). */
export async function decidePaymentIn(
  tx: Tx,
  where: { id: string } | { reference: string },
  verdict: Verdict,
): Promise<VerdictResult> {
  const match = 'id' in where ? eq(payments.id, where.id) : eq(payments.reference, where.reference);
  const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(match).limit(1);
  if (!found) return { kind: 'not-found' };
  const [order] = await tx
    .select({ status: orders.status, totalPaise: orders.totalPaise })
    .from(orders)
    .where(eq(orders.id, found.orderId))
    .for('update');
  const [payment] = await tx.select().from(payments).where(match).for('update');
  if (!order || !payment) return { kind: 'not-found' };

  const received = verdict.amountPaise ?? payment.amountPaise;
  const onAccount = payment.method === ACCOUNT_METHOD;
  const extra = { amountPaise: verdict.amountPaise, note: verdict.note };
  const next = nextPaymentStatus(payment.status, verdict.to);

  const flag = (reason: PaymentFlag): Promise<VerdictResult> =>
    (async () => {
      await recordPaymentEvent(tx, payment, payment.status, verdict.to, false, verdict.source, {
        ...extra,
        note: reason,
      });
      const [flagged] = await tx
        .update(payments)
        .set({ flag: reason, receivedPaise: received, flaggedAt: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      // The owner is told once per payment (ORDER_ALERTS_TO), not left to find it in `payments flagged`.
      await queueOrderEmail(tx, payment.orderId, 'owner-payment-flagged', payment.id);
      return { kind: 'flagged', payment: flagged!, flag: reason };
    })();

  // Cash on delivery and buying on account are settled by the courier or the customer, not decided
  // by a gateway: a gateway's "failed" or "expired" for one is kept and changes nothing, so what is
  // owed stays owed (a "paid" for cash on delivery is flagged below, its order being no longer
  // Pending; for one on account it is the customer paying online).
  if (
    PAID_LATER_METHODS.includes(payment.method) &&
    verdict.to !== 'paid' &&
    GATEWAY_SOURCES.has(verdict.source)
  ) {
    await recordPaymentEvent(tx, payment, payment.status, verdict.to, false, verdict.source, {
      ...extra,
      note: `${methodLabel(payment.method)}: not the gateway’s to decide`,
    });
    return { kind: 'unchanged', payment, status: payment.status };
  }

  if (verdict.to === 'paid') {
    if (next === null) {
      // A second "paid" for a paid payment is the same money told twice; after failed or expired it is new money.
      if (payment.status === 'paid') {
        await recordPaymentEvent(tx, payment, payment.status, 'paid', false, verdict.source, extra);
        return { kind: 'unchanged', payment, status: payment.status };
      }
      return flag('after-verdict');
    }
    // On account, what is due may be less than the total (a return taken off it: takeOffAccount).
    if (received !== payment.amountPaise || (!onAccount && received !== order.totalPaise))
      return flag('amount');
    if (onAccount ? !payableOnAccount(order.status) : order.status !== ORDER_STATUS.pending)
      return flag('order-not-pending');
  } else if (next === null) {
    await recordPaymentEvent(tx, payment, payment.status, verdict.to, false, verdict.source, extra);
    return { kind: 'unchanged', payment, status: payment.status };
  }

  const [moved] = await tx
    .update(payments)
    .set(
      verdict.to === 'paid'
        ? { status: 'paid', paidAt: new Date(), receivedPaise: received }
        : { status: verdict.to },
    )
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!moved) return { kind: 'unchanged', payment, status: payment.status };
  await recordPaymentEvent(tx, payment, 'pending', verdict.to, true, verdict.source, extra);
  if (verdict.to === 'paid' && onAccount) await queueOrderEmail(tx, payment.orderId, 'account-paid');
  else if (verdict.to === 'paid') {
    await moveOrder(tx, payment.orderId, {
      from: ORDER_STATUS.pending,
      to: ORDER_STATUS.processing,
      actor: 'payment',
      note: `payment ${payment.reference}`,
    });
    await queueOrderEmail(tx, payment.orderId, 'paid');
  }
  return { kind: 'applied', payment: moved, status: verdict.to };
}

export const decidePayment = (db: Db, where: { id: string } | { reference: string }, verdict: Verdict) =>
  db.transaction((tx) => decidePaymentIn(tx, where, verdict));

/** Pending payments past their time become expired (on read, on a new attempt, on the owner's list). */
export async function expireOverdue(db: Db | Tx, orderId?: string): Promise<number> {
  const overdue = await db
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.expiresAt, sql`now()`),
        // Cash on delivery waits for the courier, and on account for its day, however long that takes.
        notInArray(payments.method, [...PAID_LATER_METHODS]),
        orderId === undefined ? undefined : eq(payments.orderId, orderId),
      ),
    )
    .returning({ id: payments.id });
  if (overdue.length > 0) {
    await db.insert(paymentEvents).values(
      overdue.map((p) => ({
        paymentId: p.id,
        fromStatus: 'pending' as const,
        toStatus: 'expired' as const,
        applied: true,
        source: 'expiry' as const,
      })),
    );
  }
  return overdue.length;
}

export interface PaymentAttempt {
  method: string;
  payerName: string;
  payerEmail: string;
  payerPhone: string;
  gstin: string | null;
  signatureHash: string | null;
  returnOrigin: string;
}

export type OpenResult =
  | { kind: 'opened'; payment: PaymentRow; reused: boolean }
  | { kind: 'order-not-found' }
  | { kind: 'not-pending' }
  /** The shopper's time to pay has run out (payTimeOver) and no payment of it is open. */
  | { kind: 'time-over' };

/**
 * A payment attempt for an order. An order has at most one open payment (a partial unique index
 * says so too): a second attempt takes the open one over with its new method and payer, so the
 * reference a UPI app may already hold stays valid and nothing can be paid twice.
 *
 * Once the shopper's time to pay has run out, nothing new opens: an attempt started in time may
 * still change method, within the minutes it had left, and otherwise the answer is 'time-over'.
 * The owner (`userId` null, `payments mark-paid`) is not held to the time.
 */
export async function openPayment(
  db: Db,
  orderId: string,
  userId: string | null,
  attempt: PaymentAttempt,
): Promise<OpenResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        totalPaise: orders.totalPaise,
        payBy: orders.payBy,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || (userId !== null && order.userId !== userId)) return { kind: 'order-not-found' };
    if (order.status !== ORDER_STATUS.pending) return { kind: 'not-pending' };
    await expireOverdue(tx, order.id);
    const timeOver = userId !== null && payTimeOver(order.payBy, new Date());
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
      .for('update');
    if (open) {
      const [payment] = await tx
        .update(payments)
        .set({
          ...attempt,
          amountPaise: order.totalPaise,
          expiresAt: timeOver ? open.expiresAt : openUntil(),
        })
        .where(eq(payments.id, open.id))
        .returning();
      return { kind: 'opened', payment: payment!, reused: true };
    }
    if (timeOver) return { kind: 'time-over' };
    const [payment] = await tx
      .insert(payments)
      .values({
        ...attempt,
        orderId: order.id,
        amountPaise: order.totalPaise,
        reference: newPaymentReference(),
        expiresAt: openUntil(),
      })
      .returning();
    await recordPaymentEvent(tx, payment!, null, 'pending', true, userId === null ? 'owner' : 'shopper');
    return { kind: 'opened', payment: payment!, reused: false };
  });
}
