import { eq, inArray, sql } from '../../db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema, orderCreateResponse, orderList } from '../../../src/contract/order.ts';
import { orderLines, orders, products, productStock } from '../../db/schema.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { untaxedMessage } from './create-order.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import {
  address,
  call,
  errorIn,
  ordersOf,
  placeOrder,
  productId,
  signUp,
  trackOrder,
  unitPricePaise,
} from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type OrderRequest = Parameters<ReturnType<typeof apiClient>['orders']['$post']>[0]['json'];
const create = (token: string, json: OrderRequest, headers: Record<string, string> = {}) =>
  apiClient(h, token).orders.$post({ json }, { headers });
const idOf = async (res: Awaited<ReturnType<typeof create>>) => (await res.json()).id;
/** A body the typed client would not send: fields the contract does not have, or broken on purpose. */
const createRaw = (token: string, body: unknown) => call(h, 'POST', '/api/v1/orders', { token, body });

describe('POST /api/v1/orders', () => {
  it('creates a pending order priced from the catalogue (201 with an ORD- number)', async () => {
    const { token } = await signUp(h);
    const api = apiClient(h, token);
    const res = await api.orders.$post({
      json: { products: { [productId(0)]: 2, [productId(1)]: 1 }, shippingAddress: address },
    });
    expect(res.status).toBe(201);
    const { id } = orderCreateResponse.parse(await res.json());
    expect(id).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [mine] = orderList.parse(await (await api.orders.$get({ query: {} })).json());
    expect(mine).toMatchObject({ id, status: 0 });
    expect(mine!.total).toBe((2 * unitPricePaise(0) + unitPricePaise(1)) / 100);
  });

  it('ignores prices, totals and titles the client sends', async () => {
    const { token } = await signUp(h);
    const res = await createRaw(token, {
      products: { [productId(2)]: 3 },
      shippingAddress: address,
      total: 1,
      price: 0.01,
      items: [{ productId: productId(2), quantity: 3, price: 0.01, productTitle: 'Free stuff' }],
    });
    expect(res.status).toBe(201);
    const [mine] = await (await apiClient(h, token).orders.$get({ query: {} })).json();
    expect(mine?.items?.[0]?.price).toBe(unitPricePaise(2) / 100);
    expect(mine?.items?.[0]?.productTitle).not.toBe('Free stuff');
    expect(mine!.total).toBe((3 * unitPricePaise(2)) / 100);
  });

  it.each([
    [{ products: { '00000000-0000-4000-8000-000000000000': 1 } }, /^products: Unknown product/],
    [{ products: { 'not-a-product': 1 } }, /^products: Unknown product/],
    [{ products: { P: 0 } }, /^products\.P: Quantity must be at least 1/],
    [{ products: { P: 1.5 } }, /^products\.P: Quantity must be a whole number/],
    [{ products: { P: '2' } }, /^products\.P: /],
    [{ products: {} }, /^products: Add at least one product/],
    [
      { shippingAddress: { ...address, city: '  ' } },
      /^shippingAddress\.city: All shipping information fields are required\./,
    ],
    [
      { shippingAddress: { ...address, postalCode: '012345' } },
      /^shippingAddress\.postalCode: PIN code must be 6 digits/,
    ],
    [{ shippingAddress: { ...address, state: 'Atlantis' } }, /^shippingAddress\.state: /],
    [{ shippingAddress: { ...address, phone: '+911234567890' } }, /^shippingAddress\.phone: /],
    [{ shippingAddress: undefined }, /^shippingAddress: /],
  ])('refuses a bad order with a 400 naming the problem (%#)', async (change, message) => {
    const { token } = await signUp(h);
    const body: Record<string, unknown> = {
      products: { [productId(0)]: 1 },
      shippingAddress: address,
      ...change,
    };
    if (body.products && 'P' in (body.products as object)) {
      body.products = { [productId(0)]: (body.products as Record<string, unknown>).P };
      const res = await createRaw(token, body);
      expect(res.status).toBe(400);
      expect(errorIn(res).replace(productId(0), 'P')).toMatch(message);
      return;
    }
    const res = await createRaw(token, body);
    expect(res.status).toBe(400);
    expect(errorIn(res)).toMatch(message);
    expect(await ordersOf(h, token)).toEqual([]);
  });

  it("keeps each line's HSN code and GST rate as they were when ordered", async () => {
    const { token } = await signUp(h);
    const res = await create(token, { products: { [productId(3)]: 1 }, shippingAddress: address });
    expect(res.status).toBe(201);
    const [line] = await h.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, await idOf(res)));
    expect(line).toMatchObject({ hsnCode: seedProducts[3]!.hsnCode, gstRate: seedProducts[3]!.gstRate });
  });

  it('refuses a product the owner has not given an HSN code and GST rate, and makes no order', async () => {
    const { token } = await signUp(h);
    const id = productId(4);
    await h.database.db.update(products).set({ hsnCode: null }).where(eq(products.id, id));
    try {
      const res = await create(token, { products: { [productId(0)]: 1, [id]: 1 }, shippingAddress: address });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe(`products: ${untaxedMessage(seedProducts[4]!.title)}`);
      expect(await ordersOf(h, token)).toEqual([]);
    } finally {
      await h.database.db
        .update(products)
        .set({ hsnCode: seedProducts[4]!.hsnCode })
        .where(eq(products.id, id));
    }
  });

  it('needs a signed-in customer', async () => {
    const res = await apiClient(h).orders.$post({
      json: { products: { [productId(0)]: 1 }, shippingAddress: address },
    });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe('Please sign in again.');
  });

  it('answers a retried request with the same Idempotency-Key with the first order', async () => {
    const { token } = await signUp(h);
    const body = { products: { [productId(0)]: 1 }, shippingAddress: address };
    const first = await create(token, body, { 'Idempotency-Key': 'checkout-123' });
    const retry = await create(token, body, { 'Idempotency-Key': 'checkout-123' });
    expect(await idOf(retry)).toBe(await idOf(first));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => create(token, body, { 'Idempotency-Key': 'checkout-456' })),
    );
    expect(new Set(await Promise.all(concurrent.map(idOf))).size).toBe(1);
    expect(await ordersOf(h, token)).toHaveLength(2);
  });

  it('refuses an Idempotency-Key reused for a different order with 422, and makes no order', async () => {
    const { token } = await signUp(h);
    const body = { products: { [productId(0)]: 1, [productId(1)]: 2 }, shippingAddress: address };
    const first = await create(token, body, { 'Idempotency-Key': 'checkout-789' });
    expect(first.status).toBe(201);
    // The same order with its keys in another order is the same request.
    const reordered = { shippingAddress: address, products: { [productId(1)]: 2, [productId(0)]: 1 } };
    expect(await idOf(await create(token, reordered, { 'Idempotency-Key': 'checkout-789' }))).toBe(
      await idOf(first),
    );
    const other = { ...body, products: { [productId(0)]: 5 } };
    const reused = await create(token, other, { 'Idempotency-Key': 'checkout-789' });
    expect(reused.status).toBe(422);
    expect(await errorOf(reused)).toMatch(
      /^Idempotency-Key: this key was already used for a different order/,
    );
    const moved = { ...body, shippingAddress: { ...address, city: 'Mysuru' } };
    expect((await create(token, moved, { 'Idempotency-Key': 'checkout-789' })).status).toBe(422);
    expect(await ordersOf(h, token)).toHaveLength(1);
  });

  it('keeps idempotency keys per customer', async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    const body = { products: { [productId(0)]: 1 }, shippingAddress: address };
    const first = await create(a.token, body, { 'Idempotency-Key': 'same-key' });
    const second = await create(b.token, body, { 'Idempotency-Key': 'same-key' });
    expect(second.status).toBe(201);
    expect(await idOf(second)).not.toBe(await idOf(first));
  });

  it('writes 50 concurrent orders completely, with the right totals', async () => {
    const { token } = await signUp(h);
    // About writing orders, not stock (stock.test.ts): these products' stock is not tracked here.
    await h.database.db
      .delete(productStock)
      .where(inArray(productStock.productId, [0, 1, 2, 3, 4, 5].map(productId)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        create(token, {
          products: { [productId(i % 5)]: i + 1, [productId(5)]: 1 },
          shippingAddress: address,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = await Promise.all(results.map(idOf));
    expect(new Set(ids).size).toBe(50);
    const listed = orderList.parse(await ordersOf(h, token));
    expect(listed).toHaveLength(50);
    for (const [i, id] of ids.entries()) {
      const found = listed.find((o) => o.id === id)!;
      expect(found.items).toHaveLength(2);
      expect(found.total).toBe(((i + 1) * unitPricePaise(i % 5, i + 1) + unitPricePaise(5)) / 100);
      const [stored] = await h.database.db.select().from(orders).where(eq(orders.id, id));
      const lines = await h.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
      expect(lines.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0)).toBe(stored!.totalPaise);
    }
  });
});

describe('POST /api/v1/orders: the PIN and the state', () => {
  it('refuses a PIN outside the chosen state, naming where it is, and takes no stock', async () => {
    const { token } = await signUp(h);
    const res = await create(token, {
      products: { [productId(0)]: 1 },
      shippingAddress: { ...address, state: 'Maharashtra', postalCode: '560038' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(
      'shippingAddress.postalCode: PIN code 560038 is in Karnataka, not Maharashtra. Please check the PIN code or the state.',
    );
  });
});

describe('GET /api/v1/orders', () => {
  it("lists only the caller's own orders, newest first", async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    const older = await placeOrder(h, a.token);
    await new Promise((r) => setTimeout(r, 5));
    const newer = await placeOrder(h, a.token);
    const other = await placeOrder(h, b.token);
    const listed = orderList.parse(await ordersOf(h, a.token));
    expect(listed.map((o) => o.id)).toEqual([newer, older]);
    expect(listed.map((o) => o.id)).not.toContain(other);
    expect(listed[0]!.shippingAddress).toMatchObject({ city: 'Bengaluru', postalCode: '560038' });
  });

  it('needs a signed-in customer', async () => {
    expect((await apiClient(h).orders.$get({ query: {} })).status).toBe(401);
  });

  it('answers a part of the list when asked (extension: ?limit=&before=&id=), in the same shape', async () => {
    const { token } = await signUp(h);
    const other = await signUp(h);
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) placed.push(await placeOrder(h, token));
    const theirs = await placeOrder(h, other.token);
    // Times within one millisecond (the database keeps microseconds, a Date does not), and two
    // placed in the same instant, which still have one place each: by number, the higher first.
    const [a, b, c] = [placed[1]!, placed[2]!, placed[3]!];
    const at = (id: string, time: string) =>
      h.database.db
        .update(orders)
        .set({ createdAt: sql`${time}::timestamptz` })
        .where(eq(orders.id, id));
    await at(a, '2026-01-01T10:00:00.123400Z');
    await at(b, '2026-01-01T10:00:00.123400Z');
    await at(c, '2026-01-01T10:00:00.123700Z');
    const all = orderList.parse(await ordersOf(h, token)).map((o) => o.id);
    expect(all).toHaveLength(5);
    expect(all.indexOf(a > b ? a : b)).toBeLessThan(all.indexOf(a > b ? b : a));

    const api = apiClient(h, token);
    const part = async (query: Record<string, string>) => {
      const res = await api.orders.$get({ query });
      expect(res.status).toBe(200);
      return orderList.parse(await res.json()).map((o) => o.id);
    };
    // Page by page, each after the last one shown: every order once, in the whole list's order.
    const one = await part({ limit: '2' });
    const two = await part({ limit: '2', before: one[1]! });
    const three = await part({ limit: '2', before: two[1]! });
    expect([one, two, three]).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4)]);
    expect(await part({ before: all[0]! })).toEqual(all.slice(1));
    // One order by its number, as typed (case forgiven); another's is not there.
    expect(await part({ id: all[3]!.toLowerCase() })).toEqual([all[3]]);
    expect(await part({ id: theirs })).toEqual([]);

    const refused = async (query: Record<string, string>) => {
      const res = await api.orders.$get({ query });
      expect(res.status).toBe(400);
      return errorOf(res);
    };
    expect(await refused({ before: theirs })).toBe('before: not one of your orders');
    expect(await refused({ limit: '0' })).toMatch(/^limit: must be at least 1/);
    expect(await refused({ limit: '101' })).toMatch(/^limit: must be at most 100/);
    expect(await refused({ limit: 'ten' })).toMatch(/^limit: must be a number/);
  });

  it('finds orders by number, product or business (extension: ?q=), every word, with the other queries', async () => {
    const { token } = await signUp(h);
    // Two products that share no long word (a box and something not a box).
    const other = seedProducts.findIndex((p) => !/box/i.test(p.title));
    const distinct = (title: string, from: string) =>
      title.split(/\s+/).find((w) => w.length > 3 && !from.toLowerCase().includes(w.toLowerCase()))!;
    const word = distinct(seedProducts[0]!.title, seedProducts[other]!.title);
    const otherWord = distinct(seedProducts[other]!.title, seedProducts[0]!.title);
    const a = await placeOrder(h, token, { [productId(0)]: 1 });
    const b = await placeOrder(h, token, { [productId(other)]: 1 });
    const c = await placeOrder(h, token, { [productId(0)]: 1, [productId(other)]: 1 });
    const found = async (query: Record<string, string>) =>
      orderList.parse(await (await apiClient(h, token).orders.$get({ query })).json()).map((o) => o.id);
    expect(await found({ q: word.toUpperCase() })).toEqual([c, a]);
    expect(await found({ q: `${word} ${otherWord.toLowerCase()}` })).toEqual([c]);
    expect(await found({ q: `  ${word}  `, limit: '1' })).toEqual([c]);
    expect(await found({ q: word, before: c })).toEqual([a]);
    // Part of a number, as typed: lower case, O for 0, with ORD- or without.
    const typed = (id: string) => id.toLowerCase().replace(/0/g, 'o');
    expect(await found({ q: typed(b.slice(0, 9)) })).toContain(b);
    expect(await found({ q: typed(b.slice(4)) })).toEqual([b]);
    // LIKE's own characters are only themselves; an empty search is none.
    expect(await found({ q: '%' })).toEqual([]);
    expect(await found({ q: '_' })).toEqual([]);
    expect(await found({ q: '   ' })).toEqual([c, b, a]);
    // A business order, by whom it was for: its legal name, GSTIN, or the buyer's own order number.
    const forBusiness = await apiClient(h, token).orders.$post({
      json: {
        products: { [productId(other)]: 1 },
        shippingAddress: { ...address, state: 'Maharashtra', city: 'Mumbai', postalCode: '400050' },
        business: {
          gstin: '27AAPFU0939F1ZV',
          legalName: 'Unicorn Logistics LLP',
          purchaseOrder: 'PO/2627/0142',
        },
      },
    });
    const d = orderCreateResponse.parse(await forBusiness.json()).id;
    for (const q of ['unicorn', '27aapfu0939', 'po/2627/0142', `unicorn ${otherWord}`])
      expect(await found({ q })).toEqual([d]);
    expect(await found({ q: `unicorn ${word}` })).toEqual([]);
    const [served] = orderList.parse(
      await (await apiClient(h, token).orders.$get({ query: { id: d } })).json(),
    );
    expect(served!.business).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Unicorn Logistics LLP',
      purchaseOrder: 'PO/2627/0142',
    });
    const long = await apiClient(h, token).orders.$get({ query: { q: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatch(/^q: must be at most 100 characters/);
  });
});

