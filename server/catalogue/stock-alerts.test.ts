import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STOCK_ALERTS } from '../../src/contract/stock-alerts.ts';
import { STOCK_ALERT_DAYS, stockAlertTexts } from '../../src/domain/stock-alerts.ts';
import { eq } from '../db/orm.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { stockAlerts, users } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { mailsTo, ownerCommand, placeOrder, productId, sendAllMail, signUp } from '../test/helpers.ts';
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
    const [mail, ...more] = mailsTo(h, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Back in stock: ${product.title}`);
    expect(mail!.text).toContain(`${product.title} is back in stock at `);
    expect(mail!.text).toContain(`Order it here: ${h.env.APP_URL}/product/${product.id}`);
    // Met: no longer waiting, and sold out and back again mails no more.
    expect(await waiting(token)).toEqual([]);
    await shop('products', 'stock', product.slug, '0');
    expect(await shop('products', 'stock', product.slug, '5')).not.toContain('Back in stock');
    await sendMail();
    expect(mailsTo(h, email)).toHaveLength(1);
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
    expect(mailsTo(h, email).map((m) => m.subject)).toEqual([`Back in stock: ${gloves.title} (size M)`]);
    // Its link opens the product with size M chosen.
    expect(mailsTo(h, email)[0]!.text).toContain(`Order it here: ${h.env.APP_URL}/product/${id}?size=M\n`);
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
    expect(mailsTo(h, waiter.email).map((m) => m.subject)).toEqual([`Back in stock: ${product.title}`]);
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
    expect(mailsTo(h, email).map((m) => m.subject)).toEqual(['Back in stock: Alert Carton']);
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

  it('ends an alert that has waited its time, with one e-mail to ask again, and keeps a younger one', async () => {
    const [old, young] = [await signUp(h), await signUp(h)];
    const product = await soldOut(6);
    for (const { token } of [old, young])
      expect((await ask(token, { productId: product.id })).status).toBe(201);
    // The first was asked a day more than the time an alert waits.
    const asked = new Date(Date.now() - (STOCK_ALERT_DAYS + 1) * 24 * 3_600_000);
    const [row] = await h.database.db
      .select({ userId: users.id })
      .from(users)
      .where(eq(users.email, old.email));
    await h.database.db
      .update(stockAlerts)
      .set({ createdAt: asked })
      .where(eq(stockAlerts.userId, row!.userId));
    // Each drain of the mail queue ends those past their time first.
    await sendMail();
    const [mail, ...more] = mailsTo(h, old.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your alert has ended: ${product.title}`);
    expect(mail!.text).toContain(
      `Your alert for ${product.title} at Gupta Supply Co has ended: it waited 6 months, and ${product.title} is still out of stock.`,
    );
    expect(mail!.text).toContain(`set a new alert on its page: ${h.env.APP_URL}/product/${product.id}`);
    expect(await waiting(old.token)).toEqual([]);
    // The younger one still waits, and is met when the product comes back; the ended one is not.
    expect(await waiting(young.token)).toHaveLength(1);
    expect(mailsTo(h, young.email)).toEqual([]);
    await shop('products', 'stock', product.slug, '8');
    await sendMail();
    expect(mailsTo(h, young.email).map((m) => m.subject)).toEqual([`Back in stock: ${product.title}`]);
    expect(mailsTo(h, old.email)).toHaveLength(1);
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

