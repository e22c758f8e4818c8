import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WISHLIST_CHANGE, wishlistAnswer } from '../../../src/contract/wishlist.ts';
import { importProducts } from '../../cli/products-import.ts';
import { eq } from '../../db/orm.ts';
import { productIdFromSlug } from '../../db/product-id.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ORIGIN, productId, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A POST whose body the typed client would not send (not JSON, or not a change). */
const postRaw = (token: string, body: string) =>
  h.app.request(`${ORIGIN}/api/v1/wishlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body,
  });

async function shopper() {
  const { token } = await signUp(h);
  const api = apiClient(h, token);
  const ids = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return wishlistAnswer.parse(await res.json()).data.map((p) => p.id);
  };
  return {
    list: async () => ids(await api.wishlist.$get()),
    change: async (json: { add?: string[]; remove?: string[] }) => ids(await api.wishlist.$post({ json })),
    api,
    token,
  };
}

describe('GET and POST /api/v1/wishlist (the wishlist kept on the account)', () => {
  it('needs a signed-in shopper', async () => {
    const api = apiClient(h);
    // The same answer as the spec's signed-in routes give.
    const orders = await api.orders.$get({ query: {} });
    expect(orders.status).toBe(401);
    const signIn = await errorOf(orders);
    for (const res of [
      await api.wishlist.$get(),
      await api.wishlist.$post({ json: { add: [productId(0)] } }),
      await apiClient(h, 'a-token-that-was-never-issued-0123456789').wishlist.$get(),
    ]) {
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toBe(signIn);
    }
  });

  it('starts empty, keeps additions in the order given, and serves each product in full', async () => {
    const me = await shopper();
    expect(await me.list()).toEqual([]);
    expect(await me.change({ add: [productId(3), productId(1)] })).toEqual([productId(3), productId(1)]);
    expect(await me.change({ add: [productId(2)] })).toEqual([productId(3), productId(1), productId(2)]);

    const [first] = (await (await me.api.wishlist.$get()).json()).data;
    const product = await (await apiClient(h).products[':id'].$get({ param: { id: productId(3) } })).json();
    const { savedPrice, ...served } = first!;
    expect(served).toEqual(product);
    // Saved today: what it costs today.
    expect(savedPrice).toBe(Number(product.discountedPrice ?? product.regularPrice));
  });

  it('keeps what each cost on the day it was saved, beside the price it is sold at today', async () => {
    const csv =
      'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors\n' +
      '3923,18,wishlist-price-drop-crate,Stacking Crate,,Packaging,Crates,500,,no,,\n';
    expect((await importProducts(h.database.db, csv)).errors).toEqual([]);
    const crate = productIdFromSlug('wishlist-price-drop-crate');
    const me = await shopper();
    await me.change({ add: [crate] });
    await h.database.db.update(products).set({ discountedPricePaise: 42_050 }).where(eq(products.id, crate));
    const read = async () => wishlistAnswer.parse(await (await me.api.wishlist.$get()).json()).data[0]!;
    const saved = await read();
    expect(saved.discountedPrice).toBe(420.5);
    expect(saved.savedPrice).toBe(500);

    // Saved again after the drop: the day it was first saved still counts.
    await me.change({ add: [crate] });
    expect((await read()).savedPrice).toBe(500);

    // Saved before the shop kept the price: no savedPrice, and the list is still served.
    await h.database.db
      .update(wishlistItems)
      .set({ savedPricePaise: null })
      .where(eq(wishlistItems.productId, crate));
    const older = await read();
    expect(older.savedPrice).toBeUndefined();
    expect(older.id).toBe(crate);
  });

  it('adding a saved product again neither repeats nor moves it', async () => {
    const me = await shopper();
    await me.change({ add: [productId(1), productId(2)] });
    expect(await me.change({ add: [productId(1), productId(1), productId(4)] })).toEqual([
      productId(1),
      productId(2),
      productId(4),
    ]);
  });

  it('removes products, and a product both added and removed in one call is removed', async () => {
    const me = await shopper();
    await me.change({ add: [productId(1), productId(2), productId(3)] });
    expect(await me.change({ remove: [productId(2)] })).toEqual([productId(1), productId(3)]);
    expect(await me.change({ add: [productId(5)], remove: [productId(5), productId(1)] })).toEqual([
      productId(3),
    ]);
  });

  it('skips ids that name no product, whatever they look like', async () => {
    const me = await shopper();
    const unknownUuid = '00000000-0000-4000-8000-000000000000';
    expect(await me.change({ add: ['not-a-product', unknownUuid, productId(1), 'x'.repeat(100)] })).toEqual([
      productId(1),
    ]);
    expect(await me.change({ remove: ['not-a-product', unknownUuid] })).toEqual([productId(1)]);
  });

  it('reads an id in any case as the product it names', async () => {
    const me = await shopper();
    expect(await me.change({ add: [productId(2).toUpperCase()] })).toEqual([productId(2)]);
    expect(await me.change({ add: [productId(2), productId(2).toUpperCase()] })).toEqual([productId(2)]);
    expect(await me.change({ add: [productId(3)], remove: [productId(3).toUpperCase()] })).toEqual([
      productId(2),
    ]);
    expect(await me.change({ remove: [productId(2).toUpperCase()] })).toEqual([]);
  });

  it('refuses a body that is not a change, saying what is wrong', async () => {
    const me = await shopper();
    const tooMany = Array.from({ length: MAX_WISHLIST_CHANGE + 1 }, () => productId(1));
    const big = await me.api.wishlist.$post({ json: { add: tooMany } });
    expect(big.status).toBe(400);
    expect(await errorOf(big)).toBe(`add: at most ${MAX_WISHLIST_CHANGE} products at a time`);
    const odd = await postRaw(me.token, JSON.stringify({ add: 'everything' }));
    expect(odd.status).toBe(400);
    expect(await errorOf(odd)).toMatch(/^add: /);
    expect(await me.list()).toEqual([]);
  });

  it.each([
    '{',
    'null',
    '[]',
    '"add"',
    '{"add":[null]}',
    '{"add":[""]}',
    '{"add":["  "]}',
    `{"add":["${'x'.repeat(101)}"]}`,
    '{"remove":{"0":"x"}}',
    '{"add":[1,2]}',
  ])('answers %s with a 400 and a message, never a server error', async (body) => {
    const res = await postRaw((await shopper()).token, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/\S/);
  });

  it("keeps each shopper's list apart", async () => {
    const asha = await shopper();
    const ravi = await shopper();
    await asha.change({ add: [productId(1)] });
    await ravi.change({ add: [productId(2)] });
    expect(await asha.list()).toEqual([productId(1)]);
    expect(await ravi.list()).toEqual([productId(2)]);
  });

  it('drops a product the shop stops selling from every list', async () => {
    const csv =
      'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors\n' +
      '4819,18,wishlist-seasonal-rakhi-box,Seasonal Rakhi Box,,Packaging,Gift,99,,no,,\n';
    expect((await importProducts(h.database.db, csv)).errors).toEqual([]);
    const seasonal = productIdFromSlug('wishlist-seasonal-rakhi-box');
    const me = await shopper();
    expect(await me.change({ add: [seasonal, productId(1)] })).toEqual([seasonal, productId(1)]);
    await h.database.db.delete(products).where(eq(products.id, seasonal));
    expect(await me.list()).toEqual([productId(1)]);
  });
});
