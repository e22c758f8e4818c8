import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreateResponse, orderList } from '../../../src/contract/order.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { address, productId, signUp, unitPricePaise } from '../../test/helpers.ts';

// Seed products with options: nitrile gloves (sizes S, M, L, XL; colours Blue, Black), a mailer
// box (no sizes; Brown or White), a dispenser gun (One Size only).
const GLOVES = 119;
const MAILER = 19;
const GUN = 37;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function order(json: Parameters<ReturnType<typeof apiClient>['orders']['$post']>[0]['json']) {
  const { token } = await signUp(h);
  const api = apiClient(h, token);
  const res = await api.orders.$post({ json });
  return { res, api };
}

const mapOf = (entries: Array<[number, number]>) =>
  Object.fromEntries(entries.map(([index, quantity]) => [productId(index), quantity]));

describe('POST /api/v1/orders with items (sizes and colours on each line)', () => {
  it('keeps two sizes of one product as two lines, each with its size and colour', async () => {
    const { res, api } = await order({
      products: mapOf([[GLOVES, 3]]),
      items: [
        { productId: productId(GLOVES), quantity: 1, size: 'M', color: 'Blue' },
        { productId: productId(GLOVES), quantity: 2, size: 'xl', color: 'black' },
      ],
      shippingAddress: address,
    });
    expect(res.status).toBe(201);
    const { id } = orderCreateResponse.parse(await res.json());
    const [mine] = orderList.parse(await (await api.orders.$get({ query: {} })).json());
    expect(mine?.id).toBe(id);
    // Recorded as the product offers them.
    expect(mine?.items.map(({ quantity, size, color }) => ({ quantity, size, color }))).toEqual([
      { quantity: 1, size: 'M', color: 'Blue' },
      { quantity: 2, size: 'XL', color: 'Black' },
    ]);
    expect(mine?.total).toBe((3 * unitPricePaise(GLOVES)) / 100);
  });

  it('fills in the only size and the only colour, and merges a line sent twice', async () => {
    const { res, api } = await order({
      products: mapOf([[GUN, 3]]),
      items: [
        { productId: productId(GUN), quantity: 1 },
        { productId: productId(GUN), quantity: 2, size: 'one size' },
      ],
      shippingAddress: address,
    });
    expect(res.status).toBe(201);
    const [mine] = orderList.parse(await (await api.orders.$get({ query: {} })).json());
    expect(mine?.items).toHaveLength(1);
    expect(mine?.items[0]).toMatchObject({ quantity: 3, size: 'One Size' });
    expect(mine?.items[0]?.color).toBeUndefined();
  });

  it.each([
    [
      { productId: productId(GLOVES), quantity: 1, color: 'Blue' },
      "items[1]: Choose a size of 'Nitrile Examination Gloves, Powder-Free (Box of 100)' (sizes: S, M, L, XL)",
    ],
    [
      { productId: productId(GLOVES), quantity: 1, size: 'XXL' },
      "items[1]: 'Nitrile Examination Gloves, Powder-Free (Box of 100)' has no size 'XXL' (sizes: S, M, L, XL)",
    ],
    [
      { productId: productId(GLOVES), quantity: 1, size: 'M', color: 'Pink' },
      "items[1]: 'Nitrile Examination Gloves, Powder-Free (Box of 100)' has no colour 'Pink' (colours: Blue, Black)",
    ],
    [
      { productId: productId(MAILER), quantity: 1, size: 'M' },
      "items[1]: '%MAILER%' comes in one size only; leave the size out",
    ],
    [
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      "items[1]: Unknown product '00000000-0000-4000-8000-000000000000'",
    ],
  ])(
    'refuses a line the product cannot be ordered as, naming the line (%#), and makes no order',
    async (line, message) => {
      const { res, api } = await order({
        products: mapOf([
          [MAILER, 1],
          [GLOVES, 1],
        ]),
        items: [{ productId: productId(MAILER), quantity: 1, color: 'White' }, line],
        shippingAddress: address,
      });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message.replace('%MAILER%', seedProducts[MAILER]!.title));
      expect(await (await api.orders.$get({ query: {} })).json()).toEqual([]);
    },
  );

  it.each([
    [{ quantity: 0 }, /^items\.0\.quantity: Quantity must be at least 1/],
    [{ quantity: 1.5 }, /^items\.0\.quantity: Quantity must be a whole number/],
    [{ size: '   ' }, /^items\.0\.size: A size or colour cannot be blank/],
  ])('refuses a malformed line with a 400 (%#)', async (change, message) => {
    const { res } = await order({
      products: mapOf([[GLOVES, 1]]),
      items: [{ productId: productId(GLOVES), quantity: 1, size: 'M', ...change }],
      shippingAddress: address,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(message);
  });

  it('takes the spec map alone as before, with no size or colour recorded', async () => {
    const { res, api } = await order({
      products: mapOf([
        [GLOVES, 2],
        [MAILER, 1],
      ]),
      shippingAddress: address,
    });
    expect(res.status).toBe(201);
    const [mine] = orderList.parse(await (await api.orders.$get({ query: {} })).json());
    expect(mine?.items.map((i) => [i.quantity, i.size, i.color])).toEqual([
      [2, undefined, undefined],
      [1, undefined, undefined],
    ]);
  });
});
