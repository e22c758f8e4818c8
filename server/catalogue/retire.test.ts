import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestions } from '../../src/contract/product.ts';
import { quickOrderAnswer } from '../../src/contract/quick-order.ts';
import { noLongerSold } from '../../src/domain/product.ts';
import { categoryHref } from '../../src/domain/routes.ts';
import { eq } from '../db/orm.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { mailQueue, products, stockAlerts } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  mailsTo,
  address,
  call,
  listProducts,
  ordersOf,
  placeOrder,
  seedSku,
  sendAllMail,
  signUp,
} from '../test/helpers.ts';
import { seedProducts } from './products.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** An owner command as the CLI sends it to a running shop (which forgets its public answers after). */
async function shop(...argv: string[]): Promise<string> {
  const res = await apiClient(h, h.ownerToken).admin.commands.$post({ json: { argv } });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`${argv.join(' ')}: ${answer.error}`);
  return answer.output.join('\n');
}

const at = (title: string) => {
  const index = seedProducts.findIndex((p) => p.title.startsWith(title));
  const p = seedProducts[index]!;
  return { index, ...p, id: productIdFromSlug(p.slug), sku: seedSku(index) };
};
const DISPENSER = at('Tape Dispenser Gun');
const SPONGE = at('Sponge Scrub Pad');

const page = (id: string) => apiClient(h).products[':id'].$get({ param: { id } });
const idsOf = (list: { products: { id: string }[] }) => list.products.map((p) => p.id);
const inCategory = (category: string) =>
  listProducts(h, `category=${encodeURIComponent(category)}&limit=100`);
const searchFor = (q: string) => listProducts(h, `q=${encodeURIComponent(q)}&limit=100`);
const suggest = async (q: string) =>
  suggestions.parse((await call(h, 'GET', `/api/v1/products/suggest?q=${encodeURIComponent(q)}`)).body);
const productSitemap = async () => (await h.app.request('/sitemaps/products-1.xml')).text();
const wishlistOf = async (token: string) =>
  (await (await apiClient(h, token).wishlist.$get()).json()).data.map((p) => p.id);
const quickOrder = async (sku: string) => {
  const res = await apiClient(h)['quick-order'].$post({ json: { lines: [{ sku, quantity: 1 }] } });
  return quickOrderAnswer.parse(await res.json()).lines[0]!;
};

