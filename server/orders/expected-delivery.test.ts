import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../../src/contract/order.ts';
import { expectedByDay, expectedDelivery, USUAL_DELIVERY_DAYS } from '../../src/domain/delivery.ts';
import { deliveryPins, orders } from '../db/schema.ts';
import { eq } from '../db/orm.ts';
import { formatDeliveryDay, isoDayInIndia } from '../../src/domain/dates.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { address, ordersOf, ownerCommand, placeOrder, sendAllMail, signUp } from '../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (argv: string[], files?: Record<string, string>) => ownerCommand(h, argv, files);
const orderOf = async (token: string, id: string) =>
  orderList.parse(await ordersOf(h, token)).find((o) => o.id === id)!;

describe('the day an order should arrive by', () => {
  it('is kept when the order is confirmed, shown while it is on its way, and mailed', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    // Not promised before the shop has the money.
    expect((await orderOf(token, id)).expectedBy).toBeUndefined();

    await shop(['payments', 'mark-paid', id]);
    const due = expectedByDay(new Date(), USUAL_DELIVERY_DAYS.max);
    expect((await orderOf(token, id)).expectedBy).toBe(due);
    const by = expectedDelivery({ status: 1, expectedBy: due })!;

    await sendAllMail(h);
    const paid = h.mailer.sent.find(
      (m) => m.to === email && m.subject === `Payment received for order ${id}`,
    );
    expect(paid?.text).toContain(`Expected delivery: by ${formatDeliveryDay(due)}.`);
    expect(paid?.html).toContain(`Expected delivery: by ${formatDeliveryDay(due)}.`);
    expect(await shop(['orders', 'show', id])).toContain(`Due:      ${by} (${due})`);

    await shop(['orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890']);
    expect((await orderOf(token, id)).expectedBy).toBe(due);
    await sendAllMail(h);
    const shipped = h.mailer.sent.find((m) => m.to === email && m.subject === `Your order ${id} has shipped`);
    expect(shipped?.text).toContain('Expected delivery: by');

    // Arrived: nothing more to promise.
    await shop(['orders', 'set-status', id, '3']);
    expect((await orderOf(token, id)).expectedBy).toBeUndefined();
    expect(await shop(['orders', 'show', id])).not.toContain('Due:');
  });

  it("takes the PIN's own days from the owner's table, and promises nothing where it no longer delivers", async () => {
    await shop(['delivery', 'import', 'pins.csv'], {
      'pins.csv': `pin,deliverable,cod,days\n${address.postalCode},yes,no,1-2\n110001,yes,no,4\n`,
    });
    try {
      const { token } = await signUp(h);
      const near = await placeOrder(h, token);
      await shop(['payments', 'mark-paid', near]);
      expect((await orderOf(token, near)).expectedBy).toBe(expectedByDay(new Date(), 2));

      const later = await placeOrder(h, token);
      // The owner stops serving the PIN after the order was placed: no day is made up for it.
      await shop(['delivery', 'import', 'pins.csv'], {
        'pins.csv': 'pin,deliverable,cod,days\n110001,yes,no,4\n',
      });
      await shop(['payments', 'mark-paid', later]);
      expect((await orderOf(token, later)).expectedBy).toBeUndefined();
    } finally {
      await h.database.db.delete(deliveryPins);
    }
  });

  it('is not given to a cancelled order', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop(['payments', 'mark-paid', id]);
    await shop(['orders', 'set-status', id, '4', '--note', 'out of stock']);
    expect((await orderOf(token, id)).expectedBy).toBeUndefined();
  });

  it("is chased by the owner's list once it has passed, until the order is delivered", async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop(['payments', 'mark-paid', id]);
    // On time: not listed.
    expect(await shop(['orders', 'late'])).not.toContain(id);
    const threeDaysAgo = isoDayInIndia(new Date(Date.now() - 3 * 86_400_000));
    await h.database.db.update(orders).set({ expectedBy: threeDaysAgo }).where(eq(orders.id, id));
    const late = await shop(['orders', 'late']);
    expect(late).toContain(
      `${id}  Processing  due ${formatDeliveryDay(threeDaysAgo)}, 3 days late  not shipped yet  +91 98765 43210  ${email}`,
    );
    expect(late).toMatch(/\d+ orders? (is|are) late: chase the courier, or tell the customer\./);

    await shop(['orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890']);
    expect(await shop(['orders', 'late'])).toContain(
      `${id}  Shipped  due ${formatDeliveryDay(threeDaysAgo)}, 3 days late  Delhivery AWB 1234567890`,
    );
    await shop(['orders', 'set-status', id, '3']);
    expect(await shop(['orders', 'late'])).not.toContain(id);
  });
});
