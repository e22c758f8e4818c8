import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from './fixtures/account.ts';
import { trackedOrder } from './fixtures/orders.ts';
import { products } from './fixtures/products.ts';
import { handlers, specOnlyHandlers } from './handlers/index.ts';
import { extensionRoutes, specRoutes, type ApiRoute } from './handlers/routes.ts';
import { homeAddress as address } from './fixtures/orders.ts';

const BASE = 'http://localhost:8044/api/v1';
const key = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`;
const served = (list: readonly HttpHandler[]) =>
  list.map((h) => `${String(h.info.method)} ${String(h.info.path).replace('*/api/v1', '')}`);
const extensions = Object.values(extensionRoutes);

/** A well-formed call to each spec route, as the app makes it. */
const calls: Record<string, { url: string; body?: unknown }> = {
  'POST /users/authorize': { url: '/users/authorize', body: { email: 'a@b.in', password: 'secret123' } },
  'POST /users/register': {
    url: '/users/register',
    body: { email: 'new@b.in', password: 'secret123', firstName: 'Asha', lastName: 'Verma' },
  },
  'GET /accountInfo': { url: '/accountInfo' },
  'GET /storeInfo': { url: '/storeInfo' },
  'GET /products': { url: '/products?page=1&limit=12' },
  'GET /products/:id': { url: `/products/${String(products[0]!.id)}` },
  'POST /orders': {
    url: '/orders',
    body: { products: { [String(products[0]!.id)]: 1 }, shippingAddress: address },
  },
  'GET /orders': { url: '/orders' },
  'GET /orders/:id': {
    url: `/orders/${String(trackedOrder.id)}?contactInfo=${encodeURIComponent(trackedOrder.shippingAddress!.phone!)}`,
  },
  'GET /payments/fields': { url: '/payments/fields' },
  'POST /payments': { url: '/payments', body: { orderId: 'ORD-1', fields: { method: 'upi_qr' } } },
};

const call = (method: string, url: string, body?: unknown) =>
  fetch(`${BASE}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${loginResponse.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the route lists', () => {
  it('cover every default handler: each is a spec route or a listed extension', () => {
    const known = new Set([...specRoutes, ...extensions].map(key));
    expect(served(handlers).filter((route) => !known.has(route))).toEqual([]);
    expect(new Set(served(handlers))).toEqual(known);
  });

  it('keep the spec and the extensions apart', () => {
    const spec = new Set(specRoutes.map(key));
    expect(extensions.map(key).filter((route) => spec.has(route))).toEqual([]);
  });
});

describe('the spec-only handler set', () => {
  const server = setupServer(...specOnlyHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('serves every spec route', async () => {
    expect(Object.keys(calls).sort()).toEqual(specRoutes.map(key).sort());
    for (const route of specRoutes) {
      const { url, body } = calls[key(route)]!;
      const res = await call(route.method.toUpperCase(), url, body);
      expect(res.ok, `${key(route)} answers ${res.status}`).toBe(true);
    }
  });

  it('leaves out the fields a spec server does not send', async () => {
    const { data } = (await (await call('GET', '/accountInfo')).json()) as { data: Record<string, unknown> };
    expect(data.email).toBeTypeOf('string');
    expect(data).not.toHaveProperty('emailConfirmed');
    expect(await (await call('GET', '/storeInfo')).json()).not.toHaveProperty('whatsapp');
  });

  it('answers 404 to every extension, whatever the body', async () => {
    for (const route of extensions) {
      const res = await call(route.method.toUpperCase(), route.path, {
        email: 'a@b.in',
        token: 't',
        password: 'secret123',
      });
      expect(res.status, key(route)).toBe(404);
    }
  });
});
