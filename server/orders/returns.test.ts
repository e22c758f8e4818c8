import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema } from '../../src/contract/order.ts';
import { orderTaxDocuments } from '../../src/contract/invoice.ts';
import { and, eq, sql } from '../db/orm.ts';
import { orderEvents } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../test/harness.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import {
  mailsTo,
  address,
  ordersOf,
  ownerCommand,
  placeOrder,
  productId,
  productOf,
  sendAllMail,
  signUp,
  unitPricePaise,
} from '../test/helpers.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { seedProducts } from '../catalogue/products.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { UsageError } from '../cli/usage-error.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const sendMail = () => sendAllMail(h);
const ask = (token: string | undefined, id: string, json: unknown) =>
  // An unchecked body: the refusals below send what the contract forbids.
  apiClient(h, token).orders[':id'].return.$post({ param: { id }, json: json as never });

/** A customer's order of two products (3 and 1), paid, shipped and delivered. */
async function deliveredOrder() {
  const shopper = await signUp(h);
  const id = await placeOrder(h, shopper.token, { [productId(1)]: 3, [productId(2)]: 1 });
  await shop('payments', 'mark-paid', id);
  await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
  await shop('orders', 'set-status', id, '3');
  const [order] = (await ordersOf(h, shopper.token)).map((o) => orderSchema.parse(o));
  return { ...shopper, id, items: order!.items };
}

