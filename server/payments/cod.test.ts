import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '../../src/domain/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderContract, orderList } from '../../src/contract/order.ts';
import { paymentFields, paymentResponse } from '../../src/contract/payment.ts';
import { codFee, paymentFieldsWithCod } from '../../src/mocks/fixtures/payments.ts';
import { and, eq } from '../db/orm.ts';
import { deliveryPins, mailQueue, orders, paymentEvents, payments } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../test/harness.ts';
import {
  address,
  ordersOf,
  placeOrder,
  productId,
  sendWebhook,
  signUp,
  unitPricePaise,
  ownerCommand,
} from '../test/helpers.ts';
import { expireOverdue } from './machine.ts';

/** The shop's own configuration with other cash-on-delivery terms (or none). */
function storeWith(cashOnDelivery: { maxOrder: number; fee: number } | undefined) {
  const config = JSON.parse(readFileSync(storeConfigPath, 'utf8')) as Record<string, unknown>;
  const path = join(mkdtempSync(join(tmpdir(), 'store-')), 'store.json');
  writeFileSync(path, JSON.stringify({ ...config, cashOnDelivery }));
  return path;
}

const CAP = 500;
const FEE = 40;
let h: Harness;
let plain: Harness;
beforeAll(async () => {
  [h, plain] = await Promise.all([
    createHarness({ STORE_CONFIG: storeWith({ maxOrder: CAP, fee: FEE }) }),
    createHarness({ STORE_CONFIG: storeWith(undefined) }),
  ]);
});
afterAll(async () => {
  await h.database.db.delete(deliveryPins);
  await Promise.all([h.close(), plain.close()]);
});

