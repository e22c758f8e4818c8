import { eq, inArray } from '../db/orm.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productAsServed } from '../../src/contract/product.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { orders, payments, products, productStock } from '../db/schema.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { order as orderSchema, orderCreateResponse, orderList } from '../../src/contract/order.ts';
import { seedProducts } from '../catalogue/products.ts';
import { apiClient } from '../test/client.ts';
import {
  address,
  business,
  call,
  placeOrder,
  productId,
  listProducts,
  productOf,
  seedSku,
  signUp,
  trackOrder,
  ownerCommand,
} from '../test/helpers.ts';
import { MAX_SKU_LENGTH } from '../../src/contract/limits.ts';
import { UsageError } from './commands.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';

let h: Harness;
const folder = mkdtempSync(join(tmpdir(), 'shop-csv-'));
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
  rmSync(folder, { recursive: true, force: true });
});

const shopOn = (harness: Harness, ...argv: string[]) => ownerCommand(harness, argv);
const shop = (...argv: string[]) => shopOn(h, ...argv);

let files = 0;
const csvFile = (text: string) => {
  files += 1;
  const file = join(folder, `products-${files}.csv`);
  writeFileSync(file, text);
  return file;
};

const HEADER =
  'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors';

describe('npm run shop -- orders', () => {
  it('lists orders with their status and total, filtered by status', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    expect(await shop('orders', 'list')).toContain(`${id}  Pending`);
    expect(await shop('orders', 'list', '--status', '0')).toContain(email);
    expect(await shop('orders', 'list', '--status', '3')).not.toContain(id);
    await expect(shop('orders', 'list', '--status', '9')).rejects.toThrow(UsageError);
  });

  it("finds a customer's orders by part of the e-mail, the name or the mobile number shipped to", async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(
      h,
      token,
      { [productId(0)]: 1 },
      { ...address, fullName: 'Meera Iyer', phone: '+919123456789' },
    );
    const other = await placeOrder(h, (await signUp(h)).token, { [productId(0)]: 1 });
    for (const text of [email.split('@')[0]!.toUpperCase(), 'meera iy', '91234 56789', '+91 9123456789']) {
      const found = await shop('orders', 'list', '--customer', text);
      expect(found, text).toContain(`${id}  Pending`);
      expect(found, text).not.toContain(other);
      expect(found, text).toMatch(/\n1 order\(s\)\.$/);
    }
    // LIKE's own characters are only characters.
    expect(await shop('orders', 'list', '--customer', '%')).toBe("No orders for '%'.");
    expect(await shop('orders', 'list', '--customer', 'Meera', '--status', '3')).toBe(
      "No orders for 'Meera'.",
    );
    await expect(shop('orders', 'list', '--customer')).rejects.toThrow('--customer needs a value');
  });

  it('lists the latest 50 orders unless asked for all', async () => {
    const file = csvFile(`${HEADER}\n4819,18,list-carton,List Carton,,Packaging,Boxes,20,,no,,\n`);
    await shop('products', 'import', file);
    const { token } = await signUp(h);
    const ids = [];
    for (let i = 0; i < 51; i += 1)
      ids.push(await placeOrder(h, token, { [productIdFromSlug('list-carton')]: 1 }));
    const total = (await shop('orders', 'list', '--all')).match(/^ORD-/gm)!.length;
    expect(total).toBeGreaterThan(50);
    const latest = await shop('orders', 'list');
    expect(latest.match(/^ORD-/gm)).toHaveLength(50);
    expect(latest).toContain(`${ids.at(-1)}  Pending`);
    expect(latest).not.toContain(ids[0]);
    expect(latest.split('\n').at(-1)).toBe(`The latest 50 of ${total} orders; add --all to list every one.`);
  });

  it('moves a paid order on to Shipped and Delivered, and the customer sees it', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    await expect(shop('orders', 'set-status', id, '2')).rejects.toThrow(
      /give the courier and the airway bill number/,
    );
    await expect(
      shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '12 34'),
    ).rejects.toThrow(/is not an airway bill number/);
    expect(
      await shop(
        'orders',
        'set-status',
        id.toLowerCase(),
        '2',
        '--courier',
        'delhivery',
        '--awb',
        '1234567890123',
        '--note',
        'Two cartons',
      ),
    ).toBe(`${id}: Processing → Shipped (Delhivery 1234567890123)`);
    const tracked = await (await trackOrder(h, id, email)).json();
    expect(tracked).toMatchObject({
      status: 2,
      shipment: {
        courier: 'Delhivery',
        awb: '1234567890123',
        trackingUrl: 'https://www.delhivery.com/track-v2/package/1234567890123',
      },
    });
    // The route's type says only that history is a list: read it as the app does.
    expect(orderSchema.parse(tracked).history.map((e) => [e.status, e.note])).toEqual([
      [0, undefined],
      [1, undefined],
      [2, 'Two cartons'],
    ]);
    await expect(shop('orders', 'set-status', id, '3', '--awb', '1234567890123')).rejects.toThrow(
      /go with status 2/,
    );
    expect(await shop('orders', 'set-status', id, '3')).toBe(`${id}: Shipped → Delivered`);
    const mine = orderList
      .parse(await (await apiClient(h, token).orders.$get({ query: {} })).json())
      .find((o) => o.id === id);
    expect(mine!.history.map((e) => e.status)).toEqual([0, 1, 2, 3]);
    await expect(shop('orders', 'set-status', 'ORD-ZZZZZZZZ', '1')).rejects.toThrow(/no order/);
  });

  it('ships with a courier it has no tracking page for, by name and without a link', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    expect(await shop('orders', 'set-status', id, '2', '--courier', 'Gupta Van', '--awb', 'GV-000123')).toBe(
      `${id}: Processing → Shipped (Gupta Van GV-000123; no tracking link for this courier)`,
    );
    const tracked = await (await trackOrder(h, id, email)).json();
    expect(tracked.shipment).toEqual({ courier: 'Gupta Van', awb: 'GV-000123' });
  });

  it('refuses moves off the order graph, saying why, and changes nothing', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await expect(shop('orders', 'set-status', id, '1')).rejects.toThrow(
      `${id} stays Pending: a Pending order becomes Processing when it is paid: record the payment with payments mark-paid`,
    );
    await expect(shop('orders', 'set-status', id, '2')).rejects.toThrow(
      'an order does not go from Pending to Shipped',
    );
    expect(await shop('orders', 'set-status', id, '4')).toBe(`${id}: Pending → Cancelled`);
    await expect(shop('orders', 'set-status', id, '0')).rejects.toThrow(/Cancelled and its stock is back/);
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(4);
  });

  it('closes the open payment of an order it cancels, so a late payment is flagged, not accepted', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    const paid = await apiClient(h, token).payments.$post({
      json: {
        orderId: id,
        fields: {
          method: 'upi_qr',
          payerName: 'Asha',
          payerEmail: 'asha@example.in',
          payerPhone: '+919876543210',
        },
      },
    });
    expect(paid.status).toBe(200);
    await shop('orders', 'set-status', id, '4');
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.status).toBe('expired');
    await expect(shop('payments', 'mark-paid', id)).rejects.toThrow(/Cancelled, not Pending/);
  });

  it('shows every line with its size and colour, in the list and in full', async () => {
    const { token, email } = await signUp(h);
    const gloves = seedProducts[119]!;
    const gloveId = productIdFromSlug(gloves.slug);
    const res = await apiClient(h, token).orders.$post({
      json: {
        products: { [gloveId]: 3 },
        items: [
          { productId: gloveId, quantity: 1, size: 'M', color: 'Blue' },
          { productId: gloveId, quantity: 2, size: 'XL', color: 'Black' },
        ],
        shippingAddress: address,
      },
    });
    const { id } = orderCreateResponse.parse(await res.json());
    const list = await shop('orders', 'list');
    expect(list).toContain(`    1 × ${gloves.title} (Size: M · Colour: Blue)`);
    expect(list).toContain(`    2 × ${gloves.title} (Size: XL · Colour: Black)`);
    const shown = (await shop('orders', 'show', id.toLowerCase())).split('\n');
    expect(shown[0]).toMatch(new RegExp(`^${id}  Pending  placed `));
    expect(shown).toContain(`Customer: ${email}`);
    expect(shown).toContain(`Phone:    +919876543210`);
    expect(shown.filter((l) => l.startsWith('  1 × ') || l.startsWith('  2 × '))).toEqual([
      expect.stringContaining(`1 × ${gloves.title} (Size: M · Colour: Blue)  at `),
      expect.stringContaining(`2 × ${gloves.title} (Size: XL · Colour: Black)  at `),
    ]);
    expect(shown.at(-1)).toMatch(/^Total: {4}₹/);
    const total = shown.at(-1)!.slice('Total:    '.length);
    // The store gives a day to pay (store.config.json payWithinHours).
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    const payBy = formatOrderDate(new Date(row!.createdAt.getTime() + 24 * 3_600_000).toISOString());
    expect(shown).toContain(`Payment:  awaiting ${total} until ${payBy}, then cancelled`);
    expect(shown.some((l) => /^(Business|Invoice|Shipped):/.test(l))).toBe(false);
    await expect(shop('orders', 'show', 'ORD-ZZZZZZZZ')).rejects.toThrow(/no order/);
  });

  it('reminds the owner of the e-way bill for goods over ₹50,000, until the order has left', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    const small = (await shop('orders', 'show', id)).split('\n');
    expect(small.some((l) => l.startsWith('E-way bill'))).toBe(false);
    // A bulk order's total (the command reads the stored order).
    await h.database.db.update(orders).set({ totalPaise: 6_389_000 }).where(eq(orders.id, id));
    const bulk = (await shop('orders', 'show', id)).split('\n');
    expect(bulk.at(-1)).toMatch(/^E-way bill: these goods are worth ₹63,890, over ₹50,000\. /);
    await h.database.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    const shipped = (await shop('orders', 'show', id)).split('\n');
    expect(shipped.at(-1)).toMatch(/^Total: {4}₹63,890$/);
  });

  it("ships goods over ₹50,000 with the e-way bill's number, or with the owner's word that none is needed", async () => {
    const { token, email } = await signUp(h);
    const [bulk, local] = [await placeOrder(h, token), await placeOrder(h, token)];
    for (const id of [bulk, local]) {
      await h.database.db.update(orders).set({ totalPaise: 6_389_000 }).where(eq(orders.id, id));
      await shop('payments', 'mark-paid', id);
    }
    const ship = (id: string, ...more: string[]) =>
      shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123', ...more);
    await expect(ship(bulk)).rejects.toThrow(
      'goods worth ₹63,890 travel with an e-way bill: give its number, e.g. --ewb 181234567890, or --no-ewb if they stay within a state whose limit is higher',
    );
    await expect(ship(bulk, '--ewb', '1812 3456 789')).rejects.toThrow(
      "--ewb '1812 3456 789' is not an e-way bill number (12 digits, as the portal gives it)",
    );
    expect(await ship(bulk, '--ewb', '1812 3456 7890')).toBe(
      `${bulk}: Processing → Shipped (Delhivery 1234567890123; E-way bill 1812 3456 7890)`,
    );
    expect((await shop('orders', 'show', bulk)).split('\n')).toContain(
      'Shipped:  Delhivery, AWB 1234567890123, E-way bill 1812 3456 7890',
    );
    const tracked = orderSchema.parse(await (await trackOrder(h, bulk, email)).json());
    expect(tracked.shipment).toMatchObject({ awb: '1234567890123', ewayBill: '181234567890' });
    await expect(shop('orders', 'set-status', bulk, '3', '--ewb', '181234567890')).rejects.toThrow(
      '--courier, --awb and --ewb go with status 2 (Shipped)',
    );

    expect(await ship(local, '--no-ewb')).toBe(`${local}: Processing → Shipped (Delhivery 1234567890123)`);
    const untold = orderSchema.parse(await (await trackOrder(h, local, email)).json());
    expect(untold.shipment).toMatchObject({ awb: '1234567890123' });
    expect(untold.shipment).not.toHaveProperty('ewayBill');

    // The bill generated after the parcel left, then a digit typed wrong put right, then taken off.
    const ewb = async (id: string) =>
      orderSchema.parse(await (await trackOrder(h, id, email)).json()).shipment?.ewayBill;
    expect(await shop('orders', 'set-ewb', local, '1812-3456-7891')).toBe(
      `${local}: E-way bill 1812 3456 7891 (was: no e-way bill)`,
    );
    expect(await ewb(local)).toBe('181234567891');
    expect(await shop('orders', 'set-ewb', bulk, '181234567899')).toBe(
      `${bulk}: E-way bill 1812 3456 7899 (was: E-way bill 1812 3456 7890)`,
    );
    expect(await ewb(bulk)).toBe('181234567899');
    await expect(shop('orders', 'set-ewb', bulk, '18123456789')).rejects.toThrow(
      "--ewb '18123456789' is not an e-way bill number (12 digits, as the portal gives it)",
    );
    expect(await shop('orders', 'set-ewb', local, 'none')).toBe(
      `${local}: no e-way bill (was: E-way bill 1812 3456 7891)`,
    );
    expect(await ewb(local)).toBeUndefined();
    expect(await ewb(bulk)).toBe('181234567899');
    const unshipped = await placeOrder(h, token);
    await expect(shop('orders', 'set-ewb', unshipped, '181234567890')).rejects.toThrow(
      `${unshipped} is Pending, not shipped: give the e-way bill with orders set-status ${unshipped} 2 … --ewb NUMBER; nothing changed`,
    );
    await expect(shop('orders', 'set-ewb', bulk)).rejects.toThrow(/give the e-way bill's number/);
  });

  it('shows what packing and shipping a business order needs: the buyer, the payment, the invoice, the courier', async () => {
    const { token } = await signUp(h);
    const res = await apiClient(h, token).orders.$post({
      json: {
        products: { [productIdFromSlug(seedProducts[0]!.slug)]: 1 },
        shippingAddress: address,
        business: { ...business, purchaseOrder: 'PO/2627/0142' },
      },
    });
    const { id } = orderCreateResponse.parse(await res.json());
    await shop('payments', 'mark-paid', id);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    const shown = (await shop('orders', 'show', id)).split('\n');
    const total = shown.at(-1)!.slice('Total:    '.length);
    expect(shown).toContain(
      'Business: Unicorn Logistics LLP, GSTIN 27AAPFU0939F1ZV, their order no. PO/2627/0142',
    );
    expect(shown).toContain(`Payment:  ${total} received by bank transfer`);
    expect(shown).toContainEqual(expect.stringMatching(/^Invoice: {2}INV\/\d{2}-\d{2}\/\d{6}$/));
    expect(shown).toContain('Shipped:  Delhivery, AWB 1234567890123');
  });
});

