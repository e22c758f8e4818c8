import { rememberAddress } from '../../account/address-book.ts';
import { recordPlaced } from '../../orders/moves.ts';
import { queueOrderEmail } from '../../mail/queue.ts';
import { deliveryTo } from '../../orders/delivery.ts';
import { deliveryTexts } from '../../../src/domain/delivery.ts';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from '../../db/orm.ts';
import { MAX_LINE_QUANTITY } from '../../../src/contract/limits.ts';
import type { OrderCreateRequest, OrderLineRequest } from '../../../src/contract/order.ts';
import { normaliseIndianMobile } from '../../../src/domain/phone.ts';
import { orderQuantityProblem, unitPricePaiseAt } from '../../../src/domain/bulk.ts';
import { noLongerSold, payablePrice, productOptions } from '../../../src/domain/product.ts';
import { allocate, notEnoughStock, type ShortLine, type StockRow } from '../../../src/domain/stock.ts';
import { checkLineVariant } from '../../../src/domain/variants.ts';
import type { Db } from '../../db/client.ts';
import { UUID } from '../../db/product-id.ts';
import { orderLines, orders, productColumns, products, productStock } from '../../db/schema.ts';
import { HttpError, isUniqueViolation } from '../../lib/errors.ts';
import { priceCoupon } from '../../orders/coupons.ts';
import { newOrderId } from '../../../src/domain/orders.ts';

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
 * in one transaction. With an idempotency key, a retry answers the first order's id. The order is
 * to be paid within `payWithinHours` (0: it waits for ever; src/domain/pay-by.ts).
 */
