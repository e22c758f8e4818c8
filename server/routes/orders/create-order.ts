import { createHash } from 'node:crypto';
import { and, eq, inArray } from '../../db/orm.ts';
import type { OrderCreateRequest } from '../../../src/contract/order.ts';
import { normaliseIndianMobile } from '../../../src/domain/phone.ts';
import { payablePrice } from '../../../src/domain/product.ts';
import type { Db } from '../../db/client.ts';
import { UUID } from '../../db/product-id.ts';
import { orderLines, orders, products } from '../../db/schema.ts';
import { HttpError, isUniqueViolation } from '../../lib/errors.ts';
import { newOrderId } from '../../lib/tokens.ts';

export const keyReusedMessage =
  'Idempotency-Key: this key was already used for a different order. Send a new key for a new order.';

/** The same order in any key order: SHA-256 of the request with its object keys sorted. */
export function requestFingerprint(request: OrderCreateRequest): string {
  const sorted = JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(sorted).digest('hex');
}

/** The order a key already made, if any; the key with another request is refused (422). */
async function existing(db: Db, userId: string, key: string | undefined, fingerprint: string) {
  if (!key) return null;
  const [row] = await db
    .select({ id: orders.id, hash: orders.idempotencyHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.hash !== null && row.hash !== fingerprint) throw new HttpError(422, keyReusedMessage);
  return row.id;
}

/**
 * Prices every line from the database (never from the client) and writes the order and its lines
 * in one transaction. With an idempotency key, a retry answers the first order's id.
 */
export async function createOrder(
  db: Db,
  userId: string,
  request: OrderCreateRequest,
  idempotencyKey?: string,
): Promise<{ id: string; replayed: boolean }> {
  const fingerprint = requestFingerprint(request);
  const first = await existing(db, userId, idempotencyKey, fingerprint);
  if (first) return { id: first, replayed: true };

  const ids = Object.keys(request.products);
  const unknown = ids.find((id) => !UUID.test(id));
  if (unknown !== undefined) throw new HttpError(400, `products: Unknown product '${unknown}'`);
  const found = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        ids.map((id) => id.toLowerCase()),
      ),
    );
  const byId = new Map(found.map((p) => [p.id, p]));
  const lines = ids.map((id) => {
    const product = byId.get(id.toLowerCase());
    if (!product) throw new HttpError(400, `products: Unknown product '${id}'`);
    return {
      productId: product.id,
      productTitle: product.title,
      quantity: request.products[id]!,
      unitPricePaise: payablePrice(product.regularPricePaise, product.discountedPricePaise),
    };
  });
  const totalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const phone = normaliseIndianMobile(request.shippingAddress.phone);
  if (!phone) throw new HttpError(400, 'shippingAddress.phone: Enter a 10-digit mobile number after +91');
  const address = { ...request.shippingAddress, phone };

  for (let attempt = 0; ; attempt += 1) {
    const id = newOrderId();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id,
          userId,
          status: 0,
          totalPaise,
          shippingAddress: address,
          shippingPhone: phone,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyHash: idempotencyKey ? fingerprint : null,
        });
        await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: id })));
      });
      return { id, replayed: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent retry with the same key won, or (rarely) the random order number was taken.
      const winner = await existing(db, userId, idempotencyKey, fingerprint);
      if (winner) return { id: winner, replayed: true };
      if (attempt >= 4) throw error;
    }
  }
}