describe('npm run shop -- orders picklist', () => {
  it('adds up what the orders being packed want, once per product, in SKU order', async () => {
    const fresh = await createHarness();
    try {
      const pick = () => shopOn(fresh, 'orders', 'picklist');
      expect(await pick()).toBe('Nothing to pack: no order is Processing.');
      const { token } = await signUp(fresh);
      const a = await placeOrder(fresh, token, { [productId(0)]: 2, [productId(60)]: 1 });
      const b = await placeOrder(fresh, token, { [productId(0)]: 3 });
      const unpaid = await placeOrder(fresh, token, { [productId(0)]: 7 });
      for (const id of [a, b]) await shopOn(fresh, 'payments', 'mark-paid', id);
      const [first, second] = [seedProducts[0]!, seedProducts[60]!];
      const rows = [
        { sku: seedSku(0), title: first.title, total: 5, from: `${a} 2, ${b} 3` },
        { sku: seedSku(60), title: second.title, total: 1, from: `${a} 1` },
      ].sort((x, y) => x.sku.localeCompare(y.sku));
      expect((await pick()).split('\n')).toEqual([
        `To pack: 2 order(s), ${a}, ${b}`,
        ...rows.flatMap((r) => [
          `  ${String(r.total).padStart(5)}  ${r.sku}  ${r.title}`,
          `         ${r.from}`,
        ]),
      ]);
      expect(await pick()).not.toContain(unpaid);
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run shop -- payments mark-paid', () => {
  it('records the payment and moves the order to Processing, once', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    const mine = async () =>
      (await (await apiClient(h, token).orders.$get({ query: {} })).json()).find((o) => o.id === id);
    expect(await mine()).toMatchObject({ status: 0, paid: false });
    expect(await shop('payments', 'mark-paid', id)).toMatch(/now Processing/);
    // The shopper's orders say so: Processing, and paid.
    expect(await mine()).toMatchObject({ status: 1, paid: true });
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(1);
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment).toMatchObject({ status: 'paid', amountPaise: order!.totalPaise });
    await expect(shop('payments', 'mark-paid', id)).rejects.toThrow(/not Pending/);
  });

  it('records one transfer for several orders, or none of them when one cannot take it', async () => {
    const { token } = await signUp(h);
    const [a, b, done] = [await placeOrder(h, token), await placeOrder(h, token), await placeOrder(h, token)];
    await shop('payments', 'mark-paid', done);
    const statuses = async () =>
      (
        await h.database.db
          .select()
          .from(orders)
          .where(inArray(orders.id, [a, b]))
      ).map((o) => o.status);
    await expect(shop('payments', 'mark-paid', a, done, b)).rejects.toThrow(
      `${done} is Processing, not Pending; nothing changed`,
    );
    expect(await statuses()).toEqual([0, 0]);
    await expect(shop('payments', 'mark-paid', a, 'ORD-ZZZZZZZZ')).rejects.toThrow('no order ORD-ZZZZZZZZ');
    expect(await statuses()).toEqual([0, 0]);

    const totals = await h.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [a, b]));
    const sum = totals.reduce((s, o) => s + o.totalPaise, 0);
    const said = (await shop('payments', 'mark-paid', a, b.toLowerCase(), a)).split('\n');
    expect(said).toEqual([
      expect.stringMatching(new RegExp(`^${a}: paid ₹[\\d,.]+; now Processing$`)),
      expect.stringMatching(new RegExp(`^${b}: paid ₹[\\d,.]+; now Processing$`)),
      `2 orders: ${formatMoney(fromPaise(sum))} in all`,
    ]);
    expect(await statuses()).toEqual([1, 1]);
  });
});

