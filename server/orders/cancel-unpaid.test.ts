import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../db/orm.ts';
import { orderEvents, orders, payments, users } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  address,
  ordersOf,
  ownerCommand,
  placeOrder,
  productId,
  sendAllMail,
  setStock,
  signUp,
  startPaying,
  stockOf,
} from '../test/helpers.ts';
import { cancelUnpaidOrders, remindUnpaidOrders } from './cancel-unpaid.ts';
import { createOrder } from '../routes/orders/create-order.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const PRODUCT = 126;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const orderOf = async (token: string, id: string) => (await ordersOf(h, token)).find((o) => o.id === id)!;
const stock = () => stockOf(h, productId(PRODUCT));

describe('an unpaid order is cancelled when its time to pay runs out', () => {
  it("gives each order the store's hours to pay, says so on the order and in its e-mail", async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    const order = await orderOf(token, id);
    expect(new Date(order.payBy!).getTime() - new Date(order.createdAt).getTime()).toBe(24 * HOUR);
    await sendAllMail(h);
    const placed = h.mailer.sent.find((m) => m.to === email && m.subject === `Order ${id} placed`);
    expect(placed?.text).toContain(`Pay now: ${h.env.APP_URL}/payment?orderId=${id}`);
    expect(placed?.text).toMatch(
      /Please pay by \d+ \w+ \d{4}, \d+:\d\d [ap]m\. An order not paid by then is cancelled/,
    );
    await ownerCommand(h, ['payments', 'mark-paid', id]);
    expect((await orderOf(token, id)).payBy).toBeUndefined();
  });

  it('cancels it as a cancellation does: stock back, the reason in its history and e-mail, nothing charged', async () => {
    await setStock(h, productId(PRODUCT), 10);
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(PRODUCT)]: 3 });
    expect(await stock()).toBe(7);

    expect(await cancelUnpaidOrders(h.database.db, later(23))).not.toContain(id);
    expect((await orderOf(token, id)).status).toBe(0);

    expect(await cancelUnpaidOrders(h.database.db, later(25))).toContain(id);
    const order = await orderOf(token, id);
    expect(order.status).toBe(4);
    expect(order.payBy).toBeUndefined();
    expect(order.history?.at(-1)).toMatchObject({ status: 4, note: 'Not paid within 24 hours' });
    expect(await stock()).toBe(10);
    await sendAllMail(h);
    const cancelled = h.mailer.sent.find((m) => m.to === email && m.subject === `Order ${id} cancelled`);
    expect(cancelled?.text).toContain('Reason: Not paid within 24 hours');
    expect(cancelled?.text).toContain('Nothing was charged.');
  });

  it('leaves a paid order alone, and lets a payment started in time finish first', async () => {
    const { token } = await signUp(h);
    const paid = await placeOrder(h, token);
    await ownerCommand(h, ['payments', 'mark-paid', paid]);
    const paying = await placeOrder(h, token);
    expect((await startPaying(h, token, paying)).status).toBe(200);
    // The shopper is still at the bank when the day is up: the payment stays open past it.
    await h.database.db
      .update(payments)
      .set({ expiresAt: later(24.5) })
      .where(eq(payments.orderId, paying));

    const first = await cancelUnpaidOrders(h.database.db, later(24.2));
    expect(first).not.toContain(paid);
    expect(first).not.toContain(paying);
    expect((await orderOf(token, paid)).status).toBe(1);
    expect((await orderOf(token, paying)).status).toBe(0);

    expect(await cancelUnpaidOrders(h.database.db, later(25))).toContain(paying);
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, paying));
    expect(payment!.status).toBe('expired');
  });

  it('cancels an order at once when its shopper tries to pay it too late, as the sweep would', async () => {
    await setStock(h, productId(PRODUCT), 10);
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(PRODUCT)]: 2 });
    await h.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));

    const late = await startPaying(h, token, id);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe('The time to pay for this order has run out, so it has been cancelled.');
    const order = await orderOf(token, id);
    expect(order.status).toBe(4);
    expect(order.history?.at(-1)).toMatchObject({ status: 4, note: 'Not paid within 1 hour' });
    expect(await stock()).toBe(10);
    expect(await h.database.db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
    // Trying again reads what any cancelled order answers.
    expect(await errorOf(await startPaying(h, token, id))).toBe('This order is not awaiting payment.');
  });

  it('lets a payment started in time change method after the time runs out, but not run longer', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    expect((await startPaying(h, token, id)).status).toBe(200);
    const [started] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    await h.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));

    const switched = await apiClient(h, token).payments.$post({
      json: {
        orderId: id,
        fields: {
          method: 'upi_app',
          payerName: 'Asha',
          payerEmail: 'asha@example.in',
          payerPhone: '+919876543210',
        },
      },
    });
    expect(switched.status).toBe(200);
    const [open] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(open).toMatchObject({ id: started!.id, method: 'upi_app', status: 'pending' });
    expect(open!.expiresAt).toEqual(started!.expiresAt);
    expect((await orderOf(token, id)).status).toBe(0);

    // Its minutes run out too: the next try finds the order's time over, and cancels it.
    await h.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(payments.orderId, id));
    const late = await startPaying(h, token, id);
    expect(await errorOf(late)).toBe('The time to pay for this order has run out, so it has been cancelled.');
    expect((await orderOf(token, id)).status).toBe(4);
  });

  it('holds the shopper to the time, not the owner: a bank transfer seen late is still recorded', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await h.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    await ownerCommand(h, ['payments', 'mark-paid', id]);
    expect((await orderOf(token, id)).status).toBe(1);
  });

  it('cancels an order once when two servers sweep at the same time', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    const [a, b] = await Promise.all([
      cancelUnpaidOrders(h.database.db, later(25)),
      cancelUnpaidOrders(h.database.db, later(25)),
    ]);
    expect([...a, ...b].filter((x) => x === id)).toEqual([id]);
    const events = await h.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 4)));
    expect(events).toHaveLength(1);
  });

  it('keeps an order for ever where the store gives no time (payWithinHours 0)', async () => {
    const { token, email } = await signUp(h);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    const { id } = await createOrder(
      h.database.db,
      user!.id,
      { products: { [productId(0)]: 1 }, shippingAddress: address },
      { payWithinHours: 0 },
    );
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.payBy).toBeNull();
    expect(await cancelUnpaidOrders(h.database.db, later(24 * 365))).not.toContain(id);
    expect((await orderOf(token, id)).payBy).toBeUndefined();
  });

  it('reminds once, six hours before the time runs out, with a button to pay', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    expect(await remindUnpaidOrders(h.database.db, later(17.9))).not.toContain(id);
    expect(await remindUnpaidOrders(h.database.db, later(18.1))).toContain(id);
    expect(await remindUnpaidOrders(h.database.db, later(20))).not.toContain(id);
    await sendAllMail(h);
    const reminders = h.mailer.sent.filter(
      (m) => m.to === email && m.subject === `Waiting for your payment: order ${id}`,
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('We are holding its items for you.');
    expect(reminders[0]!.text).toMatch(/Please pay by .+\. An order not paid by then is cancelled/);
    expect(reminders[0]!.text).toContain(`Pay now: ${h.env.APP_URL}/payment?orderId=${id}`);
    expect(reminders[0]!.html).toContain(`href="${h.env.APP_URL}/payment?orderId=${id}"`);
  });

  it('does not remind a shopper who is paying, who has paid, or whose order was paid before the e-mail went', async () => {
    const { token, email } = await signUp(h);
    const paying = await placeOrder(h, token);
    expect((await startPaying(h, token, paying)).status).toBe(200);
    await h.database.db
      .update(payments)
      .set({ expiresAt: later(18.5) })
      .where(eq(payments.orderId, paying));
    const paid = await placeOrder(h, token);
    await ownerCommand(h, ['payments', 'mark-paid', paid]);
    const paidLater = await placeOrder(h, token);

    const reminded = await remindUnpaidOrders(h.database.db, later(18.1));
    expect(reminded).not.toContain(paying);
    expect(reminded).not.toContain(paid);
    expect(reminded).toContain(paidLater);
    // Paid between the reminder's queueing and its sending: it does not go.
    await ownerCommand(h, ['payments', 'mark-paid', paidLater]);
    await sendAllMail(h);
    expect(
      h.mailer.sent.filter((m) => m.to === email && m.subject.startsWith('Waiting for your payment')),
    ).toEqual([]);
    // The payment under way ended unpaid: the next sweep reminds.
    expect(await remindUnpaidOrders(h.database.db, later(19))).toContain(paying);
  });
});
