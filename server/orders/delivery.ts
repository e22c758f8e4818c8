import { count, eq } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { deliveryPins, orders } from '../db/schema.ts';
import type { DeliveryCheckInput } from '../../src/contract/delivery.ts';
import { expectedByDay, USUAL_DELIVERY_DAYS } from '../../src/domain/delivery.ts';
import type { Tx } from './moves.ts';

/**
 * Whether the shop delivers to a PIN: its row in the owner's table, or everywhere while the table
 * is empty. Cash on delivery needs both the shop's offer (`codOffered`: store configuration) and
 * the PIN's row (or an empty table).
 */
export async function deliveryTo(
  db: Pick<Db, 'select'>,
  pin: string,
  codOffered: boolean,
): Promise<DeliveryCheckInput> {
  const [row] = await db.select().from(deliveryPins).where(eq(deliveryPins.pin, pin)).limit(1);
  if (row)
    return {
      pin,
      deliverable: row.deliverable,
      cod: codOffered && row.deliverable && row.cod,
      minDays: row.minDays,
      maxDays: row.maxDays,
    };
  const [{ rows } = { rows: 0 }] = await db.select({ rows: count() }).from(deliveryPins);
  return rows === 0
    ? {
        pin,
        deliverable: true,
        cod: codOffered,
        minDays: USUAL_DELIVERY_DAYS.min,
        maxDays: USUAL_DELIVERY_DAYS.max,
      }
    : { pin, deliverable: false, cod: false };
}

/**
 * Keeps on a confirmed order the day it should arrive by: its PIN's longest time (the owner's table,
 * or the shop's usual days) in working days from now (expectedByDay). A PIN the table no longer
 * serves leaves it unknown.
 */
export async function promiseDelivery(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  const [order] = await tx
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return;
  const check = await deliveryTo(tx, order.address.postalCode, false);
  const expectedBy =
    check.deliverable && check.maxDays !== undefined ? expectedByDay(now, check.maxDays) : null;
  await tx.update(orders).set({ expectedBy }).where(eq(orders.id, orderId));
}