describe('npm run shop -- products import', () => {
  it('creates new products and updates existing ones by slug', async () => {
    const file = csvFile(
      `${HEADER}\n` +
        '4819,18,steel-tiffin-box,"Steel Tiffin Box, 3 Tier",Keeps lunch warm,HouseHold Supplies,Kitchen,499,449.50,true,One Size,Silver|Blue\n' +
        '4819,18,steel-tiffin-box-2,Steel Tiffin Box 2 Tier,,HouseHold Supplies,Kitchen,399,,no,,\n',
    );
    expect(await shop('products', 'import', file)).toBe('Imported 2 product(s): 2 new, 0 updated.');
    const p = productAsServed.parse(await productOf(h, productIdFromSlug('steel-tiffin-box')));
    expect(p).toMatchObject({ title: 'Steel Tiffin Box, 3 Tier', regularPrice: 499, discountedPrice: 449.5 });
    expect(p.attributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'size', value: ['One Size'] }),
        expect.objectContaining({ key: 'color', value: ['Silver', 'Blue'] }),
        expect.objectContaining({ key: 'featured', value: ['true'] }),
      ]),
    );
    expect((await call(h, 'GET', new URL(p.imgUrl!).pathname)).status).toBe(200);

    const update = csvFile(
      `${HEADER}\n4819,18,steel-tiffin-box,Steel Tiffin Box,,HouseHold Supplies,Kitchen,520,,false,,Silver\n`,
    );
    expect(await shop('products', 'import', update)).toBe('Imported 1 product(s): 0 new, 1 updated.');
    const [row] = await h.database.db.select().from(products).where(eq(products.slug, 'steel-tiffin-box'));
    expect(row).toMatchObject({ regularPricePaise: 52000, discountedPricePaise: null, featured: false });
  });

  it('sets stock from an optional stock column: a count, counts per size, or empty to keep it', async () => {
    const file = csvFile(
      `${HEADER},stock\n` +
        '4819,18,stock-gloves,Stock Gloves,,HouseHold Supplies,Cleaning,99,,no,M|L,,M:4|L:0\n' +
        '4819,18,stock-broom,Stock Broom,,HouseHold Supplies,Cleaning,149,,no,,,25\n',
    );
    expect(await shop('products', 'import', file)).toBe('Imported 2 product(s): 2 new, 0 updated.');
    const served = async (slug: string) => productAsServed.parse(await productOf(h, productIdFromSlug(slug)));
    expect(await served('stock-gloves')).toMatchObject({ stock: 4, sizeStock: { M: 4, L: 0 } });
    expect(await served('stock-broom')).toMatchObject({ stock: 25 });
    const keep = csvFile(
      `${HEADER},stock\n4819,18,stock-broom,Stock Broom,,HouseHold Supplies,Cleaning,159,,no,,,\n`,
    );
    await shop('products', 'import', keep);
    // (Read from the database: the API's answer for this product is still in its public cache.)
    const broomId = productIdFromSlug('stock-broom');
    const [broom] = await h.database.db.select().from(products).where(eq(products.id, broomId));
    expect(broom?.regularPricePaise).toBe(15900);
    expect(
      await h.database.db.select().from(productStock).where(eq(productStock.productId, broomId)),
    ).toEqual([{ productId: broomId, size: '', quantity: 25 }]);

    const bad = csvFile(
      `${HEADER},stock\n` +
        '4819,18,stock-a,Stock A,,HouseHold Supplies,Cleaning,99,,no,M,,XL:3\n' +
        '4819,18,stock-b,Stock B,,HouseHold Supplies,Cleaning,99,,no,,,lots\n' +
        '4819,18,stock-c,Stock C,,HouseHold Supplies,Cleaning,99,,no,M,,M:-1\n',
    );
    await expect(shop('products', 'import', bad)).rejects.toThrow(
      /row 2: stock: names a size the row does not list in sizes[\s\S]*row 3: stock: must be a count like 25[\s\S]*row 4: stock: 'M:-1' must be a size and a count like M:10/,
    );
  });

  it('sets volume prices from an optional priceTiers column, and by command; bad ones name the row', async () => {
    const file = csvFile(
      `${HEADER},priceTiers\n` +
        '4819,18,tier-tape,Tier Tape,,Packaging,Tape,12,,no,,,50:10.80|200:9.60\n' +
        '4819,18,tier-box,Tier Box,,Packaging,Boxes,40,,no,,,\n',
    );
    expect(await shop('products', 'import', file)).toBe('Imported 2 product(s): 2 new, 0 updated.');
    const [tape] = await h.database.db.select().from(products).where(eq(products.slug, 'tier-tape'));
    expect(tape?.priceTiers).toEqual([
      { minQuantity: 50, pricePaise: 1080 },
      { minQuantity: 200, pricePaise: 960 },
    ]);
    expect(await shop('products', 'tiers', 'tier-box', '10:38|100:35.5')).toBe(
      'Tier Box (tier-box): 10+ at ₹38, 100+ at ₹35.50',
    );
    expect(await shop('products', 'tiers', 'tier-tape', 'none')).toBe(
      'Tier Tape (tier-tape): one price at any quantity',
    );
    await expect(shop('products', 'tiers', 'tier-box', '10:41')).rejects.toThrow(
      'volume prices: the price from 10 (₹41) must be below ₹40',
    );
    await expect(shop('products', 'tiers', 'tier-box', 'cheap')).rejects.toThrow(
      "'cheap' must be a quantity and a price like 50:10.80",
    );
    const bad = csvFile(
      `${HEADER},priceTiers\n` +
        '4819,18,tier-a,Tier A,,Packaging,Tape,12,,no,,,50:10|20:9\n' +
        '4819,18,tier-b,Tier B,,Packaging,Tape,12,,no,,,1:11\n',
    );
    await expect(shop('products', 'import', bad)).rejects.toThrow(
      /row 2: priceTiers: tier quantities must rise: 20 after 50[\s\S]*row 3: priceTiers: a tier starts at a whole quantity of 2 or more/,
    );
  });

  it('sets the words search also finds a product by from an optional keywords column; bad ones name the row', async () => {
    const search = async (q: string) =>
      (await listProducts(h, `q=${encodeURIComponent(q)}&limit=100`)).products.map((p) => p.title);
    const file = csvFile(
      `${HEADER},keywords\n` +
        '4819,18,word-tiffin,Word Tiffin,,HouseHold Supplies,Kitchen,299,,no,,,"Dabba, टिफ़िन; lunchbox"\n' +
        '4819,18,word-bottle,Word Bottle,,HouseHold Supplies,Kitchen,199,,no,,,\n',
    );
    expect(await shop('products', 'import', file)).toBe('Imported 2 product(s): 2 new, 0 updated.');
    const [tiffin] = await h.database.db.select().from(products).where(eq(products.slug, 'word-tiffin'));
    expect(tiffin?.searchKeywords).toBe(`dabba ${'टिफ़िन'.normalize('NFKC')} lunchbox`);
    expect(await search('lunchbox')).toEqual(['Word Tiffin']);
    expect(await search('टिफ़िन')).toEqual(['Word Tiffin']);
    // An empty cell keeps them; 'none' clears them.
    const keep = csvFile(
      `${HEADER},keywords\n4819,18,word-tiffin,Word Tiffin,,HouseHold Supplies,Kitchen,289,,no,,,\n`,
    );
    await shop('products', 'import', keep);
    expect(await search('lunchboxes')).toEqual(['Word Tiffin']);
    const clear = csvFile(
      `${HEADER},keywords\n4819,18,word-tiffin,Word Tiffin,,HouseHold Supplies,Kitchen,289,,no,,,NONE\n`,
    );
    await shop('products', 'import', clear);
    // (Another address than the first search's, whose answer the public cache still holds.)
    expect(await search('LunchBox')).toEqual([]);

    // One product by command: the words as given, any separators, or 'none'.
    expect(await shop('products', 'keywords', 'word-bottle', 'Paani,', 'बोतल')).toBe(
      'Word Bottle (word-bottle): search keywords paani बोतल',
    );
    expect(await search('paani')).toEqual(['Word Bottle']);
    expect(await shop('products', 'keywords', 'word-bottle', 'none')).toBe(
      'Word Bottle (word-bottle): no search keywords',
    );
    expect(await search('Paani')).toEqual([]);
    await expect(shop('products', 'keywords', 'word-bottle')).rejects.toThrow(UsageError);
    await expect(shop('products', 'keywords', 'no-such-bottle', 'paani')).rejects.toThrow(
      "no product with SKU, slug or id 'no-such-bottle'",
    );

    const long = Array.from({ length: 30 }, (_, i) => `keyword${i}`).join(' ');
    const bad = csvFile(
      `${HEADER},keywords\n4819,18,word-long,Word Long,,HouseHold Supplies,Kitchen,99,,no,,,${long}\n`,
    );
    await expect(shop('products', 'import', bad)).rejects.toThrow(
      'row 2: keywords: must be at most 250 characters of words (these are 289)',
    );
    await expect(shop('products', 'keywords', 'word-bottle', ...long.split(' '))).rejects.toThrow(
      new UsageError('search keywords must be at most 250 characters of words (these are 289)'),
    );
  });

  it("sets one product's price and sale price by command, which the shop serves and orders charge", async () => {
    // A spreadsheet's currency cell, as it writes it: read as the price it shows.
    const file = csvFile(`${HEADER}\n4819,18,price-box,Price Box,,Packaging,Boxes,"₹1,040",,no,,\n`);
    await shop('products', 'import', file);
    const id = productIdFromSlug('price-box');
    const row = async () => (await h.database.db.select().from(products).where(eq(products.id, id)))[0];
    expect(await row()).toMatchObject({ regularPricePaise: 104000, discountedPricePaise: null });
    expect(await shop('products', 'price', 'price-box', '₹1,045.50', 'Rs 999')).toBe(
      'Price Box (price-box): ₹1,045.50, on sale at ₹999',
    );
    expect(await shop('products', 'price', 'price-box', '45.50', '39')).toBe(
      'Price Box (price-box): ₹45.50, on sale at ₹39',
    );
    expect(await productOf(h, id)).toMatchObject({ regularPrice: 45.5, discountedPrice: 39 });
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token, { [id]: 2 });
    const placed = orderSchema.parse(await (await trackOrder(h, orderId, address.phone)).json());
    expect(placed.total).toBe(78);
    // Without a sale price it sells at its price.
    expect(await shop('products', 'price', id, '44')).toBe('Price Box (price-box): ₹44, no sale');
    expect(await row()).toMatchObject({ regularPricePaise: 4400, discountedPricePaise: null });

    // Refused, saying why, and nothing changes.
    await expect(shop('products', 'price', 'price-box', '40', '40')).rejects.toThrow(
      'the sale price (₹40) must be lower than the price (₹40)',
    );
    await expect(shop('products', 'price', 'price-box', 'free')).rejects.toThrow(
      'price must be an amount in rupees like 249, 249.50 or ₹1,099',
    );
    await expect(shop('products', 'price', 'price-box')).rejects.toThrow(UsageError);
    await shop('products', 'tiers', 'price-box', '10:38');
    await expect(shop('products', 'price', 'price-box', '30')).rejects.toThrow(
      'its volume prices do not fit that price (the price from 10 (₹38) must be below ₹30); change them first with npm run shop -- products tiers price-box <tiers|none>',
    );
    expect(await row()).toMatchObject({ regularPricePaise: 4400, discountedPricePaise: null });
  });

  it('sells a product from a minimum and in cartons, set by the import or by command', async () => {
    const file = csvFile(
      `${HEADER},minQuantity,packOf\n` + '4819,18,carton-tape,Carton Tape,,Packaging,Tape,48,,no,,,6,6\n',
    );
    expect(await shop('products', 'import', file)).toBe('Imported 1 product(s): 1 new, 0 updated.');
    const read = async () =>
      (await h.database.db.select().from(products).where(eq(products.slug, 'carton-tape')))[0]!;
    expect(await read()).toMatchObject({ minOrderQuantity: 6, packMultiple: 6 });
    expect(await shop('products', 'quantities', 'carton-tape', '50', '25')).toBe(
      'Carton Tape (carton-tape): Sold in cartons of 25, at least 50',
    );
    expect(await read()).toMatchObject({ minOrderQuantity: 50, packMultiple: 25 });
    expect(await shop('products', 'quantities', 'carton-tape', '1', '1')).toBe(
      'Carton Tape (carton-tape): any quantity',
    );
    await expect(shop('products', 'quantities', 'carton-tape', '0', '6')).rejects.toThrow(
      'minimum must be a whole number from 1 to 10000',
    );
    const bad = csvFile(
      `${HEADER},packOf\n` + '4819,18,carton-bad,Carton Bad,,Packaging,Tape,48,,no,,,half\n',
    );
    await expect(shop('products', 'import', bad)).rejects.toThrow(
      /row 2: packOf: must be a whole number from 1 to 10000/,
    );
  });

  it("sets one product's stock by slug or id: a count, counts per size, or untracked", async () => {
    const file = csvFile(`${HEADER}\n4819,18,stock-tape,Stock Tape,,Packaging,Tape,99,,no,S|M,,\n`);
    await shop('products', 'import', file);
    const id = productIdFromSlug('stock-tape');
    const stockRows = () =>
      h.database.db
        .select()
        .from(productStock)
        .where(eq(productStock.productId, id))
        .orderBy(productStock.size);
    expect(await shop('products', 'stock', 'stock-tape', 'S:3|M:0')).toBe(
      'Stock Tape (stock-tape): stock S: 3, M: 0',
    );
    expect(await stockRows()).toEqual([
      { productId: id, size: 'M', quantity: 0 },
      { productId: id, size: 'S', quantity: 3 },
    ]);
    const served = productAsServed.parse(await productOf(h, id));
    expect(served).toMatchObject({ stock: 3, sizeStock: { S: 3, M: 0 } });
    expect(await shop('products', 'stock', id, '40')).toBe('Stock Tape (stock-tape): stock 40');
    expect(await stockRows()).toEqual([{ productId: id, size: '', quantity: 40 }]);
    expect(await shop('products', 'stock', 'stock-tape', 'untracked')).toBe(
      'Stock Tape (stock-tape): stock untracked (never runs out)',
    );
    expect(await stockRows()).toEqual([]);
    // By the SKU the owner reads in products export, typed in any case.
    const [{ sku } = { sku: null }] = await h.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, id));
    expect(sku).toMatch(/^[A-Z]{3}-\d{3}$/);
    expect(await shop('products', 'stock', ` ${sku!.toLowerCase()} `, 'untracked')).toBe(
      'Stock Tape (stock-tape): stock untracked (never runs out)',
    );

    await expect(shop('products', 'stock', 'no-such-thing', '4')).rejects.toThrow(
      "no product with SKU, slug or id 'no-such-thing'",
    );
    await expect(shop('products', 'stock', 'stock-tape', 'XL:4')).rejects.toThrow(
      'Stock Tape has no size XL; its sizes are S, M',
    );
    await expect(shop('products', 'stock', 'stock-tape', 'plenty')).rejects.toThrow(
      /must be a count like 25/,
    );
    await expect(shop('products', 'stock', 'stock-tape')).rejects.toThrow(UsageError);
    expect(await stockRows()).toEqual([]);
  });

  it("serves a product's HSN code and GST rate, and sets them one product at a time", async () => {
    await shop(
      'products',
      'import',
      csvFile(`${HEADER}\n4823,5,tax-cups,Tax Cups,,HouseHold Supplies,Disposables,99,,no,,\n`),
    );
    const id = productIdFromSlug('tax-cups');
    const served = productAsServed.parse(await productOf(h, id));
    expect(served).toMatchObject({ hsnCode: '4823', gstRate: 5 });

    expect(await shop('products', 'tax', 'tax-cups', '48236900', '18%')).toBe(
      'Tax Cups (tax-cups): HSN 48236900, GST 18%',
    );
    const row = async () => (await h.database.db.select().from(products).where(eq(products.id, id)))[0];
    expect(await row()).toMatchObject({ hsnCode: '48236900', gstRate: 18 });
    await expect(shop('products', 'tax', 'tax-cups', '482', '18')).rejects.toThrow(
      'HSN code must be the HSN code, 4, 6 or 8 digits like 4819',
    );
    await expect(shop('products', 'tax', 'tax-cups', '4823', 'high')).rejects.toThrow(/GST rate must be/);
    await expect(shop('products', 'tax', 'no-such-thing', '4823', '5')).rejects.toThrow(
      "no product with SKU, slug or id 'no-such-thing'",
    );
    expect(await row()).toMatchObject({ hsnCode: '48236900', gstRate: 18 });
  });

  it('lists the products that cannot be ordered for want of an HSN code or GST rate', async () => {
    expect(await shop('products', 'untaxed')).toContain('Every product has an HSN code and a GST rate.');
    await shop(
      'products',
      'import',
      csvFile(`${HEADER}\n4823,5,old-cups,Old Cups,,HouseHold Supplies,Disposables,99,,no,,\n`),
    );
    await h.database.db.update(products).set({ gstRate: null }).where(eq(products.slug, 'old-cups'));
    const listed = await shop('products', 'untaxed');
    expect(listed).toContain('old-cups  Old Cups: HSN 4823, no GST rate');
    expect(listed).toContain('1 product(s) cannot be ordered until you set both');
    await shop('products', 'tax', 'old-cups', '4823', '5');
    expect(await shop('products', 'untaxed')).toContain('Every product has an HSN code and a GST rate.');
  });

  it('imports nothing and names every bad row', async () => {
    const file = csvFile(
      `${HEADER}\n` +
        '4819,18,good-one,Good One,,HouseHold Supplies,Kitchen,10,,,,\n' +
        '4819,18,Bad Slug,Title,,HouseHold Supplies,Kitchen,10,,,,\n' +
        '4819,18,cheap,Cheap,,HouseHold Supplies,Kitchen,ten,,,,\n' +
        '4819,18,odd,Odd,,HouseHold Supplies,Kitchen,10,12,,,\n' +
        ',,untaxed,Untaxed,,HouseHold Supplies,Kitchen,10,,,,\n' +
        '48-19,eighteen,typo,Typo,,HouseHold Supplies,Kitchen,10,,,,\n' +
        '4819,120,too-high,Too High,,HouseHold Supplies,Kitchen,10,,,,\n' +
        '4819,,no-rate,No Rate,,HouseHold Supplies,Kitchen,10,,,,\n',
    );
    const error = await shop('products', 'import', file).catch((e: Error) => e.message);
    expect(error).toContain('row 3: slug: ');
    expect(error).toContain('row 4: regularPrice: must be an amount in rupees');
    expect(error).toContain('row 5: discountedPrice: must be lower than regularPrice');
    // A product cannot be sold without what its tax invoice carries.
    expect(error).toContain('row 6: hsnCode: must be the HSN code, 4, 6 or 8 digits like 4819');
    expect(error).toContain('row 7: hsnCode: must be the HSN code');
    expect(error).toContain('row 8: gstRate: must be from 0 to 100 per cent');
    expect(error).toContain('row 9: gstRate: must be the GST rate in per cent, like 18 or 5');
    const [row] = await h.database.db.select().from(products).where(eq(products.slug, 'good-one'));
    expect(row).toBeUndefined();
    await expect(shop('products', 'import', csvFile('slug,title\nx,y\n'))).rejects.toThrow(/missing column/);
  });
});

