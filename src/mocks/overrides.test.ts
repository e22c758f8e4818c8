import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productList } from '../contract/product.ts';
import { server } from './node.ts';
import {
  empty,
  forgetUnanswered,
  isUnanswered,
  loading,
  networkError,
  requestKey,
  respond,
  serverError,
} from './overrides.ts';

const BASE = 'http://localhost:8044/api/v1';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('story overrides', () => {
  it('serverError answers with the status and an error body', async () => {
    server.use(serverError('get', '*/api/v1/storeInfo'), serverError('get', '*/api/v1/orders', 503));
    const res = await fetch(`${BASE}/storeInfo`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error' });
    expect((await fetch(`${BASE}/orders`)).status).toBe(503);
  });

  it('empty answers an empty product page, or an empty list elsewhere', async () => {
    server.use(empty('get', '*/api/v1/products'), empty('get', '*/api/v1/orders'));
    expect(productList.parse(await (await fetch(`${BASE}/products?page=2`)).json())).toEqual({
      products: [],
      total: 0,
    });
    expect(await (await fetch(`${BASE}/orders`)).json()).toEqual([]);
  });

  it('networkError makes the request fail', async () => {
    server.use(networkError('get', '*/api/v1/storeInfo'));
    await expect(fetch(`${BASE}/storeInfo`)).rejects.toThrow();
  });

  it('loading never answers, and says which request it leaves unanswered', async () => {
    server.use(loading('get', '*/api/v1/storeInfo'));
    forgetUnanswered();
    const answer = fetch(`${BASE}/storeInfo`, { signal: AbortSignal.timeout(200) }).then(() => 'answered');
    await expect(answer).rejects.toThrow();
    expect(isUnanswered(requestKey('get', `${BASE}/storeInfo`))).toBe(true);
    expect(isUnanswered(requestKey('get', `${BASE}/products`))).toBe(false);
    forgetUnanswered();
    expect(isUnanswered(requestKey('get', `${BASE}/storeInfo`))).toBe(false);
  });

  it('respond answers with any body and status', async () => {
    server.use(respond('get', '*/api/v1/products/:id', { error: 'Product not found' }, 404));
    const res = await fetch(`${BASE}/products/x`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Product not found' });
  });
});
