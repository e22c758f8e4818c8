import { asc, eq, inArray, isNotNull, and } from '../db/orm.ts';
import { shipmentOf } from '../../src/domain/couriers.ts';
import { formatDeliveryDay } from '../../src/domain/dates.ts';
import { daysLate } from '../../src/domain/delivery.ts';
import { ORDER_STATUS, orderStatus } from '../../src/domain/order-status.ts';
import { formatIndianMobile } from '../../src/domain/phone.ts';
import type { Db } from '../db/client.ts';
import { orders, users } from '../db/schema.ts';

interface Output {
  out(line: string): void;
}

/**
 * `orders late`: the orders on their way (Processing or Shipped) past the day they were promised
 * by (daysLate in src/domain/delivery.ts), the longest overdue first, with what the owner needs to
 * chase them: the courier and airway bill, or that it has not left yet, and the customer to call.
 */
export async function lateOrders(db: Db, io: Output, now = new Date()) {
  const late = await lateOrderRows(db, now);
  if (late.length === 0) return io.out('No order is past the day it should have arrived by.');
  for (const { order, email, days } of late) {
    const shipment = shipmentOf(order);
    io.out(
      [
        order.id,
        orderStatus(order.status).label,
        `due ${formatDeliveryDay(order.expectedBy)}, ${days} ${days === 1 ? 'day' : 'days'} late`,
        shipment ? `${shipment.courier} AWB ${shipment.awb}` : 'not shipped yet',
        formatIndianMobile(order.shippingPhone),
        email,
      ].join('  '),
    );
  }
  io.out(
    `${late.length} ${late.length === 1 ? 'order is' : 'orders are'} late: chase the courier, or tell the customer.`,
  );
}

/** The orders on their way past their day at `now`, the longest overdue first (also the morning e-mail's count). */
export async function lateOrderRows(db: Db, now = new Date()) {
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        inArray(orders.status, [ORDER_STATUS.processing, ORDER_STATUS.shipped]),
        isNotNull(orders.expectedBy),
      ),
    )
    .orderBy(asc(orders.expectedBy), asc(orders.createdAt));
  return rows.map((r) => ({ ...r, days: daysLate(r.order, now) })).filter((r) => r.days > 0);
}
