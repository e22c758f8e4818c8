import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/common.ts';
import { eq } from '../db/orm.ts';
import { orders, payments } from '../db/schema.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { createHarness, type Harness } from './harness.ts';
import { address, ORIGIN, placeOrder, productId, signUp } from './helpers.ts';

let h: Harness;
let token: string;
let orderId: string;
beforeAll(async () => {
  h = await createHarness();
  ({ token } = await signUp(h));
  orderId = await placeOrder(h, token);
});
afterAll(() => h.close());

const RUNS = { numRuns: 100 };

/** Sends a request and checks the server kept its promise: no 5xx, errors as `{ error }` JSON. */
async function expectNo5xx(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const res = await h.app.request(`${ORIGIN}${path}`, { method, ...init });
  const text = await res.text();
  expect(res.status, `${method} ${path} ${init.body ?? ''} → ${text}`).toBeLessThan(500);
  if (
    res.status >= 400 &&
    path.startsWith('/api/') &&
    !res.headers.get('content-type')?.includes('text/html')
  ) {
    expect(errorBody.safeParse(JSON.parse(text)).success, text).toBe(true);
  }
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', 'null', '0', '-1', '1e308', '💥', '%', '\u0000'),
);
const jsonValue = fc.oneof(fc.jsonValue(), fc.dictionary(text, fc.jsonValue()));
const body = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  text,
  fc.constantFrom('{', '[]', 'null', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
);
const queryString = fc
  .dictionary(
    fc.oneof(
      text,
      fc.constantFrom(
        'page',
        'limit',
        'category',
        'parentCategory',
        'featured',
        'gender',
        'filter',
        'contactInfo',
      ),
    ),
    text,
  )
  .map((q) => new URLSearchParams(q).toString());
const pathSegment = text.map((s) => encodeURIComponent(s));

const json = (b: string, extra: Record<string, string> = {}) => ({
  body: b,
  headers: { 'Content-Type': 'application/json', ...extra },
});