describe("a guest's back-in-stock alert (double opt-in)", () => {
  const guest = () => alerts().guest;
  const askAsGuest = (json: { email: string; productId: string; size?: string }) => guest().$post({ json });
  /** The token in the last link e-mailed to `to`. */
  const linkTo = (to: string) => {
    // The latest link (an account's own e-mails to the address may come after it).
    const link = mailsTo(h, to)
      .map((m) => m.text.match(/https?:\/\/\S+\/stock-alert\?token=(\S+)/))
      .findLast(Boolean);
    if (!link) throw new Error(`no alert link e-mailed to ${to}`);
    return decodeURIComponent(link[1]!);
  };
  const confirm = (token: string) => guest().confirm.$post({ json: { token } });
  const cancel = (token: string) => guest().cancel.$post({ json: { token } });
  const uniqueGuest = () => `guest.${Math.random().toString(36).slice(2, 10)}@example.in`;

  it('waits only once the e-mailed link confirms it, then e-mails once when the product is back', async () => {
    const product = await soldOut(9);
    const email = uniqueGuest();
    const res = await askAsGuest({ email: `  ${email.toUpperCase()} `, productId: product.id });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email });
    const [link, ...more] = mailsTo(h, email);
    expect(more).toEqual([]);
    expect(link!.subject).toBe(`Confirm your alert: ${product.title}`);
    expect(link!.text).toContain('confirm your alert within 48 hours');
    expect(link!.text).toContain(`${h.env.APP_URL}/stock-alert?token=`);

    // Not confirmed: no one waits, and stock coming and going sends nothing.
    expect(await shop('products', 'low-stock', '--at', '0')).toContain(`${product.title}: sold out\n`);
    expect(await shop('products', 'stock', product.slug, '3')).not.toContain('Back in stock');
    await shop('products', 'stock', product.slug, '0');
    await sendMail();
    expect(mailsTo(h, email)).toHaveLength(1);

    const token = linkTo(email);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const alert = { productId: product.id, title: product.title, email, waiting: true };
    expect(await confirmed.json()).toEqual(alert);
    // The link opened twice: the same alert, still one.
    expect(await (await confirm(token)).json()).toEqual(alert);
    expect(await shop('products', 'stock', product.slug, '8')).toContain(
      'Back in stock: 1 shopper who was waiting is being e-mailed.',
    );
    await sendMail();
    expect(mailsTo(h, email).map((m) => m.subject)).toEqual([
      `Confirm your alert: ${product.title}`,
      `Back in stock: ${product.title}`,
    ]);
    expect(mailsTo(h, email)[1]!.text).toContain(`Order it here: ${h.env.APP_URL}/product/${product.id}`);
    // Sent: the link no longer works.
    const ended = await confirm(token);
    expect(ended.status).toBe(404);
    expect(await errorOf(ended)).toBe(stockAlertTexts.linkInvalid);
  });

  it('cancels through the same link; asking again sends a new link and the old one stops working', async () => {
    const gloves = seedProducts[GLOVES]!;
    const id = productIdFromSlug(gloves.slug);
    await shop('products', 'stock', gloves.slug, 'S:0|M:0|L:4|XL:4');
    const email = uniqueGuest();
    expect((await askAsGuest({ email, productId: id, size: 'M' })).status).toBe(202);
    const first = linkTo(email);
    expect(mailsTo(h, email)[0]!.subject).toBe(`Confirm your alert: ${gloves.title} (size M)`);
    expect((await askAsGuest({ email, productId: id, size: 'M' })).status).toBe(202);
    const second = linkTo(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect(await (await confirm(second)).json()).toMatchObject({ size: 'M', waiting: true });

    const cancelled = await cancel(second);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ productId: id, size: 'M', email, waiting: false });
    expect((await cancel(second)).status).toBe(404);
    await shop('products', 'stock', gloves.slug, 'S:0|M:5|L:4|XL:4');
    await sendMail();
    expect(mailsTo(h, email)).toHaveLength(2);
  });

  it('says at once when the product came back before the link was opened, and sends its e-mail', async () => {
    const product = await soldOut(10);
    const email = uniqueGuest();
    await askAsGuest({ email, productId: product.id });
    await shop('products', 'stock', product.slug, '4');
    expect(await (await confirm(linkTo(email))).json()).toMatchObject({ waiting: false });
    await sendMail();
    expect(mailsTo(h, email).at(-1)!.subject).toBe(`Back in stock: ${product.title}`);
  });

  it('refuses what an account is refused, answers any address alike, and lets a link expire', async () => {
    const product = await soldOut(11);
    const email = uniqueGuest();
    const inStock = await askAsGuest({ email, productId: productId(6) });
    expect(inStock.status).toBe(409);
    expect(await errorOf(inStock)).toBe(stockAlertTexts.inStock);
    expect((await askAsGuest({ email, productId: 'not-an-id' })).status).toBe(404);
    const noAddress = await askAsGuest({ email: 'not an address', productId: product.id });
    expect(noAddress.status).toBe(400);
    expect((await confirm('no-such-token')).status).toBe(404);
    expect(mailsTo(h, email)).toEqual([]);

    // An address with the most alerts we keep gets the same answer, and no link.
    await h.database.db.insert(stockAlerts).values(
      Array.from({ length: MAX_STOCK_ALERTS }, (_, i) => ({
        email,
        productId: product.id,
        size: `size-${i}`,
        confirmedAt: null,
      })),
    );
    const full = await askAsGuest({ email, productId: product.id });
    expect(full.status).toBe(202);
    expect(mailsTo(h, email)).toEqual([]);

    // A link not opened within 48 hours no longer confirms.
    const late = uniqueGuest();
    await askAsGuest({ email: late, productId: product.id });
    await h.database.db
      .update(stockAlerts)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(stockAlerts.email, late));
    expect((await confirm(linkTo(late))).status).toBe(404);
  });

  it('e-mails an address once when it waits both as a guest and on its account', async () => {
    const { token, email } = await signUp(h);
    const product = await soldOut(14);
    const asked = await askAsGuest({ email, productId: product.id });
    expect(asked.status, await asked.clone().text()).toBe(202);
    expect(await (await confirm(linkTo(email))).json()).toMatchObject({ waiting: true });
    expect((await ask(token, { productId: product.id })).status).toBe(201);
    expect(await shop('products', 'stock', product.slug, '6')).toContain(
      'Back in stock: 1 shopper who was waiting is being e-mailed.',
    );
    await sendMail();
    expect(mailsTo(h, email).filter((m) => m.subject.startsWith('Back in stock'))).toHaveLength(1);
    // Both alerts are done.
    expect(await waiting(token)).toEqual([]);
    expect((await confirm(linkTo(email))).status).toBe(404);

    // The same when the shop stops selling a product both wait for: one e-mail says so.
    const retired = await soldOut(15);
    await askAsGuest({ email, productId: retired.id });
    await confirm(linkTo(email));
    await ask(token, { productId: retired.id });
    await shop('products', 'retire', retired.slug);
    await sendMail();
    expect(mailsTo(h, email).filter((m) => m.subject === `No longer sold: ${retired.title}`)).toHaveLength(1);
  });

  it('goes when an account with the same address is erased', async () => {
    const { email } = await signUp(h);
    const product = await soldOut(12);
    await askAsGuest({ email, productId: product.id });
    await shop('customers', 'erase', email, '--yes');
    expect(await h.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toEqual([]);
  });
});
