import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdFromSlug } from './db/product-id.ts';
import { ON_POSTGRES } from './cli/backup.ts';
import { freshPostgresUrl } from './test/harness.ts';
import type { OrderCreateResponse } from '../src/contract/order.ts';
import { address, bodyOf, productId } from './test/helpers.ts';
import { runEntry, startServer, type Running } from './test/process.ts';
import { send, signUpAt } from './test/remote.ts';

let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-cli-'));
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

const shop = (...args: string[]) => runEntry('server/cli.ts', args, env);
const postgres = process.env.TEST_DB === 'postgres';
const HEADER =
  'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors';

describe('npm run shop (the process)', () => {
  it('prints the help', async () => {
    const { code, stdout } = await shop('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('orders set-status <orderId> <0-4>');
    expect(stdout).toContain('products import <file.csv>');
  });

  it('imports products into the data folder and lists orders there', { timeout: 90_000 }, async () => {
    const csv = join(dataDir, 'new.csv');
    writeFileSync(
      csv,
      `${HEADER}\n4819,18,jute-bag,Jute Shopping Bag,,Packaging & Shipping Products,Paper Bags,120,99,yes,,Natural\n`,
    );
    const imported = await shop('products', 'import', csv);
    expect(imported.stderr).toBe('');
    expect(imported).toMatchObject({ code: 0, stdout: 'Imported 1 product(s): 1 new, 0 updated.\n' });
    const listed = await shop('orders', 'list');
    expect(listed).toMatchObject({ code: 0, stdout: 'No orders.\n' });
    // With no server running it opened the folder itself, and let go of it.
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  });

  it(
    'writes what a command prints to the file --out names, and nothing of npm’s',
    { timeout: 90_000 },
    async () => {
      const out = join(dataDir, 'catalogue.csv');
      const written = await shop('products', 'export', '--out', out);
      expect(written.stderr).toBe('');
      const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean);
      expect(written).toMatchObject({ code: 0, stdout: `Wrote ${lines.length} line(s) to ${out}.\n` });
      expect(lines[0]).toMatch(/^slug,title,description,/);
      expect(lines.some((l) => l.startsWith('jute-bag,Jute Shopping Bag,'))).toBe(true);
      expect(await shop('products', 'export', '--out')).toMatchObject({
        code: 1,
        stderr: 'shop: --out needs a file name, e.g. --out products.csv\n',
      });
    },
  );

  it('exits with code 1 and says what is wrong for a bad command', { timeout: 90_000 }, async () => {
    const { code, stderr } = await shop('orders', 'set-status', 'ORD-ZZZZZZZZ', '7');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^shop: /);
  });
});

let backedUpOrder = '';
let laterOrder = '';

