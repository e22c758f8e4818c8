import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAsServed } from '../../../src/contract/product.ts';
import { quickOrderAnswer, type QuickOrderRequest } from '../../../src/contract/quick-order.ts';
import { MAX_QUICK_ORDER_LINES } from '../../../src/contract/limits.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { eq } from '../../db/orm.ts';
import { products, productStock } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { productId, seedSku, unitPricePaise } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const index = (title: string) => seedProducts.findIndex((p) => p.title.startsWith(title));
const TAPE = index('Brown BOPP Packing Tape 48 mm x 65 m'); // cartons of 6, tiers from 50
const BOX = index('3 Ply Corrugated Box 6 x 4 x 4 inch'); // tiers from 10
const GLOVES = index('Heavy Duty Black Nitrile Gloves'); // sizes M, L, XL
const DISPENSER = index('Tape Dispenser Gun'); // One Size

const ask = (json: QuickOrderRequest) => apiClient(h)['quick-order'].$post({ json });
const quick = async (lines: QuickOrderRequest['lines']) => {
  const res = await ask({ lines });
  expect(res.status, await res.clone().text()).toBe(200);
  return quickOrderAnswer.parse(await res.json()).lines;
};

describe('SKUs', () => {
  it('are served with every product, one each, numbered in its family', async () => {
    const res = await apiClient(h).products.$get({ query: { limit: '100' } });
    const served = (await res.json()).data.map((p) => productAsServed.parse(p));
    expect(new Set(served.map((p) => p.sku)).size).toBe(served.length);
    expect(served.find((p) => p.id === productId(TAPE))?.sku).toBe('TAP-001');
    expect(served.find((p) => p.id === productId(BOX))?.sku).toBe('COR-001');
    expect(seedSku(GLOVES)).toBe('GLO-002');
  });
});

describe('POST /quick-order', () => {
  it('prices each line at the volume price its quantity reaches, in the order given', async () => {
    const lines = await quick([
      { sku: seedSku(BOX), quantity: 10 },
      { sku: seedSku(TAPE).toLowerCase(), quantity: 60 },
      { sku: ` ${seedSku(BOX)} `, quantity: 2 },
    ]);
    expect(lines.map((l) => [l.sku, l.quantity, l.unitPrice, l.lineTotal, l.problem])).toEqual([
      ['COR-001', 10, fromPaise(unitPricePaise(BOX, 10)), fromPaise(unitPricePaise(BOX, 10) * 10), undefined],
      [
        'TAP-001',
        60,
        fromPaise(unitPricePaise(TAPE, 60)),
        fromPaise(unitPricePaise(TAPE, 60) * 60),
        undefined,
      ],
      ['COR-001', 2, fromPaise(unitPricePaise(BOX, 2)), fromPaise(unitPricePaise(BOX, 2) * 2), undefined],
    ]);
    expect(unitPricePaise(BOX, 10)).toBeLessThan(unitPricePaise(BOX, 2));
    expect(lines[0]?.product?.id).toBe(productId(BOX));
  });

  it('names a size by its code after the product’s SKU, and asks for one when it has several', async () => {
    const [m, none, unknownSize, single] = await quick([
      { sku: 'GLO-002-m', quantity: 3 },
      { sku: 'GLO-002', quantity: 3 },
      { sku: 'GLO-002-XXL', quantity: 3 },
      { sku: seedSku(DISPENSER), quantity: 1 },
    ]);
    expect(m).toMatchObject({ sku: 'GLO-002-M', size: 'M', quantity: 3 });
    expect(m?.problem).toBeUndefined();
    expect(none?.problem).toBe(
      'Heavy Duty Black Nitrile Gloves (Box of 50) comes in sizes: order one by its SKU, GLO-002-M, GLO-002-L, GLO-002-XL',
    );
    expect(none?.product?.id).toBe(productId(GLOVES));
    expect(unknownSize?.problem).toBe(
      'Heavy Duty Black Nitrile Gloves (Box of 50) has no size XXL: order one of GLO-002-M, GLO-002-L, GLO-002-XL',
    );
    expect(single).toMatchObject({ size: 'One Size' });
    expect(single?.problem).toBeUndefined();
  });

  it('says exactly what is wrong with a bad line and still answers the good ones', async () => {
    const [unknown, part, fine, fewest] = await quick([
      { sku: 'NOPE-999', quantity: 5 },
      { sku: seedSku(TAPE), quantity: 7 },
      { sku: seedSku(BOX), quantity: 1 },
      { sku: seedSku(TAPE) },
    ]);
    expect(unknown).toEqual({ sku: 'NOPE-999', quantity: 5, problem: 'No product has the SKU NOPE-999' });
    expect(part?.problem).toBe(
      'Brown BOPP Packing Tape 48 mm x 65 m is sold in cartons of 6: order 12 or another multiple of 6',
    );
    expect(fine?.problem).toBeUndefined();
    // A SKU alone orders the fewest the product is sold in: one carton.
    expect(fewest).toMatchObject({ quantity: 6, lineTotal: fromPaise(unitPricePaise(TAPE, 6) * 6) });
  });

  it('checks stock for the size asked', async () => {
    const id = productId(GLOVES);
    await h.database.db.delete(productStock).where(eq(productStock.productId, id));
    await h.database.db.insert(productStock).values([
      { productId: id, size: 'M', quantity: 0 },
      { productId: id, size: 'L', quantity: 4 },
      { productId: id, size: 'XL', quantity: 50 },
    ]);
    const [m, l, xl] = await quick([
      { sku: 'GLO-002-M', quantity: 1 },
      { sku: 'GLO-002-L', quantity: 5 },
      { sku: 'GLO-002-XL', quantity: 5 },
    ]);
    expect(m?.problem).toBe('Heavy Duty Black Nitrile Gloves (Box of 50) is out of stock');
    expect(l?.problem).toBe('Only 4 of Heavy Duty Black Nitrile Gloves (Box of 50) left');
    expect(xl?.problem).toBeUndefined();
  });

  it('finds a SKU the owner gave, even one with hyphens of its own', async () => {
    await h.database.db
      .update(products)
      .set({ sku: 'BOX-10X10-5PLY' })
      .where(eq(products.id, productId(BOX)));
    const [line] = await quick([{ sku: 'box-10x10-5ply', quantity: 10 }]);
    expect(line?.product?.id).toBe(productId(BOX));
    expect(line?.problem).toBeUndefined();
    await h.database.db
      .update(products)
      .set({ sku: 'COR-001' })
      .where(eq(products.id, productId(BOX)));
  });

  it('refuses a request it cannot read with a 400 naming the field', async () => {
    const bad = async (json: QuickOrderRequest) => errorOf(await ask(json));
    expect(await bad({ lines: [] })).toBe('lines: give at least one line');
    expect(await bad({ lines: [{ sku: 'TAP-001', quantity: 0 }] })).toBe(
      'lines.0.quantity: must be at least 1',
    );
    expect(await bad({ lines: [{ sku: '', quantity: 1 }] })).toBe('lines.0.sku: give a SKU');
    expect(
      await bad({ lines: Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, () => ({ sku: 'TAP-001' })) }),
    ).toBe(`lines: at most ${MAX_QUICK_ORDER_LINES} lines at a time`);
    expect(await bad({ lines: [{ sku: "x' or 1=1 --", quantity: 1.5 }] })).toBe(
      'lines.0.quantity: must be a whole number',
    );
    const [odd] = await quick([{ sku: "x' or 1=1 --", quantity: 1 }]);
    expect(odd?.problem).toBe("No product has the SKU X' OR 1=1 --");
  });
});
