import { and, asc, eq, gt, isNotNull, lt, ne } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';
import { COD_METHOD } from '../../src/domain/cash-on-delivery.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { hoursGiven, payByTexts } from '../../src/domain/pay-by.ts';
import { expireOverdue } from '../payments/machine.ts';
import { repeatEvery } from '../db/housekeeping.ts';
import { moveOrder } from './moves.ts';

/** How often a running server looks for orders whose time to pay has run out. */
export const UNPAID_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Cancels every Pending order whose time to pay (`pay_by`, src/domain/pay-by.ts) has passed, as
 * any cancellation does (moveOrder): its stock goes back and waiting shoppers hear of it, its open
 * payment closes, its customer gets the 'cancelled' e-mail with the reason. An order with a
 * payment still open (started before the time ran out) waits for that payment's verdict; a
 * payment that arrives after the cancellation is flagged for the owner to send back. Each order in
 * its own transaction, conditional on its status, so two servers sweeping at once cancel it once.
 * Answers the ids cancelled.
 */
export async function cancelUnpaidOrders(db: Db, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pending), isNotNull(orders.payBy), lt(orders.payBy, now)))
    .orderBy(asc(orders.payBy));
  const cancelled: string[] = [];
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (order?.status !== ORDER_STATUS.pending || !order.payBy) return false;
      await expireOverdue(tx, id);
      const [paying] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, id),
            eq(payments.status, 'pending'),
            ne(payments.method, COD_METHOD),
            gt(payments.expiresAt, now),
          ),
        )
        .limit(1);
      if (paying) return false;
      const result = await moveOrder(tx, id, {
        from: ORDER_STATUS.pending,
        to: ORDER_STATUS.cancelled,
        actor: 'expiry',
        note: payByTexts.notPaid(hoursGiven(order.createdAt, order.payBy)),
      });
      return result === 'moved';
    });
    if (moved) cancelled.push(id);
  }
  return cancelled;
}

/** Sweeps every `intervalMs` while the server runs (server/index.ts); `stop()` waits for a sweep under way. */
export const startUnpaidSweep = (db: Db, intervalMs = UNPAID_SWEEP_INTERVAL_MS) =>
  repeatEvery(
    intervalMs,
    async () => {
      const cancelled = await cancelUnpaidOrders(db);
      if (cancelled.length > 0)
        console.info(`[orders] cancelled ${cancelled.length} not paid in time: ${cancelled.join(', ')}`);
    },
    'orders',
  );
