import { eq } from '../../db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { bodyOf, call, ORIGIN, placeOrder, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const APP = 'http://localhost:5173';

/** What the gateway's answer gives the browser's hidden form. */
interface GatewayForm {
  action: { formParams: { type: string; url: string; data: Record<string, string> } };
}

/** Places an order and starts a gateway payment; answers what the browser would post to the sandbox. */
async function startGatewayPayment() {
  const { token } = await signUp(h);
  const orderId = await placeOrder(h, token);
  // With the browser's Origin, which the return address is checked against.
  const res = await call(h, 'POST', '/api/v1/payments', {
    token,
    headers: { Origin: APP },
    body: {
      orderId,
      fields: {
        method: 'gateway',
        payerName: 'Asha',
        payerEmail: 'asha@example.in',
        payerPhone: '+919876543210',
      },
    },
  });
  const { formParams } = bodyOf<GatewayForm>(res).action;
  // The browser's hidden form: type, url and data[key] fields.
  const form = new URLSearchParams({ type: formParams.type, url: formParams.url });
  for (const [k, v] of Object.entries(formParams.data)) form.set(`data[${k}]`, v);
  return { orderId, form, data: formParams.data };
}

const post = (path: string, form: URLSearchParams) =>
  h.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });

const orderStatus = async (id: string) =>
  (await h.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe('the sandbox gateway', () => {
  it('shows the amount in rupees and the order, with Approve and Decline, and no script', async () => {
    const { orderId, form, data } = await startGatewayPayment();
    const res = await post('/api/v1/payments/sandbox', form);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(orderId);
    expect(html).toContain('₹');
    expect(html).toContain(`/api/v1/payments/sandbox/${data.paymentId}/approve`);
    expect(html).toContain(`/api/v1/payments/sandbox/${data.paymentId}/decline`);
    expect(html).not.toMatch(/<script/i);
    expect(res.headers.get('content-security-policy')).toContain(`form-action 'self' ${ORIGIN} ${APP}`);
  });

  it('loads nothing the server lacks: its stylesheet answers, and it names its icon (no /favicon.ico asked for)', async () => {
    const { form } = await startGatewayPayment();
    const html = await (await post('/api/v1/payments/sandbox', form)).text();
    const links = [...html.matchAll(/<link rel="([^"]+)" href="([^"]+)">/g)].map(
      ([, rel = '', href = '']) => ({
        rel,
        href,
      }),
    );
    expect(links.map((l) => l.rel).sort()).toEqual(['icon', 'stylesheet']);
    for (const { href } of links.filter((l) => !l.href.startsWith('data:'))) {
      expect((await h.app.request(`${ORIGIN}${href}`)).status, href).toBe(200);
    }
  });

  it('approval marks the payment paid and the order Processing, then returns to order-success', async () => {
    const { orderId, data } = await startGatewayPayment();
    const res = await post(
      `/api/v1/payments/sandbox/${data.paymentId}/approve`,
      new URLSearchParams({ signature: data.signature! }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}/order-success?orderId=${orderId}`);
    expect(await orderStatus(orderId)).toBe(1);
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.id, data.paymentId!));
    expect(payment!.status).toBe('paid');
    expect(payment!.paidAt).toBeInstanceOf(Date);
  });

  it('decline marks the payment failed, keeps the order pending, and returns to the payment page with the message', async () => {
    const { orderId, data } = await startGatewayPayment();
    const res = await post(
      `/api/v1/payments/sandbox/${data.paymentId}/decline`,
      new URLSearchParams({ signature: data.signature! }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${APP}/payment?orderId=${orderId}&error=${encodeURIComponent('Payment was declined. Please try again or choose another method.')}`,
    );
    expect(await orderStatus(orderId)).toBe(0);
    const [payment] = await h.database.db.select().from(payments).where(eq(payments.id, data.paymentId!));
    expect(payment!.status).toBe('failed');
  });

  it('refuses a wrong signature and leaves everything as it was', async () => {
    const { orderId, form, data } = await startGatewayPayment();
    form.set('data[signature]', 'forged');
    expect((await post('/api/v1/payments/sandbox', form)).status).toBe(404);
    const res = await post(
      `/api/v1/payments/sandbox/${data.paymentId}/approve`,
      new URLSearchParams({ signature: 'forged' }),
    );
    expect(res.status).toBe(404);
    expect(await orderStatus(orderId)).toBe(0);
    expect((await post('/api/v1/payments/sandbox/not-a-uuid/approve', new URLSearchParams())).status).toBe(
      404,
    );
  });

  it('does not approve a declined payment', async () => {
    const { orderId, data } = await startGatewayPayment();
    const signature = new URLSearchParams({ signature: data.signature! });
    await post(`/api/v1/payments/sandbox/${data.paymentId}/decline`, signature);
    const res = await post(`/api/v1/payments/sandbox/${data.paymentId}/approve`, signature);
    expect(res.status).toBe(409);
    expect(await orderStatus(orderId)).toBe(0);
  });

  it('serves its stylesheet', async () => {
    const res = await call(h, 'GET', '/api/v1/payments/sandbox.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
