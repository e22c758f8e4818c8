import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccountAnswer } from '../../src/contract/credit-account.ts';
import { orderList } from '../../src/contract/order.ts';
import { paymentFields, paymentResponse } from '../../src/contract/payment.ts';
import { dueDay, formatDueDay } from '../../src/domain/credit-account.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { UsageError } from '../cli/usage-error.ts';
import { eq } from '../db/orm.ts';
import { mailQueue, orders, payments } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  ordersOf,
  ownerCommand,
  paymentStatus,
  placeOrder,
  productId,
  sendAllMail,
  sendWebhook,
  signUp,
  unitPricePaise,
} from '../test/helpers.ts';
import { remindOnAccount } from './account.ts';
import { expireOverdue } from './machine.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const payer = { payerName: 'Asha Verma', payerEmail: 'asha@example.in', payerPhone: '+919876543210' };
const fieldsFor = async (token: string, orderId: string) =>
  paymentFields.parse(await (await apiClient(h, token).payments.fields.$get({ query: { orderId } })).json());
const pay = (token: string, orderId: string, method = 'account') =>
  apiClient(h, token).payments.$post({ json: { orderId, fields: { ...payer, method } } });
const credit = async (token: string) =>
  creditAccountAnswer.parse(await (await apiClient(h, token).account.credit.$get()).json()).account;
const orderOf = async (token: string, id: string) =>
  orderList.parse(await ordersOf(h, token)).find((o) => o.id === id)!;
const mailsOf = async (id: string) =>
  (await h.database.db.select().from(mailQueue).where(eq(mailQueue.orderId, id))).map((m) => m.kind).sort();

const price = unitPricePaise(0) / 100;
/** A customer the owner gave credit for three of product 0, 30 days each order. */
async function customerWithCredit(limit = price * 3, days = 30) {
  const shopper = await signUp(h);
  const said = await shop('credit', 'set', shopper.email, String(limit), String(days));
  return { ...shopper, said };
}

