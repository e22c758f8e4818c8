import { and, eq, isNull } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';
import {
  canShopperCancel,
  ORDER_STATUS,
  orderStatus,
  refundDuePaise,
} from '../../src/domain/order-status.ts';
import { moveOrder, ownOrderForUpdate } from './moves.ts';

/**
 * A payment to send back: a cancelled order's payment the shop received and has not yet refunded
 * (refundDuePaise, as a query over payments joined to their orders). `orders refunds-due` lists
 * them; the morning e-mail counts them.
 */
export const REFUND_DUE = and(
  eq(orders.status, ORDER_STATUS.cancelled),
  eq(payments.status, 'paid'),
  isNull(payments.refundedAt),
)!;

export const cancelMessages = {
  tooLate: (status: number) =>
    status === ORDER_STATUS.cancelled
      ? 'This order is already cancelled.'
      : `This order is ${orderStatus(status).label} and can no longer be cancelled. Please contact us about a return.`,
} as const;

type OrderRow = typeof orders.$inferSelect;

export type CancelResult =
  | { kind: 'cancelled'; order: OrderRow; refundDuePaise: number }
  | { kind: 'not-found' }
  | { kind: 'too-late'; status: number };

/**
 * A shopper cancels their own order before it ships: the stock goes back, the open payment closes,
 * and a paid order's money becomes a refund due (`npm run shop -- orders refunds-due`).
 */
export async function cancelByShopper(
  db: Db,
  orderId: string,
  userId: string,
  reason: string,
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const order = await ownOrderForUpdate(tx, orderId, userId);
    if (!order) return { kind: 'not-found' };
    if (!canShopperCancel(order.status)) return { kind: 'too-late', status: order.status };
    const moved = await moveOrder(tx, order.id, {
      from: order.status,
      to: ORDER_STATUS.cancelled,
      actor: 'shopper',
      note: reason,
    });
    if (moved !== 'moved') return { kind: 'too-late', status: order.status };
    const received = await tx.select().from(payments).where(eq(payments.orderId, order.id));
    return {
      kind: 'cancelled',
      order: { ...order, status: ORDER_STATUS.cancelled },
      refundDuePaise: refundDuePaise(ORDER_STATUS.cancelled, received),
    };
  });
}
