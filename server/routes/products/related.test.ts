import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedProductsAnswer } from '../../../src/contract/product.ts';
import { BOUGHT_TOGETHER_DAYS, RELATED_LIMIT } from '../../../src/domain/related-products.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { inArray } from '../../db/orm.ts';
import { orders } from '../../db/schema.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call, ownerCommand, placeOrder, productId, setStock, signUp } from '../../test/helpers.ts';

let h: Harness;
// Answers not kept: each request reads the orders as the test has just left them.
beforeAll(async () => {
  h = await createHarness({ CATALOGUE_CACHE_SECONDS: '0' });
});
afterAll(() => h.close());

/** The first seeded product of a sub-category that is sold one at a time (no minimum, no carton). */
const firstOf = (parentCategory: string) =>
  productId(
    seedProducts.findIndex(
      (p) =>
        p.parentCategory === parentCategory && (p.minOrderQuantity ?? 1) === 1 && (p.packMultiple ?? 1) === 1,
    ),
  );
const BOX = productId(0);
const TAPE = firstOf('Tapes');
const BUBBLE = firstOf('Protective Packaging');
const COURIER_BAG = firstOf('Courier Bags');

async function related(id: string) {
  const res = await call(h, 'GET', `/api/v1/products/${id}/related`);
  expect(res.status).toBe(200);
  return relatedProductsAnswer.parse(res.body);
}

/** An order of one of each, paid (`paid`) or left waiting for payment. */
async function order(token: string, ids: string[], paid: boolean) {
  const id = await placeOrder(h, token, Object.fromEntries(ids.map((p) => [p, 1])));
  if (paid) await ownerCommand(h, ['payments', 'mark-paid', id]);
  return id;
}

describe('GET /api/v1/products/{id}/related', () => {
  it('offers more of the sub-category while no orders say what goes with the product', async () => {
    const answer = await related(BOX);
    expect(answer.kind).toBe('same-category');
    expect(answer.data).toHaveLength(RELATED_LIMIT);
    for (const p of answer.data) {
      expect(p.parentCategory).toBe('Corrugated Boxes');
      expect(p.id).not.toBe(BOX);
    }
  });

  it('offers what was bought in the same paid orders, at least twice, within the half year', async () => {
    const { token } = await signUp(h);
    const both = [await order(token, [BOX, TAPE], true), await order(token, [BOX, TAPE, BUBBLE], true)];
    // Once is not a habit; orders never paid say nothing of what sells together.
    await order(token, [BOX, COURIER_BAG], false);
    await order(token, [BOX, COURIER_BAG], false);

    const answer = await related(BOX);
    expect(answer.kind).toBe('bought-together');
    expect(answer.data.map((p) => p.id)).toEqual([TAPE]);
    // And the other way round: the tape's page offers the box.
    expect((await related(TAPE)).data.map((p) => p.id)).toEqual([BOX]);

    // A third paid order with the bubble pouch makes two: it comes after the tape (in three).
    await order(token, [BOX, TAPE, BUBBLE], true);
    expect((await related(BOX)).data.map((p) => p.id)).toEqual([TAPE, BUBBLE]);

    // Sold out, the tape is not offered; the pouch still is.
    await setStock(h, TAPE, 0);
    expect((await related(BOX)).data.map((p) => p.id)).toEqual([BUBBLE]);
    await setStock(h, TAPE, 50);

    // Orders older than the half year are not read: with the first two gone, once each is too few.
    const old = new Date(Date.now() - (BOUGHT_TOGETHER_DAYS + 1) * 24 * 60 * 60 * 1000);
    await h.database.db.update(orders).set({ createdAt: old }).where(inArray(orders.id, both));
    expect((await related(BOX)).kind).toBe('same-category');
  });

  it('answers 404 for a product not sold, or not a product id', async () => {
    expect((await call(h, 'GET', '/api/v1/products/not-an-id/related')).status).toBe(404);
    expect((await call(h, 'GET', `/api/v1/products/${crypto.randomUUID()}/related`)).status).toBe(404);
  });
});
