import { and, desc, eq, gte, inArray, lte, sql } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orderReturns, orders, payments, products } from '../db/schema.ts';
import { PAID_LATER_METHODS } from '../../src/domain/credit-account.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { formatPaise } from '../../src/domain/money.ts';
import { ORDER_STATUS_CODES, orderStatus, refundDuePaise, SOLD } from '../../src/domain/order-status.ts';
import { itemName } from '../../src/domain/variants.ts';
import { methodLabel } from '../../src/emails/order-email.ts';
import { dateOption, dayInIndia } from './args.ts';
import { UsageError } from './usage-error.ts';

/**
 * `orders summary`: what the shop sold over some days (by default this month so far), from the
 * orders placed in them: how many and for how much, by status and by how they were paid, what
 * went back, and the best sellers. Amounts are what shoppers paid (GST included); the tax itself
 * is the invoices' (`invoices export`).
 */

export interface Output {
  out(line: string): void;
}

const BEST_SELLERS = 10;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The days asked for: --from (default the first of this month) to --to (default today), in India. */
export function salesPeriod(args: string[], now = new Date()): { from: Date; to: Date } {
  const today = isoDayInIndia(now);
  const from = dateOption(args, 'from', 'start') ?? dayInIndia(`${today.slice(0, 8)}01`, 'start', '--from');
  const to = dateOption(args, 'to', 'end') ?? dayInIndia(today, 'end', '--to');
  if (from > to)
    throw new UsageError(
      `--from must not be after --to (${isoDayInIndia(from)} is after ${isoDayInIndia(to)}; --from is the first of this month and --to today unless given)`,
    );
  return { from, to };
}

interface Tally {
  orders: number;
  paise: number;
}
const add = (map: Map<string, Tally>, key: string, paise: number) => {
  const t = map.get(key) ?? { orders: 0, paise: 0 };
  map.set(key, { orders: t.orders + 1, paise: t.paise + paise });
};

export async function salesSummary(db: Db, io: Output, args: string[], now = new Date()) {
  const { from, to } = salesPeriod(args, now);
  const span = `${isoDayInIndia(from)} to ${isoDayInIndia(to)} (Indian time)`;
  const inPeriod = and(gte(orders.createdAt, from), lte(orders.createdAt, to));
  const placed = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalPaise: orders.totalPaise,
      couponCode: orders.couponCode,
      discountPaise: orders.discountPaise,
    })
    .from(orders)
    .where(inPeriod);
  if (placed.length === 0) return io.out(`No orders placed from ${span}.`);

  const theirPayments = await db
    .select({
      orderId: payments.orderId,
      method: payments.method,
      status: payments.status,
      amountPaise: payments.amountPaise,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(inPeriod);
  const paymentsOf = new Map<string, typeof theirPayments>();
  for (const p of theirPayments) {
    const its = paymentsOf.get(p.orderId);
    if (its) its.push(p);
    else paymentsOf.set(p.orderId, [p]);
  }

  const byStatus = new Map<number, number>();
  const byMethod = new Map<string, Tally>();
  const sold: Tally = { orders: 0, paise: 0 };
  const byCoupon = new Map<string, Tally>();
  // Paid later (cash on delivery, on account) and not yet: what is still to come, by method's label.
  const toCome = new Map<string, number>();
  const refundDue: Tally = { orders: 0, paise: 0 };
  for (const order of placed) {
    byStatus.set(order.status, (byStatus.get(order.status) ?? 0) + 1);
    const its = paymentsOf.get(order.id) ?? [];
    const due = refundDuePaise(order.status, its);
    if (due > 0) {
      refundDue.orders += 1;
      refundDue.paise += due;
    }
    if (!(SOLD as number[]).includes(order.status)) continue;
    sold.orders += 1;
    sold.paise += order.totalPaise;
    if (order.couponCode !== null && order.discountPaise > 0)
      add(byCoupon, order.couponCode, order.discountPaise);
    const paid = its.find((p) => p.status === 'paid');
    const later = its.find((p) => p.status === 'pending' && PAID_LATER_METHODS.includes(p.method));
    if (later)
      toCome.set(methodLabel(later.method), (toCome.get(methodLabel(later.method)) ?? 0) + later.amountPaise);
    add(
      byMethod,
      paid ? methodLabel(paid.method) : later ? methodLabel(later.method) : 'no payment recorded',
      order.totalPaise,
    );
  }

  io.out(
    `Orders placed from ${span}: ${placed.length}, ${formatPaise(placed.reduce((s, o) => s + o.totalPaise, 0))}`,
  );
  io.out(
    `  ${ORDER_STATUS_CODES.map((code) => `${orderStatus(code).label} ${byStatus.get(code) ?? 0}`).join(' · ')}`,
  );
  if (sold.orders === 0) {
    io.out('Sold: none yet (no order placed then is paid, or confirmed for cash on delivery or on account).');
  } else {
    io.out(
      `Sold (paid, or confirmed for cash on delivery or on account): ${plural(sold.orders, 'order')}, ${formatPaise(sold.paise)}, average ${formatPaise(Math.round(sold.paise / sold.orders))}`,
    );
    for (const [method, t] of [...byMethod].sort((a, b) => b[1].paise - a[1].paise)) {
      const still = toCome.get(method) ?? 0;
      io.out(
        `  ${method}: ${plural(t.orders, 'order')}, ${formatPaise(t.paise)}${still > 0 ? ` (${formatPaise(still)} still to collect)` : ''}`,
      );
    }
    // What coupons took off the orders sold (the figures above are after it), the most first.
    for (const [code, t] of [...byCoupon].sort((a, b) => b[1].paise - a[1].paise))
      io.out(`  Coupon ${code}: ${plural(t.orders, 'order')}, ${formatPaise(t.paise)} off`);
  }

  const [returned] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      paise: sql<number>`coalesce(sum(${orderReturns.refundPaise}), 0)::bigint`,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(inPeriod, eq(orderReturns.status, 'refunded')));
  const returnedPaise = Number(returned?.paise ?? 0);
  if (returned && returned.orders > 0) {
    io.out(`Returns refunded: ${plural(returned.orders, 'order')}, ${formatPaise(returnedPaise)}`);
    io.out(`Sold, net of returns: ${formatPaise(sold.paise - returnedPaise)}`);
  }
  if (refundDue.orders > 0)
    io.out(
      `Refunds due on cancelled orders: ${plural(refundDue.orders, 'order')}, ${formatPaise(refundDue.paise)} (npm run shop -- orders refunds-due)`,
    );

  const units = sql<number>`sum(${orderLines.quantity})::int`;
  // What each sold for: its price less its share of any coupon.
  const value = sql<number>`sum(${orderLines.quantity} * ${orderLines.unitPricePaise} - ${orderLines.discountPaise})::bigint`;
  const best = await db
    .select({
      sku: products.sku,
      productTitle: sql<string>`min(${orderLines.productTitle})`,
      size: orderLines.size,
      color: orderLines.color,
      units,
      value,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(inPeriod, inArray(orders.status, SOLD)))
    .groupBy(orderLines.productId, products.sku, orderLines.size, orderLines.color)
    .orderBy(desc(value), desc(units))
    .limit(BEST_SELLERS);
  if (best.length === 0) return;
  io.out(`Best sellers by value${best.length === BEST_SELLERS ? ` (top ${BEST_SELLERS})` : ''}:`);
  for (const b of best)
    io.out(
      `  ${String(b.units).padStart(6)} × ${b.sku ?? '(no SKU)'}  ${itemName(b)}  ${formatPaise(Number(b.value))}`,
    );
}
