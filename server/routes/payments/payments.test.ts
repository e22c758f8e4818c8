import { eq } from '../../db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../../../src/contract/order.ts';
import { paymentFields, paymentResponse, paymentStatusAnswer } from '../../../src/contract/payment.ts';
import { parseUpiLink } from '../../../src/domain/upi.ts';
import { paymentFieldsTestMode } from '../../../src/mocks/fixtures/payments.ts';
import { orders, payments } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import {
  call,
  ordersOf,
  ownerCommand,
  paymentStatus,
  sendAllMail,
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

const payer = { payerName: 'Asha Verma', payerEmail: 'asha@example.in', payerPhone: '+919876543210' };
const pay = (token: string | undefined, orderId: string, fields: Record<string, string>) =>
  apiClient(h, token).payments.$post({ json: { orderId, fields } });
const paid = async (token: string, orderId: string, fields: Record<string, string>) =>
  paymentResponse.parse(await (await pay(token, orderId, fields)).json());
const expectRefused = async (res: Response, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(await errorOf(res)).toBe(error);
};

describe('GET /api/v1/payments/fields', () => {
  it('answers the payment form definitions', async () => {
    const res = await apiClient(h).payments.fields.$get({ query: {} });
    expect(res.status).toBe(200);
    const body = await res.json();
    // The sandbox is on in tests: the object reading says so, for the storefront's notice.
    expect(body).toMatchObject({ testMode: true });
    const { fields, testMode } = paymentFields.parse(body);
    expect(testMode).toBe(true);
    // No GSTIN here: a business buyer gives it at checkout, for the order's invoice.
    expect(fields.map((f) => f.name)).toEqual(['method', 'payerName', 'payerEmail', 'payerPhone']);
    const [method, name, email, phone] = fields;
    expect(method).toMatchObject({ type: 'select', defaultValue: 'upi_qr', rules: { required: true } });
    expect(method!.options.map((o) => o.value)).toEqual(['upi_qr', 'upi_app', 'gateway']);
    expect(method!.options[0]!.label).toBe('UPI QR code');
    expect(name).toMatchObject({
      type: 'text',
      rules: { required: true },
      rulesMessages: ['Please enter the payer name'],
    });
    expect(email).toMatchObject({ type: 'email', rules: { required: true } });
    expect(phone).toMatchObject({ type: 'tel', rules: { required: true, maxLength: 13 } });
  });

  it("is what the workshop's mocks answer for this server (src/mocks/fixtures/payments.ts)", async () => {
    expect(await (await apiClient(h).payments.fields.$get({ query: {} })).json()).toEqual(
      paymentFieldsTestMode,
    );
  });
});

describe('POST /api/v1/payments', () => {
  it('answers a UPI QR link for the order total, with the store as payee', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token, { [productId(0)]: 3 });
    const res = await pay(token, orderId, { ...payer, method: 'upi_qr' });
    expect(res.status).toBe(200);
    const answer = paymentResponse.parse(await res.json());
    expect(answer).toMatchObject({ success: true, action: { type: 'qr' } });
    const link = parseUpiLink(answer.action!.qr!)!;
    expect(link).toMatchObject({
      pa: 'guptasupply@okaxis',
      pn: 'Gupta Supply Co.',
      am: ((3 * unitPricePaise(0)) / 100).toFixed(2),
      cu: 'INR',
      tn: `Order ${orderId}`,
    });
    const [stored] = await h.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(stored).toMatchObject({
      reference: link.tr,
      status: 'pending',
      amountPaise: 3 * unitPricePaise(0),
      method: 'upi_qr',
    });
  });

  it('answers a deep link for the UPI app and leaves the order pending', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    const answer = await paid(token, orderId, { ...payer, method: 'upi_app' });
    expect(answer.redirectUrl).toMatch(/^upi:\/\/pay\?/);
    expect(answer.action).toMatchObject({ type: 'deeplink', redirectUrl: answer.redirectUrl });
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(0);
  });

  it('answers a redirect_post to the sandbox gateway with the order and a signature', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    // With the browser's Origin, which the return address is checked against.
    const res = await call(h, 'POST', '/api/v1/payments', {
      token,
      body: { orderId, fields: { ...payer, method: 'gateway' } },
      headers: { Origin: 'http://localhost:5173' },
    });
    const answer = paymentResponse.parse(res.body);
    expect(answer.action).toMatchObject({
      type: 'redirect_post',
      redirectUrl: 'http://shop.test/api/v1/payments/sandbox',
      formParams: { type: 'sandbox', url: `http://localhost:5173/order-success?orderId=${orderId}` },
    });
    expect(answer.action!.formParams!.data).toMatchObject({
      orderId,
      amount: ((unitPricePaise(0) * 2) / 100).toFixed(2),
    });
    expect(answer.action!.formParams!.data!.signature!.length).toBeGreaterThan(30);
  });

  it('sends the shopper back and to the gateway only on configured origins, whatever the headers say', async () => {
    const proxied = await createHarness({ APP_URL: 'https://shop.example.in', TRUST_PROXY: '1' });
    try {
      const { token } = await signUp(proxied);
      const orderId = await placeOrder(proxied, token);
      const res = await proxied.app.request('http://evil.example/api/v1/payments', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          Origin: 'https://evil.example',
          'X-Forwarded-Host': 'evil.example',
        },
        body: JSON.stringify({ orderId, fields: { ...payer, method: 'gateway' } }),
      });
      const answer = paymentResponse.parse(await res.json());
      expect(answer.action).toMatchObject({
        redirectUrl: 'https://shop.example.in/api/v1/payments/sandbox',
        formParams: { url: `https://shop.example.in/order-success?orderId=${orderId}` },
      });
      const [stored] = await proxied.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(stored!.returnOrigin).toBe('https://shop.example.in');
    } finally {
      await proxied.close();
    }
  });

  it('defaults to the UPI QR code when no method is chosen', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    expect((await paid(token, orderId, payer)).action!.type).toBe('qr');
  });

  it('keeps the fields trimmed and the e-mail in small letters; a GSTIN sent here is not kept', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    const sent = { payerName: ' Asha Verma ', payerEmail: ' Asha@Example.IN', gstin: '06abcde1234f1z5 ' };
    expect((await pay(token, orderId, { ...payer, ...sent })).status).toBe(200);
    const [stored] = await h.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(stored).toMatchObject({
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
      gstin: null,
    });
  });

  // The form's own messages (src/domain/payment-form.ts): the spec's texts and the served rulesMessages.
  it.each([
    [{ payerName: '  ' }, 'payerName: Please enter the payer name'],
    [{ payerEmail: 'asha' }, 'payerEmail: Please enter a valid email address'],
    [{ payerPhone: '+91123' }, 'payerPhone: Phone number must have at least 13 characters'],
    [{ payerPhone: '9876543210' }, 'payerPhone: Phone number must start with +91'],
    [{ method: 'bitcoin' }, 'method: Please choose one of the options'],
  ])('refuses missing or malformed fields with a 422 naming the field (%#)', async (change, message) => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    await expectRefused(await pay(token, orderId, { ...payer, ...change }), 422, message);
  });

  it("never lets one customer pay for another's order (same 404 as a missing order)", async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    const orderId = await placeOrder(h, owner.token);
    await expectRefused(await pay(other.token, orderId, payer), 404, 'Order not found');
    await expectRefused(await pay(other.token, 'ORD-ZZZZZZZZ', payer), 404, 'Order not found');
  });

  it('refuses an order that is no longer pending (409) and an anonymous caller (401)', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    await h.database.db.update(orders).set({ status: 1 }).where(eq(orders.id, orderId));
    await expectRefused(await pay(token, orderId, payer), 409, 'This order is not awaiting payment.');
    expect((await pay(undefined, orderId, payer)).status).toBe(401);
  });
});