export async function createOrder(
  db: Db,
  userId: string,
  request: OrderCreateRequest,
  { idempotencyKey, payWithinHours }: { idempotencyKey?: string | undefined; payWithinHours: number },
): Promise<{ id: string; replayed: boolean }> {
  const fingerprint = requestFingerprint(request);
  const first = await existing(db, userId, idempotencyKey, fingerprint);
  if (first) return { id: first, replayed: true };

  const phone = normaliseIndianMobile(request.shippingAddress.phone);
  if (!phone) throw new HttpError(400, 'shippingAddress.phone: Enter a 10-digit mobile number after +91');
  const address = { ...request.shippingAddress, phone };
  const delivery = await deliveryTo(db, address.postalCode, false);
  if (!delivery.deliverable)
    throw new HttpError(400, `shippingAddress.postalCode: ${deliveryTexts.notServed(address.postalCode)}`);

  for (let attempt = 0; ; attempt += 1) {
    const id = newOrderId();
    try {
      await db.transaction(async (tx) => {
        // Priced inside the transaction that writes the order: the prices it reads are the ones charged.
        const { lines, sizesOf } = await orderLinesOf(tx, request);
        const amounts = lines.map((l) => l.unitPricePaise * l.quantity);
        // A coupon checked at checkout may have run out since: the order is refused with the reason.
        const coupon = request.couponCode
          ? await priceCoupon(tx, request.couponCode, { userId, amounts, lock: true, status: 409 })
          : null;
        coupon?.shares.forEach((share, i) => (lines[i]!.discountPaise = share));
        const discountPaise = coupon?.discountPaise ?? 0;
        const totalPaise = amounts.reduce((sum, a) => sum + a, 0) - discountPaise;
        await tx.insert(orders).values({
          id,
          userId,
          status: 0,
          totalPaise,
          shippingAddress: address,
          shippingPhone: phone,
          deliveryNote: request.deliveryNote ?? null,
          buyer: request.business ?? null,
          couponCode: coupon?.coupon.code ?? null,
          discountPaise,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyHash: idempotencyKey ? fingerprint : null,
          // From the transaction's clock, as created_at is: the two are exactly the hours apart.
          payBy: payWithinHours > 0 ? sql`now() + make_interval(hours => ${payWithinHours})` : null,
        });
        await recordPlaced(tx, id);
        await rememberAddress(tx, userId, address, request.deliveryNote);
        await queueOrderEmail(tx, id, 'placed');
        await takeStock(tx, lines, sizesOf);
        await tx.insert(orderLines).values(lines.map(({ field: _field, ...l }) => ({ ...l, orderId: id })));
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

/**
 * The order's lines, priced from the database. From `items` when the request has them (each line
 * with its size and colour, checked against the product; the same product, size and colour twice
 * are one line), else from the spec's `products` map, with no variant recorded.
 */
export const untaxedMessage = (title: string) =>
  `${title} cannot be ordered yet: the shop has not set its GST details. Please remove it or contact us.`;

export async function orderLinesOf(db: Db | Tx, request: Pick<OrderCreateRequest, 'products' | 'items'>) {
  const wanted: Array<OrderLineRequest & { field: string }> = request.items
    ? request.items.map((line, i) => ({ ...line, field: `items[${i}]` }))
    : Object.entries(request.products).map(([productId, quantity]) => ({
        productId,
        quantity,
        field: 'products',
      }));
  const unknown = (line: (typeof wanted)[number]) =>
    new HttpError(400, `${line.field}: Unknown product '${line.productId}'`);
  const bad = wanted.find((line) => !UUID.test(line.productId));
  if (bad) throw unknown(bad);
  const ids = [...new Set(wanted.map((line) => line.productId.toLowerCase()))];
  const found = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const lines = new Map<string, typeof orderLines.$inferInsert & { field: string }>();
  for (const line of wanted) {
    const product = byId.get(line.productId.toLowerCase());
    if (!product) throw unknown(line);
    // Retired: a cart kept since may still hold it (the cart says "No longer sold" too).
    if (product.retiredAt !== null) throw new HttpError(409, `${line.field}: ${noLongerSold(product.title)}`);
    // Every sale gets a tax invoice, which needs the product's HSN code and GST rate.
    if (product.hsnCode === null || product.gstRate === null)
      throw new HttpError(409, `${line.field}: ${untaxedMessage(product.title)}`);
    let variant: { size?: string | undefined; color?: string | undefined } = {};
    if (request.items) {
      const checked = checkLineVariant({ title: product.title, ...productOptions(product.attributes) }, line);
      if (!checked.ok) throw new HttpError(400, `${line.field}: ${checked.message}`);
      variant = checked.variant;
    }
    const key = JSON.stringify([product.id, variant.size ?? null, variant.color ?? null]);
    const same = lines.get(key);
    if (same) {
      same.quantity += line.quantity;
      if (same.quantity > MAX_LINE_QUANTITY)
        throw new HttpError(
          400,
          `${same.field}: At most ${MAX_LINE_QUANTITY} of one product, size and colour`,
        );
      continue;
    }
    lines.set(key, {
      field: line.field,
      orderId: '',
      productId: product.id,
      productTitle: product.title,
      quantity: line.quantity,
      // The product's own price here; its volume price once the line's quantity is known (below).
      unitPricePaise: payablePrice(product.regularPricePaise, product.discountedPricePaise),
      size: variant.size ?? null,
      color: variant.color ?? null,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
    });
  }
  // Each line in the quantities the product is sold in, at the volume price its whole quantity
  // reaches (the same product, size and colour asked twice is one line).
  for (const line of lines.values()) {
    const product = byId.get(line.productId)!;
    const rule = { minQuantity: product.minOrderQuantity, packOf: product.packMultiple };
    const problem = orderQuantityProblem(product.title, rule, line.quantity);
    if (problem) throw new HttpError(400, `${line.field}: ${problem}`);
    line.unitPricePaise = unitPricePaiseAt(line.unitPricePaise, product.priceTiers, line.quantity);
  }
  const sizesOf = new Map(found.map((p) => [p.id, productOptions(p.attributes).sizes]));
  return { lines: [...lines.values()], sizesOf };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes each line's stock inside the order's transaction, the stock rows locked (FOR UPDATE, in
 * key order) so that concurrent orders queue and can never oversell; an order it cannot fill is
 * refused whole (409) naming every short line and what is left. Untracked products are skipped.
 */
async function takeStock(
  tx: Tx,
  lines: ReadonlyArray<typeof orderLines.$inferInsert & { field: string }>,
  sizesOf: ReadonlyMap<string, readonly string[]>,
) {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await tx
    .select()
    .from(productStock)
    .where(inArray(productStock.productId, ids))
    .orderBy(asc(productStock.productId), asc(productStock.size))
    .for('update');
  const left = new Map<string, StockRow[]>();
  for (const row of rows) left.set(row.productId, [...(left.get(row.productId) ?? []), { ...row }]);
  // A line without a size takes from the sizes in the order the product lists them.
  for (const [id, counts] of left) {
    const order = sizesOf.get(id) ?? [];
    counts.sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size));
  }
  const short: ShortLine[] = [];
  for (const line of lines) {
    const counts = left.get(line.productId);
    if (!counts) continue;
    const { takes, left: available } = allocate(counts, {
      size: line.size ?? undefined,
      quantity: line.quantity,
    });
    if (!takes) {
      short.push({
        field: line.field,
        title: line.productTitle,
        size: line.size ?? undefined,
        left: available,
      });
      continue;
    }
    for (const take of takes) counts.find((c) => c.size === take.size)!.quantity -= take.quantity;
  }
  if (short.length > 0) throw new HttpError(409, notEnoughStock(short));
  for (const row of rows) {
    const now = left.get(row.productId)!.find((c) => c.size === row.size)!.quantity;
    if (now !== row.quantity) {
      await tx
        .update(productStock)
        .set({ quantity: now })
        .where(and(eq(productStock.productId, row.productId), eq(productStock.size, row.size)));
    }
  }
}
