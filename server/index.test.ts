import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../src/contract/order.ts';
import { productList } from '../src/contract/product.ts';
import { freshPostgresUrl } from './test/harness.ts';
import { address } from './test/helpers.ts';
import { startServer } from './test/process.ts';

let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
  env = { DATA_DIR: dataDir };
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgresUrl();
    env.DATABASE_URL = fresh.url;
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose body arrives in two parts; `finish()` sends the second. */
function slowRequest(port: number, path: string, body: string) {
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 5));
  return { answer, finish: () => req.end(body.slice(5)) };
}

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('the server process', () => {
  it(
    'keeps accounts and orders across a SIGTERM and a restart on the same data folder',
    { timeout: 120_000 },
    async () => {
      const first = await startServer(env);
      const email = `restart.${Date.now()}@example.in`;
      let orderId: string;
      try {
        const { body: list } = await json(await fetch(`${first.base}/api/v1/products?limit=1`));
        const productId = productList.parse(list).products[0]!.id;
        const post = (path: string, body: unknown, token?: string) =>
          fetch(`${first.base}/api/v1${path}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
          });
        expect(
          (
            await post('/users/register', {
              email,
              password: 'secret123',
              firstName: 'Asha',
              lastName: 'Verma',
            })
          ).status,
        ).toBe(201);
        const { body: login } = await json(await post('/users/authorize', { email, password: 'secret123' }));
        const created = await json(
          await post('/orders', { products: { [productId]: 2 }, shippingAddress: address }, login.token),
        );
        expect(created.status).toBe(201);
        orderId = created.body.id;

        // A request still arriving when SIGTERM comes is finished before the process exits.
        const late = slowRequest(first.port, '/api/v1/users/forgot-password', JSON.stringify({ email }));
        await new Promise((r) => setTimeout(r, 500));
        const exit = first.stop('SIGTERM');
        await new Promise((r) => setTimeout(r, 200));
        late.finish();
        expect(await late.answer).toMatchObject({ status: 200 });
        expect(await exit).toBe(0);
      } finally {
        first.child.kill('SIGKILL');
      }
      expect(first.output()).toContain('[server] stopped');

      const second = await startServer(env);
      try {
        expect(second.output()).not.toContain('seeded');
        const login = await fetch(`${second.base}/api/v1/users/authorize`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'secret123' }),
        });
        const { token } = (await login.json()) as { token: string };
        const orders = await fetch(`${second.base}/api/v1/orders`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const listed = orderList.parse(await orders.json());
        expect(listed.map((o) => o.id)).toEqual([orderId!]);
        expect(listed[0]!.items[0]!.quantity).toBe(2);
        expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
      } finally {
        expect(await second.stop('SIGINT')).toBe(0);
      }
    },
  );
});