describe('npm run shop -- products import, keyed by SKU', () => {
  // Its own shop, so the SKU families hold only the seed's numbers (the tapes end at TAP-014).
  let fresh: Harness;
  beforeAll(async () => {
    fresh = await createHarness();
  });
  afterAll(() => fresh.close());

  const importCsv = (text: string) => shopOn(fresh, 'products', 'import', csvFile(text));
  const read = async (slug: string) =>
    (await fresh.database.db.select().from(products).where(eq(products.slug, slug)))[0];
  const TAPE = seedProducts.findIndex((p) => p.slug === 'brown-bopp-packing-tape-48-mm-x-65-m');
  const DISPENSER = seedProducts.findIndex((p) => p.slug === 'tape-dispenser-gun-for-48-mm-tape');
  const TAPE_SLUG = seedProducts[TAPE]!.slug;
  /** A Tapes product's row, with the SKU column last. */
  const tapeRow = (slug: string, title: string, sku = '') =>
    `3919,18,${slug},${title},,Packaging & Shipping Products,Tapes,48,,no,,,${sku}\n`;
  const SKU_HEADER = `${HEADER},sku\n`;

  it("numbers a new product without a SKU after its family's highest", async () => {
    expect([seedSku(TAPE), seedSku(DISPENSER)]).toEqual(['TAP-001', 'TAP-014']);
    expect(await read(seedProducts[DISPENSER]!.slug)).toMatchObject({ sku: 'TAP-014' });
    expect(
      await importCsv(
        `${HEADER}\n` +
          '3919,18,packing-tape-72-mm,Packing Tape 72 mm,,Packaging & Shipping Products,Tapes,90,,no,,\n' +
          '4819,18,mailer-box-16-x-12,Mailer Box 16 x 12,,Packaging & Shipping Products,Mailer Boxes,60,,no,,\n' +
          '3919,18,packing-tape-96-mm,Packing Tape 96 mm,,Packaging & Shipping Products,Tapes,120,,no,,\n',
      ),
    ).toBe('Imported 3 product(s): 3 new, 0 updated.');
    expect((await read('packing-tape-72-mm'))?.sku).toBe('TAP-015');
    expect((await read('packing-tape-96-mm'))?.sku).toBe('TAP-016');
    expect((await read('mailer-box-16-x-12'))?.sku).toBe('MAI-006');
    // Served with the product, as the quick-order pad shows it.
    const served = await productOf(fresh, productIdFromSlug('packing-tape-72-mm'));
    expect(productAsServed.parse(served).sku).toBe('TAP-015');
  });

  it('creates a new product with exactly the SKU its row gives, and numbers on after it', async () => {
    expect(
      await importCsv(
        SKU_HEADER +
          tapeRow('acme-tape-48', 'Acme Tape 48 mm', ' acme-tape-48 ') +
          tapeRow('tape-forty', 'Tape Forty', 'TAP-040') +
          tapeRow('tape-next', 'Tape Next'),
      ),
    ).toBe('Imported 3 product(s): 3 new, 0 updated.');
    expect((await read('acme-tape-48'))?.sku).toBe('ACME-TAPE-48');
    expect((await read('tape-forty'))?.sku).toBe('TAP-040');
    // An empty SKU cell is the shop's to number: after the highest, the owner's TAP-040 included.
    expect((await read('tape-next'))?.sku).toBe('TAP-041');
  });

  it('updates the product with the SKU a row gives, which keeps its SKU; rows by slug keep theirs too', async () => {
    const before = await read(TAPE_SLUG);
    expect(
      await importCsv(
        SKU_HEADER +
          tapeRow(TAPE_SLUG, 'Brown Packing Tape 48 mm x 65 m', 'tap-001') +
          tapeRow(seedProducts[DISPENSER]!.slug, 'Tape Dispenser Gun 48 mm'),
      ),
    ).toBe('Imported 2 product(s): 0 new, 2 updated.');
    const after = await read(TAPE_SLUG);
    expect(after).toMatchObject({ id: before!.id, sku: 'TAP-001', title: 'Brown Packing Tape 48 mm x 65 m' });
    // What the file leaves out stays as it was.
    expect(after?.priceTiers).toEqual(before?.priceTiers);
    expect(after).toMatchObject({ minOrderQuantity: 6, packMultiple: 6 });
    expect(await read(seedProducts[DISPENSER]!.slug)).toMatchObject({
      sku: 'TAP-014',
      title: 'Tape Dispenser Gun 48 mm',
    });
  });

  it('renames a product by its SKU: the slug follows, the id and SKU stay', async () => {
    const before = await read(TAPE_SLUG);
    expect(
      await importCsv(SKU_HEADER + tapeRow('brown-tape-48-mm-65-m', 'Brown Tape 48 mm x 65 m', 'TAP-001')),
    ).toBe('Imported 1 product(s): 0 new, 1 updated.');
    expect(await read(TAPE_SLUG)).toBeUndefined();
    expect(await read('brown-tape-48-mm-65-m')).toMatchObject({ id: before!.id, sku: 'TAP-001' });
    const served = await productOf(fresh, before!.id);
    expect(productAsServed.parse(served).images[0]?.url).toContain('brown-tape-48-mm-65-m');
    // And back, for the rows below.
    await importCsv(SKU_HEADER + tapeRow(TAPE_SLUG, before!.title, 'TAP-001'));
    expect(await read(TAPE_SLUG)).toMatchObject({ id: before!.id });
  });

  it('refuses a row whose slug is another product’s, or whose product has another SKU, and changes nothing', async () => {
    const before = await read(TAPE_SLUG);
    const dispenser = seedProducts[DISPENSER]!.slug;
    await expect(
      importCsv(
        SKU_HEADER + tapeRow('clash-good', 'Clash Good') + tapeRow(dispenser, 'Another Tape', 'TAP-001'),
      ),
    ).rejects.toThrow(
      `nothing imported; fix these rows and run it again:\n  row 3: slug: '${dispenser}' is another product's (TAP-014)`,
    );
    await expect(importCsv(SKU_HEADER + tapeRow(TAPE_SLUG, 'Renamed Again', 'TAP-099'))).rejects.toThrow(
      `row 2: sku: '${TAPE_SLUG}' has the SKU TAP-001; a SKU does not change`,
    );
    expect(await read('clash-good')).toBeUndefined();
    expect(await read(TAPE_SLUG)).toEqual(before);
    expect(await read(dispenser)).toMatchObject({ sku: 'TAP-014' });
    expect(await fresh.database.db.select().from(products).where(eq(products.sku, 'TAP-099'))).toEqual([]);
  });

  it('refuses a SKU that is not one, naming the row and why', async () => {
    const error = await importCsv(
      SKU_HEADER +
        tapeRow('spaced-sku', 'Spaced SKU', 'tap 001') +
        tapeRow('long-sku', 'Long SKU', 'T'.repeat(MAX_SKU_LENGTH + 1)) +
        tapeRow('odd-sku', 'Odd SKU', 'TAP--9') +
        tapeRow('fine-sku', 'Fine SKU', 'TAP-077'),
    ).catch((e: Error) => e.message);
    expect(error).toContain(
      "row 2: sku: 'TAP 001' is not a SKU: use letters and digits in groups joined by hyphens, like TAP-003",
    );
    expect(error).toContain(`row 3: sku: a SKU has at most ${MAX_SKU_LENGTH} characters`);
    expect(error).toContain("row 4: sku: 'TAP--9' is not a SKU");
    expect(error).not.toContain('row 5');
    for (const slug of ['spaced-sku', 'long-sku', 'odd-sku', 'fine-sku'])
      expect(await read(slug)).toBeUndefined();
  });

  it('refuses the same SKU twice in a file, in any case', async () => {
    await expect(
      importCsv(
        SKU_HEADER + tapeRow('twice-one', 'Twice One', 'DUP-1') + tapeRow('twice-two', 'Twice Two', 'dup-1'),
      ),
    ).rejects.toThrow("row 3: sku: 'DUP-1' appears twice in the file");
    expect(await read('twice-one')).toBeUndefined();
    expect(await read('twice-two')).toBeUndefined();
  });
});