describe('buying on account', () => {
  it('is offered only to a customer the owner gave credit, with the day the order would be due', async () => {
    const plain = await signUp(h);
    const theirs = await placeOrder(h, plain.token, { [productId(0)]: 1 });
    const offeredNone = await fieldsFor(plain.token, theirs);
    expect(offeredNone.onAccount).toBeUndefined();
    expect(offeredNone.fields[0]!.options.map((o) => o.value)).not.toContain('account');
    expect(await credit(plain.token)).toBeNull();
    // Without credit, choosing it is refused, and the order still waits for payment.
    const refused = await pay(plain.token, theirs);
    expect(refused.status).toBe(422);
    expect((await orderOf(plain.token, theirs)).status).toBe(0);

    const { token, email, said } = await customerWithCredit();
    expect(said).toBe(
      `${email}: may buy on account up to ${formatMoney(price * 3)}, each order due 30 days after it is confirmed; owes ₹0, ${formatMoney(price * 3)} available`,
    );
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    const offered = await fieldsFor(token, id);
    expect(offered.fields[0]!.options.at(-1)).toEqual({
      label: "Pay on account (30 days' credit)",
      value: 'account',
    });
    expect(offered.onAccount).toEqual({
      offered: true,
      days: 30,
      dueOn: dueDay(new Date(), 30),
      available: price * 3,
    });
  });

  it('confirms the order at once, due by its day, and takes it off the credit until the owner records the money', async () => {
    const { token, email } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 2 });
    const res = await pay(token, id);
    expect(res.status).toBe(200);
    expect(paymentResponse.parse(await res.json())).toMatchObject({
      success: true,
      redirectUrl: `${h.env.APP_URL}/order-success?orderId=${id}`,
    });
    const dueOn = dueDay(new Date(), 30);
    expect(await orderOf(token, id)).toMatchObject({
      status: 1,
      paid: false,
      onAccount: { due: price * 2, dueOn, overdue: false },
    });
    expect(await mailsOf(id)).toEqual(['account-confirmed', 'owner-to-pack', 'placed']);
    // Chosen again (a second tab, a double tap): the order is confirmed already, whatever the credit.
    const twice = await pay(token, id);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe('This order is not awaiting payment.');
    await sendAllMail(h);
    const confirmed = h.mailer.sent.find(
      (m) => m.to === email && m.subject === `Order ${id} confirmed: on account`,
    );
    expect(confirmed?.text).toContain(`On account: pay ${formatMoney(price * 2)} by ${formatDueDay(dueOn)}.`);
    expect(confirmed?.text).toContain('Pay by UPI to ');
    // And the shop's bank account, to pay by transfer.
    expect(confirmed?.text).toContain(
      'Bank transfer: Gupta Supply Company Pvt. Ltd., account 50200012345678, IFSC HDFC0001234, HDFC Bank, IMT Manesar.',
    );
    // Its button pays it online, from the account page (the harness's shop has its gateway on).
    expect(confirmed?.text).toContain(`Pay now: ${h.env.APP_URL}/account#credit-account\n`);
    const toPack = h.mailer.sent.find((m) => m.subject === `To pack: order ${id}`);
    expect(toPack?.text).toContain(`npm run shop -- payments mark-paid ${id}`);

    expect(await credit(token)).toEqual({
      limit: price * 3,
      days: 30,
      owed: price * 2,
      overdue: 0,
      available: price,
      payOnline: true,
      // The shop's bank account (store configuration), to pay by transfer.
      bankTransfer: {
        name: 'Gupta Supply Company Pvt. Ltd.',
        number: '50200012345678',
        ifsc: 'HDFC0001234',
        bank: 'HDFC Bank, IMT Manesar',
      },
      orders: [{ id, amount: price * 2, dueOn, overdue: false, reference: expect.stringMatching(/^PAY/) }],
    });
    // The payment waits for its day however long that is; no gateway can fail it.
    await h.database.db
      .update(payments)
      .set({ expiresAt: new Date(0) })
      .where(eq(payments.orderId, id));
    await expireOverdue(h.database.db, id);
    const [open] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    const failed = JSON.stringify({
      eventId: randomUUID(),
      paymentReference: open!.reference,
      status: 'failed',
      amount: open!.amountPaise / 100,
    });
    expect((await sendWebhook(h, failed)).body).toEqual({ received: true });
    expect((await h.database.db.select().from(payments).where(eq(payments.orderId, id)))[0]!.status).toBe(
      'pending',
    );

    // A second order above what is left is refused, saying how much is left.
    const second = await placeOrder(h, token, { [productId(0)]: 2 });
    expect((await fieldsFor(token, second)).onAccount).toMatchObject({ offered: false, reason: 'limit' });
    const over = await pay(token, second);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toBe(
      `This order is above the credit left on your account (${formatMoney(price)}). Please pay for it now.`,
    );

    expect(await shop('payments', 'mark-paid', id)).toBe(
      `${id}: ${formatMoney(price * 2)} received on account; paid in full`,
    );
    expect(await orderOf(token, id)).toMatchObject({ paid: true, onAccount: { due: price * 2 } });
    expect(await credit(token)).toMatchObject({ owed: 0, available: price * 3, orders: [] });
    expect(await mailsOf(id)).toContain('account-paid');
    // Now the second fits.
    expect((await pay(token, second)).status).toBe(200);
  });

  it('takes one transfer for several orders on account (the owner names them all), each receipted', async () => {
    const { token } = await customerWithCredit();
    const [a, b] = [
      await placeOrder(h, token, { [productId(0)]: 1 }),
      await placeOrder(h, token, { [productId(0)]: 2 }),
    ];
    for (const id of [a, b]) expect((await pay(token, id)).status).toBe(200);
    expect(await credit(token)).toMatchObject({ owed: price * 3, available: 0 });
    // An order that owes nothing stops the lot.
    const unpaid = await placeOrder(h, token, { [productId(0)]: 1 });
    await h.database.db.update(orders).set({ status: 4 }).where(eq(orders.id, unpaid));
    await expect(shop('payments', 'mark-paid', a, b, unpaid)).rejects.toThrow(
      `${unpaid} is Cancelled, not Pending; nothing changed`,
    );
    expect(await credit(token)).toMatchObject({ owed: price * 3 });

    expect((await shop('payments', 'mark-paid', a, b)).split('\n')).toEqual([
      `${a}: ${formatMoney(price)} received on account; paid in full`,
      `${b}: ${formatMoney(price * 2)} received on account; paid in full`,
      `2 orders: ${formatMoney(price * 3)} in all`,
    ]);
    expect(await credit(token)).toMatchObject({ owed: 0, available: price * 3, orders: [] });
    for (const id of [a, b]) expect(await mailsOf(id)).toContain('account-paid');
  });

  it('is paid online through the gateway: a decline leaves it owed, the approval settles it and gives the credit back', async () => {
    const { token, email } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await pay(token, id)).status).toBe(200);
    const [onAccount] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    const payOnline = () => apiClient(h, token).account.credit.pay.$post({ json: { orderId: id } });
    const sandbox = (verdict: 'approve' | 'decline', signature: string) =>
      h.app.request(`http://shop.test/api/v1/payments/sandbox/${onAccount!.id}/${verdict}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ signature }).toString(),
      });
    const start = async () => {
      const res = await payOnline();
      expect(res.status).toBe(200);
      const answer = paymentResponse.parse(await res.json());
      // The gateway collects the order's open payment on account, and comes back to the account page.
      expect(answer).toMatchObject({
        success: true,
        paymentId: onAccount!.id,
        action: {
          type: 'redirect_post',
          redirectUrl: `${h.env.PUBLIC_URL}/api/v1/payments/sandbox`,
          formParams: {
            url: `${h.env.APP_URL}/account?payment=${onAccount!.id}`,
            data: { paymentId: onAccount!.id, amount: price.toFixed(2), orderId: id },
          },
        },
      });
      return answer.action!.formParams!.data!.signature!;
    };

    // Declined: back to the account page saying so; still owed, nothing moved.
    const first = await start();
    const declined = await sandbox('decline', first);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(
      `${h.env.APP_URL}/account?payment=${onAccount!.id}&declined=1`,
    );
    expect(await (await paymentStatus(h, onAccount!.id, token)).json()).toMatchObject({
      status: 'pending',
      method: 'account',
    });
    expect(await credit(token)).toMatchObject({ owed: price, orders: [{ id }] });

    // Trying again signs the form anew: the first form's signature no longer counts.
    const second = await start();
    expect((await sandbox('approve', first)).status).toBe(404);
    const approved = await sandbox('approve', second);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${h.env.APP_URL}/account?payment=${onAccount!.id}`);

    // Paid: the order goes on as it was (already packing), the credit is whole, a receipt is sent.
    expect(await (await paymentStatus(h, onAccount!.id, token)).json()).toMatchObject({
      status: 'paid',
      review: false,
    });
    expect(await orderOf(token, id)).toMatchObject({ status: 1, paid: true });
    expect(await credit(token)).toMatchObject({ owed: 0, available: price * 3, orders: [] });
    expect(await mailsOf(id)).toContain('account-paid');
    await sendAllMail(h);
    const receipt = h.mailer.sent.find(
      (m) => m.to === email && m.subject === `Payment received for order ${id}`,
    );
    expect(receipt?.text).toContain(`View your orders: ${h.env.APP_URL}/orders#order-${id}\n`);

    // Nothing is left to pay; someone else's order is not there at all.
    const again = await payOnline();
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('Nothing is owed on account for this order.');
    const stranger = await signUp(h);
    const theirs = await apiClient(h, stranger.token).account.credit.pay.$post({ json: { orderId: id } });
    expect(theirs.status).toBe(404);
  });

  it('is settled by the gateway’s webhook for exactly what is due, quoting the reference the account page gives its UPI link, on a shipped order too; any other amount is flagged', async () => {
    const { token } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await pay(token, id)).status).toBe(200);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890');
    // The shopper's UPI app pays with the reference GET /account/credit gives (the link's tr).
    const { orders: owed } = (await credit(token))!;
    const [open] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(owed[0]!.reference).toBe(open!.reference);
    const paid = (amount: number) =>
      sendWebhook(
        h,
        JSON.stringify({
          eventId: randomUUID(),
          paymentReference: owed[0]!.reference,
          status: 'paid',
          amount,
        }),
      );
    await paid(price - 1);
    const [short] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(short).toMatchObject({ status: 'pending', flag: 'amount' });
    expect(await credit(token)).toMatchObject({ owed: price });
    await paid(price);
    expect(await orderOf(token, id)).toMatchObject({ status: 2, paid: true });
    expect(await credit(token)).toMatchObject({ owed: 0, orders: [] });
  });

  it('sends no reminder before the day of an order with three days to pay: its confirmation said it', async () => {
    const { token } = await customerWithCredit(price * 3, 3);
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await pay(token, id)).status).toBe(200);
    for (const days of [0, 1, 2, 3]) {
      const { dueSoon, overdue } = await remindOnAccount(
        h.database.db,
        new Date(Date.now() + days * 86_400_000),
      );
      expect([...dueSoon, ...overdue]).not.toContain(id);
    }
    expect(await mailsOf(id)).toContain('account-confirmed');
    expect(await mailsOf(id)).not.toContain('account-due-soon');
  });

  it('gives the credit back when an order on account is cancelled', async () => {
    const { token } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 3 });
    expect((await pay(token, id)).status).toBe(200);
    expect(await credit(token)).toMatchObject({ available: 0 });
    await shop('orders', 'set-status', id, '4', '--note', 'out of stock');
    expect(await credit(token)).toMatchObject({ owed: 0, available: price * 3 });
  });

  it('reminds the customer once as the day nears and once past it, and takes no new order on account until it is paid', async () => {
    const { token, email } = await customerWithCredit(price * 10, 7);
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await pay(token, id)).status).toBe(200);
    const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000);
    // Three days on, four before its day: nothing yet.
    expect((await remindOnAccount(h.database.db, daysOn(3))).dueSoon).not.toContain(id);
    expect(await mailsOf(id)).not.toContain('account-due-soon');
    // Five days on, its day is two away: reminded once.
    expect((await remindOnAccount(h.database.db, daysOn(5))).dueSoon).toContain(id);
    expect((await remindOnAccount(h.database.db, daysOn(6))).dueSoon).not.toContain(id);
    await sendAllMail(h);
    const soon = h.mailer.sent.find((m) => m.to === email && m.subject === `Payment due soon: order ${id}`);
    expect(soon?.text).toContain(`Due soon: please pay ${formatMoney(price)} by`);
    // Eight days on, the order is past its day.
    const later = daysOn(8);
    const overdue = await remindOnAccount(h.database.db, later);
    expect(overdue).toMatchObject({ overdue: expect.arrayContaining([id]) });
    expect(overdue.dueSoon).not.toContain(id);
    expect((await remindOnAccount(h.database.db, later)).overdue).not.toContain(id);
    await sendAllMail(h);
    const reminder = h.mailer.sent.find(
      (m) => m.to === email && m.subject === `Payment overdue: order ${id}`,
    );
    expect(reminder?.text).toContain(`Overdue: ${formatMoney(price)} was due by`);

    await h.database.db.update(payments).set({ dueOn: '2020-01-01' }).where(eq(payments.orderId, id));
    expect(await credit(token)).toMatchObject({ overdue: price, orders: [{ id, overdue: true }] });
    expect((await orderOf(token, id)).onAccount).toEqual({ due: price, dueOn: '2020-01-01', overdue: true });
    const next = await placeOrder(h, token, { [productId(0)]: 1 });
    const refused = await pay(token, next);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      `${formatMoney(price)} on your account is overdue. Once it is paid you can buy on account again.`,
    );
    const list = await shop('credit', 'list');
    expect(list).toContain(`${email}: limit ${formatMoney(price * 10)}, 7 days; owes ${formatMoney(price)}`);
    expect(list).toContain(`  OVERDUE ${formatMoney(price)}`);
    expect(list).toContain(`  ${id}  ${formatMoney(price)} due by 01 Jan 2020 (overdue)`);
    expect(await shop('orders', 'show', id)).toContain(
      `on account: ${formatMoney(price)} due by 01 Jan 2020, OVERDUE`,
    );
  });

  it('takes a return of an order not yet paid off what is owed, sending nothing back', async () => {
    const { token, email } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 2 });
    expect((await pay(token, id)).status).toBe(200);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await shop('orders', 'set-status', id, '3');
    const [item] = (await orderOf(token, id)).items;
    const asked = await apiClient(h, token).orders[':id'].return.$post({
      param: { id },
      json: { lines: [{ itemId: item!.id, quantity: 1 }], reason: 'Damaged in transit' },
    });
    expect(asked.status).toBe(201);
    await shop('returns', 'approve', id);
    expect(await shop('returns', 'refunded', id)).toContain(
      `${id}: ${formatMoney(price)} taken off what the customer owes on account (nothing to send back)`,
    );
    expect(await credit(token)).toMatchObject({ owed: price, orders: [{ id, amount: price }] });
    expect((await orderOf(token, id)).return?.refund).toMatchObject({ amount: price, offAccount: true });
    await sendAllMail(h);
    const refunded = h.mailer.sent.find((m) => m.to === email && m.subject.startsWith('Refund sent'));
    expect(refunded?.text).toContain(
      `Nothing is sent back to you: ${formatMoney(price)} is taken off what you owe for this order on account.`,
    );
    expect(refunded?.text).not.toContain('Your bank');
  });

  it('keeps a customer who owes on account until it is paid: neither they nor the owner can erase them', async () => {
    const { token, email, password } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await pay(token, id)).status).toBe(200);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await shop('orders', 'set-status', id, '3');
    const asked = await apiClient(h, token).users['delete-account'].$post({ json: { password } });
    expect(asked.status).toBe(409);
    expect(await errorOf(asked)).toBe(
      `You owe ${formatMoney(price)} on account for orders ${id}. Once it is paid, the account can be deleted.`,
    );
    await expect(shop('customers', 'erase', email, '--yes')).rejects.toThrow(
      `${email} still owes on account: ${id} (${formatMoney(price)}). Once it is paid (payments mark-paid), erase; nothing was changed`,
    );
    await shop('payments', 'mark-paid', id);
    expect((await apiClient(h, token).users['delete-account'].$post({ json: { password } })).status).toBe(
      200,
    );
  });

  it('lets the owner change and stop credit, and says what was wrong with what they typed', async () => {
    const { token, email } = await customerWithCredit();
    const id = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await pay(token, id)).status).toBe(200);
    expect(await shop('credit', 'set', email, '1,00,000', '45')).toContain(
      `${email}: may buy on account up to ₹1,00,000, each order due 45 days`,
    );
    expect(await shop('credit', 'stop', email)).toBe(
      `${email}: no longer buys on account; still owes ${formatMoney(price)} on orders already confirmed`,
    );
    expect(await credit(token)).toBeNull();
    // What they owe is still listed, and still theirs to pay.
    expect(await shop('credit', 'list')).toContain(`${email}: credit stopped; owes ${formatMoney(price)}`);
    const next = await placeOrder(h, token, { [productId(0)]: 1 });
    expect((await fieldsFor(token, next)).onAccount).toBeUndefined();

    await expect(shop('credit', 'stop', email)).rejects.toThrow(`${email} has no credit; nothing changed`);
    await expect(shop('credit', 'set', email, 'lots', '30')).rejects.toThrow(UsageError);
    await expect(shop('credit', 'set', email, '5000', '200')).rejects.toThrow(
      'the days to pay must be a whole number from 1 to 180; nothing changed',
    );
    await expect(shop('credit', 'set', 'nobody@example.in', '5000', '30')).rejects.toThrow(
      'no customer has the e-mail nobody@example.in',
    );
  });
});