describe('malformed input never causes a server error', () => {
  it('GET /products with any query', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, (q) => expectNo5xx('GET', `/api/v1/products?${q}`)),
      RUNS,
    );
  });

  it('GET /products/{id} and GET /orders/{id} with any id and query', async () => {
    await fc.assert(
      fc.asyncProperty(pathSegment, queryString, async (id, q) => {
        await expectNo5xx('GET', `/api/v1/products/${id}?${q}`);
        await expectNo5xx('GET', `/api/v1/orders/${id}?${q}`);
      }),
      RUNS,
    );
  });

  it.each([
    '/users/register',
    '/users/authorize',
    '/users/forgot-password',
    '/users/reset-password',
    '/users/logout',
    '/users/email-change/confirm',
    '/quotations',
    '/quotations.pdf',
  ])('POST %s with any body', async (path) => {
    await fc.assert(
      fc.asyncProperty(body, (b) => expectNo5xx('POST', `/api/v1${path}`, json(b))),
      RUNS,
    );
  });

  it('POST /users/email-change with any body, signed in', async () => {
    await fc.assert(
      fc.asyncProperty(body, (b) =>
        expectNo5xx('POST', '/api/v1/users/email-change', json(b, { Authorization: `Bearer ${token}` })),
      ),
      RUNS,
    );
  });

  it('POST /users/register with near-valid bodies', async () => {
    const near = fc.record(
      { email: fc.oneof(fc.emailAddress(), text), password: text, firstName: text, lastName: text },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(near, (b) => expectNo5xx('POST', '/api/v1/users/register', json(JSON.stringify(b)))),
      RUNS,
    );
  });

  it('POST /quotations with near-valid quotations', async () => {
    const line = fc.record(
      {
        productId: fc.oneof(text, fc.constant(productId(0)), fc.constant(productId(119)), fc.uuid()),
        quantity: fc.oneof(fc.integer(), fc.double(), text, fc.constant(null)),
        size: fc.oneof(text, fc.constantFrom('M', 'xl')),
        color: fc.oneof(text, fc.constantFrom('Blue', 'Brown')),
      },
      { requiredKeys: [] },
    );
    const quotation = fc
      .record(
        {
          items: fc.oneof(fc.array(line, { maxLength: 4 }), fc.jsonValue()),
          state: fc.oneof(text, fc.constantFrom('Haryana', 'Karnataka', 'Other Territory')),
          buyer: fc.oneof(
            fc.record({ gstin: fc.oneof(text, fc.constant('27AAPFU0939F1ZV')), legalName: text }),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      )
      .map((q) => JSON.stringify(q));
    await fc.assert(
      fc.asyncProperty(quotation, (b) => expectNo5xx('POST', '/api/v1/quotations', json(b))),
      RUNS,
    );
  });

  it('POST /orders with any body and with near-valid orders', async () => {
    const products = fc.dictionary(
      fc.oneof(text, fc.constant(productId(0)), fc.uuid()),
      fc.oneof(fc.integer(), fc.double(), text, fc.constant(null)),
    );
    const shippingAddress = fc.oneof(
      fc.constant(address),
      fc.record(
        { fullName: text, address: text, city: text, state: text, postalCode: text, phone: text },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const order = fc
      .record({ products, shippingAddress }, { requiredKeys: [] })
      .map((o) => JSON.stringify(o));
    const key = fc.option(
      text.filter((s) => /^[\x20-\x7e]*$/.test(s)),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, order), key, (b, k) =>
        expectNo5xx(
          'POST',
          '/api/v1/orders',
          json(b, { Authorization: `Bearer ${token}`, ...(k === undefined ? {} : { 'Idempotency-Key': k }) }),
        ),
      ),
      RUNS,
    );
  });

  it('POST /payments with any body and with near-valid payments', async () => {
    const fields = fc.dictionary(
      fc.oneof(text, fc.constantFrom('method', 'payerName', 'payerEmail', 'payerPhone', 'gstin')),
      fc.oneof(text, fc.constantFrom('upi_qr', 'upi_app', 'gateway')),
    );
    const payment = fc
      .record({ orderId: fc.oneof(text, fc.constant(orderId), fc.integer()), fields }, { requiredKeys: [] })
      .map((p) => JSON.stringify(p));
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, payment), (b) =>
        expectNo5xx('POST', '/api/v1/payments', json(b, { Authorization: `Bearer ${token}` })),
      ),
      RUNS,
    );
  });

  it('the sandbox gateway and the webhook with any body and headers', async () => {
    const form = fc.dictionary(
      fc.oneof(text, fc.constantFrom('data[paymentId]', 'data[signature]', 'signature')),
      text,
    );
    await fc.assert(
      fc.asyncProperty(form, pathSegment, text, body, async (f, id, stamp, b) => {
        const encoded = {
          body: new URLSearchParams(f).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        };
        await expectNo5xx('POST', '/api/v1/payments/sandbox', encoded);
        await expectNo5xx('POST', `/api/v1/payments/sandbox/${id}/approve`, encoded);
        const headers = {
          'X-Timestamp': stamp.replace(/[^\x20-\x7e]/g, ''),
          'X-Signature': stamp.replace(/[^\x20-\x7e]/g, ''),
        };
        await expectNo5xx('POST', '/api/v1/payments/webhook', json(b, headers));
      }),
      RUNS,
    );
  });

  it('the webhook with correctly signed events whose bodies are fuzzed', async () => {
    const secret = h.env.PAYMENT_WEBHOOK_SECRET!;
    const fresh = await placeOrder(h, token);
    const started = await h.app.request(`${ORIGIN}/api/v1/payments`, {
      method: 'POST',
      ...json(
        JSON.stringify({
          orderId: fresh,
          fields: { method: 'upi_qr', payerName: 'A', payerEmail: 'a@b.in', payerPhone: '+919876543210' },
        }),
        {
          Authorization: `Bearer ${token}`,
        },
      ),
    });
    expect(started.status).toBe(200);
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, fresh));
    const event = fc
      .record(
        {
          eventId: fc.oneof(text, fc.uuid()),
          paymentReference: fc.oneof(text, fc.constant(payment!.reference)),
          status: fc.oneof(text, fc.constantFrom('paid', 'failed')),
          amount: fc.oneof(
            fc.double(),
            fc.integer(),
            text,
            fc.constant(payment!.amountPaise / 100),
            fc.constant((payment!.amountPaise + 1) / 100),
          ),
        },
        { requiredKeys: [] },
      )
      .map((e) => JSON.stringify(e));
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, event), async (raw) => {
        const stamp = String(Math.floor(Date.now() / 1000));
        await expectNo5xx(
          'POST',
          '/api/v1/payments/webhook',
          json(raw, { 'X-Timestamp': stamp, 'X-Signature': signWebhook(secret, stamp, raw) }),
        );
      }),
      RUNS,
    );
    // Whatever arrived, an order is Processing only with a paid payment of exactly its total.
    const rows = await h.database.db
      .select({ order: orders, payment: payments })
      .from(orders)
      .leftJoin(payments, eq(payments.orderId, orders.id));
    for (const { order } of rows) {
      if (order.status !== 1) continue;
      const paid = rows.filter((r) => r.order.id === order.id && r.payment?.status === 'paid');
      expect(paid, order.id).toHaveLength(1);
      expect(paid[0]!.payment!.amountPaise).toBe(order.totalPaise);
    }
  });

  it('POST /admin/commands with any body and token, and near-valid commands', async () => {
    const auth = fc.oneof(
      fc.constant(`Bearer ${h.ownerToken}`),
      fc.constant(`Bearer ${token}`),
      text.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
      text.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
    );
    const word = fc.oneof(
      text,
      fc.constantFrom('orders', 'list', 'set-status', 'payments', 'mark-paid', 'products', 'import'),
      fc.constantFrom('--status', '0', '4', '9', orderId, 'products.csv'),
    );
    const command = fc
      .record(
        {
          argv: fc.oneof(fc.array(word, { maxLength: 5 }), fc.jsonValue()),
          files: fc.dictionary(word, text),
        },
        { requiredKeys: [] },
      )
      .map((b) => JSON.stringify(b));
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, command), auth, (b, a) =>
        expectNo5xx('POST', '/api/v1/admin/commands', json(b, { Authorization: a })),
      ),
      RUNS,
    );
  });

  it('authorization headers and image paths', async () => {
    const header = text.map((s) => s.replace(/[^\x20-\x7e]/g, ''));
    await fc.assert(
      fc.asyncProperty(header, pathSegment, async (auth, file) => {
        await expectNo5xx('GET', '/api/v1/accountInfo', { headers: { Authorization: `Bearer ${auth}` } });
        await expectNo5xx('GET', `/images/products/${file}`);
        await expectNo5xx('GET', `/images/categories/${file}`);
      }),
      RUNS,
    );
  });
});
