import { and, asc, eq, gt, isNotNull, lte, notInArray } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';
import { PAID_LATER_METHODS } from '../../src/domain/credit-account.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { hoursGiven, payByTexts, remindAt, REMIND_HOURS_BEFORE } from '../../src/domain/pay-by.ts';
import { expireOverdue } from '../payments/machine.ts';
import { repeatEvery } from '../db/housekeeping.ts';
import { moveOrder, type Tx } from './moves.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import { remindOnAccount } from '../payments/account.ts';

/** How often a running server looks for orders whose time to pay has run out. */
export const UNPAID_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Cancels every Pending order whose time to pay (`pay_by`, src/domain/pay-by.ts) has passed, as
 * any cancellation does (moveOrder): its stock goes back and waiting shoppers hear of it, its open
 * payment closes, its customer gets the 'cancelled' e-mail with the reason. An order with a
 * payment still open (started before the time ran out) waits for that payment's verdict; a
 * payment that arrives after the cancellation is flagged for the owner to send back. Each order in
 * its own transaction, conditional on its status, so two servers sweeping at once cancel it once.
 * Answers the ids cancelled. `only` sweeps one order: a shopper who tries to pay it too late
 * (server/routes/payments/payments.ts) sees it cancelled at once rather than at the next sweep.
 */
export async function cancelUnpaidOrders(db: Db, now = new Date(), only?: string): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.pending),
        isNotNull(orders.payBy),
        lte(orders.payBy, now),
        only === undefined ? undefined : eq(orders.id, only),
      ),
    )
    .orderBy(asc(orders.payBy));
  const cancelled: string[] = [];
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (order?.status !== ORDER_STATUS.pending || !order.payBy) return false;
      await expireOverdue(tx, id);
      if (await openPayment(tx, id, now)) return false;
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

/**
 * Queues the 'pay-reminder' e-mail (once per order: the queue's key) for each Pending order whose
 * reminder is due (remindAt) and whose time has not yet run out, unless a payment of it is open
 * (the shopper is paying; the next sweep looks again). Answers the ids reminded.
 */
export async function remindUnpaidOrders(db: Db, now = new Date()): Promise<string[]> {
  const soon = new Date(now.getTime() + REMIND_HOURS_BEFORE * 3_600_000);
  const waiting = await db
    .select({ id: orders.id, createdAt: orders.createdAt, payBy: orders.payBy })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pending), gt(orders.payBy, now), lte(orders.payBy, soon)))
    .orderBy(asc(orders.payBy));
  const reminded: string[] = [];
  for (const order of waiting) {
    const at = remindAt(order.createdAt, order.payBy!);
    if (!at || at > now) continue;
    const queued = await db.transaction(async (tx) => {
      if (await openPayment(tx, order.id, now)) return false;
      return (await queueOrderEmail(tx, order.id, 'pay-reminder').returning()).length > 0;
    });
    if (queued) reminded.push(order.id);
  }
  return reminded;
}

/** A payment of the order still open at `now` (not one paid later: PAID_LATER_METHODS). */
async function openPayment(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        notInArray(payments.method, [...PAID_LATER_METHODS]),
        gt(payments.expiresAt, now),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/**
 * Sweeps every `intervalMs` while the server runs (server/index.ts): reminders to pay, orders not
 * paid in time, orders on account near or past their day; `stop()` waits for a sweep under way.
 */
export const startUnpaidSweep = (db: Db, intervalMs = UNPAID_SWEEP_INTERVAL_MS) =>
  repeatEvery(
    intervalMs,
    async () => {
      const reminded = await remindUnpaidOrders(db);
      if (reminded.length > 0)
        console.info(`[orders] reminded ${reminded.length} to pay: ${reminded.join(', ')}`);
      const cancelled = await cancelUnpaidOrders(db);
      if (cancelled.length > 0)
        console.info(`[orders] cancelled ${cancelled.length} not paid in time: ${cancelled.join(', ')}`);
      const { dueSoon, overdue } = await remindOnAccount(db);
      if (dueSoon.length > 0)
        console.info(`[orders] reminded ${dueSoon.length} on account due soon: ${dueSoon.join(', ')}`);
      if (overdue.length > 0)
        console.info(`[orders] reminded ${overdue.length} on account past their day: ${overdue.join(', ')}`);
    },
    'orders',
  );
