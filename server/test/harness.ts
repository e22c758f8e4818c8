import { writeMemoryBackup } from '../db/backup.ts';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { seedProducts } from '../catalogue/products.ts';
import { createApp } from '../app.ts';
import { openPglite, openPostgres, pgliteOptions, type Database } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { parseEnv, type Env } from '../env.ts';
import { memoryMailer } from '../lib/mail.ts';
import { createRateLimiter } from '../lib/rate-limit.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import { registerSupplier } from '../invoices/issue.ts';
import { newToken } from '../lib/tokens.ts';

export const storeConfigPath = fileURLToPath(new URL('../store.config.json', import.meta.url));

export const testEnvVars: Record<string, string> = {
  NODE_ENV: 'test',
  APP_URL: 'http://shop.test',
  SCRYPT_N: '1024',
  STORE_CONFIG: storeConfigPath,
  DIST_DIR: '/nonexistent-dist',
  PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
  PAYMENT_SANDBOX: '1',
  RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_PER_ACCOUNT: '1000',
  // The morning e-mail would join any drain after 8 am India time; its own test turns it on.
  OWNER_DIGEST_HOUR: 'off',
};

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * Starting PGlite runs initdb (seconds on a busy machine); loading a saved data folder takes a
 * fraction of that. The first test file saves a migrated, seeded folder; the others load it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(migrations, file)));
  }
  hash.update(JSON.stringify(seedProducts));
  const name = `shop-test-db-${hash.digest('hex').slice(0, 16)}.tar`;
  const path = join(tmpdir(), name);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  for (const stale of readdirSync(tmpdir()).filter(
    (f) => /^shop-test-db-[0-9a-f]{16}\.tar$/.test(f) && f !== name,
  )) {
    rmSync(join(tmpdir(), stale), { force: true });
  }
  const database = await openPglite(new PGlite(pgliteOptions()));
  await database.migrate();
  await seedIfEmpty(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
  await rename(temp, path);
  return dump;
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh database: PGlite in memory, or a new PostgreSQL database when TEST_DB=postgres. */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    return openPglite(new PGlite({ ...pgliteOptions(), loadDataDir: await pgliteTemplate() }));
  }
  const fresh = await freshPostgresUrl();
  const database = openPostgres(fresh.url);
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

export interface Harness {
  app: ReturnType<typeof createApp>;
  database: Database;
  env: Env;
  mailer: ReturnType<typeof memoryMailer>;
  /** The admin API's token (the owner's commands). */
  ownerToken: string;
  close(): Promise<void>;
}

/** A fresh app over a fresh, migrated and seeded database. Call close() in afterAll. */
export async function createHarness(overrides: Record<string, string> = {}): Promise<Harness> {
  const env = parseEnv({ ...testEnvVars, ...overrides });
  const database = await freshDatabase();
  await database.migrate();
  await seedIfEmpty(database.db);
  const mailer = memoryMailer();
  const limiter = createRateLimiter(database.db, {
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    perIp: env.RATE_LIMIT_PER_IP,
    perAccount: env.RATE_LIMIT_PER_ACCOUNT,
  });
  const ownerToken = newToken();
  const store = loadStoreConfig(env.STORE_CONFIG, env);
  await registerSupplier(database.db, store.gst);
  const app = createApp({
    db: database.db,
    env,
    store,
    mailer,
    limiter,
    ownerToken,
    ...(database.pglite ? { backup: (file: string) => writeMemoryBackup(database.pglite!, file) } : {}),
  });
  return { app, database, env, mailer, ownerToken, close: () => database.close() };
}
