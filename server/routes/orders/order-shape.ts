import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, notInArray, or, sql } from '../../db/orm.ts';
import { ORDER_STATUS } from '../../../src/domain/order-status.ts';
import type { PaymentStatus } from '../../../src/domain/payment-status.ts';
import { COD_METHOD } from '../../../src/domain/cash-on-delivery.ts';
import { ACCOUNT_METHOD, isOverdue, PAID_LATER_METHODS } from '../../../src/domain/credit-account.ts';
import type { OrderInput, OrderListQuery } from '../../../src/contract/order.ts';
import { normaliseOrderId } from '../../../src/domain/orders.ts';
import { mayBeOrderNumber, orderSearchWords } from '../../../src/domain/order-list.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { shipmentOf } from '../../../src/domain/couriers.ts';
import { returnOpenUntil } from '../../../src/domain/returns.ts';
import { historiesOf, type OrderEvent } from '../../orders/moves.ts';
import { orderLines, orderReturns, orders, payments, taxDocuments } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** What an order is served with beyond its row and lines (each an extension of the spec's shape). */
export interface OrderExtras {
  paid?: boolean;
  history?: readonly OrderEvent[];
  cashOnDelivery?: boolean;
  /** Bought on account: what is due (paise) and the day it is due by. */
  onAccount?: { duePaise: number; dueOn: string } | undefined;
  /** A Pending order's latest payment attempt, for the shopper's own pages. */
  payment?: { id: string; status: PaymentStatus; method: string } | undefined;
  /** The serials of its tax invoice and credit note, once issued. */
  invoice?: { serial: string; creditNote?: string } | undefined;
  /** Its return request after delivery, and the shop's answer. */
  returnRequest?: typeof orderReturns.$inferSelect | undefined;
}

export function orderShape(
  order: OrderRow,
  lines: readonly LineRow[],
  {
    paid = false,
    history = [],
    cashOnDelivery = false,
    onAccount,
    payment,
    invoice,
    returnRequest,
  }: OrderExtras = {},
): OrderInput {
  const shipment = shipmentOf(order);
  const served = history.map((e) => ({
    status: e.toStatus,
    at: e.at.toISOString(),
    ...(e.note && (e.actor === 'owner' || e.actor === 'shopper' || e.actor === 'expiry') && { note: e.note }),
  }));
  const returnUntil = returnOpenUntil(
    { status: order.status, history: served, hasReturn: returnRequest !== undefined },
    new Date(),
  );
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    items: lines.map((l) => ({
      id: String(l.id),
      productId: l.productId,
      productTitle: l.productTitle,
      quantity: l.quantity,
      price: fromPaise(l.unitPricePaise),
      ...(l.size !== null && { size: l.size }),
      ...(l.color !== null && { color: l.color }),
      ...(l.gstRate !== null && { gstRate: l.gstRate }),
      ...(l.discountPaise > 0 && { discount: fromPaise(l.discountPaise) }),
    })),
    shippingAddress: order.shippingAddress,
    ...(order.deliveryNote !== null && { deliveryNote: order.deliveryNote }),
    total: fromPaise(order.totalPaise),
    ...(order.couponCode !== null &&
      order.discountPaise > 0 && {
        coupon: { code: order.couponCode, discount: fromPaise(order.discountPaise) },
      }),
    paid,
    ...(cashOnDelivery && {
      cashOnDelivery: { fee: fromPaise(order.codFeePaise), due: fromPaise(order.totalPaise) },
    }),
    ...(onAccount && {
      onAccount: {
        due: fromPaise(onAccount.duePaise),
        dueOn: onAccount.dueOn,
        overdue: !paid && isOverdue(onAccount.dueOn, new Date()),
      },
    }),
    history: served,
    ...(payment && { payment }),
    ...(order.buyer && {
      business: {
        gstin: order.buyer.gstin,
        legalName: order.buyer.legalName,
        ...(order.buyer.purchaseOrder && { purchaseOrder: order.buyer.purchaseOrder }),
      },
    }),
    ...(invoice && { invoice }),
    ...(shipment && { shipment }),
    ...(order.status === ORDER_STATUS.pending && order.payBy && { payBy: order.payBy.toISOString() }),
    ...((order.status === ORDER_STATUS.processing || order.status === ORDER_STATUS.shipped) &&
      order.expectedBy !== null && { expectedBy: order.expectedBy }),
    ...(returnUntil && { returnUntil: returnUntil.toISOString() }),
    ...(returnRequest && {
      return: {
        status: returnRequest.status,
        requestedAt: returnRequest.requestedAt.toISOString(),
        lines: returnRequest.lines,
        reason: returnRequest.reason,
        ...(returnRequest.note !== null && { note: returnRequest.note }),
        ...(returnRequest.decidedAt && { decidedAt: returnRequest.decidedAt.toISOString() }),
        ...(returnRequest.refundPaise !== null &&
          returnRequest.refundedAt && {
            refund: {
              amount: fromPaise(returnRequest.refundPaise),
              at: returnRequest.refundedAt.toISOString(),
              ...(returnRequest.offAccount && { offAccount: true }),
            },
          }),
      },
    }),
  };
}

/**
 * Orders with their lines and whether each is paid, in the order given; `payments`: with a Pending
 * order's latest attempt too (the shopper's own list, never the tracking page).
 */
