import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTaxDocuments } from '../../src/contract/invoice.ts';
import { couponCheckAnswer, couponOffers, orderList } from '../../src/contract/order.ts';
import { couponTexts } from '../../src/domain/coupons.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { UsageError } from '../cli/usage-error.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { pdfRupees } from '../invoices/pdf.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  address,
  ordersOf,
  ORIGIN,
  ownerCommand,
  productId,
  sendAllMail,
  signUp,
  unitPricePaise,
} from '../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
/** Three of the second product and one of the third: two lines of different amounts. */
const products = () => ({ [productId(1)]: 3, [productId(2)]: 1 });
const goodsPaise = () => 3 * unitPricePaise(1) + unitPricePaise(2);

const check = (token: string | undefined, code: string, lines = products()) =>
  apiClient(h, token).coupons.check.$post({ json: { code, products: lines } });
const order = (token: string, couponCode?: string, lines = products()) =>
  apiClient(h, token).orders.$post({
    json: { products: lines, shippingAddress: address, ...(couponCode && { couponCode }) },
  });
const served = async (token: string, id: string) =>
  orderList.parse(await ordersOf(h, token)).find((o) => o.id === id)!;

let n = 0;
/** A fresh code for each test, so the tests do not share uses. */
const code = (stem: string) => `${stem}${(n += 1)}`;

describe('coupons add, list and end', () => {
  it('adds a coupon as the owner words it, lists it with its uses, and ends it', async () => {
    const c = code('TEN');
    expect(
      await shop('coupons', 'add', c.toLowerCase(), '--percent', '10', '--up-to', '200', '--min', '500'),
    ).toBe(`Added ${c}: 10% off, up to ₹200, on orders of ₹500 or more, 1 per customer.`);
    expect(await shop('coupons', 'list')).toContain(
      `${c}  on  10% off, up to ₹200, on orders of ₹500 or more, 1 per customer; used on 0 orders`,
    );
    expect(await shop('coupons', 'end', c)).toBe(`Ended ${c}: no new order takes it.`);
    expect(await shop('coupons', 'list')).toContain(`${c}  ended  `);
    expect(await shop('coupons', 'end', c)).toMatch(new RegExp(`^${c} ended already, on `));
  });

  it('refuses a coupon it cannot keep, saying what to change', async () => {
    const refused = (...argv: string[]) =>
      expect(shop('coupons', 'add', ...argv)).rejects.toThrow(UsageError);
    await refused('X', '--percent', '10');
    await refused(code('BOTH'), '--percent', '10', '--off', '50');
    await refused(code('NONE'));
    await refused(code('BIG'), '--percent', '95');
    await refused(code('CAP'), '--off', '50', '--up-to', '100');
    await refused(code('FREE'), '--off', '500', '--min', '500');
    await refused(code('DAYS'), '--off', '50', '--from', '2026-12-10', '--until', '2026-12-01');
    const c = code('ONCE');
    await shop('coupons', 'add', c, '--off', '50');
    await expect(shop('coupons', 'add', c, '--off', '60')).rejects.toThrow(
      `there is a coupon ${c} already: end it, and add one under a new code`,
    );
    await expect(shop('coupons', 'end', 'NOSUCH')).rejects.toThrow('no coupon NOSUCH');
  });
});

describe('GET /api/v1/coupons', () => {
  it('offers the coupons shown at checkout that the shopper can still use, the latest first', async () => {
    const shown = code('SHOWN');
    const hidden = code('HIDDEN');
    const later = code('LATER');
    expect(await shop('coupons', 'add', shown, '--off', '30', '--show')).toContain(', shown at checkout.');
    await shop('coupons', 'add', hidden, '--off', '30');
    await shop('coupons', 'add', later, '--off', '30', '--show', '--from', '2099-01-01');
    const { token } = await signUp(h);
    const offers = async () =>
      couponOffers.parse(await (await apiClient(h, token).coupons.$get()).json()).data.map((o) => o.code);
    const before = await offers();
    expect(before).toContain(shown);
    expect(before).not.toContain(hidden);
    expect(before).not.toContain(later);
    expect(
      couponOffers
        .parse(await (await apiClient(h, token).coupons.$get()).json())
        .data.find((o) => o.code === shown),
    ).toEqual({ code: shown, description: '₹30 off, on any order' });
    // One with a minimum says it, for the cart's "Add ₹120 more to use it."
    const minimum = code('MINIMUM');
    await shop('coupons', 'add', minimum, '--percent', '10', '--min', '499.50', '--show');
    expect(
      couponOffers
        .parse(await (await apiClient(h, token).coupons.$get()).json())
        .data.find((o) => o.code === minimum),
    ).toEqual({ code: minimum, description: '10% off, on orders of ₹499.50 or more', minOrder: 499.5 });
    // Used once, as it allows: no longer offered to this shopper.
    expect((await order(token, shown)).status).toBe(201);
    expect(await offers()).not.toContain(shown);
    expect((await apiClient(h).coupons.$get()).status).toBe(401);
  });
});

