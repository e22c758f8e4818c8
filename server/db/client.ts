import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, when it is PGlite. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// PGlite's default shared_buffers (128 MB) is most of its memory; a small shop needs far less.
export const pgliteOptions = () => ({
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
});

/** PGlite stored under DATA_DIR/db, or PostgreSQL when a URL is given. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = resolve(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir, pgliteOptions()));
}

export async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string): Database {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Several instances may start at once: one migrates while the others wait on the lock.
    migrate: async () => {
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(804401)`;
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lock`select pg_advisory_unlock(804401)`;
        lock.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
