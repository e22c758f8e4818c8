import { randomUUID } from 'node:crypto';
import { asc, eq } from '../../db/orm.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { runCommand } from '../../cli/commands.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../../db/schema.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, testEnvVars, type Harness } from '../../test/harness.ts';
import { call, paymentStatus, placeOrder, sendAllMail, sendWebhook, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const SECRET = testEnvVars.PAYMENT_WEBHOOK_SECRET!;

const tokens = new Map<string, string>();

async function upiPayment() {
  const { token } = await signUp(h);
  const orderId = await placeOrder(h, token);
  tokens.set(orderId, token);
  await apiClient(h, token).payments.$post({
    json: {
      orderId,
      fields: { payerName: 'Asha', payerEmail: 'asha@example.in', payerPhone: '+919876543210' },
    },
  });
  const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, payment: payment! };
}

const deliver = (body: unknown, options: { secret?: string; timestamp?: number } = {}) =>
  sendWebhook(h, JSON.stringify(body), { secret: options.secret ?? SECRET, timestamp: options.timestamp });

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
    // The route reads its body raw (to check the signature): the typed client does not send one.
    const unsigned = await call(h, 'POST', '/api/v1/payments/webhook', { body: event });
    expect(unsigned.status).toBe(401);
    expect(await statusOf(orderId)).toBe(0);
  });

  it('records an amount other than the total and flags it for the owner; the order stays Pending', async () => {
    const { orderId, payment } = await upiPayment();
    const event = {
      eventId: randomUUID(),
      paymentReference: payment.reference,
      status: 'paid',
      amount: payment.amountPaise / 100 + 500,
    };
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true, flagged: 'amount' } });
    expect(await statusOf(orderId)).toBe(0);
    const [after] = await h.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({
      status: 'pending',
      flag: 'amount',
      receivedPaise: payment.amountPaise + 50_000,
    });
    const lines: string[] = [];
    await runCommand(h.database.db, { out: (l) => lines.push(l) }, ['payments', 'flagged']);
    const mine = lines.findIndex((l) => l.startsWith(orderId));
    expect(lines[mine]).toContain(
      `${payment.reference}  received ${formatMoney(payment.amountPaise / 100 + 500)}`,
    );
    expect(lines[mine + 1]).toBe(
      '    paid an amount other than the order total; payment pending, order Pending',
    );
    // The screen watching the payment says the money is being checked.
    const status = await paymentStatus(h, payment.id, tokens.get(orderId));
    expect(await status.json()).toMatchObject({ status: 'pending', review: true });
    // The shop is e-mailed once for it (a second such event changes nothing more), with what to do.
    await deliver({ ...event, eventId: randomUUID(), amount: payment.amountPaise / 100 + 600 });
    await sendAllMail(h);
    const told = h.mailer.sent.filter((m) => m.subject === `Check a payment: order ${orderId}`);
    expect(told.map((m) => m.to)).toEqual(['support@guptasupply.in']);
    expect(told[0]!.text).toContain(
      `${formatMoney(payment.amountPaise / 100 + 600)} received by UPI (payment ${payment.reference}): paid an amount other than the order total.`,
    );
    expect(told[0]!.text).toContain(`npm run shop -- payments mark-paid ${orderId}`);
  });

  it('flags a payment that arrives after the payment failed, and keeps its verdict', async () => {
    const { orderId, payment } = await upiPayment();
    const base = { paymentReference: payment.reference, amount: payment.amountPaise / 100 };
    expect((await deliver({ ...base, eventId: randomUUID(), status: 'failed' })).status).toBe(200);
    expect(await deliver({ ...base, eventId: randomUUID(), status: 'paid' })).toMatchObject({
      status: 200,
      body: { flagged: 'after-verdict' },
    });
    const [after] = await h.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'failed', flag: 'after-verdict' });
    expect(await statusOf(orderId)).toBe(0);
    const history = await h.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id))
      .orderBy(asc(paymentEvents.id));
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.applied, e.source])).toEqual([
      [null, 'pending', true, 'shopper'],
      ['pending', 'failed', true, 'webhook'],
      ['failed', 'paid', false, 'webhook'],
    ]);
  });

  it('records a failed payment as failed and answers 404 for an unknown reference', async () => {
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
    expect(after!.status).toBe('failed');
    expect((await deliver({ ...failed, eventId: randomUUID(), paymentReference: 'PAYNOPE' })).status).toBe(
      404,
    );
    expect((await deliver({ eventId: 'x' })).status).toBe(400);
  });
});
