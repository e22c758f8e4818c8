import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { memoryMailer } from '../../lib/mail.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call, ordersOf, placeOrder, signUp } from '../../test/helpers.ts';
import { adminMessages } from './admin.ts';
import { readBackup } from '../../db/backup.ts';
import { ON_POSTGRES } from '../../cli/backup.ts';
import { COMMANDS_PATH, type CommandRequest } from './contract.ts';

let h: Harness;
let shopper: string;
beforeAll(async () => {
  // A low per-address limit, to show that shoppers using theirs up do not lock the owner out.
  h = await createHarness({ BODY_LIMIT_BYTES: '4096', RATE_LIMIT_PER_IP: '3' });
  ({ token: shopper } = await signUp(h));
});
afterAll(() => h.close());

const command = (json: CommandRequest, token: string | null = h.ownerToken) =>
  apiClient(h, token ?? undefined).admin.commands.$post({ json });

const HEADER =
  'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors';

describe('POST /api/v1/admin/commands', () => {
  it('runs an owner command with the owner token', async () => {
    const id = await placeOrder(h, shopper);
    const listed = await command({ argv: ['orders', 'list'] });
    expect(listed.status).toBe(200);
    const { code, output } = await listed.json();
    expect(code).toBe(0);
    expect(output).toContainEqual(expect.stringMatching(new RegExp(`^${id}  Pending`)));
    expect(listed.headers.get('cache-control')).toBe('no-store');

    const paid = await command({ argv: ['payments', 'mark-paid', id] });
    expect(await paid.json()).toEqual({ output: [expect.stringContaining(`${id}: paid`)], code: 0 });
    expect(await ordersOf(h, shopper)).toContainEqual(expect.objectContaining({ id, status: 1 }));

    // A command that makes a file answers it, for the CLI to write where the owner runs it.
    const slips = await (await command({ argv: ['orders', 'slips', 'slips.pdf', id] })).json();
    expect(slips).toMatchObject({ code: 0, output: [`Wrote 1 packing slip(s) to slips.pdf: ${id}`] });
    const [file, ...more] = 'files' in slips ? (slips.files ?? []) : [];
    expect(more).toEqual([]);
    expect(file?.name).toBe('slips.pdf');
    expect(Buffer.from(file!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers code 1 and the message for what the owner typed wrong', async () => {
    const res = await command({ argv: ['orders', 'set-status', 'ORD-ZZZZZZZZ', '1'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ output: [], error: 'no order ORD-ZZZZZZZZ', code: 1 });
    const unsent = await command({ argv: ['products', 'import', '/etc/passwd'] });
    expect(await unsent.json()).toMatchObject({ code: 1, error: 'cannot read /etc/passwd: it was not sent' });
  });

  it('imports the CSV text the CLI sends, larger than a shopper may send', async () => {
    const rows = Array.from(
      { length: 40 },
      (_, i) =>
        `4819,18,admin-bag-${i},Admin Paper Bag ${i},${'x'.repeat(100)},Packaging,Paper Bags,120,,no,,`,
    );
    const csv = [HEADER, ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(4096);
    const res = await command({ argv: ['products', 'import', 'bags.csv'], files: { 'bags.csv': csv } });
    expect(await res.json()).toEqual({ output: ['Imported 40 product(s): 40 new, 0 updated.'], code: 0 });
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'x'.repeat(43)],
  ])('refuses %s with 401', async (_, token) => {
    const res = await command({ argv: ['orders', 'list'] }, token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: adminMessages.badToken });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['X-Forwarded-For', 'Forwarded', 'X-Real-IP'])(
    'refuses a request that came through a proxy (%s), even with the owner token',
    async (header) => {
      const res = await call(h, 'POST', COMMANDS_PATH, {
        body: { argv: ['orders', 'list'] },
        token: h.ownerToken,
        headers: { [header]: '203.0.113.7' },
      });
      expect(res).toMatchObject({ status: 403, body: { error: adminMessages.proxied } });
      const backup = await call(h, 'GET', '/api/v1/admin/backup', {
        token: h.ownerToken,
        headers: { [header]: '203.0.113.7' },
      });
      expect(backup.status).toBe(403);
    },
  );

  it("refuses a shopper's session token", async () => {
    const res = await command({ argv: ['orders', 'list'] }, shopper);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: adminMessages.badToken });
  });

  it('refuses a wrong token before reading the body, whatever its size', async () => {
    const res = await call(h, 'POST', COMMANDS_PATH, { raw: 'x'.repeat(10_000), token: 'y'.repeat(43) });
    expect(res.status).toBe(401);
  });

  it.each([
    ['{', 'The request body must be valid JSON'],
    ['{}', 'argv: Invalid input: expected array, received undefined'],
    ['{"argv":[]}', 'argv: give a command'],
    ['{"argv":["orders",1]}', 'argv.1: Invalid input: expected string, received number'],
    ['{"argv":["orders"],"files":{"a":1}}', 'files.a: Invalid input: expected string, received number'],
  ])('answers 400 to the body %s', async (raw, error) => {
    const res = await call(h, 'POST', COMMANDS_PATH, {
      raw,
      token: h.ownerToken,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('still answers the owner after shoppers used up their attempts', async () => {
    const wrong = { email: 'nobody@example.in', password: 'wrong-password' };
    const attempts = [];
    for (let i = 0; i < 4; i += 1) attempts.push(await apiClient(h).users.authorize.$post({ json: wrong }));
    expect(attempts.at(-1)!.status).toBe(429);
    expect((await (await command({ argv: ['orders', 'list'] })).json()).code).toBe(0);
  });
});

describe('GET /api/v1/admin/backup', () => {
  const backup = (token: string | null = h.ownerToken) =>
    apiClient(h, token ?? undefined).admin.backup.$get();

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'answers the database as one file that opens with the orders placed',
    async () => {
      const id = await placeOrder(h, shopper);
      const res = await backup();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/gzip');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const summary = await readBackup(new Uint8Array(await res.arrayBuffer()));
      expect(summary.orders).toBe((await ordersOf(h, shopper)).length);
      expect((await ordersOf(h, shopper)).map((o) => o.id)).toContain(id);
    },
  );

  it.skipIf(process.env.TEST_DB !== 'postgres')('on PostgreSQL, names pg_dump instead', async () => {
    const res = await backup();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ON_POSTGRES });
  });

  it.each([
    ['no token', null],
    ["a shopper's token", 'shopper'],
  ])('refuses %s with 401', async (_, token) => {
    const res = await backup(token === 'shopper' ? shopper : token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: adminMessages.badToken });
  });
});

describe('without an owner token', () => {
  it('the admin API is off', async () => {
    const app = createApp({
      db: h.database.db,
      env: h.env,
      store: loadStoreConfig(h.env.STORE_CONFIG),
      mailer: memoryMailer(),
      limiter: { check: async () => {} },
    });
    const res = await app.request(`http://shop.test${COMMANDS_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.ownerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ argv: ['orders', 'list'] }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: adminMessages.off });
  });
});
