import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { placeOrder, signUp } from '../test/helpers.ts';
import {
  BackupError,
  describeBackup,
  readBackup,
  restorePglite,
  writeBackup,
  writeMemoryBackup,
} from './backup.ts';
import { openPglite, pgliteOptions } from './client.ts';
import { orders } from './schema.ts';

// PGlite's own folder copy; on PostgreSQL the owner uses pg_dump (server/cli/backup.ts says so).
describe.skipIf(process.env.TEST_DB === 'postgres')('backups of the embedded database', () => {
  let h: Harness;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    ({ token } = await signUp(h));
    dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let copies = 0;
  /** A backup file's bytes, made by `write` into the test's folder. */
  const made = async (write: (file: string) => Promise<void>) => {
    copies += 1;
    const file = join(dataDir, `copy-${copies}.tar.gz`);
    await write(file);
    const bytes = new Uint8Array(readFileSync(file));
    rmSync(file);
    return bytes;
  };
  const copy = () => made((file) => writeMemoryBackup(h.database.pglite!, file));
  const ordersIn = async (dir: string) => {
    const database = await openPglite(new PGlite(dir, pgliteOptions()));
    try {
      return (await database.db.select({ id: orders.id }).from(orders)).map((o) => o.id).sort();
    } finally {
      await database.close();
    }
  };

  it('holds every order placed before it, and restores into a folder that opens with them', async () => {
    const first = await placeOrder(h, token);
    const before = await copy();
    const summary = await readBackup(before);
    expect(summary).toMatchObject({ products: expect.any(Number), orders: 1, customers: 1 });
    expect(summary.products).toBeGreaterThan(100);
    expect(Date.now() - summary.newestOrder!.getTime()).toBeLessThan(60_000);

    const restored = await restorePglite(dataDir, before);
    expect(restored).toEqual({ summary, keptAs: null });
    expect(await ordersIn(join(dataDir, 'db'))).toEqual([first]);

    // A later backup put in its place: the folder it replaces is kept, whole, beside it.
    const second = await placeOrder(h, token);
    const later = await copy();
    const again = await restorePglite(dataDir, later, new Date('2026-11-27T11:40:00Z'));
    expect(again.summary.orders).toBe(2);
    expect(again.keptAs).toBe(join(dataDir, 'db-before-restore-2026-11-27-1710'));
    expect(await ordersIn(join(dataDir, 'db'))).toEqual([first, second].sort());
    expect(await ordersIn(again.keptAs!)).toEqual([first]);
  });

  it('copies a database folder, as the server does, into a file that restores with its orders', async () => {
    const dir = join(dataDir, 'db');
    const expected = await ordersIn(dir);
    const database = await openPglite(new PGlite(dir, pgliteOptions()));
    const file = join(dataDir, 'folder-copy.tar.gz');
    try {
      await writeBackup(database.pglite!, dir, file);
      // It holds addresses and password hashes: its owner's eyes only. It never overwrites.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await expect(writeBackup(database.pglite!, dir, file)).rejects.toThrow(/EEXIST/);
    } finally {
      await database.close();
    }
    const bytes = new Uint8Array(readFileSync(file));
    rmSync(file);
    expect((await readBackup(bytes)).orders).toBe(expected.length);
    const elsewhere = mkdtempSync(join(tmpdir(), 'shop-restore-'));
    try {
      await restorePglite(elsewhere, bytes);
      expect(await ordersIn(join(elsewhere, 'db'))).toEqual(expected);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses what is not a backup of the shop, and leaves the database as it was', async () => {
    const good = await copy();
    // A PostgreSQL folder without the shop's orders (a new PGlite would run initdb: slow here).
    const other = new PGlite({ ...pgliteOptions(), loadDataDir: new Blob([good]) });
    await other.exec('drop table orders cascade');
    const otherDatabase = await made((file) => writeMemoryBackup(other, file));
    await other.close();
    const cases: [string, Uint8Array<ArrayBuffer>, RegExp][] = [
      ['an empty file', new Uint8Array(0), /^it is not a complete gzip file/],
      [
        'a text file',
        new TextEncoder().encode('orders,total\nORD-1,399\n'),
        /^it is not a complete gzip file/,
      ],
      ['a cut-off backup', good.slice(0, good.byteLength >> 1), /^it is not a complete gzip file/],
      [
        'a gzip of something else',
        new Uint8Array(gzipSync('x'.repeat(5000))),
        /^it is not a copy of a database/,
      ],
      ['another database', otherDatabase, /^it holds a database, but not the shop's/],
    ];
    const entries = readdirSync(dataDir).sort();
    const kept = await ordersIn(join(dataDir, 'db'));
    for (const [what, bytes, message] of cases) {
      const error = await restorePglite(dataDir, bytes).catch((e: unknown) => e);
      expect(error, what).toBeInstanceOf(BackupError);
      expect((error as Error).message, what).toMatch(message);
    }
    expect(readdirSync(dataDir).sort()).toEqual(entries);
    expect(await ordersIn(join(dataDir, 'db'))).toEqual(kept);
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('says what a backup holds in words', () => {
    const at = new Date('2026-11-27T06:10:00Z');
    expect(describeBackup({ products: 1450, orders: 12, customers: 1, newestOrder: at })).toBe(
      '1,450 products, 12 orders (the newest placed 27 Nov 2026, 11:40 am), 1 customer',
    );
    expect(describeBackup({ products: 1, orders: 0, customers: 0, newestOrder: null })).toBe(
      '1 product, 0 orders, 0 customers',
    );
  });
});
