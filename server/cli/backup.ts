import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BackupError, describeBackup, readBackup, restorePglite, writeBackup } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { acquireLock, DatabaseLockedError } from '../db/lock.ts';
import { hasPgliteDatabase } from '../db/prepare.ts';
import type { Env } from '../env.ts';
import { BACKUP_PATH } from '../routes/admin/contract.ts';
import { askServer, refusal } from './remote.ts';
import { UsageError } from './usage-error.ts';

/** `npm run shop -- backup FILE` and `restore FILE`: the embedded database as one file, and back. */

type Settings = Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'OWNER_TOKEN'>;
interface Output {
  out(line: string): void;
}

export const ON_POSTGRES =
  'the shop\'s database is PostgreSQL (DATABASE_URL): back it up with pg_dump (pg_dump --format=custom --file=shop.dump "$DATABASE_URL") and restore it with pg_restore';

function fileArgument(args: string[], command: 'backup' | 'restore'): string {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new UsageError(`usage: npm run shop -- ${command} <file.tar.gz>`);
  return file;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The database's copy: from the server that holds the folder, or taken here when none does. */
async function takeCopy(env: Settings): Promise<Uint8Array<ArrayBuffer>> {
  let database;
  try {
    database = await openDatabase({ dataDir: env.DATA_DIR, as: { kind: 'cli' } });
  } catch (error) {
    const server = error instanceof DatabaseLockedError ? error.holder : null;
    if (server?.kind !== 'server' || !server.url) throw error;
    const owner = { ownerToken: env.OWNER_TOKEN, dataDir: env.DATA_DIR };
    const res = await askServer({ pid: server.pid, url: server.url }, owner, BACKUP_PATH, { method: 'GET' });
    if (!res.ok) throw await refusal({ pid: server.pid, url: server.url }, res);
    return new Uint8Array(await res.arrayBuffer());
  }
  const file = join(tmpdir(), `shop-backup-${randomUUID()}.tar.gz`);
  try {
    await writeBackup(database.pglite!, resolve(env.DATA_DIR, 'db'), file);
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(file, { force: true });
    await database.close();
  }
}

export async function backupCommand(env: Settings, io: Output, args: string[]): Promise<void> {
  const file = fileArgument(args, 'backup');
  if (env.DATABASE_URL) throw new UsageError(ON_POSTGRES);
  const dir = resolve(env.DATA_DIR, 'db');
  if (!hasPgliteDatabase(env.DATA_DIR)) throw new UsageError(`there is no database in ${dir} to back up`);
  if (existsSync(file)) {
    throw new UsageError(`${file} exists already: name a new file, so that no earlier backup is overwritten`);
  }
  const bytes = await takeCopy(env);
  // Read back before it is written: a backup that would not restore is no backup.
  const summary = await readBackup(bytes).catch((error: unknown) => {
    if (!(error instanceof BackupError)) throw error;
    throw new UsageError(`the copy of ${dir} does not open (${error.message}); nothing was written`);
  });
  // It holds every customer's address and password hash: readable by this user only.
  await writeFile(file, bytes, { flag: 'wx', mode: 0o600 }).catch((error: Error) => {
    throw new UsageError(`cannot write ${file}: ${error.message}`);
  });
  io.out(`Backed up ${dir} to ${file} (${megabytes(bytes.byteLength)}): ${describeBackup(summary)}.`);
  io.out(`To restore it, stop the shop and run: npm run shop -- restore ${file}`);
}

export async function restoreCommand(env: Settings, io: Output, args: string[]): Promise<void> {
  const file = fileArgument(args, 'restore');
  if (env.DATABASE_URL) throw new UsageError(ON_POSTGRES);
  const bytes = await readFile(file).catch((error: Error) => {
    throw new UsageError(`cannot read ${file}: ${error.message}`);
  });
  const dir = resolve(env.DATA_DIR, 'db');
  const lock = await acquireLock(env.DATA_DIR, { kind: 'cli' }).catch((error: unknown) => {
    const holder = error instanceof DatabaseLockedError ? error.holder : null;
    if (holder?.kind !== 'server') throw error;
    throw new UsageError(
      `the shop server (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ''}) has ${dir} open: stop it first, then restore; nothing was changed`,
    );
  });
  try {
    const { summary, keptAs } = await restorePglite(env.DATA_DIR, new Uint8Array(bytes));
    io.out(`Restored ${file} into ${dir}: ${describeBackup(summary)}.`);
    if (keptAs)
      io.out(`The database it replaced is kept in ${keptAs}; delete it once the shop runs as it should.`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    throw new UsageError(`${file} cannot be restored: ${error.message}; nothing was changed`);
  } finally {
    lock.release();
  }
}
