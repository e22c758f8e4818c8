import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PGlite takes no lock of its own, and two processes writing one data folder corrupt it. Whoever
 * opens DATA_DIR/db first holds DATA_DIR/db.lock until it exits; a lock whose process has died
 * (a crash) is taken over.
 */
export interface LockHolder {
  pid: number;
  kind: 'server' | 'cli';
  /** Where a server listens: the owner's commands go there while it runs. */
  url?: string;
  startedAt: string;
}

export interface DataLock {
  release(): void;
}

/** Names the holder's pid to a child it starts on purpose (the first start's database preparation). */
export const INHERITED_LOCK_ENV = 'SHOP_DB_LOCK_PID';

export const lockPath = (dataDir: string) => resolve(dataDir, 'db.lock');

export function lockedMessage(dbDir: string, holder: LockHolder | null): string {
  const start = `The database in ${dbDir} is`;
  if (!holder) return `${start} being opened by another process. Try again in a moment.`;
  if (holder.kind === 'server') {
    const where = holder.url ? `, ${holder.url}` : '';
    return `${start} in use by the shop server (pid ${holder.pid}${where}). Stop it first, or run owner commands while it runs: they go through it.`;
  }
  return `${start} in use by an owner command (npm run shop, pid ${holder.pid}). Wait for it to finish, then try again.`;
}

export class DatabaseLockedError extends Error {
  readonly holder: LockHolder | null;
  constructor(dataDir: string, holder: LockHolder | null) {
    super(lockedMessage(resolve(dataDir, 'db'), holder));
    this.holder = holder;
  }
}

// A lock file is written just after it is created; an unreadable one this young may be mid-write.
const YOUNG_MS = 2_000;
const ATTEMPTS = 80;

const held = new Map<string, { text: string; count: number }>();
const errorCode = (e: unknown) => (e as NodeJS.ErrnoException).code;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    const pid = value.pid ?? 0;
    if (!Number.isInteger(pid) || pid <= 0 || (value.kind !== 'server' && value.kind !== 'cli')) return null;
    return value as LockHolder;
  } catch {
    return null;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return null;
    throw e;
  }
}

const isYoung = (path: string) => {
  try {
    return Date.now() - statSync(path).mtimeMs < YOUNG_MS;
  } catch {
    return true;
  }
};

function create(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (e) {
    if (errorCode(e) === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, text);
  } catch (e) {
    unlinkSync(path);
    throw e;
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfUnchanged(path: string, text: string) {
  if (readText(path) === text) unlinkSync(path);
}

/**
 * Removes a dead holder's lock. Two starters may both see it dead: only the one that creates the
 * guard file re-reads and removes it, so neither removes a lock the other has just taken.
 */
function breakStale(path: string, stale: string) {
  const guard = `${path}.breaking`;
  if (!create(guard, String(process.pid))) {
    // The guard is held for a moment only; an old one was left by a crash.
    if (!isYoung(guard)) rmSync(guard, { force: true });
    return;
  }
  try {
    removeIfUnchanged(path, stale);
  } finally {
    unlinkSync(guard);
  }
}

// A lock left behind (a crash, a kill) names a dead pid and is taken over.
process.once('exit', () => {
  for (const [path, mine] of held) {
    try {
      removeIfUnchanged(path, mine.text);
    } catch {
      // exiting anyway
    }
  }
});

function handle(path: string): DataLock {
  let released = false;
  return {
    release() {
      const mine = held.get(path);
      if (released || !mine) return;
      released = true;
      mine.count -= 1;
      if (mine.count > 0) return;
      held.delete(path);
      removeIfUnchanged(path, mine.text);
    },
  };
}

/** Takes DATA_DIR/db.lock (DATA_DIR made with mode 0700), or throws DatabaseLockedError naming the holder. */
export async function acquireLock(dataDir: string, who: Pick<LockHolder, 'kind' | 'url'>): Promise<DataLock> {
  const path = lockPath(dataDir);
  const mine = held.get(path);
  if (mine) {
    mine.count += 1;
    return handle(path);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 1; ; attempt += 1) {
    const holder: LockHolder = { pid: process.pid, kind: who.kind, startedAt: new Date().toISOString() };
    if (who.url) holder.url = who.url;
    const text = `${JSON.stringify(holder)}\n`;
    if (create(path, text)) {
      held.set(path, { text, count: 1 });
      return handle(path);
    }
    const found = readText(path);
    if (found !== null) {
      const other = parseHolder(found);
      // Our own pid in a lock we do not hold is a previous life of this pid (a restarted container).
      if (other && other.pid !== process.pid && isAlive(other.pid)) {
        const inherited = other.pid === process.ppid && process.env[INHERITED_LOCK_ENV] === String(other.pid);
        if (inherited) return { release() {} };
        throw new DatabaseLockedError(dataDir, other);
      }
      if (other || !isYoung(path)) breakStale(path, found);
    }
    if (attempt >= ATTEMPTS) throw new DatabaseLockedError(dataDir, null);
    await sleep(25);
  }
}