const payer = { payerName: 'Asha Verma', payerEmail: 'asha@example.in', payerPhone: '+919876543210' };
/** GET /payments/fields?orderId=: what that order is offered (its status, headers and body). */
const fieldsFor = async (on: Harness, token: string | undefined, orderId: string) => {
  const res = await apiClient(on, token).payments.fields.$get({ query: { orderId } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
};
const pay = (on: Harness, token: string, orderId: string, method: string) =>
  apiClient(on, token).payments.$post({ json: { orderId, fields: { ...payer, method } } });
const payCash = (on: Harness, token: string, orderId: string) => pay(on, token, orderId, 'cod');
const shop = (...argv: string[]) =>
  ownerCommand(h, argv, { 'pins.csv': 'pin,deliverable,cod,days\n560038,yes,yes,3-5\n110001,yes,no,2\n' });
const orderOf = async (on: Harness, token: string, id: string) =>
  orderList.parse(await ordersOf(on, token)).find((o) => o.id === id)!;

/** Quantities of product 0 just under and just over the cap. */
const price = unitPricePaise(0);
const under = { [productId(0)]: 1 };
const over = { [productId(0)]: Math.floor((CAP * 100) / price) + 1 };

describe('cash on delivery', () => {
  it('is offered to the shopper for their own order, with its fee; the spec call stays as it is', async () => {
    expect(price).toBeLessThan(CAP * 100);
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, under);
    const answer = await fieldsFor(h, token, id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const read = paymentFields.parse(answer.body);
    expect(read.fields[0]!.options.at(-1)).toEqual({ label: 'Cash on delivery (+₹40 fee)', value: 'cod' });
    expect(read.cashOnDelivery).toEqual({ offered: true, fee: FEE, due: price / 100 + FEE });
    // The workshop's mocks answer these very fields for our server's cash-on-delivery stories.
    expect(FEE).toBe(codFee);
    expect((answer.body as { fields: unknown }).fields).toEqual(paymentFieldsWithCod.fields);

    const spec = paymentFields.parse(await (await apiClient(h).payments.fields.$get({ query: {} })).json());
    expect(spec.fields[0]!.options.map((o) => o.value)).not.toContain('cod');
    expect(spec.cashOnDelivery).toBeUndefined();
    // Asking about an order needs the shopper; someone else's order is offered nothing.
    expect((await fieldsFor(h, undefined, id)).status).toBe(401);
    const other = await signUp(h);
    expect(paymentFields.parse((await fieldsFor(h, other.token, id)).body).cashOnDelivery).toBeUndefined();
  });

  it('confirms the order at once with the fee in its total, mails it, and collects the cash on delivery', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, under);
    const res = await payCash(h, token, id);
    expect(res.status).toBe(200);
    const answer = paymentResponse.parse(await res.json());
    expect(answer).toMatchObject({
      success: true,
      redirectUrl: `${h.env.APP_URL}/order-success?orderId=${id}`,
    });
    expect(answer.action).toBeUndefined();

    const confirmed = await orderOf(h, token, id);
    expect(confirmed).toMatchObject({
      status: 1,
      paid: false,
      total: price / 100 + FEE,
      cashOnDelivery: { fee: FEE, due: price / 100 + FEE },
    });
    expect(confirmed.history.map((e) => e.status)).toEqual([0, 1]);
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.orderId, id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['confirmed', 'owner-to-pack', 'placed']);

    // The courier may take weeks: a cash payment never expires.
    await h.database.db
      .update(payments)
      .set({ expiresAt: new Date(0) })
      .where(eq(payments.orderId, id));
    await expireOverdue(h.database.db, id);
    expect(await (await payCash(h, token, id)).json()).toEqual({
      error: 'This order is not awaiting payment.',
    });

    // What the owner reads before handing the parcel over: the cash to collect, the fee as a line.
    const shown = (await shop('orders', 'show', id)).split('\n');
    expect(shown).toContain(
      `Payment:  cash on delivery: the courier collects ${formatMoney(price / 100 + FEE)}`,
    );
    expect(shown).toContain(`  Cash on delivery fee  = ${formatMoney(FEE)}`);

    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890');
    expect((await orderOf(h, token, id)).paid).toBe(false);
    await shop('orders', 'set-status', id, '3');
    const delivered = await orderOf(h, token, id);
    expect(delivered).toMatchObject({ status: 3, paid: true, cashOnDelivery: { fee: FEE } });
    const [cash] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(cash).toMatchObject({ method: 'cod', status: 'paid', receivedPaise: price + FEE * 100 });
    const events = await h.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, cash!.id), eq(paymentEvents.toStatus, 'paid')));
    expect(events).toMatchObject([{ applied: true, source: 'owner', note: 'cash collected on delivery' }]);
  });

  it("is not the gateway's to fail: a webhook's failed or paid for the cash payment changes nothing", async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, under);
    expect((await payCash(h, token, id)).status).toBe(200);
    const [cash] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    const hook = (status: string) =>
      sendWebhook(
        h,
        JSON.stringify({
          eventId: randomUUID(),
          paymentReference: cash!.reference,
          status,
          amount: cash!.amountPaise / 100,
        }),
      );
    expect((await hook('failed')).body).toEqual({ received: true });
    expect((await hook('expired')).status).toBe(200);
    // Money said to arrive for an order already confirmed is the owner's to look at.
    expect((await hook('paid')).body).toEqual({ received: true, flagged: 'order-not-pending' });
    const [after] = await h.database.db.select().from(payments).where(eq(payments.id, cash!.id));
    expect(after).toMatchObject({ status: 'pending', flag: 'order-not-pending' });
    expect(await orderOf(h, token, id)).toMatchObject({ status: 1, paid: false });
  });

  it('closes an open UPI attempt when the shopper switches to cash, and a cancelled cash order owes nothing', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, under);
    const upi = await pay(h, token, id, 'upi_qr');
    expect(upi.status).toBe(200);
    expect((await payCash(h, token, id)).status).toBe(200);
    const rows = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(rows.map((p) => [p.method, p.status]).sort()).toEqual([
      ['cod', 'pending'],
      ['upi_qr', 'expired'],
    ]);
    const cancelled = await apiClient(h, token).orders[':id'].cancel.$post({
      param: { id },
      json: { reason: 'Ordered by mistake' },
    });
    expect(cancelled.status).toBe(200);
    const { refundDue, order } = await cancelled.json();
    expect(refundDue).toBeUndefined();
    expect(orderContract.parse(order).status).toBe(4);
  });

  it('is not a way round the time to pay: too late, the order is cancelled instead', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, under);
    await h.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    const late = await payCash(h, token, id);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe('The time to pay for this order has run out, so it has been cancelled.');
    const order = await orderOf(h, token, id);
    expect(order.status).toBe(4);
    expect(order.cashOnDelivery).toBeUndefined();
    expect(await h.database.db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
  });

  it('is refused above the cap and where the PIN has no cash on delivery, saying why', async () => {
    const { token } = await signUp(h);
    const big = await placeOrder(h, token, over);
    expect(paymentFields.parse((await fieldsFor(h, token, big)).body)).toMatchObject({
      cashOnDelivery: { offered: false, reason: 'cap', maxOrder: CAP },
    });
    expect(
      paymentFields.parse((await fieldsFor(h, token, big)).body).fields[0]!.options.map((o) => o.value),
    ).not.toContain('cod');
    const overCap = await payCash(h, token, big);
    expect(overCap.status).toBe(409);
    expect(await errorOf(overCap)).toBe('Cash on delivery is available on orders up to ₹500.');

    await shop('delivery', 'import', 'pins.csv');
    const delhi = await placeOrder(h, token, under, {
      ...address,
      city: 'New Delhi',
      state: 'Delhi',
      postalCode: '110001',
    });
    expect(paymentFields.parse((await fieldsFor(h, token, delhi)).body).cashOnDelivery).toEqual({
      offered: false,
      reason: 'pin',
      pin: '110001',
    });
    const noCashThere = await payCash(h, token, delhi);
    expect(noCashThere.status).toBe(409);
    expect(await errorOf(noCashThere)).toBe('Cash on delivery is not available for PIN code 110001.');
    expect((await orderOf(h, token, delhi)).status).toBe(0);
    // A PIN listed with cash on delivery still has it.
    const bengaluru = await placeOrder(h, token, under);
    expect(paymentFields.parse((await fieldsFor(h, token, bengaluru)).body).cashOnDelivery?.offered).toBe(
      true,
    );
  });

  it('is never offered by a shop whose configuration leaves it out', async () => {
    const { token } = await signUp(plain);
    const id = await placeOrder(plain, token, under);
    const read = paymentFields.parse((await fieldsFor(plain, token, id)).body);
    expect(read.cashOnDelivery).toBeUndefined();
    expect(read.fields[0]!.options.map((o) => o.value)).not.toContain('cod');
    const notOffered = await payCash(plain, token, id);
    expect(notOffered.status).toBe(409);
    expect(await errorOf(notOffered)).toBe(
      'Cash on delivery is not offered. Please choose another payment method.',
    );
    const delivery = await apiClient(plain).delivery[':pin'].$get({ param: { pin: '560038' } });
    expect(await delivery.json()).toMatchObject({ cod: false });
  });
});
