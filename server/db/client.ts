import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type * as PgTrgm from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as PgliteDriver from 'drizzle-orm/pglite';
import type * as PgliteMigrator from 'drizzle-orm/pglite/migrator';
import type * as PostgresDriver from 'drizzle-orm/postgres-js';
import type * as PostgresMigrator from 'drizzle-orm/postgres-js/migrator';
import type Postgres from 'postgres';
import { acquireLock, type LockHolder } from './lock.ts';
import { load } from './orm.ts';
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

/**
 * PGlite's WebAssembly runs on V8's baseline compiler (Liftoff) alone, in every process that opens
 * it. By default V8 recompiles each hot function with its optimising compiler, and one of them,
 * PostgreSQL's SQL parser (`raw_parser`, which every query runs), takes 604 MB of compiler memory
 * for ~0.4 s: the server went from ~230 MB to ~730 MB at its first queries after each start, and a
 * command (`npm run shop`) waited at exit for compilations it never used. Baseline code alone: the
 * server peaks at ~210 MB at a start and idles at ~180; signed-in orders and cached answers as fast
 * as before; uncached searches 4-5 ms slower at 100,000 products (bench/README.md, "Memory", item 4).
 * These are `--liftoff-only`'s own settings, which Node takes only on its command line; they must be
 * set before a PGlite compiles its module, so every PGlite is made with pgliteOptions() below.
 */
const BASELINE_ONLY = '--no-wasm-tier-up --no-wasm-dynamic-tiering';

// The drivers come through require() with drizzle (see orm.ts), each only when it is used.
const pglite = () => {
  setFlagsFromString(BASELINE_ONLY);
  return load('@electric-sql/pglite') as typeof PgliteModule;
};

// PGlite's default shared_buffers (128 MB) is most of its memory, and every buffer counts as resident
// memory once PostgreSQL has set it up. A small shop's catalogue and orders fit in a few MB; what does
// not fit is read again from the files, which the operating system caches anyway.
// pg_trgm (search's typo tolerance, migration 0013) is one of PGlite's bundled extensions.
export const pgliteOptions = () => ({
  startParams: [...pglite().PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  extensions: {
    pg_trgm: (load('@electric-sql/pglite/contrib/pg_trgm') as typeof PgTrgm).pg_trgm,
  },
});

/**
 * PGlite stored under DATA_DIR/db, holding DATA_DIR/db.lock until close (DatabaseLockedError when
 * another process holds it), or PostgreSQL when a URL is given.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  as?: Pick<LockHolder, 'kind' | 'url'>;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const lock = await acquireLock(options.dataDir, options.as ?? { kind: 'cli' });
  try {
    const dir = resolve(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const database = await openPglite(new (pglite().PGlite)(dir, pgliteOptions()));
    return {
      ...database,
      close: () => database.close().finally(() => lock.release()),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const { drizzle } = load('drizzle-orm/pglite') as typeof PgliteDriver;
  const { migrate } = load('drizzle-orm/pglite/migrator') as typeof PgliteMigrator;
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string): Database {
  const postgres = load('postgres') as typeof Postgres;
  const { drizzle } = load('drizzle-orm/postgres-js') as typeof PostgresDriver;
  const { migrate } = load('drizzle-orm/postgres-js/migrator') as typeof PostgresMigrator;
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Several instances may start at once: one migrates while the others wait on the lock.
    migrate: async () => {
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(804401)`;
        await migrate(db, { migrationsFolder });
      } finally {
        await lock`select pg_advisory_unlock(804401)`;
        lock.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
