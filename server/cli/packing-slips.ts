import { ORDER_STATUS, orderStatus } from '../../src/domain/order-status.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import type { Db } from '../db/client.ts';
import { asc, eq, inArray } from '../db/orm.ts';
import { orders } from '../db/schema.ts';
import { packingSlipsPdf, type Order } from '../orders/packing-slips.ts';
import type { Output } from './commands.ts';
import { UsageError } from './usage-error.ts';

/**
 * `orders slips FILE.pdf [orderId…]`: the packing slips (server/orders/packing-slips.ts) of the
 * orders being packed (Processing), oldest first, as `orders picklist` lists them, or of those named.
 */

export const SLIPS_USAGE = 'usage: npm run shop -- orders slips <file.pdf> [orderId…]';

export async function packingSlips(db: Db, io: Output, args: string[]): Promise<void> {
  const [file, ...ids] = args;
  if (!file || !file.toLowerCase().endsWith('.pdf')) throw new UsageError(SLIPS_USAGE);
  if (!io.writeFile) throw new UsageError('orders slips writes a file: run it with npm run shop');
  const chosen = await ordersFor(db, ids);
  if (chosen.length === 0) return io.out('Nothing to pack: no order is Processing.');
  const pdf = await packingSlipsPdf(db, chosen, io.store);
  await io.writeFile(file, pdf);
  io.out(`Wrote ${chosen.length} packing slip(s) to ${file}: ${chosen.map((o) => o.id).join(', ')}`);
}

/** The orders named (each must be Processing or Shipped: paid, or cash to collect), else all Processing. */
async function ordersFor(db: Db, ids: string[]): Promise<Order[]> {
  if (ids.length === 0)
    return db
      .select()
      .from(orders)
      .where(eq(orders.status, ORDER_STATUS.processing))
      .orderBy(asc(orders.createdAt));
  const wanted = [...new Set(ids.map(normaliseOrderId))];
  const found = await db.select().from(orders).where(inArray(orders.id, wanted));
  const byId = new Map(found.map((o) => [o.id, o]));
  return wanted.map((id) => {
    const order = byId.get(id);
    if (!order) throw new UsageError(`no order ${id}`);
    if (order.status !== ORDER_STATUS.processing && order.status !== ORDER_STATUS.shipped)
      throw new UsageError(
        `${id} is ${orderStatus(order.status).label}: only an order being packed (Processing) or shipped has a packing slip`,
      );
    return order;
  });
}
