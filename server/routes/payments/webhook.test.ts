import { randomUUID } from 'node:crypto';
import { eq } from '../../db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema.ts';
import { signWebhook } from '../../payments/webhook-signature.ts';
import { createHarness, testEnvVars, type Harness } from '../../test/harness.ts';
import { call, placeOrder, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const SECRET = testEnvVars.PAYMENT_WEBHOOK_SECRET!;

async function upiPayment() {
  const { token } = await signUp(h);
  const orderId = await placeOrder(h, token);
  await call(h, 'POST', '/api/v1/payments', {
    token,
    body: {
      orderId,
      fields: { payerName: 'Asha', payerEmail: 'asha@example.in', payerPhone: '+919876543210' },
    },
  });
  const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, payment: payment! };
}

function deliver(body: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return call(h, 'POST', '/api/v1/payments/webhook', {
    raw,
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': timestamp,
      'X-Signature': signWebhook(options.secret ?? SECRET, timestamp, raw),
    },
  });
}

const statusOf = async (orderId: string) =>
  (await h.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('POST /api/v1/payments/webhook', () => {
  it('marks the payment paid and the order Processing on a correctly signed event', async () => {
    const { orderId, payment } = await upiPayment();
    const event = {
      eventId: randomUUID(),
      paymentReference: payment.reference,
      status: 'paid',
      amount: payment.amountPaise / 100,
    };
    const res = await deliver(event);
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    expect(await statusOf(orderId)).toBe(1);
    const [after] = await h.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.status).toBe('paid');
  });

  it('refuses a replayed event with 409', async () => {
    const { payment } = await upiPayment();
    const event = {
      eventId: randomUUID(),
      paymentReference: payment.reference,
      status: 'paid',
      amount: payment.amountPaise / 100,
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await deliver(event)).toMatchObject({
      status: 409,
      body: { error: 'This event was already processed' },
    });
  });

  it('refuses a bad signature or a stale timestamp with 401 and changes nothing', async () => {
    const { orderId, payment } = await upiPayment();
    const event = {
      eventId: randomUUID(),
      paymentReference: payment.reference,
      status: 'paid',
      amount: payment.amountPaise / 100,
    };
    expect(await deliver(event, { secret: 'someone-else-entirely-123' })).toMatchObject({
      status: 401,
      body: { error: 'Invalid signature' },
    });
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 })).status).toBe(401);
    const unsigned = await call(h, 'POST', '/api/v1/payments/webhook', { body: event });
    expect(unsigned.status).toBe(401);
    expect(await statusOf(orderId)).toBe(0);
  });

  it('refuses an amount that differs from the order total (422) and keeps the order pending', async () => {
    const { orderId, payment } = await upiPayment();
    const event = {
      eventId: randomUUID(),
      paymentReference: payment.reference,
      status: 'paid',
      amount: payment.amountPaise / 100 - 1,
    };
    const res = await deliver(event);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^amount: /);
    expect(await statusOf(orderId)).toBe(0);
  });

  it('records a failed payment as declined and answers 404 for an unknown reference', async () => {
    const { orderId, payment } = await upiPayment();
    const failed = {
      eventId: randomUUID(),
      paymentReference: payment.reference,
      status: 'failed',
      amount: payment.amountPaise / 100,
    };
    expect((await deliver(failed)).status).toBe(200);
    expect(await statusOf(orderId)).toBe(0);
    const [after] = await h.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.status).toBe('declined');
    expect((await deliver({ ...failed, eventId: randomUUID(), paymentReference: 'PAYNOPE' })).status).toBe(
      404,
    );
    expect((await deliver({ eventId: 'x' })).status).toBe(400);
  });
});