describe('POST /api/v1/coupons/check', () => {
  it("prices the coupon on the lines as the order will, or says why not in the shopper's words", async () => {
    const c = code('WELCOME');
    await shop('coupons', 'add', c, '--percent', '10', '--min', '100');
    const { token } = await signUp(h);
    const ok = await check(token, ` ${c.toLowerCase()} `);
    expect(ok.status).toBe(200);
    expect(couponCheckAnswer.parse(await ok.json())).toEqual({
      code: c,
      discount: fromPaise(Math.floor(goodsPaise() / 10)),
      description: '10% off, on orders of ₹100 or more',
    });

    const unknown = await check(token, 'NOSUCHCODE');
    expect(unknown.status).toBe(422);
    expect(await errorOf(unknown)).toBe(couponTexts.unknown);

    const bulk = code('BULK');
    await shop('coupons', 'add', bulk, '--percent', '10', '--min', '100000');
    const small = await check(token, bulk);
    expect(small.status).toBe(422);
    expect(await errorOf(small)).toBe(
      'This coupon is for orders of ₹1,00,000 or more: add ' +
        `${formatMoney(fromPaise(10_000_000 - goodsPaise()))} more to use it.`,
    );
    expect((await check(undefined, c)).status).toBe(401);
  });
});

describe('an order placed with a coupon', () => {
  it('takes the discount off its total, shares it over its lines, and says so on the order, e-mail and invoice', async () => {
    const c = code('FLAT');
    await shop('coupons', 'add', c, '--off', '75');
    const { token, email } = await signUp(h);
    const res = await order(token, c.toLowerCase());
    expect(res.status).toBe(201);
    const { id } = await res.json();

    const placed = await served(token, id);
    expect(placed.total).toBe(fromPaise(goodsPaise() - 7_500));
    expect(placed.coupon).toEqual({ code: c, discount: 75 });
    const shares = placed.items.map((i) => i.discount ?? 0);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(75, 2);
    // In proportion to the lines' amounts: the dearer line takes more of it.
    const amounts = placed.items.map((i) => i.price * i.quantity);
    expect(shares[0]! / amounts[0]!).toBeCloseTo(shares[1]! / amounts[1]!, 3);

    await sendAllMail(h);
    const mail = h.mailer.sent.find((m) => m.to === email && m.subject.includes(id));
    expect(mail?.text).toContain(`Coupon ${c}  -₹75`);
    expect(mail?.html).toContain(`Coupon ${c}`);
    expect(await shop('orders', 'show', id)).toContain(`Coupon ${c}  = -₹75`);

    await shop('payments', 'mark-paid', id);
    const docs = orderTaxDocuments.parse(
      await (await apiClient(h, token).orders[':id'].invoice.$get({ param: { id }, query: {} })).json(),
    );
    const lines = docs.invoice.lines;
    expect(lines.map((l) => l.discount)).toEqual(shares);
    // Each line's taxable value and tax are on what was paid for it; the invoice adds up to the total.
    lines.forEach((l, i) => expect(l.total).toBeCloseTo(amounts[i]! - shares[i]!, 2));
    expect(docs.invoice.totals.total).toBe(placed.total);
    expect(docs.invoice.totals.roundOff).toBe(0);
    // The PDF prints the discount in a column of its own.
    const pdf = await h.app.request(`${ORIGIN}/api/v1/orders/${id}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain('Discount');
    expect(text).toContain(pdfRupees(-shares[0]!));
    expect(await shop('coupons', 'list')).toContain(
      `${c}  on  ₹75 off, on any order, 1 per customer; used on 1 order`,
    );
    // The owner's summary of the day says what the coupon took off the orders sold.
    expect(await shop('orders', 'summary')).toContain(`  Coupon ${c}: 1 order, ₹75 off`);
  });

  it('counts uses per customer and in all; a cancelled order gives its use back', async () => {
    const c = code('TWICE');
    await shop('coupons', 'add', c, '--percent', '5', '--uses', '2');
    const first = await signUp(h);
    const { id } = await (await order(first.token, c)).json();

    const again = await order(first.token, c);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('You have already used this coupon.');
    const refused = await check(first.token, c);
    expect(await errorOf(refused)).toBe('You have already used this coupon.');

    await apiClient(h, first.token).orders[':id'].cancel.$post({
      param: { id },
      json: { reason: 'Ordered by mistake' },
    });
    expect((await order(first.token, c)).status).toBe(201);

    const second = await signUp(h);
    expect((await order(second.token, c)).status).toBe(201);
    const third = await signUp(h);
    const over = await order(third.token, c);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toBe(couponTexts.usedUp);
    // The refused order took no stock and left no order behind.
    expect(await ordersOf(h, third.token)).toEqual([]);
  });

  it('holds its limit when two shoppers order with its last use at once', async () => {
    const c = code('LAST');
    await shop('coupons', 'add', c, '--off', '10', '--uses', '1');
    const [a, b] = await Promise.all([signUp(h), signUp(h)]);
    const answers = await Promise.all([order(a.token, c), order(b.token, c)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await shop('coupons', 'list')).toContain(
      `${c}  on  ₹10 off, on any order, 1 order in all, 1 per customer; used on 1 order`,
    );
  });

  it("on a first-order coupon, is taken on a customer's first order only, and offered until then", async () => {
    const c = code('FIRST');
    expect(await shop('coupons', 'add', c, '--off', '40', '--first-order', '--show')).toContain(
      `Added ${c}: ₹40 off, on your first order, 1 per customer, shown at checkout.`,
    );
    const offered = async (token: string) =>
      couponOffers.parse(await (await apiClient(h, token).coupons.$get()).json()).data.map((o) => o.code);
    const newcomer = await signUp(h);
    expect(await offered(newcomer.token)).toContain(c);
    expect((await order(newcomer.token, c)).status).toBe(201);

    const regular = await signUp(h);
    const { id } = await (await order(regular.token)).json();
    expect(await offered(regular.token)).not.toContain(c);
    const refused = await order(regular.token, c);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe('This coupon is for your first order.');
    // A cancelled order was never had: the next is still the first.
    await apiClient(h, regular.token).orders[':id'].cancel.$post({
      param: { id },
      json: { reason: 'Ordered by mistake' },
    });
    expect((await order(regular.token, c)).status).toBe(201);
  });

  it('is refused once the coupon has ended, even after checkout checked it', async () => {
    const c = code('LATE');
    await shop('coupons', 'add', c, '--off', '20');
    const { token } = await signUp(h);
    expect((await check(token, c)).status).toBe(200);
    await shop('coupons', 'end', c);
    const res = await order(token, c);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(couponTexts.expired);
  });

  it('refunds a return at what the returned units were paid, after their share of the discount', async () => {
    const c = code('RETURN');
    await shop('coupons', 'add', c, '--percent', '20');
    const { token } = await signUp(h);
    const { id } = await (await order(token, c)).json();
    await shop('payments', 'mark-paid', id);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await shop('orders', 'set-status', id, '3');
    const line = (await served(token, id)).items[0]!;
    const asked = await apiClient(h, token).orders[':id'].return.$post({
      param: { id },
      json: { lines: [{ itemId: line.id, quantity: 1 }], reason: 'Other' },
    });
    expect(asked.status).toBe(201);
    await shop('returns', 'approve', id);
    await shop('returns', 'refunded', id);
    const refunded = await served(token, id);
    // One of three units: its price less a third of the line's discount, rounded down to the paisa.
    const lineDiscountPaise = Math.round((line.discount ?? 0) * 100);
    const expected = unitPricePaise(1) - Math.floor(lineDiscountPaise / 3);
    expect(refunded.return?.refund?.amount).toBe(fromPaise(expected));
    const { creditNote } = orderTaxDocuments.parse(
      await (await apiClient(h, token).orders[':id'].invoice.$get({ param: { id }, query: {} })).json(),
    );
    expect(creditNote?.totals.total).toBe(fromPaise(expected));
  });
});
