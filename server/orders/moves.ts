import { and, asc, eq, inArray, sql } from '../db/orm.ts';
import { COD_METHOD } from '../../src/domain/cash-on-delivery.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orderLines, orders, productStock } from '../db/schema.ts';
import { canMoveOrder, ORDER_STATUS, type OrderActor } from '../../src/domain/order-status.ts';
import { returnTo } from '../../src/domain/stock.ts';
import { payments } from '../db/schema.ts';
import type { PaymentSource } from '../../src/domain/payment-status.ts';
import { recordPaymentEvent } from '../payments/events.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import { sendStockAlerts } from '../catalogue/stock-alerts.ts';
import { issueCreditNote, issueInvoice, issueQuietly } from '../invoices/issue.ts';
import { promiseDelivery } from './delivery.ts';
import type { OrderEmailKind } from '../../src/emails/order-email.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderEvent = typeof orderEvents.$inferSelect;

/**
 * The only code that changes an order's status: along the graph (canMoveOrder), as a conditional
 * update from the status the caller saw, kept in order_events with who and why. A cancellation
 * puts the lines back in stock and closes the open payment, in the same transaction; becoming paid
 * issues the tax invoice, a cancellation after it the credit note (server/invoices/issue.ts).
 */
export type MoveResult = 'moved' | 'refused' | 'changed';

/** The e-mail each status sends (Processing's is the payment's own: 'paid'). */
const EMAIL_ON: Partial<Record<number, OrderEmailKind>> = {
  [ORDER_STATUS.shipped]: 'shipped',
  [ORDER_STATUS.delivered]: 'delivered',
  [ORDER_STATUS.cancelled]: 'cancelled',
};

export async function moveOrder(
  tx: Tx,
  orderId: string,
  move: { from: number; to: number; actor: OrderActor; note?: string },
): Promise<MoveResult> {
  if (!canMoveOrder(move.from, move.to, move.actor)) return 'refused';
  const [changed] = await tx
    .update(orders)
    .set({ status: move.to })
    .where(and(eq(orders.id, orderId), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  if (!changed) return 'changed';
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: move.from,
    toStatus: move.to,
    actor: move.actor,
    note: move.note?.trim() || null,
  });
  const mail = EMAIL_ON[move.to];
  if (mail) await queueOrderEmail(tx, orderId, mail);
  // The shop is told what to pack, and to stop packing what its customer cancelled.
  // Confirmed: the day it should arrive by, before its e-mails are written.
  if (move.to === ORDER_STATUS.processing) await promiseDelivery(tx, orderId);
  if (move.to === ORDER_STATUS.processing) await queueOrderEmail(tx, orderId, 'owner-to-pack');
  if (move.to === ORDER_STATUS.cancelled && move.from === ORDER_STATUS.processing && move.actor === 'shopper')
    await queueOrderEmail(tx, orderId, 'owner-cancelled');
  if (move.to === ORDER_STATUS.delivered) await collectCashOnDelivery(tx, orderId);
  // Paid (or confirmed for cash on delivery): its tax invoice. Cancelled after that: a credit note.
  if (move.to === ORDER_STATUS.processing) await issueQuietly(tx, orderId, issueInvoice);
  if (move.to === ORDER_STATUS.cancelled) {
    await issueQuietly(tx, orderId, issueCreditNote);
    await restock(tx, orderId);
    await closeOpenPayments(
      tx,
      orderId,
      move.actor === 'shopper' || move.actor === 'expiry' ? move.actor : 'owner',
    );
  }
  return 'moved';
}

/** The first line of an order's history, written with the order. */
export const recordPlaced = (tx: Tx, orderId: string) =>
  tx
    .insert(orderEvents)
    .values({ orderId, fromStatus: null, toStatus: ORDER_STATUS.pending, actor: 'shopper' });

/** A cancelled order's lines go back to the stock they came from. */
async function restock(tx: Tx, orderId: string) {
  await putBack(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
}

/**
 * Units back on the shelf (a cancelled order's lines, a return's): each to the count it was taken
 * from (see returnTo), added to it, so an order placed meanwhile is not undone; an untracked
 * product has no count to add to. A shopper waiting for one of them hears it is back.
 */
export async function putBack(
  tx: Tx,
  lines: readonly { productId: string; size: string | null; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  const rows = await tx
    .select()
    .from(productStock)
    .where(
      inArray(
        productStock.productId,
        lines.map((l) => l.productId),
      ),
    )
    .orderBy(asc(productStock.productId), asc(productStock.size))
    .for('update');
  for (const line of lines) {
    const back = returnTo(
      rows.filter((r) => r.productId === line.productId),
      line.size ?? undefined,
    );
    if (!back) continue;
    await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} + ${line.quantity}` })
      .where(and(eq(productStock.productId, line.productId), eq(productStock.size, back.size)));
  }
  await sendStockAlerts(
    tx,
    lines.map((l) => l.productId),
  );
}

/** The histories of these orders, oldest change first. */
export async function historiesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderEvent[]>> {
  const byOrder = new Map<string, OrderEvent[]>();
  if (orderIds.length === 0) return byOrder;
  const events = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.id));
  for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
  return byOrder;
}

/**
 * Ends an order's open payment without money (the order was cancelled, or the shopper chose to pay
 * later: server/payments/pay-later.ts): a late "paid" for it is flagged.
 */
export async function closeOpenPayments(
  tx: Tx,
  orderId: string,
  source: PaymentSource,
  note = 'order cancelled',
) {
  const closed = await tx
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  for (const p of closed) await recordPaymentEvent(tx, p, 'pending', 'expired', true, source, { note });
}

/** The courier handed the parcel over and took the cash: the order's cash-on-delivery payment is paid. */
async function collectCashOnDelivery(tx: Tx, orderId: string) {
  const collected = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: new Date(), receivedPaise: sql`${payments.amountPaise}` })
    .where(
      and(eq(payments.orderId, orderId), eq(payments.method, COD_METHOD), eq(payments.status, 'pending')),
    )
    .returning({ id: payments.id, amountPaise: payments.amountPaise });
  for (const p of collected)
    await recordPaymentEvent(tx, p, 'pending', 'paid', true, 'owner', {
      amountPaise: p.amountPaise,
      note: 'cash collected on delivery',
    });
}

/** A customer's own order, locked for this transaction's change; undefined when it is not theirs. */
export async function ownOrderForUpdate(tx: Tx, orderId: string, userId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return order;
}
