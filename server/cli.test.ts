import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from './test/harness.ts';
import { runEntry } from './test/process.ts';

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
      'slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors\n' +
        'jute-bag,Jute Shopping Bag,,Packaging & Shipping Products,Paper Bags,120,99,yes,,Natural\n',
    );
    const imported = await shop('products', 'import', csv);
    expect(imported.stderr).toBe('');
    expect(imported).toMatchObject({ code: 0, stdout: 'Imported 1 product(s): 1 new, 0 updated.\n' });
    const listed = await shop('orders', 'list');
    expect(listed).toMatchObject({ code: 0, stdout: 'No orders.\n' });
  });

  it('exits with code 1 and says what is wrong for a bad command', { timeout: 90_000 }, async () => {
    const { code, stderr } = await shop('orders', 'set-status', 'ORD-ZZZZZZZZ', '7');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^shop: /);
  });
});
