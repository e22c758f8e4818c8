import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTaxDocuments } from '../../src/contract/invoice.ts';
import { orderList, type OrderCreateResponse } from '../../src/contract/order.ts';
import type { ProductAsServedInput } from '../../src/contract/product.ts';
import { productOptions } from '../../src/domain/product.ts';
import { seedProducts } from '../catalogue/products.ts';
import { COMMANDS_PATH } from '../routes/admin/contract.ts';
import { freshPostgresUrl } from './harness.ts';
import { address, bodyOf, errorIn, productId, type Answer } from './helpers.ts';
import { startServer, type Running } from './process.ts';
import { send, signUpAt } from './remote.ts';

const LIMIT = 5;
const OWNER_TOKEN = 'scale-out-owner-token-0123456789abcdef';
const running: Running[] = [];
const dataDirs: string[] = [];
let dropDatabase = async () => {};
let a: Running;
let b: Running;

// Each test is its own client address (TRUST_PROXY=1), so the small rate limits count per test.
let lastIp = 0;
const client = () => ({ 'X-Forwarded-For': `203.0.113.${++lastIp}` });

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  const fresh = await freshPostgresUrl();
  dropDatabase = fresh.drop;
  const env = () => {
    dataDirs.push(mkdtempSync(join(tmpdir(), 'shop-scale-')));
    return {
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDirs.at(-1)!,
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_IP: String(LIMIT),
      RATE_LIMIT_PER_ACCOUNT: String(LIMIT),
      OWNER_TOKEN,
      // Every catalogue answer read fresh, so a stock count is the database's.
      CATALOGUE_CACHE_SECONDS: '0',
    };
  };
  // Started together: both migrate and seed the same empty database at once.
  const started = await Promise.allSettled([startServer(env()), startServer(env())]);
  for (const s of started) if (s.status === 'fulfilled') running.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  [a, b] = running as [Running, Running];
});

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGTERM')));
  await dropDatabase();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const order = { products: { [productId(3)]: 2, [productId(8)]: 1 }, shippingAddress: address };

