import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError, INHERITED_LOCK_ENV, lockPath, type LockHolder } from './lock.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-lock-'));
let folders = 0;
const freshDir = () => join(root, `data-${(folders += 1)}`);
const mode = (path: string) => statSync(path).mode & 0o777;
const holderIn = (dir: string) => JSON.parse(readFileSync(lockPath(dir), 'utf8')) as LockHolder;
const writeLock = (dir: string, holder: Partial<LockHolder>) =>
  writeFileSync(lockPath(dir), JSON.stringify({ startedAt: new Date().toISOString(), ...holder }));

const node = (args: string[], env: Record<string, string> = {}) => {
  const { NODE_OPTIONS: _n, VITEST: _v, ...rest } = process.env;
  return spawn(process.execPath, args, { env: { ...rest, ...env } });
};
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

/** Another process tries to take the lock (holding it for holdMs); answers its exit code and what it said. */
function tryInChild(dir: string, env: Record<string, string> = {}, holdMs = 0) {
  const lock = pathToFileURL(fileURLToPath(new URL('./lock.ts', import.meta.url))).href;
  const script = `
    import { acquireLock } from ${JSON.stringify(lock)};
    try {
      const lock = await acquireLock(${JSON.stringify(dir)}, { kind: 'cli' });
      console.log('took it');
      await new Promise((r) => setTimeout(r, ${holdMs}));
      lock.release();
    } catch (error) {
      console.log(error.message);
      process.exitCode = 1;
    }`;
  const child = node(['--input-type=module', '-e', script], env);
  let said = '';
  child.stdout!.on('data', (d) => (said += d));
  return exited(child).then((code) => ({ code, said: said.trim() }));
}

let live: ChildProcess;
let deadPid: number;
beforeAll(async () => {
  live = node(['-e', 'setTimeout(() => {}, 120000)']);
  const gone = node(['-e', '']);
  await exited(gone);
  deadPid = gone.pid!;
});
afterAll(() => {
  live.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('the PGlite folder lock (DATA_DIR/db.lock)', () => {
  it('is taken in a new DATA_DIR (mode 0700) as a 0600 file naming this process, and released', async () => {
    const dir = freshDir();
    const lock = await acquireLock(dir, { kind: 'server', url: 'http://127.0.0.1:8044' });
    expect(mode(dir)).toBe(0o700);
    expect(mode(lockPath(dir))).toBe(0o600);
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, kind: 'server', url: 'http://127.0.0.1:8044' });
    lock.release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('is shared within one process and kept until the last holder releases it', async () => {
    const dir = freshDir();
    const first = await acquireLock(dir, { kind: 'server' });
    const second = await acquireLock(dir, { kind: 'cli' });
    second.release();
    second.release();
    expect(holderIn(dir).kind).toBe('server');
    first.release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses at once while a live server holds it, naming its pid and address', async () => {
    const dir = freshDir();
    await acquireLock(dir, { kind: 'cli' }).then((l) => l.release());
    writeLock(dir, { pid: live.pid!, kind: 'server', url: 'http://127.0.0.1:8044' });
    const refused = acquireLock(dir, { kind: 'cli' });
    await expect(refused).rejects.toThrow(DatabaseLockedError);
    await expect(refused).rejects.toThrow(
      `The database in ${join(dir, 'db')} is in use by the shop server (pid ${live.pid}, http://127.0.0.1:8044). Stop it first, or run owner commands while it runs: they go through it.`,
    );
    writeLock(dir, { pid: live.pid!, kind: 'cli' });
    await expect(acquireLock(dir, { kind: 'server' })).rejects.toThrow(
      `in use by an owner command (npm run shop, pid ${live.pid})`,
    );
    expect(holderIn(dir).pid).toBe(live.pid);
  });

  it('takes over a lock left by a process that died, and an old unreadable one', async () => {
    const dir = freshDir();
    await acquireLock(dir, { kind: 'cli' }).then((l) => l.release());
    writeLock(dir, { pid: deadPid, kind: 'server', url: 'http://127.0.0.1:1' });
    const lock = await acquireLock(dir, { kind: 'server' });
    expect(holderIn(dir).pid).toBe(process.pid);
    lock.release();

    writeFileSync(lockPath(dir), '');
    utimesSync(lockPath(dir), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const again = await acquireLock(dir, { kind: 'cli' });
    expect(holderIn(dir).pid).toBe(process.pid);
    again.release();
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const dir = freshDir();
    await acquireLock(dir, { kind: 'cli' }).then((l) => l.release());
    writeLock(dir, { pid: deadPid, kind: 'cli' });
    const tries = await Promise.all([1, 2, 3, 4].map(() => tryInChild(dir, {}, 3000)));
    expect(tries.filter((t) => t.said === 'took it')).toHaveLength(1);
    expect(tries.filter((t) => t.code === 1).map((t) => t.said)).toEqual(
      Array(3).fill(expect.stringMatching(/in use by an owner command \(npm run shop, pid \d+\)/)),
    );
  });

  it('lets a child the holder names open the folder, and no other process', async () => {
    const dir = freshDir();
    const lock = await acquireLock(dir, { kind: 'server', url: 'http://127.0.0.1:8044' });
    try {
      expect(await tryInChild(dir, { [INHERITED_LOCK_ENV]: String(process.pid) })).toEqual({
        code: 0,
        said: 'took it',
      });
      expect(holderIn(dir).pid).toBe(process.pid);
      const stranger = await tryInChild(dir);
      expect(stranger.code).toBe(1);
      expect(stranger.said).toContain(`in use by the shop server (pid ${process.pid}`);
      // Naming a holder is not enough: it must be the child's own parent.
      writeLock(dir, { pid: live.pid!, kind: 'server' });
      expect((await tryInChild(dir, { [INHERITED_LOCK_ENV]: String(live.pid) })).code).toBe(1);
    } finally {
      lock.release();
    }
  });
});
