import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCancelResponse } from '../../src/contract/order.ts';
import { eq } from '../db/orm.ts';
import { payments } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  call,
  placeOrder,
  productId,
  setStock,
  signUp,
  startPaying,
  stockOf,
  unitPricePaise,
  ownerCommand,
} from '../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PRODUCT = 125;
const shop = (...argv: string[]) => ownerCommand(h, argv);
const cancel = (token: string | undefined, id: string, reason = 'Ordered by mistake') =>
  apiClient(h, token).orders[':id'].cancel.$post({ param: { id }, json: { reason } });
const stock = () => stockOf(h, productId(PRODUCT));

describe('POST /api/v1/orders/{id}/cancel', () => {
  it('cancels a Pending order: stock back, reason in the history, the open payment closed', async () => {
    await setStock(h, productId(PRODUCT), 10);
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(PRODUCT)]: 3 });
    expect(await stock()).toBe(7);
    await startPaying(h, token, id);
    const res = await cancel(token, id, '  Want to change the delivery address  ');
    expect(res.status).toBe(200);
    const answer = orderCancelResponse.parse(await res.json());
    expect(answer.order.status).toBe(4);
    expect(answer.refundDue).toBeUndefined();
    expect(answer.order.history.at(-1)).toMatchObject({
      status: 4,
      note: 'Want to change the delivery address',
    });
    expect(await stock()).toBe(10);
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.status).toBe('expired');
  });

  it('marks a refund due for a paid order, which the owner lists and records as sent', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(1)]: 2 });
    await shop('payments', 'mark-paid', id);
    const answer = orderCancelResponse.parse(await (await cancel(token, id)).json());
    expect(answer.refundDue).toBe((2 * unitPricePaise(1)) / 100);
    expect(await shop('orders', 'refunds-due')).toContain(id);
    expect(await shop('orders', 'show', id)).toMatch(/Payment: +₹[\d,.]+ received by .+: refund due/);
    expect(await shop('payments', 'refunded', id)).toMatch(new RegExp(`^${id}: refund of ₹`));
    expect(await shop('orders', 'refunds-due')).not.toContain(id);
    expect(await shop('orders', 'show', id)).toMatch(/Payment: +₹[\d,.]+ received by .+, refunded/);
    await expect(shop('payments', 'refunded', id)).rejects.toThrow(/no refund due/);
  });

  it('refuses once the order has shipped (409), and a second cancellation', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890');
    const shipped = await cancel(token, id);
    expect(shipped.status).toBe(409);
    expect(await errorOf(shipped)).toBe(
      'This order is Shipped and can no longer be cancelled. Please contact us about a return.',
    );
    const other = await placeOrder(h, token);
    expect((await cancel(token, other)).status).toBe(200);
    const again = await cancel(token, other);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('This order is already cancelled.');
  });

  it("answers 404 for another shopper's order, 401 without a session, 400 without a reason", async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    const id = await placeOrder(h, owner.token);
    const notTheirs = await cancel(other.token, id);
    expect(notTheirs.status).toBe(404);
    expect(await errorOf(notTheirs)).toEqual(expect.any(String));
    expect((await cancel(undefined, id, 'x')).status).toBe(401);
    expect((await cancel(owner.token, id, '   ')).status).toBe(400);
    expect((await cancel(owner.token, id, 'x'.repeat(301))).status).toBe(400);
    // A reason that is not text: a body the typed client would not send.
    const numeric = await call(h, 'POST', `/api/v1/orders/${id}/cancel`, {
      token: owner.token,
      body: { reason: 42 },
    });
    expect(numeric.status).toBe(400);
  });
});