describe('POST /api/v1/orders/{id}/return', () => {
  it('keeps the request on the order, and tells the shopper and the shop what goes back and why', async () => {
    const { token, email, id, items } = await deliveredOrder();
    await sendMail();
    const first = items[0]!;
    // Open for 7 days from the delivery, as the order says; closed once asked.
    const before = orderSchema.parse((await ordersOf(h, token))[0]);
    const delivered = Date.parse(before.history.at(-1)!.at);
    expect(Date.parse(before.returnUntil!) - delivered).toBe(7 * 24 * 60 * 60 * 1000);
    const res = await ask(token, id, {
      lines: [{ itemId: first.id, quantity: 2 }],
      reason: '  Arrived damaged: two boxes crushed  ',
    });
    expect(res.status).toBe(201);
    const answered = orderSchema.parse(await res.json());
    expect(answered.return).toMatchObject({
      status: 'requested',
      lines: [{ itemId: first.id, quantity: 2 }],
      reason: 'Arrived damaged: two boxes crushed',
    });
    // Served on the order from now on, and no longer open for another.
    const after = orderSchema.parse((await ordersOf(h, token))[0]);
    expect(after.return?.status).toBe('requested');
    expect(after.returnUntil).toBeUndefined();

    await sendMail();
    const [toShopper] = mailsTo(h, email).filter((m) => m.subject.includes('Return'));
    expect(toShopper!.subject).toBe(`Return requested for order ${id}`);
    expect(toShopper!.text).toContain('Reason: Arrived damaged: two boxes crushed');
    expect(toShopper!.text).toContain(`2 x ${first.productTitle}`);
    expect(toShopper!.text).not.toContain(items[1]!.productTitle);
    const worth = (2 * unitPricePaise(1)) / 100;
    expect(toShopper!.text).toContain(`Value of the return: ${formatMoney(worth)}`);
    const toShop = h.mailer.sent.find((m) => m.subject === `Return requested: order ${id}`);
    expect(toShop!.to).toBe(loadStoreConfig(storeConfigPath).companyEmail);
    expect(toShop!.text).toContain(`npm run shop -- returns approve ${id}`);

    const waiting = await shop('returns', 'list');
    expect(waiting).toContain(`${id}  ${email}`);
    expect(waiting).toContain(`Return requested`);
    expect(waiting).toContain(`2 x ${seedProducts[1]!.title}`);
    expect(waiting).toContain('reason: Arrived damaged: two boxes crushed');
    expect(await shop('orders', 'show', id)).toMatch(/Return: {3}Return requested .*: 2 x /);
  });

  it('refuses an order not delivered, a second request, and one past the 7 days', async () => {
    const shopper = await signUp(h);
    const pending = await placeOrder(h, shopper.token);
    const line = (await ordersOf(h, shopper.token))[0]!.items![0]!;
    const notYet = await ask(shopper.token, pending, {
      lines: [{ itemId: line.id, quantity: 1 }],
      reason: 'Other',
    });
    expect(notYet.status).toBe(409);
    expect(await errorOf(notYet)).toBe(
      'Only a delivered order can be returned. Before it ships, you can cancel it instead.',
    );

    const { token, id, items } = await deliveredOrder();
    const body = { lines: [{ itemId: items[1]!.id, quantity: 1 }], reason: 'Defective or not working' };
    expect((await ask(token, id, body)).status).toBe(201);
    const again = await ask(token, id, body);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('A return has already been requested for this order.');

    const late = await deliveredOrder();
    await h.database.db
      .update(orderEvents)
      .set({ at: sql`now() - interval '8 days'` })
      .where(and(eq(orderEvents.orderId, late.id), eq(orderEvents.toStatus, 3)));
    const closed = await ask(late.token, late.id, {
      lines: [{ itemId: late.items[0]!.id, quantity: 1 }],
      reason: 'Other',
    });
    expect(orderSchema.parse((await ordersOf(h, late.token))[0]).returnUntil).toBeUndefined();
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toMatch(
      /^Returns for this order closed on \d{2} [A-Z][a-z]{2} \d{4}, 7 days after delivery\. Please contact us\.$/,
    );
  });

  it('says what is wrong with the lines, and keeps nothing', async () => {
    const { token, id, items } = await deliveredOrder();
    const cases: [unknown, number, string][] = [
      [{ lines: [], reason: 'Other' }, 400, 'Choose what you are returning'],
      [{ lines: [{ itemId: items[0]!.id, quantity: 1 }], reason: '  ' }, 400, 'Please choose a reason'],
      [
        { lines: [{ itemId: '999999', quantity: 1 }], reason: 'Other' },
        400,
        'That item is not part of this order.',
      ],
      [
        { lines: [{ itemId: items[0]!.id, quantity: 4 }], reason: 'Other' },
        400,
        `You ordered 3 of ${items[0]!.productTitle}: return at most that many.`,
      ],
      [
        {
          lines: [
            { itemId: items[0]!.id, quantity: 1 },
            { itemId: items[0]!.id, quantity: 1 },
          ],
          reason: 'Other',
        },
        400,
        'Each item can be listed once.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(token, id, body);
      expect(res.status).toBe(status);
      expect(await errorOf(res)).toContain(message);
    }
    expect(orderSchema.parse((await ordersOf(h, token))[0]).return).toBeUndefined();
    // Someone else's order is not found; no sign-in is 401.
    const other = await signUp(h);
    const good = { lines: [{ itemId: items[0]!.id, quantity: 1 }], reason: 'Other' };
    expect((await ask(other.token, id, good)).status).toBe(404);
    expect((await ask(undefined, id, good)).status).toBe(401);
  });
});

describe('returns approve / decline', () => {
  it('tells the customer the answer with the shop’s note, once', async () => {
    const { token, email, id, items } = await deliveredOrder();
    await ask(token, id, { lines: [{ itemId: items[0]!.id, quantity: 1 }], reason: 'Arrived damaged' });
    expect(await shop('returns', 'approve', id, '--note', 'Pickup on Monday by Delhivery')).toBe(
      `${id}: return approved; the customer is e-mailed "Pickup on Monday by Delhivery"`,
    );
    expect(orderSchema.parse((await ordersOf(h, token))[0]).return).toMatchObject({
      status: 'approved',
      note: 'Pickup on Monday by Delhivery',
      decidedAt: expect.any(String),
    });
    await sendMail();
    const approved = mailsTo(h, email).find((m) => m.subject === `Your return for order ${id} is approved`);
    expect(approved!.text).toContain('From us: Pickup on Monday by Delhivery');
    expect(approved!.text).toContain(
      'your refund is credited to your original payment method within 0-7 working days',
    );

    await expect(shop('returns', 'decline', id, '--note', 'Too late')).rejects.toThrow(
      new UsageError(`the return for ${id} is already approved; nothing changed`),
    );
    // Approved, it waits for the product and the refund: listed apart, with the command for it.
    const listed = await shop('returns', 'list');
    const approvedPart = listed.slice(listed.indexOf('approved, to refund once back:'));
    expect(approvedPart).toContain(`${id}  ${email}`);
    expect(approvedPart).toContain('npm run shop -- returns refunded <orderId>');
    expect(listed.slice(0, listed.indexOf('approved, to refund once back:'))).not.toContain(id);
    expect(await shop('returns', 'list', '--all')).toContain(`Return approved`);
  });

  it('declines only with a reason, and says so to the customer', async () => {
    const { token, email, id, items } = await deliveredOrder();
    await ask(token, id, {
      lines: [{ itemId: items[1]!.id, quantity: 1 }],
      reason: 'No longer needed (unused, in its packaging)',
    });
    await expect(shop('returns', 'decline', id)).rejects.toThrow(/say why with --note/);
    await shop('returns', 'decline', id, '--note', 'Opened consumables cannot be returned');
    expect(orderSchema.parse((await ordersOf(h, token))[0]).return?.status).toBe('declined');
    await sendMail();
    const declined = mailsTo(h, email).find(
      (m) => m.subject === `Your return for order ${id} was not approved`,
    );
    expect(declined!.text).toContain('From us: Opened consumables cannot be returned');
    await expect(shop('returns', 'approve', 'ORD-7K2M9XQ4')).rejects.toThrow(
      'no return requested for ORD-7K2M9XQ4',
    );
  });

  it('records the refund of an approved return once, with a credit note for the returned lines only', async () => {
    const { token, email, id, items } = await deliveredOrder();
    const first = items[0]!;
    await ask(token, id, { lines: [{ itemId: first.id, quantity: 2 }], reason: 'Arrived damaged' });
    await expect(shop('returns', 'refunded', id)).rejects.toThrow(
      `${id}: it is waiting for your answer: approve it first (returns approve), once you know it comes back; nothing changed`,
    );
    await shop('returns', 'approve', id);
    const worth = (2 * unitPricePaise(1)) / 100;
    const stockBefore = (await productOf(h, productId(1))).stock;
    const said = await shop('returns', 'refunded', id);
    expect(said).toMatch(
      new RegExp(
        `^${id}: refund of ${formatMoney(worth).replace(/[.$]/g, '\\$&')} recorded; credit note CRN/\\d{2}-\\d{2}/\\d{6} issued; stock unchanged \\(items fit to sell again: products stock\\); the customer is e-mailed$`,
      ),
    );
    // Without --restock the items are not taken to be fit to sell again.
    expect((await productOf(h, productId(1))).stock).toBe(stockBefore);
    const served = orderSchema.parse((await ordersOf(h, token))[0]);
    expect(served.return).toMatchObject({ status: 'refunded', refund: { amount: worth } });
    expect(served.invoice?.creditNote).toMatch(/^CRN\//);

    // The credit note: the two boxes going back, at the invoice's price, against the invoice.
    const documents = orderTaxDocuments.parse(
      await (await apiClient(h, token).orders[':id'].invoice.$get({ param: { id }, query: {} })).json(),
    );
    const note = documents.creditNote!;
    expect(note.against?.serial).toBe(documents.invoice.serial);
    expect(note.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([[2, first.price]]);
    expect(note.totals.total).toBe(worth);
    expect(note.recipient).toEqual(documents.invoice.recipient);
    // The accountant's GSTR-1 export lists it: the returned quantity, the return's value.
    const csv = await shop('invoices', 'export', '--fy', note.financialYear, '--csv');
    const rows = csv.split('\n').filter((r) => r.includes(note.serial));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,${documents.invoice.serial},`);
    expect(rows[0]).toContain(',2,NOS,');
    expect(rows[0]!.endsWith(`,${worth.toFixed(2)}`)).toBe(true);

    await sendMail();
    const refunded = mailsTo(h, email).find(
      (m) => m.subject === `Refund sent for your return from order ${id}`,
    );
    expect(refunded!.text).toContain(
      `${formatMoney(worth)} has been refunded to your original payment method.`,
    );
    expect(refunded!.text).toContain(
      `Credit note ${note.serial}, against invoice ${documents.invoice.serial}, is attached as a PDF with that invoice.`,
    );
    // The PDF it carries holds both documents, named after the invoice as the download is.
    const [pdf] = refunded!.attachments ?? [];
    expect(pdf?.filename).toBe(`${documents.invoice.serial.replaceAll('/', '-')}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(shop('returns', 'refunded', id)).rejects.toThrow(
      `${id}: it is already refunded; nothing changed`,
    );
    expect(await shop('returns', 'list')).not.toContain(id);
    expect(await shop('orders', 'show', id)).toContain('Return:   Return refunded');
  });
  it('with --restock, puts the returned units of their size back in stock and tells a shopper waiting for it', async () => {
    const gloves = seedProducts.find((p) => p.slug === 'nitrile-examination-gloves-powder-free-box-of-100')!;
    const gloveId = productIdFromSlug(gloves.slug);
    await shop('products', 'stock', gloves.slug, 'S:5|M:3|L:5|XL:5');
    const buyer = await signUp(h);
    const placed = await apiClient(h, buyer.token).orders.$post({
      json: {
        products: { [gloveId]: 3 },
        items: [{ productId: gloveId, quantity: 3, size: 'M' }],
        shippingAddress: address,
      },
    });
    expect(placed.status).toBe(201);
    const { id } = await placed.json();
    await shop('payments', 'mark-paid', id);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await shop('orders', 'set-status', id, '3');
    // Size M sold out with that order: another shopper asks to hear when it is back.
    const waiter = await signUp(h);
    const alert = await apiClient(h, waiter.token)['stock-alerts'].$post({
      json: { productId: gloveId, size: 'M' },
    });
    expect(alert.status).toBe(201);

    const [line] = orderSchema.parse((await ordersOf(h, buyer.token))[0]).items;
    await ask(buyer.token, id, { lines: [{ itemId: line!.id, quantity: 2 }], reason: 'Ordered too many' });
    await shop('returns', 'approve', id, '--note', 'Pickup on Monday');
    expect(await shop('returns', 'refunded', id, '--restock')).toMatch(
      /; the returned items are back in stock; the customer is e-mailed$/,
    );
    expect((await productOf(h, gloveId)).sizeStock).toEqual({ S: 5, M: 2, L: 5, XL: 5 });
    await sendMail();
    expect(mailsTo(h, waiter.email).map((m) => m.subject)).toEqual([
      `Back in stock: ${gloves.title} (size M)`,
    ]);
    await expect(shop('returns', 'refunded', id, '--restock')).rejects.toThrow(
      `${id}: it is already refunded; nothing changed`,
    );
    expect((await productOf(h, gloveId)).sizeStock).toEqual({ S: 5, M: 2, L: 5, XL: 5 });
  });
});
