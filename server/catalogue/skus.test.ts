import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, inArray, isNull } from '../db/orm.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { products } from '../db/schema.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { seedSku } from '../test/helpers.ts';
import { seedProducts } from './products.ts';
import { assignMissingSkus } from './skus.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const skusBySlug = async () =>
  new Map(
    (await h.database.db.select({ slug: products.slug, sku: products.sku }).from(products)).map((r) => [
      r.slug,
      r.sku,
    ]),
  );
const slugOf = (sku: string) => seedProducts[seedProducts.findIndex((_, i) => seedSku(i) === sku)]!.slug;
/** Takes these products' SKUs away, as a database from before migration 0019 has them. */
const clear = (skus: string[]) =>
  h.database.db
    .update(products)
    .set({ sku: null })
    .where(
      inArray(
        products.slug,
        skus.map((s) => slugOf(s)),
      ),
    );

describe('assignMissingSkus', () => {
  it("numbers the products without a SKU after their family's highest; the others keep theirs", async () => {
    const before = await skusBySlug();
    expect(before.get(slugOf('TAP-014'))).toBe('TAP-014');
    await clear(['TAP-003', 'TAP-007', 'GLO-005', 'COR-001']);
    expect(await assignMissingSkus(h.database.db)).toBe(4);
    const after = await skusBySlug();
    // After the highest, not in the gaps; newest product first (the seed's order).
    expect(after.get(slugOf('TAP-003'))).toBe('TAP-015');
    expect(after.get(slugOf('TAP-007'))).toBe('TAP-016');
    // The family's highest was the one cleared: the next after GLO-004 is the same number again.
    expect(after.get(slugOf('GLO-005'))).toBe('GLO-005');
    expect(after.get(slugOf('COR-001'))).toBe('COR-020');
    const changed = [...after].filter(([slug, sku]) => before.get(slug) !== sku).map(([slug]) => slug);
    expect(changed.sort()).toEqual([slugOf('TAP-003'), slugOf('TAP-007'), slugOf('COR-001')].sort());
    expect(new Set(after.values()).size).toBe(after.size);
  });

  it('changes nothing when every product has one', async () => {
    const before = await skusBySlug();
    expect(await assignMissingSkus(h.database.db)).toBe(0);
    expect(await skusBySlug()).toEqual(before);
  });
});

describe('prepareDatabase', () => {
  it('numbers products without a SKU on every start, and does not seed a shop that has products', async () => {
    const before = await skusBySlug();
    const [{ n: total } = { n: 0 }] = await h.database.db.select({ n: count() }).from(products);
    const highestCleaning = [...before.values()]
      .filter((s) => s?.startsWith('CLE-'))
      .map((s) => Number(s!.slice(4)))
      .reduce((a, b) => Math.max(a, b));
    expect(highestCleaning).toBe(34);
    await clear(['CLE-001', 'KIT-002']);
    expect(await prepareDatabase(h.database)).toBe(0);
    const after = await skusBySlug();
    expect(after.get(slugOf('CLE-001'))).toBe('CLE-035');
    expect(after.get(slugOf('KIT-002'))).toBe('KIT-010');
    expect(await h.database.db.select().from(products).where(isNull(products.sku))).toEqual([]);
    expect(after.size).toBe(total);
    for (const [slug, sku] of before)
      if (slug !== slugOf('CLE-001') && slug !== slugOf('KIT-002')) expect(after.get(slug)).toBe(sku);
  });
});