/** An owner's command (npm run shop) run by one of the servers; fails the test when it fails. */
async function shop(server: Running, ...argv: string[]) {
  const res = await fetch(`${server.base}${COMMANDS_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OWNER_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  const answer = (await res.json()) as { code: number; output: string[]; error?: string };
  if (res.status !== 200 || answer.code !== 0)
    throw new Error(`${argv.join(' ')}: ${JSON.stringify(answer)}`);
  return answer.output;
}

/** A seeded product sold without a size or colour choice. */
const plainIndex = seedProducts.findIndex(
  (p, i) => i !== 3 && i !== 8 && productOptions(p.attributes).sizes.length === 0,
);

describe.skipIf(process.env.TEST_DB !== 'postgres')('two server processes on one PostgreSQL database', () => {
  it('makes one order of an Idempotency-Key retried on the other server, or sent to both at once', async () => {
    const headers = client();
    const { token } = await signUpAt(a.base, headers);
    const post = (server: Running, key: string) =>
      send(server.base, 'POST', '/orders', {
        token,
        body: order,
        headers: { ...headers, 'Idempotency-Key': key },
      });

    const first = await post(a, 'checkout-1');
    const retry = await post(b, 'checkout-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    const idOf = (placed: Answer) => bodyOf<OrderCreateResponse>(placed).id;
    expect(idOf(retry)).toBe(idOf(first));
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');

    const racing = await Promise.all([a, b, a, b, a, b].map((server) => post(server, 'checkout-2')));
    expect(racing.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(racing.map(idOf)).size).toBe(1);
    expect(racing.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);

    const listed = orderList.parse((await send(b.base, 'GET', '/orders', { token })).body);
    expect(listed.map((o) => o.id).sort()).toEqual([idOf(first), idOf(racing[0]!)].sort());
  });

  it('counts wrong passwords for one account from one address across both servers', async () => {
    const headers = client();
    const { email } = await signUpAt(a.base, headers);
    const answers = [];
    for (const server of [b, a, b, a, b, a]) {
      answers.push(
        await send(server.base, 'POST', '/users/authorize', {
          headers,
          body: { email, password: 'wrong-password' },
        }),
      );
    }
    // The sign-up's own sign-in was the first attempt of the window.
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 429, 429]);
    for (const refused of answers.slice(LIMIT - 1)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts attempts from one address across both servers', async () => {
    const headers = client();
    const answers = [];
    for (const [i, server] of [a, b, a, b, a, b].entries()) {
      answers.push(
        await send(server.base, 'POST', '/users/authorize', {
          headers,
          body: { email: `nobody.${i}.${Date.now()}@example.in`, password: 'wrong-password' },
        }),
      );
    }
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(answers[LIMIT]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accepts a session made on one server on the other, and a logout on either ends it on both', async () => {
    const { token } = await signUpAt(a.base, client());
    expect((await send(b.base, 'GET', '/accountInfo', { token })).status).toBe(200);
    expect((await send(b.base, 'POST', '/users/logout', { token })).status).toBe(200);
    expect((await send(a.base, 'GET', '/accountInfo', { token })).status).toBe(401);
    expect((await send(a.base, 'GET', '/orders', { token })).status).toBe(401);
  });

  it('lists on one server the order placed on the other', async () => {
    const { token } = await signUpAt(a.base, client());
    const placed = await send(a.base, 'POST', '/orders', { token, body: order });
    expect(placed.status).toBe(201);
    const [listed] = orderList.parse((await send(b.base, 'GET', '/orders', { token })).body);
    expect(listed?.id).toBe(bodyOf<OrderCreateResponse>(placed).id);
    expect(listed?.items.map((l) => [l.productId, l.quantity])).toEqual([
      [productId(3), 2],
      [productId(8), 1],
    ]);
  });

  it('keeps stock counts right when both servers sell the last items', async () => {
    const slug = seedProducts[plainIndex]!.slug;
    await shop(a, 'products', 'stock', slug, '4');
    // Eight shoppers, four on each server, each wanting one of the last four at once.
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signUpAt(a.base, client())));
    const answers = await Promise.all(
      shoppers.map(({ token }, i) =>
        send(i % 2 === 0 ? a.base : b.base, 'POST', '/orders', {
          token,
          body: { products: { [productId(plainIndex)]: 1 }, shippingAddress: address },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(errorIn(refused)).toMatch(/Not enough stock/);
    // None left on either server: the catalogue and the next order agree.
    const served = await send(b.base, 'GET', `/products/${productId(plainIndex)}`);
    expect(bodyOf<ProductAsServedInput>(served).stock).toBe(0);
    const late = await send(b.base, 'POST', '/orders', {
      token: shoppers[0]!.token,
      body: { products: { [productId(plainIndex)]: 1 }, shippingAddress: address },
    });
    expect(late.status).toBe(409);
  });

  it('gives invoice serial numbers without gaps or repeats across both servers', async () => {
    const { token } = await signUpAt(a.base, client());
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const placed = await send(i % 2 === 0 ? a.base : b.base, 'POST', '/orders', { token, body: order });
      expect(placed.status).toBe(201);
      ids.push(bodyOf<OrderCreateResponse>(placed).id);
    }
    // All paid at once, half recorded through each server.
    await Promise.all(ids.map((id, i) => shop(i % 2 === 0 ? b : a, 'payments', 'mark-paid', id)));
    const serials = await Promise.all(
      ids.map(async (id, i) => {
        const res = await send(i % 2 === 0 ? a.base : b.base, 'GET', `/orders/${id}/invoice`, { token });
        expect(res.status).toBe(200);
        return orderTaxDocuments.parse(res.body).invoice.serial;
      }),
    );
    expect(new Set(serials).size).toBe(12);
    const numbers = serials.map((serial) => Number(serial.split('/')[2])).sort((x, y) => x - y);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  });
});
