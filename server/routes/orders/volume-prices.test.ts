import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList, type OrderCreateResponse } from '../../../src/contract/order.ts';
import { productList } from '../../../src/contract/product.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { inArray } from '../../db/orm.ts';
import { productStock } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import {
  address,
  bodyOf,
  call,
  ordersOf,
  placeOrder,
  productId,
  productOf,
  signUp,
  unitPricePaise,
} from '../../test/helpers.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  ({ token } = await signUp(h));
  // About prices, not stock (stock.test.ts): these products' stock is not tracked here.
  await h.database.db.delete(productStock).where(
    inArray(
      productStock.productId,
      tiered.map((t) => productId(t.index)),
    ),
  );
});
afterAll(() => h.close());

/** Seeded packaging products with volume prices, without sizes or colours, by catalogue index. */
const tiered = seedProducts
  .map((p, index) => ({ p, index }))
  .filter(({ p }) => (p.priceTiers?.length ?? 0) > 0)
  .filter(({ p }) => !p.attributes.some((a) => /^sizes?$|^colou?rs?$/i.test(a.key)));

const ordered = async (id: string) => {
  const list = orderList.parse(await ordersOf(h, token));
  return list.find((o) => o.id === id)!;
};

describe('volume prices', () => {
  it('are served with the product, and the order charges the tier each line reaches', async () => {
    const { p, index } = tiered[0]!;
    const [first, second] = p.priceTiers!;
    const page = await apiClient(h).products.$get({ query: { limit: '100', page: '1' } });
    const served = productList.parse(await page.json());
    const listed = served.products.find((s) => s.id === productId(index));
    expect(listed?.priceTiers).toEqual(
      p.priceTiers!.map((t) => ({ minQuantity: t.minQuantity, price: fromPaise(t.pricePaise) })),
    );
    for (const [quantity, unit] of [
      [1, unitPricePaise(index)],
      [first!.minQuantity - 1, unitPricePaise(index)],
      [first!.minQuantity, first!.pricePaise],
      [second!.minQuantity, second!.pricePaise],
    ] as const) {
      const id = await placeOrder(h, token, { [productId(index)]: quantity });
      const order = await ordered(id);
      expect(order.items[0]?.price, `${quantity} of ${p.title}`).toBe(fromPaise(unit));
      expect(order.total).toBe(fromPaise(unit * quantity));
    }
  });

  it('make the server’s total the sum of the tier-priced lines, whatever the client says (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: Math.min(tiered.length, 6) - 1 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 3, maxLength: 3 }),
        async (picks, quantities) => {
          const lines = picks.map((pick, i) => ({ ...tiered[pick]!, quantity: quantities[i]! }));
          // Sent as it is: the typed client would not send the total.
          const res = await call(h, 'POST', '/api/v1/orders', {
            token,
            body: {
              products: Object.fromEntries(lines.map((l) => [productId(l.index), l.quantity])),
              shippingAddress: address,
              // A price the client sends is not read.
              total: 1,
            },
          });
          expect(res.status).toBe(201);
          const expected = lines.reduce(
            (sum, l) => sum + unitPricePaise(l.index, l.quantity) * l.quantity,
            0,
          );
          expect((await ordered(bodyOf<OrderCreateResponse>(res).id)).total).toBe(fromPaise(expected));
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('minimum and case quantities', () => {
  const index = seedProducts.findIndex((p) => p.packMultiple === 6);
  const tape = seedProducts[index]!;
  const order = (quantity: number) =>
    apiClient(h, token).orders.$post({
      json: { products: { [productId(index)]: quantity }, shippingAddress: address },
    });

  it('are served with the product, and a line that breaks them is refused naming it', async () => {
    expect(await productOf(h, productId(index))).toMatchObject({ minQuantity: 6, packOf: 6 });
    const one = await order(1);
    expect(one.status).toBe(400);
    expect(await errorOf(one)).toBe(`products: Order at least 6 of ${tape.title}`);
    const eight = await order(8);
    expect(eight.status).toBe(400);
    expect(await errorOf(eight)).toBe(
      `products: ${tape.title} is sold in cartons of 6: order 12 or another multiple of 6`,
    );
    const placed = await order(12);
    expect(placed.status).toBe(201);
    expect((await ordered((await placed.json()).id)).items[0]?.quantity).toBe(12);
  });
});
