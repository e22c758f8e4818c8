import { and, asc, desc, eq, inArray } from '../../db/orm.ts';
import type { OrderInput } from '../../../src/contract/order.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export function orderShape(order: OrderRow, lines: readonly LineRow[], paid = false): OrderInput {
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
    })),
    shippingAddress: order.shippingAddress,
    total: fromPaise(order.totalPaise),
    paid,
  };
}

/** Orders with their lines and whether each is paid, in the order given. */
export async function withLines(db: Db, rows: readonly OrderRow[]): Promise<OrderInput[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const paid = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, ids), eq(payments.status, 'paid')));
  const paidIds = new Set(paid.map((p) => p.orderId));
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
      paidIds.has(r.id),
    ),
  );
}

export async function ordersOf(db: Db, userId: string): Promise<OrderInput[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(db, rows);
}
