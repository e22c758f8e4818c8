import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../mocks/node.ts';
import { installBrowserGlobals } from '../test/browser-globals.ts';
import { getToken } from './auth-token.ts';
import { notOfferedHandlers } from '../mocks/handlers/routes.ts';
import { login, logout, requestPasswordReset, resetPassword } from './auth.ts';
import { NOT_OFFERED } from './errors.ts';
import { createOrder, trackOrder } from './orders.ts';
import { getParentCategories, getProduct, getProducts } from './products.ts';
import { createPayment, getPaymentFields } from './payments.ts';
import { changeWishlist } from './wishlist.ts';
import { products as fixtures } from '../mocks/fixtures/products.ts';
import { homeAddress as address } from '../mocks/fixtures/orders.ts';

let globals: ReturnType<typeof installBrowserGlobals>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  globals = installBrowserGlobals('localhost', 'http:');
});
afterEach(() => {
  server.resetHandlers();
  globals.uninstall();
});
afterAll(() => server.close());

describe('products', () => {
  it('maps the served list to products as screens use them, with the total', async () => {
    const page = await getProducts({ page: '1', limit: '12' });
    expect(page.products).toHaveLength(12);
    expect(page.total).toBeGreaterThan(12);
    const first = page.products[0]!;
    expect(first).toHaveProperty('name');
    expect(typeof first.price).toBe('number');
  });

  it('reads one product and fails with the status for an unknown one', async () => {
    const [first] = (await getProducts({ page: '1', limit: '1' })).products;
    expect((await getProduct(first!.id)).id).toBe(first!.id);
    await expect(getProduct('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('collects the distinct sub-categories of a category from the list call with limit 100', async () => {
    let limit: string | null = null;
    server.events.on('request:start', ({ request }) => {
      limit ??= new URL(request.url).searchParams.get('limit');
    });
    const names = await getParentCategories('packaging & shipping products');
    server.events.removeAllListeners();
    expect(limit).toBe('100');
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('sign-in', () => {
  it('stores the token from POST /users/authorize in the auth_token cookie', async () => {
    await login({ email: 'priya.sharma@example.com', password: 'secret123' });
    expect(getToken()).toMatch(/^mock-token/);
  });

  it("fails with the spec's message when the answer has no token", async () => {
    server.use(http.post('*/api/v1/users/authorize', () => HttpResponse.json({})));
    await expect(login({ email: 'a@b.in', password: 'secret123' })).rejects.toThrow(
      'Authentication failed: Token is missing in the response',
    );
  });

  it('removes the token at once on sign-out, and revokes the session on the server with it', async () => {
    await login({ email: 'priya.sharma@example.com', password: 'secret123' });
    const token = getToken();
    let sent: { authorization: string | null; stored: string | undefined } | undefined;
    server.use(
      http.post('*/api/v1/users/logout', ({ request }) => {
        sent = { authorization: request.headers.get('authorization'), stored: getToken() };
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    await logout();
    expect(sent).toEqual({ authorization: `Bearer ${token}`, stored: undefined });
    expect(getToken()).toBeUndefined();
  });

  it('removes the token on sign-out even when the server call fails', async () => {
    await login({ email: 'priya.sharma@example.com', password: 'secret123' });
    server.use(http.post('*/api/v1/users/logout', () => HttpResponse.error()));
    await expect(logout()).rejects.toMatchObject({ kind: 'network' });
    expect(getToken()).toBeUndefined();
  });

  it('signs out without a word of failure from a server that offers no sign-out call (404 or 405)', async () => {
    // Frameworks answer an unknown path in HTML as often as in JSON.
    for (const status of [404, 405]) {
      await login({ email: 'priya.sharma@example.com', password: 'secret123' });
      server.use(
        http.post('*/api/v1/users/logout', () => HttpResponse.html('<h1>Not Found</h1>', { status })),
      );
      await expect(logout()).resolves.toBeUndefined();
      expect(getToken()).toBeUndefined();
    }
  });

  it('still reports a sign-out the server refused for another reason', async () => {
    await login({ email: 'priya.sharma@example.com', password: 'secret123' });
    server.use(
      http.post('*/api/v1/users/logout', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );
    await expect(logout()).rejects.toMatchObject({ status: 500 });
    expect(getToken()).toBeUndefined();
  });
});

describe('password reset', () => {
  it('sends the request and reads the message where the server offers it', async () => {
    await expect(requestPasswordReset({ email: 'priya.sharma@example.com' })).resolves.toMatchObject({
      message: expect.stringContaining('reset link'),
    });
    await expect(resetPassword({ token: 'a1b2c3d4', password: 'newsecret1' })).resolves.toMatchObject({
      message: expect.any(String),
    });
  });

  it('answers NOT_OFFERED from a server that implements only the spec', async () => {
    server.use(...notOfferedHandlers);
    await expect(requestPasswordReset({ email: 'priya.sharma@example.com' })).resolves.toBe(NOT_OFFERED);
    await expect(resetPassword({ token: 'a1b2c3d4', password: 'newsecret1' })).resolves.toBe(NOT_OFFERED);
  });

  it('passes an expired link on as the error it is', async () => {
    await expect(resetPassword({ token: 'expired', password: 'newsecret1' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('wishlist on the account', () => {
  const [first, second] = fixtures.map((p) => String(p.id));

  it("sends a change and reads the account's whole list as products", async () => {
    await login({ email: 'priya.sharma@example.com', password: 'secret123' });
    const list = await changeWishlist({ add: [first!, second!], remove: [second!] });
    expect(list).not.toBe(NOT_OFFERED);
    expect(list).toEqual([expect.objectContaining({ id: first, name: fixtures[0]!.title })]);
  });

  it('answers NOT_OFFERED from a server that implements only the spec', async () => {
    server.use(...notOfferedHandlers);
    await login({ email: 'priya.sharma@example.com', password: 'secret123' });
    await expect(changeWishlist({ add: [first!], remove: [] })).resolves.toBe(NOT_OFFERED);
  });

  it('passes any other failure on, so the change is kept and sent again', async () => {
    await expect(changeWishlist({ add: [first!], remove: [] })).rejects.toMatchObject({ status: 401 });
  });
});

describe('orders', () => {
  const first = String(fixtures[0]!.id);

  it('sends the idempotency key with POST /orders and reads the id', async () => {
    let key: string | null = null;
    server.events.on('request:start', ({ request }) => {
      key = request.headers.get('idempotency-key');
    });
    const id = await createOrder({ products: { [first!]: 2 }, shippingAddress: address }, 'key-123');
    server.events.removeAllListeners();
    expect(id).toBeTruthy();
    expect(key).toBe('key-123');
  });

  it('refuses to send an order the contract would refuse', async () => {
    await expect(createOrder({ products: {}, shippingAddress: address }, 'k')).rejects.toThrow();
  });

  it('tracks an order with its contact and passes the server error on otherwise', async () => {
    const { orders } = await import('../mocks/fixtures/orders.ts');
    const tracked = orders[0]!;
    const phone = tracked.shippingAddress?.phone ?? '';
    expect((await trackOrder(String(tracked.id), phone)).id).toBe(String(tracked.id));
    await expect(trackOrder(String(tracked.id), 'someone@else.in')).rejects.toMatchObject({
      serverMessage: 'Order not found or access denied',
    });
  });
});

describe('payments', () => {
  it('reads the field definitions and the QR outcome', async () => {
    const { fields, testMode } = await getPaymentFields();
    expect(fields.map((f) => f.name)).toContain('method');
    expect(testMode).toBe(false);
    const answer = await createPayment({ orderId: 'ORD-1', fields: { method: 'upi_qr' } });
    expect(answer.action?.type).toBe('qr');
    expect(answer.action?.qr).toMatch(/^upi:\/\/pay\?/);
  });
});