describe('npm run shop while the shop is running', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer(env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function placeOrderAtServer() {
    const { token } = await signUpAt(server.base);
    const created = await send(server.base, 'POST', '/orders', {
      token,
      body: { products: { [productId(0)]: 1 }, shippingAddress: address },
    });
    expect(created.status).toBe(201);
    return { token, id: bodyOf<OrderCreateResponse>(created).id };
  }

  it('lists an order placed through the server and marks it paid, as the server then reports', async () => {
    const { token, id } = await placeOrderAtServer();
    const listed = await shop('orders', 'list', '--status', '0');
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain(`${id}  Pending`);

    const paid = await shop('payments', 'mark-paid', id);
    expect(paid).toMatchObject({ code: 0, stderr: '' });
    expect(paid.stdout).toMatch(new RegExp(`^${id}: paid ₹[\\d,.]+; now Processing\\n$`));
    const mine = await send(server.base, 'GET', '/orders', { token });
    expect(mine.body).toContainEqual(expect.objectContaining({ id, status: 1 }));

    // Its packing slip: made by the server that holds the database (or here, on PostgreSQL), and
    // written where the command runs.
    const file = join(dataDir, 'slips.pdf');
    expect(await shop('orders', 'slips', file, id)).toMatchObject({
      code: 0,
      stdout: `Wrote 1 packing slip(s) to ${file}: ${id}\n`,
    });
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    const again = await shop('payments', 'mark-paid', id);
    expect(again).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `shop: ${id} is Processing, not Pending; nothing changed\n`,
    });
  });

  it('imports a CSV file the command reads and sends along', async () => {
    const csv = join(dataDir, 'live.csv');
    writeFileSync(
      csv,
      `${HEADER}\n4819,18,live-jute-bag,Live Jute Bag,,Packaging & Shipping Products,Paper Bags,150,,no,,\n`,
    );
    expect(await shop('products', 'import', csv)).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'Imported 1 product(s): 1 new, 0 updated.\n',
    });
    const product = await send(server.base, 'GET', `/products/${productIdFromSlug('live-jute-bag')}`);
    expect(product.body).toMatchObject({ title: 'Live Jute Bag' });
  });

  it('sends a photo made ready here, and the shop serves it at each width', async () => {
    const photo = join(dataDir, 'shelf.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b98a5a' } })
      .jpeg()
      .toFile(photo);
    expect(await shop('products', 'photos', 'live-jute-bag', photo)).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'Live Jute Bag (live-jute-bag): 1 photo (shelf.jpg 800×600), shown in this order\n',
    });
    // On PostgreSQL the command wrote to the database itself: the server's answer catches up once
    // its cached one (CATALOGUE_CACHE_SECONDS, 5 s) is over.
    const imageOf = async () => {
      const product = await send(server.base, 'GET', `/products/${productIdFromSlug('live-jute-bag')}`);
      return bodyOf<{ images: { url: string; srcSet?: string }[] }>(product).images[0];
    };
    await expect
      .poll(async () => (await imageOf())?.srcSet, { timeout: 15_000, interval: 500 })
      .toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-800\.webp 800w$/);
    const image = await imageOf();
    const file = await fetch(`${server.base}${new URL(image!.url).pathname}`);
    expect(file.status).toBe(200);
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
    });
  });

  it.skipIf(postgres)(
    'backs up the running shop through it, keeps the file private, and will not restore under it',
    async () => {
      const { id } = await placeOrderAtServer();
      const file = join(dataDir, 'shop-backup.tar.gz');
      const made = await shop('backup', file);
      expect(made).toMatchObject({ code: 0, stderr: '' });
      expect(made.stdout).toMatch(
        new RegExp(
          `^Backed up ${join(dataDir, 'db')} to ${file} \\([\\d.]+ MB\\): [\\d,]+ products, \\d+ orders \\(the newest placed .+\\), \\d+ customers\\.\n`,
        ),
      );
      expect(made.stdout).toContain(
        `To restore it, stop the shop and run: npm run shop -- restore ${file}\n`,
      );
      expect(statSync(file).mode & 0o777).toBe(0o600);
      backedUpOrder = id;

      const again = await shop('backup', file);
      expect(again).toMatchObject({
        code: 1,
        stderr: `shop: ${file} exists already: name a new file, so that no earlier backup is overwritten\n`,
      });
      const refused = await shop('restore', file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `shop: the shop server (pid ${server.child.pid}, ${server.base}) has ${join(dataDir, 'db')} open: stop it first, then restore; nothing was changed\n`,
      );
      // An order placed after the backup, which the restore below takes away again.
      laterOrder = (await placeOrderAtServer()).id;
    },
  );

  it.runIf(postgres)('names pg_dump for a backup on PostgreSQL', async () => {
    expect(await shop('backup', join(dataDir, 'x.tar.gz'))).toMatchObject({
      code: 1,
      stderr: `shop: ${ON_POSTGRES}\n`,
    });
  });

  // On PostgreSQL the command opens the database itself, as the server does.
  it.skipIf(postgres)('goes through the admin API with the owner token, and only with it', async () => {
    const wrong = await runEntry('server/cli.ts', ['orders', 'list'], {
      ...env,
      OWNER_TOKEN: 'w'.repeat(43),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      `shop: the shop server at ${server.base} refused the owner token: set OWNER_TOKEN to the server's, or unset it to use ${join(dataDir, 'owner-token')}\n`,
    );
    const lock = JSON.parse(readFileSync(join(dataDir, 'db.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: server.child.pid, kind: 'server', url: server.base });
  });
});

describe.skipIf(postgres)('npm run shop -- restore, with the shop stopped', () => {
  it('puts the backup in place and keeps the database it replaced', { timeout: 90_000 }, async () => {
    expect(backedUpOrder).not.toBe('');
    const restored = await shop('restore', join(dataDir, 'shop-backup.tar.gz'));
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('db-before-restore-'));
    expect(kept).toHaveLength(1);
    expect(restored.stdout).toMatch(/^Restored .+shop-backup\.tar\.gz into .+: [\d,]+ products, \d+ orders/);
    expect(restored.stdout).toContain(
      `The database it replaced is kept in ${join(dataDir, kept[0]!)}; delete it once the shop runs as it should.\n`,
    );
    const listed = await shop('orders', 'list');
    expect(listed.stdout).toContain(backedUpOrder);
    expect(listed.stdout).not.toContain(laterOrder);
  });
});