describe('retiring a product (products retire)', () => {
  it('takes it out of all a shopper finds or orders, keeps the orders that have it, and brings it back', async () => {
    const p = DISPENSER;
    await shop('products', 'stock', p.slug, '40');
    const buyer = await signUp(h);
    const earlier = await placeOrder(h, buyer.token, { [p.id]: 2 });
    await apiClient(h, buyer.token).wishlist.$post({ json: { add: [p.id], remove: [] } });
    const all = (await listProducts(h, 'limit=1')).total;
    expect(idsOf(await inCategory(p.category))).toContain(p.id);
    expect(idsOf(await searchFor(p.title))).toContain(p.id);
    expect((await suggest(p.title)).products.map((s) => s.id)).toContain(p.id);
    expect(await productSitemap()).toContain(`/product/${p.id}<`);

    expect(await shop('products', 'retire', p.sku)).toBe(
      [
        `${p.title} (${p.slug}) is retired: no longer shown, found or sold. Orders that have it go on as they are.`,
        `To sell it again: npm run shop -- products unretire ${p.slug}`,
      ].join('\n'),
    );

    // Gone from the catalogue: its page is not found, no list, search, suggestion or sitemap has
    // it, and the counts say so at once.
    expect((await page(p.id)).status).toBe(404);
    expect((await listProducts(h, 'limit=1')).total).toBe(all - 1);
    const category = await inCategory(p.category);
    expect(idsOf(category)).not.toContain(p.id);
    expect(category.total).toBe(category.products.length);
    expect(idsOf(await searchFor(p.title))).not.toContain(p.id);
    expect(idsOf(await listProducts(h, `q=${encodeURIComponent(p.title)}&sort=price_asc`))).not.toContain(
      p.id,
    );
    expect((await suggest(p.title)).products.map((s) => s.id)).not.toContain(p.id);
    expect(await productSitemap()).not.toContain(p.id);
    expect(await wishlistOf(buyer.token)).not.toContain(p.id);

    // It cannot be ordered, by id or by SKU, and the shopper is told why.
    const again = await apiClient(h, buyer.token).orders.$post({
      json: { products: { [p.id]: 1 }, items: [{ productId: p.id, quantity: 1 }], shippingAddress: address },
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(`items[0]: ${noLongerSold(p.title)}`);
    const bySpec = await apiClient(h, buyer.token).orders.$post({
      json: { products: { [p.id]: 1 }, shippingAddress: address },
    });
    expect(bySpec.status).toBe(409);
    expect(await errorOf(bySpec)).toBe(`products: ${noLongerSold(p.title)}`);
    expect((await quickOrder(p.sku)).problem).toBe(noLongerSold(p.title));

    // The order placed before goes on as it was.
    const [order] = await ordersOf(h, buyer.token);
    expect(order!.id).toBe(earlier);
    expect(order!.items).toEqual([
      expect.objectContaining({ productId: p.id, productTitle: p.title, quantity: 2 }),
    ]);
    expect(await shop('orders', 'show', earlier)).toContain(`2 × ${p.title}`);

    // The owner's lists: the retired ones, not in the export; retiring twice changes nothing.
    expect(await shop('products', 'retired')).toMatch(
      new RegExp(`^  ${p.sku}  ${p.title} \\(${p.slug}\\): retired on \\d{1,2} \\w{3} \\d{4}, `, 'm'),
    );
    expect(await shop('products', 'export')).not.toContain(p.slug);
    expect(await shop('products', 'retire', p.slug)).toMatch(
      /^.* was retired already, on \d{1,2} \w{3} \d{4}/,
    );

    // Sold again, as it was: page, lists, wishlist.
    expect(await shop('products', 'unretire', p.id)).toBe(
      `${p.title} (${p.slug}) is on sale again, with its prices, stock and photos as they were.`,
    );
    expect((await page(p.id)).status).toBe(200);
    expect((await listProducts(h, 'limit=1')).total).toBe(all);
    expect(idsOf(await inCategory(p.category))).toContain(p.id);
    expect(await wishlistOf(buyer.token)).toContain(p.id);
    expect(await shop('products', 'retired')).toBe('No product is retired: the shop sells every one.');
    expect(await shop('products', 'unretire', p.slug)).toBe(
      `${p.title} (${p.slug}) is not retired: it is on sale.`,
    );
  });

  it('ends the back-in-stock alerts waiting for it, each with one e-mail, and takes no new ones', async () => {
    const p = SPONGE;
    await shop('products', 'stock', p.slug, '0');
    const waiting = [await signUp(h), await signUp(h)];
    for (const { token } of waiting)
      expect((await apiClient(h, token)['stock-alerts'].$post({ json: { productId: p.id } })).status).toBe(
        201,
      );

    expect(await shop('products', 'retire', p.slug)).toContain(
      '2 shoppers waiting for it are being e-mailed that it will not be back.',
    );
    for (const { token } of waiting)
      expect((await (await apiClient(h, token)['stock-alerts'].$get()).json()).data).toEqual([]);
    const late = await apiClient(h, waiting[0]!.token)['stock-alerts'].$post({ json: { productId: p.id } });
    expect(late.status).toBe(404);

    await sendAllMail(h);
    for (const { email } of waiting) {
      const mails = mailsTo(h, email);
      expect(mails.map((m) => m.subject)).toEqual([`No longer sold: ${p.title}`]);
      expect(mails[0]!.text).toContain('so it will not be back in stock. Your alert for it has ended.');
      expect(mails[0]!.text).toContain(
        `Other ${p.category} products: ${h.env.APP_URL}${categoryHref(p.category)}\n`,
      );
    }
    // Stock coming back while it is retired mails no one.
    expect(await shop('products', 'stock', p.slug, '10')).not.toContain('Back in stock');
    const rows = await h.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, p.id));
    const queued = await h.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'back-in-stock'));
    expect(queued.filter((m) => rows.some((r) => r.id === m.stockAlertId))).toEqual([]);
    await shop('products', 'unretire', p.slug);
  });

  it('an import updates a retired product and leaves it retired; low stock and untaxed leave it out', async () => {
    const header =
      'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors,stock';
    const file = (price: string, stock: string) => ({
      'a.csv': `${header}\n4819,18,old-carton,Old Carton,,Packaging & Shipping,Boxes,${price},,false,,,${stock}\n`,
    });
    const importFile = async (price: string, stock: string) => {
      const res = await apiClient(h, h.ownerToken).admin.commands.$post({
        json: { argv: ['products', 'import', 'a.csv'], files: file(price, stock) },
      });
      return (await res.json()).output.join('\n');
    };
    await importFile('40', '1');
    expect(await shop('products', 'low-stock')).toContain('old-carton');
    await shop('products', 'retire', 'old-carton');
    expect(await shop('products', 'low-stock')).not.toContain('old-carton');
    await h.database.db.update(products).set({ hsnCode: null }).where(eq(products.slug, 'old-carton'));
    expect(await shop('products', 'untaxed')).not.toContain('old-carton');

    expect(await importFile('45', '0')).toBe(
      [
        'Imported 1 product(s): 0 new, 1 updated.',
        'Updated but still retired, so not sold: old-carton. Sell one again with npm run shop -- products unretire <product>',
      ].join('\n'),
    );
    const id = productIdFromSlug('old-carton');
    expect((await page(id)).status).toBe(404);
    await shop('products', 'unretire', 'old-carton');
    const back = await page(id);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ regularPrice: 45 });
  });
});