describe('one open payment per order', () => {
  it('takes the open payment over on a second attempt: same payment and reference, the new method', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    const first = await paid(token, orderId, { ...payer, method: 'upi_qr' });
    const second = await paid(token, orderId, { ...payer, method: 'gateway' });
    expect(second.paymentId).toBe(first.paymentId);
    expect(second.action?.type).toBe('redirect_post');
    const rows = await h.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'gateway', reference: parseUpiLink(first.action!.qr!)!.tr });
  });

  it('opens a new payment once the open one has expired', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    const first = await paid(token, orderId, payer);
    await h.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.orderId, orderId));
    const second = await paid(token, orderId, payer);
    expect(second.paymentId).not.toBe(first.paymentId);
    const rows = await h.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'pending']);
  });
});

describe('GET /api/v1/payments/{id}', () => {
  it("answers the payment's status, amount, payee and order for the screen that waits", async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token, { [productId(0)]: 2 });
    const { paymentId } = await paid(token, orderId, payer);
    const res = await paymentStatus(h, paymentId!, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(paymentStatusAnswer.parse(await res.json())).toMatchObject({
      id: paymentId,
      orderId,
      status: 'pending',
      amount: (2 * unitPricePaise(0)) / 100,
      method: 'upi_qr',
      payee: { name: 'Gupta Supply Co.', vpa: 'guptasupply@okaxis' },
      review: false,
    });
  });

  it('says expired once the payment is past its time', async () => {
    const { token } = await signUp(h);
    const orderId = await placeOrder(h, token);
    const { paymentId } = await paid(token, orderId, payer);
    await h.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId!));
    expect((await (await paymentStatus(h, paymentId!, token)).json()).status).toBe('expired');
  });

  it("answers 404 for another shopper's payment or an unknown one, and 401 without a session", async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    const orderId = await placeOrder(h, owner.token);
    const { paymentId } = await paid(owner.token, orderId, payer);
    await expectRefused(await paymentStatus(h, paymentId!, other.token), 404, 'Payment not found');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await paymentStatus(h, unknown, other.token)).status).toBe(404);
    expect((await paymentStatus(h, paymentId!)).status).toBe(401);
  });
});