describe('GET /api/v1/orders/{id} (order tracking)', () => {
  const expectDenied = async (res: Response) => {
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('Order not found or access denied');
  };

  it('answers the order for its account e-mail in any case, or its shipping phone written any way', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    for (const contact of [email, email.toUpperCase(), '+919876543210', '98765 43210', '09876543210']) {
      const res = await trackOrder(h, id, contact);
      expect(res.status, contact).toBe(200);
      expect(orderSchema.parse(await res.json())).toMatchObject({ id, status: 0 });
    }
    expect((await trackOrder(h, id.toLowerCase(), email)).status).toBe(200);
  });

  it('answers the same 404 for a wrong contact, an unknown order and an unknown order id shape', async () => {
    const { token } = await signUp(h);
    const other = await signUp(h);
    const id = await placeOrder(h, token);
    await expectDenied(await trackOrder(h, id, other.email));
    await expectDenied(await trackOrder(h, id, '+919999999999'));
    await expectDenied(await trackOrder(h, 'ORD-ZZZZZZZZ', '+919876543210'));
    await expectDenied(await trackOrder(h, "1' or 1=1 --", '+919876543210'));
  });

  it('asks for the contact information (400)', async () => {
    // Without the query the typed client would not send.
    const res = await call(h, 'GET', '/api/v1/orders/ORD-ZZZZZZZZ');
    expect(res.status).toBe(400);
    expect(errorIn(res)).toMatch(/^contactInfo: /);
  });
});
