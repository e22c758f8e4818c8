import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../src/contract/order.ts';
import { orderTaxDocuments } from '../src/contract/invoice.ts';
import { productList } from '../src/contract/product.ts';
import { freshPostgresUrl } from './test/harness.ts';
import { address } from './test/helpers.ts';
import { runEntry, startServer } from './test/process.ts';

let root: string;
let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-data-'));
  // Not there yet: the server makes it.
  dataDir = join(root, 'data');
  env = { DATA_DIR: dataDir };
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgresUrl();
    env.DATABASE_URL = fresh.url;
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(root, { recursive: true, force: true });
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

/** The local port of the connection a GET /healthz went over, once its answer is read. */
function connectionOf(port: number, agent: Agent) {
  return new Promise<number | undefined>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket?.localPort));
    });
    req.on('error', reject);
    req.end();
  });
}

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

/** The owner's `payments mark-paid`, through the running server's admin API. */
async function markPaid(base: string, orderId: string) {
  const ownerToken = readFileSync(join(dataDir, 'owner-token'), 'utf8').trim();
  const res = await fetch(`${base}/api/v1/admin/commands`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ argv: ['payments', 'mark-paid', orderId] }),
  });
  return (await res.json()) as { code: number };
}

const invoiceOf = async (base: string, orderId: string, token: string) =>
  orderTaxDocuments.parse(
    await (
      await fetch(`${base}/api/v1/orders/${orderId}/invoice`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json(),
  ).invoice;

describe('the server process', () => {
  it(
    'keeps accounts, orders and the invoice series across a SIGTERM and a restart on the same data folder',
    { timeout: 120_000 },
    async () => {
      const first = await startServer(env);
      const email = `restart.${Date.now()}@example.in`;
      let orderId: string;
      let firstSerial = '';
      let token = '';
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
        // Paid: its tax invoice is issued (the owner records the payment through the admin API).
        expect((await markPaid(first.base, orderId)).code).toBe(0);
        firstSerial = (await invoiceOf(first.base, orderId, login.token)).serial;
        token = login.token;

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
        ({ token } = (await login.json()) as { token: string });
        const orders = await fetch(`${second.base}/api/v1/orders`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const listed = orderList.parse(await orders.json());
        expect(listed.map((o) => o.id)).toEqual([orderId!]);
        expect(listed[0]!.items[0]!.quantity).toBe(2);
        expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
        // A connection left idle 7 s, past Node's default (5 s and a second's grace), is still open.
        const agent = new Agent({ keepAlive: true });
        const opened = await connectionOf(second.port, agent);
        await new Promise((r) => setTimeout(r, 7_000));
        const later = await connectionOf(second.port, agent);
        agent.destroy();
        expect(later).toBe(opened);
        // The next invoice follows the last one issued before the restart, in the same series.
        const { body: list } = await json(await fetch(`${second.base}/api/v1/products?limit=1`));
        const again = await fetch(`${second.base}/api/v1/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            products: { [productList.parse(list).products[0]!.id]: 1 },
            shippingAddress: address,
          }),
        });
        const next = ((await again.json()) as { id: string }).id;
        expect((await markPaid(second.base, next)).code).toBe(0);
        const serial = (await invoiceOf(second.base, next, token)).serial;
        const [series, year, number] = firstSerial.split('/');
        expect(serial).toBe(`${series}/${year}/${String(Number(number) + 1).padStart(6, '0')}`);
      } finally {
        expect(await second.stop('SIGINT')).toBe(0);
      }
    },
  );
});

const pglite = process.env.TEST_DB !== 'postgres';
const mode = (path: string) => statSync(path).mode & 0o777;

describe('the data folder', () => {
  it('is private to the user running the shop: folders 0700, the owner token 0600', () => {
    // The first test made them: the database, a password-reset mail in the outbox, the token.
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'outbox'))).toBe(0o700);
    expect(mode(join(dataDir, 'owner-token'))).toBe(0o600);
    if (pglite) expect(mode(join(dataDir, 'db'))).toBe(0o700);
  });
});

describe.skipIf(!pglite)('one writer per PGlite folder', () => {
  const startAnother = () => runEntry('server/index.ts', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
  const lockFile = () => join(dataDir, 'db.lock');

  it(
    'stops a second server on the same DATA_DIR at once, naming the first',
    { timeout: 60_000 },
    async () => {
      const first = await startServer(env);
      try {
        const second = await startAnother();
        expect(second.code).toBe(1);
        expect(second.stderr).toContain(
          `The database in ${join(dataDir, 'db')} is in use by the shop server (pid ${first.child.pid}, ${first.base}). Stop it first, or run owner commands while it runs: they go through it.`,
        );
        expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
      } finally {
        expect(await first.stop()).toBe(0);
      }
    },
  );

  it('refuses to start while an owner command holds the folder', { timeout: 60_000 }, async () => {
    const command = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFile(), JSON.stringify({ pid: command.pid, kind: 'cli', startedAt: new Date() }));
      const refused = await startAnother();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by an owner command (npm run shop, pid ${command.pid})`);
    } finally {
      command.kill();
    }
  });

  it('takes over the lock of a server that crashed', { timeout: 60_000 }, async () => {
    const crashed = await startServer(env);
    expect(await crashed.stop('SIGKILL')).toBeNull();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: crashed.child.pid });
    const next = await startServer(env);
    expect(await next.stop()).toBe(0);
  });
});
