import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../../../src/contract/order.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { runCommand } from '../../cli/commands.ts';
import { and, eq } from '../../db/orm.ts';
import { productStock } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { address, productId, signUp } from '../../test/helpers.ts';

// Seed products: kitchen towels (sold out in the seed), nitrile gloves (sizes S, M, L, XL), a mop.
const SOLD_OUT = 91;
const GLOVES = 119;
const PLENTY = 125;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const db = () => h.database.db;

async function setStock(index: number, quantity: number, size = '') {
  const id = productId(index);
  await db().delete(productStock).where(eq(productStock.productId, id));
  await db().insert(productStock).values({ productId: id, size, quantity });
}

async function stockOf(index: number, size = '') {
  const [row] = await db()
    .select()
    .from(productStock)
    .where(and(eq(productStock.productId, productId(index)), eq(productStock.size, size)));
  return row?.quantity;
}

type Order = Parameters<ReturnType<typeof apiClient>['orders']['$post']>[0]['json'];
const mapOf = (entries: Array<[number, number]>) =>
  Object.fromEntries(entries.map(([index, quantity]) => [productId(index), quantity]));

describe('stock', () => {
  it('never oversells: 50 concurrent orders for the last 10 units sell exactly 10', async () => {
    await setStock(PLENTY, 10);
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => signUp(h)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apiClient(h, shoppers[i % 5]!.token).orders.$post({
          json: { products: mapOf([[PLENTY, 1]]), shippingAddress: address },
        }),
      ),
    );
    const statuses = results.map((r): number => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(PLENTY)).toBe(0);
    const placed = await Promise.all(
      shoppers.map(async (s) =>
        orderList.parse(await (await apiClient(h, s.token).orders.$get({ query: {} })).json()),
      ),
    );
    expect(placed.flat().reduce((sum, o) => sum + (o.items[0]?.quantity ?? 0), 0)).toBe(10);
  });

  it('refuses an order it cannot fill whole (409), naming each short line and what is left', async () => {
    await setStock(PLENTY, 2);
    const { token } = await signUp(h);
    const api = apiClient(h, token);
    const json: Order = {
      products: mapOf([
        [PLENTY, 3],
        [SOLD_OUT, 1],
        [GLOVES, 1],
      ]),
      items: [
        { productId: productId(GLOVES), quantity: 1, size: 'M' },
        { productId: productId(PLENTY), quantity: 3 },
        { productId: productId(SOLD_OUT), quantity: 1 },
      ],
      shippingAddress: address,
    };
    const res = await api.orders.$post({ json });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(
      `Not enough stock. items[1]: '${seedProducts[PLENTY]!.title}' size One Size: 2 left; ` +
        `items[2]: '${seedProducts[SOLD_OUT]!.title}': none left`,
    );
    expect(await (await api.orders.$get({ query: {} })).json()).toEqual([]);
    expect(await stockOf(PLENTY)).toBe(2);
    const gloves = await stockOf(GLOVES, 'M');
    // Ordering what is there works, and takes it.
    const ok = await api.orders.$post({
      json: {
        ...json,
        products: mapOf([[PLENTY, 2]]),
        items: [{ productId: productId(PLENTY), quantity: 2 }],
      },
    });
    expect(ok.status).toBe(201);
    expect(await stockOf(PLENTY)).toBe(0);
    expect(await stockOf(GLOVES, 'M')).toBe(gloves);
  });

  it("takes a sized line from its size's stock, and a line without a size from the sizes in turn", async () => {
    const id = productId(GLOVES);
    await db().delete(productStock).where(eq(productStock.productId, id));
    await db()
      .insert(productStock)
      .values([
        { productId: id, size: 'S', quantity: 1 },
        { productId: id, size: 'M', quantity: 3 },
        { productId: id, size: 'L', quantity: 5 },
      ]);
    const { token } = await signUp(h);
    const api = apiClient(h, token);
    const sized = await api.orders.$post({
      json: {
        products: mapOf([[GLOVES, 4]]),
        items: [{ productId: id, quantity: 4, size: 'M' }],
        shippingAddress: address,
      },
    });
    expect(sized.status).toBe(409);
    expect(await errorOf(sized)).toMatch(/size M: 3 left$/);
    const spec = await api.orders.$post({
      json: { products: mapOf([[GLOVES, 3]]), shippingAddress: address },
    });
    expect(spec.status).toBe(201);
    expect([await stockOf(GLOVES, 'S'), await stockOf(GLOVES, 'M'), await stockOf(GLOVES, 'L')]).toEqual([
      0, 1, 5,
    ]);
  });

  it('gives a cancelled order its stock back, and a cancelled order stays cancelled', async () => {
    await setStock(PLENTY, 4);
    const { token } = await signUp(h);
    const api = apiClient(h, token);
    const res = await api.orders.$post({
      json: { products: mapOf([[PLENTY, 3]]), shippingAddress: address },
    });
    const { id } = (await res.json()) as { id: string };
    expect(await stockOf(PLENTY)).toBe(1);
    const out: string[] = [];
    const shop = (...argv: string[]) => runCommand(db(), { out: (l) => out.push(l) }, argv);
    await shop('orders', 'set-status', id, '4');
    expect(await stockOf(PLENTY)).toBe(4);
    await expect(shop('orders', 'set-status', id, '4')).rejects.toThrow(/already Cancelled/);
    expect(await stockOf(PLENTY)).toBe(4);
    await expect(shop('orders', 'set-status', id, '1')).rejects.toThrow(/Cancelled and its stock is back/);
  });

  it('is served with the product: the total, and per size when sizes are counted apart', async () => {
    const product = async (index: number) =>
      (await (await apiClient(h).products[':id'].$get({ param: { id: productId(index) } })).json()) as {
        stock?: number;
        sizeStock?: Record<string, number>;
      };
    const sold = await product(SOLD_OUT);
    expect(sold.stock).toBe(0);
    expect(sold.sizeStock).toBeUndefined();
    const gloves = await product(120);
    expect(gloves.sizeStock).toEqual({
      L: expect.any(Number),
      M: expect.any(Number),
      XL: expect.any(Number),
    });
    expect(gloves.stock).toBe(Object.values(gloves.sizeStock!).reduce((a, b) => a + b, 0));
    await db()
      .delete(productStock)
      .where(eq(productStock.productId, productId(121)));
    expect(await product(121)).not.toHaveProperty('stock');
  });

  it('never runs out of a product whose stock is not tracked', async () => {
    await db()
      .delete(productStock)
      .where(eq(productStock.productId, productId(PLENTY)));
    const { token } = await signUp(h);
    const res = await apiClient(h, token).orders.$post({
      json: { products: mapOf([[PLENTY, 10_000]]), shippingAddress: address },
    });
    expect(res.status).toBe(201);
  });
});
