import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STOCK_ALERTS } from '../../src/contract/stock-alerts.ts';
import { stockAlertTexts } from '../../src/domain/stock-alerts.ts';
import { eq } from '../db/orm.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { stockAlerts } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { ownerCommand, placeOrder, productId, sendAllMail, signUp } from '../test/helpers.ts';
import { seedProducts } from './products.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const alerts = (token?: string) => apiClient(h, token)['stock-alerts'];
const ask = (token: string | undefined, json: { productId: string; size?: string }) =>
  alerts(token).$post({ json });
const waiting = async (token: string) => (await (await alerts(token).$get()).json()).data;

const sendMail = () => sendAllMail(h);
const mailsTo = (to: string) => h.mailer.sent.filter((m) => m.to === to);

/** A seeded product with one count (no sizes), sold out for the test. */
async function soldOut(index: number) {
  const p = seedProducts[index]!;
  expect(p.attributes.some((a) => a.key === 'sizes' || a.key === 'size')).toBe(false);
  await shop('products', 'stock', p.slug, '0');
  return { id: productId(index), slug: p.slug, title: p.title };
}

const GLOVES = seedProducts.findIndex((p) => p.slug === 'nitrile-examination-gloves-powder-free-box-of-100');

describe('back-in-stock alerts', () => {
  it('keeps an alert on a sold-out product, and e-mails once when the owner brings stock back', async () => {
    const { token, email } = await signUp(h);
    const product = await soldOut(3);
    const res = await ask(token, { productId: product.id.toUpperCase() });
    expect(res.status).toBe(201);
    const [alert] = (await res.json()).data;
    expect(alert).toEqual({ productId: product.id, title: product.title, requestedAt: expect.any(String) });
    expect(await waiting(token)).toEqual([alert]);
    // Asked again: still one alert.
    expect((await ask(token, { productId: product.id })).status).toBe(201);
    expect(await waiting(token)).toHaveLength(1);

    // The owner's low-stock list says someone is waiting for it.
    expect(await shop('products', 'low-stock', '--at', '0')).toContain(
      `  ${product.slug}  ${product.title}: sold out · 1 shopper waiting`,
    );
    expect(await shop('products', 'stock', product.slug, '12')).toContain(
      'Back in stock: 1 shopper who was waiting is being e-mailed.',
    );
    await sendMail();
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Back in stock: ${product.title}`);
    expect(mail!.text).toContain(`${product.title} is back in stock at `);
    expect(mail!.text).toContain(`Order it here: ${h.env.APP_URL}/product/${product.id}`);
    // Met: no longer waiting, and sold out and back again mails no more.
    expect(await waiting(token)).toEqual([]);
    await shop('products', 'stock', product.slug, '0');
    expect(await shop('products', 'stock', product.slug, '5')).not.toContain('Back in stock');
    await sendMail();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("waits for the size asked for: another size's stock does not set it off", async () => {
    const { token, email } = await signUp(h);
    const gloves = seedProducts[GLOVES]!;
    const id = productIdFromSlug(gloves.slug);
    await shop('products', 'stock', gloves.slug, 'S:0|M:0|L:4|XL:4');
    expect((await ask(token, { productId: id, size: 'M' })).status).toBe(201);
    // L can be ordered, and XXL is not sold: nothing to wait for.
    const inStock = await ask(token, { productId: id, size: 'L' });
    expect(inStock.status).toBe(409);
    expect(await errorOf(inStock)).toBe(stockAlertTexts.inStock);
    const noSize = await ask(token, { productId: id, size: 'XXL' });
    expect(noSize.status).toBe(400);
    expect(await errorOf(noSize)).toBe(stockAlertTexts.unknownSize('XXL'));

    expect(await shop('products', 'stock', gloves.slug, 'S:3|M:0|L:4|XL:4')).not.toContain('Back in stock');
    expect(await waiting(token)).toEqual([expect.objectContaining({ productId: id, size: 'M' })]);
    await shop('products', 'stock', gloves.slug, 'S:3|M:2|L:4|XL:4');
    await sendMail();
    expect(mailsTo(email).map((m) => m.subject)).toEqual([`Back in stock: ${gloves.title} (size M)`]);
    // Its link opens the product with size M chosen.
    expect(mailsTo(email)[0]!.text).toContain(`Order it here: ${h.env.APP_URL}/product/${id}?size=M\n`);
  });

  it("e-mails the shopper waiting when a cancelled order's lines go back on the shelf", async () => {
    const product = await soldOut(4);
    await shop('products', 'stock', product.slug, '2');
    const buyer = await signUp(h);
    const order = await placeOrder(h, buyer.token, { [product.id]: 2 });
    const waiter = await signUp(h);
    expect((await ask(waiter.token, { productId: product.id })).status).toBe(201);
    const cancel = await apiClient(h, buyer.token).orders[':id'].cancel.$post({
      param: { id: order },
      json: { reason: 'Ordered by mistake' },
    });
    expect(cancel.status).toBe(200);
    await sendMail();
    expect(mailsTo(waiter.email).map((m) => m.subject)).toEqual([`Back in stock: ${product.title}`]);
  });

  it('e-mails the shopper waiting when an import brings the product back', async () => {
    const header =
      'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors,stock';
    const row = (stock: string) =>
      `4819,18,alert-carton,Alert Carton,,Packaging & Shipping,Boxes,99,,false,,,${stock}`;
    await ownerCommand(h, ['products', 'import', 'a.csv'], { 'a.csv': `${header}\n${row('0')}\n` });
    const { token, email } = await signUp(h);
    expect((await ask(token, { productId: productIdFromSlug('alert-carton') })).status).toBe(201);
    const printed = await ownerCommand(h, ['products', 'import', 'b.csv'], {
      'b.csv': `${header}\n${row('30')}\n`,
    });
    expect(printed).toContain('Back in stock: 1 shopper who was waiting is being e-mailed.');
    await sendMail();
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Back in stock: Alert Carton']);
  });

  it('cancels an alert, and refuses what cannot wait: a product in stock, unknown, or a full list', async () => {
    const { token } = await signUp(h);
    const product = await soldOut(5);
    await ask(token, { productId: product.id });
    const cancelled = await alerts(token)[':productId'].$delete({
      param: { productId: product.id },
      query: {},
    });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data).toEqual([]);
    // Nothing waiting to cancel: the same answer.
    expect(
      (await alerts(token)[':productId'].$delete({ param: { productId: product.id }, query: {} })).status,
    ).toBe(200);

    const inStock = await ask(token, { productId: productId(6) });
    expect(inStock.status).toBe(409);
    expect((await ask(token, { productId: productIdFromSlug('no-such-product') })).status).toBe(404);
    expect((await ask(token, { productId: 'not-an-id' })).status).toBe(404);
    expect((await ask(undefined, { productId: product.id })).status).toBe(401);
    expect((await alerts().$get()).status).toBe(401);

    // The most an account keeps waiting: one more is refused in words, and nothing is kept.
    const { token: busy } = await signUp(h);
    await ask(busy, { productId: product.id });
    const [mine] = await h.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, product.id));
    await h.database.db.insert(stockAlerts).values(
      Array.from({ length: MAX_STOCK_ALERTS - 1 }, (_, i) => ({
        userId: mine!.userId,
        productId: product.id,
        size: `size-${i}`,
      })),
    );
    const full = await ask(busy, { productId: (await soldOut(8)).id });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toBe(stockAlertTexts.tooMany(MAX_STOCK_ALERTS));
    expect(await waiting(busy)).toHaveLength(MAX_STOCK_ALERTS);
  });

  it("goes when the shopper's account is erased", async () => {
    const { token, email } = await signUp(h);
    const product = await soldOut(7);
    await ask(token, { productId: product.id });
    await shop('customers', 'erase', email, '--yes');
    expect(
      await h.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id)),
    ).toEqual([]);
  });
});
