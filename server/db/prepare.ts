import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';
import { INHERITED_LOCK_ENV } from './lock.ts';
import { seedIfEmpty } from './seed.ts';
import { assignMissingSkus } from '../catalogue/skus.ts';
import { settleCatalogue } from './settle.ts';

/** Applies the migrations and seeds the catalogue when it is empty; answers how many were seeded. */
export async function prepareDatabase(database: { db: Db; migrate(): Promise<void> }): Promise<number> {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  // Products from before SKUs (migration 0019), or added by a path that does not give one.
  if ((await assignMissingSkus(database.db)) > 0) await settleCatalogue(database.db);
  if (seeded > 0) console.info(`[db] first start: seeded ${seeded} products`);
  return seeded;
}

export const hasPgliteDatabase = (dataDir: string) => existsSync(resolve(dataDir, 'db', 'PG_VERSION'));

/**
 * Creates, migrates and seeds the PGlite database in a child process (`prepare-main.ts`). Creating
 * it runs initdb, which leaves ~150 MB in the process that ran it (WebAssembly memory and freed
 * malloc arenas are not handed back); the child exits and takes that with it.
 */
export function preparePgliteInChild(dataDir: string): Promise<void> {
  const entry = fileURLToPath(new URL('./prepare-main.ts', import.meta.url));
  const child = spawn(process.execPath, [entry], {
    // The caller holds DATA_DIR/db.lock while the child works in the folder: the child may open it.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', [INHERITED_LOCK_ENV]: String(process.pid) },
    stdio: 'inherit',
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`creating the database failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
