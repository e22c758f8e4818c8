import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountInfo as accountInfoSchema, loginResponse } from '../contract/auth.ts';
import { errorBody, messageBody } from '../contract/common.ts';
import { order, orderCreateResponse, orderList } from '../contract/order.ts';
import { paymentFields, paymentResponse, paymentStatusAnswer } from '../contract/payment.ts';
import { productAsServed, productList } from '../contract/product.ts';
import { storeInfo } from '../contract/store-info.ts';
import { accountInfo } from './fixtures/account.ts';
import { pendingOrder, trackedOrder } from './fixtures/orders.ts';
import * as payments from './fixtures/payments.ts';
import { optionsProduct, products } from './fixtures/products.ts';
import { paymentFieldsTestModeHandler } from './handlers/payments.ts';
import { server } from './node.ts';
import { homeAddress } from './fixtures/orders.ts';

const BASE = 'http://localhost:8044/api/v1';
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${BASE}${path}`, { headers });
const post = (path: string, body: unknown) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /storeInfo', () => {
  it('serves the store information', async () => {
    const info = storeInfo.parse(await (await get('/storeInfo')).json());
    expect(info.storeName).toBe('Gupta Supply Co.');
  });
});

describe('GET /products', () => {
  const list = async (query: string) => {
    const res = await get(`/products${query}`);
    expect(res.status).toBe(200);
    return productList.parse(await res.json());
  };

  it('serves the first page of 12 with the catalogue total', async () => {
    const { products: page, total } = await list('');
    expect(page).toHaveLength(12);
    expect(total).toBe(products.length);
  });

  it('pages through the catalogue', async () => {
    const last = Math.ceil(products.length / 12);
    expect((await list(`?page=${last}`)).products).toHaveLength(products.length - (last - 1) * 12);
    expect((await list(`?page=${last + 1}`)).products).toEqual([]);
  });

  it('filters by category whatever its case', async () => {
    const lower = await list(`?category=${encodeURIComponent('household supplies')}&limit=100`);
    const upper = await list(`?category=${encodeURIComponent('HOUSEHOLD SUPPLIES')}&limit=100`);
    expect(lower.total).toBe(products.filter((p) => p.category === 'HouseHold Supplies').length);
    expect(upper).toEqual(lower);
    expect(lower.products.every((p) => p.category === 'HouseHold Supplies')).toBe(true);
  });

  it('filters by sub-category', async () => {
    const { products: tapes } = await list('?parentCategory=Tapes&limit=100');
    expect(tapes.length).toBeGreaterThan(1);
    expect(tapes.every((p) => p.parentCategory === 'Tapes')).toBe(true);
  });

  it('serves four featured products of a category, as the home page asks', async () => {
    const query = `?featured=true&limit=4&page=1&category=${encodeURIComponent('packaging & shipping products')}`;
    const { products: featured, total } = await list(query);
    expect(featured).toHaveLength(4);
    expect(total).toBeGreaterThanOrEqual(4);
    for (const p of featured) {
      expect(p.category).toBe('Packaging & Shipping Products');
      expect(p.attributes.find((a) => a.key === 'featured')?.value).toContain('true');
    }
  });

  it('refuses a page size above the limit', async () => {
    const res = await get('/products?limit=101');
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).error).toContain('limit');
  });
});

describe('GET /products/:id', () => {
  it('serves one product', async () => {
    const res = await get(`/products/${optionsProduct.id}`);
    expect(productAsServed.parse(await res.json())).toEqual(productAsServed.parse(optionsProduct));
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('/products/no-such-product');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Product not found' });
  });
});

describe('auth', () => {
  it('signs in with a token, and refuses the wrong password', async () => {
    const ok = await post('/users/authorize', { email: 'priya.sharma@example.com', password: 'secret123' });
    expect(loginResponse.parse(await ok.json()).token).toMatch(/^mock-token-/);
    const bad = await post('/users/authorize', { email: 'priya.sharma@example.com', password: 'wrongpass' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('refuses a malformed sign-in with the contract message', async () => {
    const res = await post('/users/authorize', { email: 'not-an-email', password: 'secret123' });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).error).toContain('Invalid email address');
  });

  it('registers a new account and refuses a taken e-mail in any case', async () => {
    const fields = { password: 'secret123', firstName: 'Priya', lastName: 'Sharma' };
    expect((await post('/users/register', { ...fields, email: 'new@example.com' })).status).toBe(201);
    const taken = await post('/users/register', { ...fields, email: ' Taken@Example.com ' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('signs out, and answers password resets neutrally unless the link expired', async () => {
    expect(messageBody.parse(await (await post('/users/logout', {})).json())).toBeTruthy();
    const forgot = await post('/users/forgot-password', { email: 'nobody@example.com' });
    expect(forgot.status).toBe(200);
    expect(messageBody.parse(await forgot.json()).message).toMatch(/If an account exists/);
    expect((await post('/users/reset-password', { token: 'abc', password: 'secret123' })).status).toBe(200);
    const expired = await post('/users/reset-password', { token: 'expired', password: 'secret123' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: 'This reset link is invalid or has expired.' });
  });

  it('serves account info only with a bearer token', async () => {
    expect((await get('/accountInfo')).status).toBe(401);
    const res = await get('/accountInfo', { Authorization: 'Bearer mock-token-priya-sharma-0001' });
    expect(accountInfoSchema.parse(await res.json())).toEqual(accountInfo);
  });
});

describe('orders', () => {
  const address = homeAddress;

  it('creates an order from a valid request', async () => {
    const res = await post('/orders', {
      products: { [String(optionsProduct.id)]: 2 },
      shippingAddress: address,
    });
    expect(res.status).toBe(201);
    expect(orderCreateResponse.parse(await res.json()).id).toBe('ORD-NEW12345');
  });

  it('names the problem in an invalid order', async () => {
    const badPin = await post('/orders', {
      products: { a: 1 },
      shippingAddress: { ...address, postalCode: '056003' },
    });
    expect(badPin.status).toBe(400);
    expect(errorBody.parse(await badPin.json()).error).toContain(
      'PIN code must be 6 digits and cannot start with 0',
    );
    const noLines = await post('/orders', { products: {}, shippingAddress: address });
    expect(errorBody.parse(await noLines.json()).error).toContain('Add at least one product to the order');
  });

  it('checks sized lines as the server does, naming the line', async () => {
    const tape = String(optionsProduct.id);
    const lines = (items: unknown[]) =>
      post('/orders', { products: { [tape]: 1 }, items, shippingAddress: address });
    const noSize = await lines([{ productId: tape, quantity: 1 }]);
    expect(noSize.status).toBe(400);
    expect(errorBody.parse(await noSize.json()).error).toBe(
      `items[0]: Choose a size of '${optionsProduct.title}' (sizes: 24 mm, 48 mm, 72 mm)`,
    );
    const noSuchSize = await lines([{ productId: tape, quantity: 1, size: '96 mm' }]);
    expect(errorBody.parse(await noSuchSize.json()).error).toMatch(/^items\[0\]: .* has no size '96 mm'/);
    expect((await lines([{ productId: 'nope', quantity: 1 }])).status).toBe(400);
    expect((await lines([{ productId: tape, quantity: 1, size: '48 mm' }])).status).toBe(201);
  });

  it('lists the orders', async () => {
    const list = orderList.parse(await (await get('/orders')).json());
    expect(list.map((o) => o.id)).toContain(pendingOrder.id);
    expect(list).toHaveLength(7);
  });

  it('shows a tracked order to whoever gives its phone or the account e-mail', async () => {
    const track = (contact: string) =>
      get(`/orders/${trackedOrder.id}?contactInfo=${encodeURIComponent(contact)}`);
    for (const contact of ['+919820012345', '+91 98200 12345', 'PRIYA.Sharma@example.com']) {
      const res = await track(contact);
      expect(res.status, contact).toBe(200);
      expect(order.parse(await res.json()).id).toBe(trackedOrder.id);
    }
    for (const contact of ['+919876543210', 'someone@example.com']) {
      const res = await track(contact);
      expect(res.status, contact).toBe(404);
      expect(await res.json()).toEqual({ error: 'Order not found or access denied' });
    }
  });

  it('hides an unknown order and asks for the contact', async () => {
    expect((await get('/orders/ORD-NOPE0000?contactInfo=priya.sharma@example.com')).status).toBe(404);
    expect((await get(`/orders/${trackedOrder.id}`)).status).toBe(400);
  });
});

describe('payments', () => {
  it('serves the field definitions', async () => {
    const { fields, testMode } = paymentFields.parse(await (await get('/payments/fields')).json());
    expect(fields.map((f) => f.name)).toContain('payerPhone');
    expect(testMode).toBe(false);
  });

  it('has a variant for a server with its sandbox gateway on', async () => {
    server.use(paymentFieldsTestModeHandler);
    const { fields, testMode } = paymentFields.parse(await (await get('/payments/fields')).json());
    expect(fields.map((f) => f.name)).toContain('payerPhone');
    expect(testMode).toBe(true);
  });

  it('answers by the chosen payment method', async () => {
    const pay = async (method: string) => {
      const res = await post('/payments', {
        orderId: pendingOrder.id,
        fields: { method, payerName: 'Priya' },
      });
      return paymentResponse.parse(await res.json());
    };
    const watched = (answer: object) =>
      paymentResponse.parse({ ...answer, paymentId: payments.watchedPaymentId });
    expect(await pay('upi_qr')).toEqual(watched(payments.qrResponse));
    expect(await pay('upi_app')).toEqual(watched(payments.deeplinkResponse));
    expect(await pay('gateway')).toEqual(watched(payments.redirectPostResponse));
  });

  it("answers the watched payment's status, 404 for any other, and leaves /payments/fields alone", async () => {
    const status = await fetch(`${BASE}/payments/${payments.watchedPaymentId}`);
    expect(paymentStatusAnswer.parse(await status.json())).toMatchObject({
      status: 'pending',
      amount: 1249.5,
    });
    expect((await fetch(`${BASE}/payments/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect(Array.isArray(await (await fetch(`${BASE}/payments/fields`)).json())).toBe(true);
  });

  it('refuses a payment without an order id', async () => {
    const res = await post('/payments', { fields: { method: 'upi_qr' } });
    expect(res.status).toBe(400);
    expect(paymentResponse.parse(await res.json()).error).toContain('orderId');
  });
});