describe("a Pending order's payment on the shopper's order pages", () => {
  it('lists the latest online attempt with its status, never on the tracking page nor once the order moved on', async () => {
    const { token, email } = await signUp(h);
    const orderId = await placeOrder(h, token);
    const mine = async () => orderList.parse(await ordersOf(h, token)).find((o) => o.id === orderId)!;
    expect((await mine()).payment).toBeUndefined();

    const first = (await paid(token, orderId, payer)).paymentId!;
    expect((await mine()).payment).toEqual({ id: first, status: 'pending', method: 'upi_qr' });
    // The open attempt taken over by another method is the same payment.
    await pay(token, orderId, { ...payer, method: 'upi_app' });
    expect((await mine()).payment).toEqual({ id: first, status: 'pending', method: 'upi_app' });

    await h.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, first));
    expect((await mine()).payment).toMatchObject({ id: first, status: 'failed' });
    const second = (await paid(token, orderId, payer)).paymentId!;
    expect(second).not.toBe(first);
    expect((await mine()).payment).toMatchObject({ id: second, status: 'pending' });

    const tracked = await trackOrder(h, orderId, email);
    expect(tracked.status).toBe(200);
    expect((await tracked.json()).payment).toBeUndefined();

    await h.database.db.update(orders).set({ status: 1 }).where(eq(orders.id, orderId));
    expect((await mine()).payment).toBeUndefined();
  });
});

describe('payments with the sandbox turned off (the default)', () => {
  it('offers only UPI, refuses the gateway and answers the plain list (no test mode); orders on account are paid outside the shop', async () => {
    const prod = await createHarness({ NODE_ENV: 'production', PAYMENT_SANDBOX: '' });
    try {
      const answer = await (await prod.app.request('http://x/api/v1/payments/fields')).json();
      expect(Array.isArray(answer)).toBe(true);
      const { fields, testMode } = paymentFields.parse(answer);
      expect(testMode).toBe(false);
      expect(fields[0]!.options.map((o) => o.value)).toEqual(['upi_qr', 'upi_app']);
      const res = await prod.app.request('http://x/api/v1/payments/sandbox', { method: 'POST' });
      expect(res.status).toBe(404);

      // An order on account is then paid outside the shop: the account page shows no "Pay now".
      const buyer = await signUp(prod);
      await ownerCommand(prod, ['credit', 'set', buyer.email, '50000', '30']);
      const id = await placeOrder(prod, buyer.token, { [productId(0)]: 1 });
      const onAccount = await apiClient(prod, buyer.token).payments.$post({
        json: {
          orderId: id,
          fields: {
            payerName: 'Asha Verma',
            payerEmail: 'asha@example.in',
            payerPhone: '+919876543210',
            method: 'account',
          },
        },
      });
      expect(onAccount.status).toBe(200);
      const credit = await (await apiClient(prod, buyer.token).account.credit.$get()).json();
      expect(credit).toMatchObject({ account: { payOnline: false, orders: [{ id }] } });
      const online = await apiClient(prod, buyer.token).account.credit.pay.$post({ json: { orderId: id } });
      expect(online.status).toBe(404);
      expect(await errorOf(online)).toBe('Paying online is not offered here.');
      // Its e-mail's button shows the orders: nothing to pay online.
      await sendAllMail(prod);
      const confirmed = prod.mailer.sent.find((m) => m.subject === `Order ${id} confirmed: on account`);
      expect(confirmed?.text).toContain(`View your orders: ${prod.env.APP_URL}/orders#order-${id}\n`);
      expect(confirmed?.text).not.toContain('Pay now');
    } finally {
      await prod.close();
    }
  });
});
