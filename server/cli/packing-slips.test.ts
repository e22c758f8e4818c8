import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../db/orm.ts';
import { orders, payments } from '../db/schema.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { seedProducts } from '../catalogue/products.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { address, ownerCommand, placeOrder, productId, seedSku, signUp } from '../test/helpers.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import { storeConfigPath } from '../test/harness.ts';
import { UsageError } from './usage-error.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const store = loadStoreConfig(storeConfigPath);

/** Runs `orders slips` and answers what it printed and each PDF page's text. */
async function slips(...args: string[]) {
  const made = new Map<string, Uint8Array>();
  const printed = await ownerCommand(h, ['orders', 'slips', ...args], undefined, made);
  const pdf = made.get(args[0]!);
  if (!pdf) return { printed, pages: [] as string[] };
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return { printed, pages: text };
}

const GLOVES = seedProducts.findIndex((p) => p.slug === 'nitrile-examination-gloves-powder-free-box-of-100');

describe('npm run shop -- orders slips', () => {
  it('prints a page per order being packed: the address, the phone, cash to collect, each line without prices', async () => {
    expect((await slips('slips.pdf')).printed).toBe('Nothing to pack: no order is Processing.');
    const { token } = await signUp(h);
    const gloves = productIdFromSlug(seedProducts[GLOVES]!.slug);
    const prepaid = await placeOrder(h, token, { [productId(0)]: 2 });
    const cash = await placeOrder(h, token, { [productId(1)]: 3 });
    const unpaid = await placeOrder(h, token, { [productId(2)]: 1 });
    await ownerCommand(h, ['payments', 'mark-paid', prepaid]);
    // Cash on delivery, confirmed: Processing, with the courier's payment still to come.
    const [order] = await h.database.db
      .update(orders)
      .set({ status: 1 })
      .where(eq(orders.id, cash))
      .returning({ totalPaise: orders.totalPaise });
    await h.database.db.insert(payments).values({
      orderId: cash,
      method: 'cod',
      amountPaise: order!.totalPaise,
      reference: `cod-${cash}`,
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
      returnOrigin: 'http://shop.test',
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const { printed, pages } = await slips('slips.pdf');
    expect(printed).toBe(`Wrote 2 packing slip(s) to slips.pdf: ${prepaid}, ${cash}`);
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [string, string];
    expect(first).toContain(`Packing slip · ${prepaid}`);
    for (const part of [
      address.fullName,
      address.address,
      `${address.city}, ${address.state} ${address.postalCode}`,
    ])
      expect(first).toContain(part);
    expect(first).toContain('Phone: +91 98765 43210');
    expect(first).toContain('Prepaid: collect nothing');
    expect(first).toContain(seedSku(0));
    expect(first).toContain(seedProducts[0]!.title);
    expect(first).toContain('2 items in all');
    expect(first).not.toMatch(/Rs\./);
    expect(first).toContain(store.companyName);
    expect(second).toContain(`Packing slip · ${cash}`);
    expect(second).toMatch(/CASH ON DELIVERY: collect Rs\. [\d,]+(\.\d\d)?/);
    expect(pages.join('\n')).not.toContain(unpaid);

    // Named orders: a size's own SKU; one not yet paid is refused in words.
    const placed = await apiClient(h, token).orders.$post({
      json: {
        products: { [gloves]: 2 },
        items: [{ productId: gloves, quantity: 2, size: 'M', color: 'Blue' }],
        shippingAddress: address,
      },
    });
    const sized = (await placed.json()).id;
    await ownerCommand(h, ['payments', 'mark-paid', sized]);
    const named = await slips('one.pdf', sized.toLowerCase());
    expect(named.printed).toBe(`Wrote 1 packing slip(s) to one.pdf: ${sized}`);
    expect(named.pages[0]).toContain(`${seedSku(GLOVES)}-M`);
    // The item's words, as wrapped on the page.
    expect(named.pages[0]!.replace(/\s+/g, ' ')).toContain('(Size: M · Colour: Blue)');
    await expect(slips('x.pdf', unpaid)).rejects.toThrow(
      new UsageError(
        `${unpaid} is Pending: only an order being packed (Processing) or shipped has a packing slip`,
      ),
    );
    await expect(slips('x.pdf', 'ORD-NOSUCH1')).rejects.toThrow(/^no order ORD-/);
    await expect(slips()).rejects.toThrow(
      new UsageError('usage: npm run shop -- orders slips <file.pdf> [orderId…]'),
    );
    await expect(slips('slips.txt')).rejects.toThrow(UsageError);
  });
});
