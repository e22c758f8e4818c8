import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import * as tar from 'tar';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { countOf } from '../../src/domain/count.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { openPglite, pgliteOptions } from './client.ts';
import { load, max } from './orm.ts';
import { orders, products, users } from './schema.ts';

/**
 * Backups of the embedded database (`npm run shop -- backup` / `restore`): its folder as a gzipped
 * tar, streamed from the files while PGlite runs nothing else (inside a transaction: PGlite runs
 * every caller's statements under one lock, and it has no background processes), after a
 * checkpoint. The same as a copy of a stopped PostgreSQL's folder: it opens as it was, with every
 * committed order in it. On PostgreSQL, `pg_dump` does this job, and these functions are not used.
 */

export interface BackupSummary {
  products: number;
  orders: number;
  customers: number;
  /** When the newest order in it was placed; null with no orders. */
  newestOrder: Date | null;
}

/** A backup file the shop cannot restore: the message says why; nothing was changed. */
export class BackupError extends Error {}

/** Writes the backup of the PGlite folder `dir` to `file` (a new file, readable by its user only). */
export async function writeBackup(pglite: PGlite, dir: string, file: string): Promise<void> {
  await pglite.exec('CHECKPOINT');
  await pglite.transaction(() =>
    pipeline(
      tar.create({ gzip: true, cwd: dir, portable: true }, ['.']),
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    ),
  );
}

/**
 * The same file from a PGlite with no folder (in memory: the test harness), through PGlite's own
 * copy, which holds the whole database in memory on the way; restore reads either.
 */
export async function writeMemoryBackup(pglite: PGlite, file: string): Promise<void> {
  const copy = await pglite.dumpDataDir('gzip');
  await writeFile(file, new Uint8Array(await copy.arrayBuffer()), { flag: 'wx', mode: 0o600 });
}

/** The names in a tar, read from its 512-byte headers (name at 0, octal size at 124). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const field = (from: number, length: number) =>
      tar.toString('latin1', at + from, at + from + length).replace(/\0.*$/s, '');
    if (field(257, 5) !== 'ustar') break;
    names.push(field(0, 100));
    at += 512 + Math.ceil(parseInt(field(124, 12), 8) / 512) * 512;
  }
  return names;
}

/**
 * The file's own checks before PGlite sees it: PGlite throws on a broken gzip from a stream no one
 * can catch, which ends the process. A backup is a gzip of a tar with PG_VERSION at its top.
 */
function checkArchive(bytes: Uint8Array): void {
  let archive: Buffer;
  try {
    archive = gunzipSync(bytes);
  } catch (error) {
    throw new BackupError(`it is not a complete gzip file (${(error as Error).message})`);
  }
  // PGlite's own copy names '/PG_VERSION', a tar of the folder './PG_VERSION'.
  if (!tarNames(archive).some((name) => ['/PG_VERSION', './PG_VERSION', 'PG_VERSION'].includes(name))) {
    throw new BackupError('it is not a copy of a database folder made by npm run shop -- backup');
  }
}

async function summarise(client: PGlite): Promise<BackupSummary> {
  const { db } = await openPglite(client);
  const [newest] = await db.select({ at: max(orders.createdAt) }).from(orders);
  return {
    products: await db.$count(products),
    orders: await db.$count(orders),
    customers: await db.$count(users),
    newestOrder: newest?.at ?? null,
  };
}

/** Opens a backup in memory and reads what it holds; BackupError when it is not the shop's database. */
export async function readBackup(bytes: Uint8Array<ArrayBuffer>): Promise<BackupSummary> {
  checkArchive(bytes);
  const { PGlite } = load('@electric-sql/pglite') as typeof PgliteModule;
  let client: PGlite;
  try {
    client = new PGlite({ ...pgliteOptions(), loadDataDir: new Blob([bytes]) });
    await client.waitReady;
  } catch (error) {
    throw new BackupError(`the database in it does not open (${(error as Error).message})`);
  }
  try {
    return await summarise(client);
  } catch (error) {
    throw new BackupError(`it holds a database, but not the shop's (${(error as Error).message})`);
  } finally {
    await client.close();
  }
}

/**
 * Puts a backup in DATA_DIR/db. The caller holds DATA_DIR/db.lock. The folder it replaces is moved
 * aside, not deleted: its new name is returned (null when there was none).
 */
export async function restorePglite(
  dataDir: string,
  bytes: Uint8Array<ArrayBuffer>,
  now = new Date(),
): Promise<{ summary: BackupSummary; keptAs: string | null }> {
  const summary = await readBackup(bytes);
  const dir = resolve(dataDir, 'db');
  let keptAs: string | null = null;
  if (existsSync(resolve(dir, 'PG_VERSION'))) {
    // Named by the time in India: db-before-restore-2026-11-27-1710.
    const india = new Date(now.getTime() + 330 * 60_000).toISOString();
    keptAs = resolve(
      dataDir,
      `db-before-restore-${india.slice(0, 10)}-${india.slice(11, 16).replace(':', '')}`,
    );
    renameSync(dir, keptAs);
  } else {
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { PGlite } = load('@electric-sql/pglite') as typeof PgliteModule;
  try {
    const client = new PGlite(dir, { ...pgliteOptions(), loadDataDir: new Blob([bytes]) });
    try {
      // A backup from an older version of the shop is brought up to this version's tables.
      await (await openPglite(client)).migrate();
    } finally {
      await client.close();
    }
  } catch (error) {
    // The folder it replaced goes back where it was.
    rmSync(dir, { recursive: true, force: true });
    if (keptAs) renameSync(keptAs, dir);
    throw new BackupError(`it did not load (${(error as Error).message})`);
  }
  return { summary, keptAs };
}

/** '150 products, 12 orders (the newest placed 27 Nov 2026, 11:40 am), 1 customer'. */
export function describeBackup(s: BackupSummary): string {
  const newest = s.newestOrder ? ` (the newest placed ${formatOrderDate(s.newestOrder.toISOString())})` : '';
  return `${countOf(s.products, 'product')}, ${countOf(s.orders, 'order')}${newest}, ${countOf(s.customers, 'customer')}`;
}