export async function withLines(
  db: Db,
  rows: readonly OrderRow[],
  { payments: withPayment = false } = {},
): Promise<OrderInput[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const settled = await db
    .select({
      orderId: payments.orderId,
      method: payments.method,
      status: payments.status,
      amountPaise: payments.amountPaise,
      dueOn: payments.dueOn,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, ids),
        or(
          eq(payments.status, 'paid'),
          and(inArray(payments.method, [...PAID_LATER_METHODS]), eq(payments.status, 'pending')),
        ),
      ),
    );
  const paidIds = new Set(settled.filter((p) => p.status === 'paid').map((p) => p.orderId));
  const codIds = new Set(settled.filter((p) => p.method === COD_METHOD).map((p) => p.orderId));
  const onAccount = new Map(
    settled.flatMap((p) =>
      p.method === ACCOUNT_METHOD && p.dueOn !== null
        ? [[p.orderId, { duePaise: p.amountPaise, dueOn: p.dueOn }] as const]
        : [],
    ),
  );
  const latest = withPayment ? await latestAttempts(db, rows) : new Map<string, never>();
  const histories = await historiesOf(db, ids);
  const invoices = await invoiceSerials(db, ids);
  const returns = await db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids));
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((r) =>
    orderShape(
      r,
      lines.filter((l) => l.orderId === r.id),
      {
        paid: paidIds.has(r.id),
        history: histories.get(r.id),
        cashOnDelivery: codIds.has(r.id),
        onAccount: onAccount.get(r.id),
        payment: latest.get(r.id),
        invoice: invoices.get(r.id),
        returnRequest: returns.find((x) => x.orderId === r.id),
      },
    ),
  );
}

/** The serials of each order's invoice and credit note, where issued. */
async function invoiceSerials(db: Db, ids: readonly string[]) {
  const rows = await db
    .select({ orderId: taxDocuments.orderId, kind: taxDocuments.kind, serial: taxDocuments.serial })
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...ids]));
  const serials = new Map<string, { serial: string; creditNote?: string }>();
  for (const r of rows.filter((d) => d.kind === 'invoice')) serials.set(r.orderId, { serial: r.serial });
  for (const r of rows.filter((d) => d.kind === 'creditNote')) {
    const invoice = serials.get(r.orderId);
    if (invoice) invoice.creditNote = r.serial;
  }
  return serials;
}

/** Each Pending order's newest attempt to pay online (those paid later are not watched). */
async function latestAttempts(db: Db, rows: readonly OrderRow[]) {
  const pending = rows.filter((r) => r.status === ORDER_STATUS.pending).map((r) => r.id);
  const latest = new Map<string, NonNullable<OrderExtras['payment']>>();
  if (pending.length === 0) return latest;
  const attempts = await db
    .select({ orderId: payments.orderId, id: payments.id, status: payments.status, method: payments.method })
    .from(payments)
    .where(and(inArray(payments.orderId, pending), notInArray(payments.method, [...PAID_LATER_METHODS])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  for (const { orderId, ...attempt } of attempts) if (!latest.has(orderId)) latest.set(orderId, attempt);
  return latest;
}

/** LIKE's pattern for text containing `text` (its own % and _ and \\ matched as themselves). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An order holding the word: in its number, in a line's product, size or colour, or in the business
 * it was bought for (legal name, GSTIN, the buyer's purchase order number).
 */
function holds(word: string): SQL {
  const pattern = containing(word);
  const inLines = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and (${orderLines.productTitle} ilike ${pattern} or ${orderLines.size} ilike ${pattern} or ${orderLines.color} ilike ${pattern}))`;
  const inBusiness = sql`(${orders.buyer}->>'legalName' ilike ${pattern} or ${orders.buyer}->>'gstin' ilike ${pattern} or ${orders.buyer}->>'purchaseOrder' ilike ${pattern})`;
  return mayBeOrderNumber(word)
    ? sql`(${orders.id} like ${containing(normaliseOrderId(word))} or ${inLines} or ${inBusiness})`
    : sql`(${inLines} or ${inBusiness})`;
}

/**
 * The customer's orders, newest first (GET /orders): all of them, or the part the query asks
 * (extension): at most `limit`, those placed after `before` (an order of theirs), only `id`, or
 * only those holding the words of `q` (as `orderMatches` in src/domain/order-list.ts reads them).
 * Undefined when `before` names no order of theirs.
 */
export async function ordersOf(
  db: Db,
  userId: string,
  { limit, before, id, q }: OrderListQuery = {},
): Promise<OrderInput[] | undefined> {
  const where: SQL[] = [eq(orders.userId, userId)];
  if (id !== undefined) where.push(eq(orders.id, normaliseOrderId(id)));
  for (const word of q === undefined ? [] : orderSearchWords(q)) where.push(holds(word));
  if (before !== undefined) {
    const from = normaliseOrderId(before);
    const [known] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.id, from)));
    if (!known) return undefined;
    // After it in the list's order (newest first, then by number): older, or as old with a lower
    // number. Compared in the database, whose times keep microseconds (a Date would round them).
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.id = ${from})`,
    );
  }
  const query = db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return withLines(db, rows, { payments: true });
}
