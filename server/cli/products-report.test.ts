import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdFromSlug } from '../db/product-id.ts';
import { asc } from '../db/orm.ts';
import { products, productStock } from '../db/schema.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { productOf, ownerCommand } from '../test/helpers.ts';
import { UsageError } from './commands.ts';
import { parseCsv } from './csv.ts';

let h: Harness;
const folder = mkdtempSync(join(tmpdir(), 'shop-export-'));
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
  rmSync(folder, { recursive: true, force: true });
});

const shop = (...argv: string[]) => ownerCommand(h, argv);
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

/** The whole catalogue as the shop keeps it, but for when each row was last written. */
async function catalogue() {
  const rows = await h.database.db.select().from(products).orderBy(asc(products.slug));
  const stock = await h.database.db
    .select()
    .from(productStock)
    .orderBy(asc(productStock.productId), asc(productStock.size));
  return { products: rows.map(({ updatedAt: _, ...rest }) => rest), stock };
}

const HEADER =
  'slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors,hsnCode,gstRate,stock,priceTiers,minQuantity,packOf';

describe('npm run shop -- products export', () => {
  it('writes every product in the columns the import reads; importing it unchanged changes nothing', async () => {
    // Beside the seed: a name a spreadsheet would run, quotes, a comma, a line break, paise,
    // volume prices, a carton and stock per size.
    const extra = file(
      'extra.csv',
      `${HEADER},keywords\n` +
        'odd-carton,"=Carton ""XL"", brown","Two lines\nof text",Packaging & Shipping Products,Boxes,1249.50,999.75,yes,S|M|L,Brown|White,4819,12,S:0|M:4|L:30,10:1199.50|50:1099,5,5,"Gatta, DABBA; डिब्बा"\n',
    );
    expect(await shop('products', 'import', extra)).toBe('Imported 1 product(s): 1 new, 0 updated.');
    const before = await catalogue();

    const csv = await shop('products', 'export');
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([...HEADER.split(',').toSpliced(12, 0, 'sku'), 'keywords']);
    expect(rows).toHaveLength(before.products.length);
    const odd = rows.find((r) => r[0] === 'odd-carton')!;
    expect(odd.slice(1, 8)).toEqual([
      '=Carton "XL", brown',
      'Two lines\nof text',
      'Packaging & Shipping Products',
      'Boxes',
      '1249.50',
      '999.75',
      'yes',
    ]);
    expect(odd.slice(13)).toEqual(['S:0|M:4|L:30', '10:1199.50|50:1099', '5', '5', 'gatta dabba डिब्बा']);

    const count = before.products.length;
    expect(await shop('products', 'import', file('export.csv', csv))).toBe(
      `Imported ${count} product(s): 0 new, ${count} updated.`,
    );
    expect(await catalogue()).toEqual(before);
  });

  it('takes back a price changed in the exported file, and only that', async () => {
    const csv = await shop('products', 'export');
    const [header, ...rows] = parseCsv(csv);
    const price = header!.indexOf('regularPrice');
    const changed = rows.map((r) => (r[0] === 'odd-carton' ? r.with(price, '1299') : r));
    const before = await catalogue();
    const text = [header!, ...changed]
      .map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))
      .join('\n');
    await shop('products', 'import', file('changed.csv', text));
    const after = await catalogue();
    const id = productIdFromSlug('odd-carton');
    expect(after.products.find((p) => p.id === id)).toMatchObject({ regularPricePaise: 129900 });
    expect(after.products.filter((p) => p.id !== id)).toEqual(before.products.filter((p) => p.id !== id));
    expect(await productOf(h, id)).toMatchObject({ regularPrice: 1299 });
  });
});

describe('npm run shop -- products low-stock', () => {
  it('lists what is sold out, then the fewest left, per size, up to the shop’s "Only N left"', async () => {
    await shop('products', 'stock', 'odd-carton', 'S:0|M:4|L:30');
    const listed = (await shop('products', 'low-stock')).split('\n');
    const summary = listed.at(-1)!;
    expect(summary).toMatch(
      /^\d+ product\(s\) sold out or down to 5\. Set counts with: npm run shop -- products stock <slug> <stock>$/,
    );
    const line = listed.find((l) => l.startsWith('  odd-carton  '));
    expect(line).toBe('  odd-carton  =Carton "XL", brown: S: sold out, M: 4 left');
    const fewest = listed.slice(0, -1).map((l) => Number(/(\d+) left|sold out/.exec(l)?.[1] ?? 0));
    expect(fewest.length).toBeGreaterThan(1);

    const tighter = await shop('products', 'low-stock', '--at', '0');
    expect(tighter).toContain('  odd-carton  =Carton "XL", brown: S: sold out\n');
    expect(tighter).not.toMatch(/\d+ left/);

    await shop('products', 'stock', 'odd-carton', 'untracked');
    expect(await shop('products', 'low-stock', '--at', '0')).not.toContain('odd-carton');
    await expect(shop('products', 'low-stock', '--at', 'few')).rejects.toThrow(
      new UsageError("--at must be a whole number like 5, not 'few'"),
    );
  });
});

describe('npm run shop -- products show', () => {
  it('shows one product as the commands set it, by SKU, slug or id', async () => {
    const csv = file(
      'show.csv',
      `${HEADER},keywords\n` +
        'show-box,Show Box,,Packaging & Shipping Products,Boxes,120,99.50,yes,S|M,Brown,4819,18,S:0|M:7,10:95|50:90,5,5,gatta dabba\n',
    );
    await shop('products', 'import', csv);
    const id = productIdFromSlug('show-box');
    const shown = (await shop('products', 'show', 'show-box')).split('\n');
    expect(shown[0]).toMatch(new RegExp(`^Show Box \\(show-box\\)  SKU [A-Z]{3}-\\d{3}  id ${id}$`));
    expect(shown.slice(1)).toEqual([
      `  on sale at /product/${id}, featured`,
      '  category: Packaging & Shipping Products › Boxes',
      '  price: ₹120, on sale at ₹99.50',
      '  volume prices: 10+ at ₹95, 50+ at ₹90',
      '  quantities: Sold in cartons of 5',
      '  sizes: S, M',
      '  colours: Brown',
      '  search keywords: gatta dabba',
      '  stock: S: 0, M: 7',
      '  tax: HSN 4819, GST 18%',
      '  photos: drawn pictures (1)',
      '  reviews: none yet',
    ]);
    const sku = /SKU (\S+)/.exec(shown[0]!)![1]!;
    expect(await shop('products', 'show', sku.toLowerCase())).toBe(shown.join('\n'));
    expect(await shop('products', 'show', id.toUpperCase())).toBe(shown.join('\n'));

    await shop('products', 'retire', 'show-box');
    await shop('products', 'stock', 'show-box', 'untracked');
    const retired = await shop('products', 'show', sku);
    expect(retired).toMatch(/\n {2}retired on \d{1,2} \w{3} \d{4}, [^\n]*: not shown or sold, featured\n/);
    expect(retired).toContain('\n  stock: untracked (never runs out)\n');
    await expect(shop('products', 'show', 'no-such-box')).rejects.toThrow(
      new UsageError("no product with SKU, slug or id 'no-such-box'"),
    );
    await expect(shop('products', 'show')).rejects.toThrow(UsageError);
  });
});
