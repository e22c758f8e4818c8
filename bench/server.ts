import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/lib/free-port.ts';

export const repo = fileURLToPath(new URL('..', import.meta.url));

export { freePort };

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data folder (a restart); by default a fresh one, removed on stop. */
  dataDir?: string;
  nodeFlags?: string[];
  env?: Record<string, string>;
}

/** The real server (`node server/index.ts`) in production mode on a free port. */
export async function startServer(distDir: string, options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), 'server/index.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SCRYPT_N: '1024',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${log}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    child,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

/**
 * The most resident memory the process has held since it started, as the kernel counts it
 * (VmHWM): a peak that sampling would miss. While PGlite's SQL parser was compiled by V8's
 * optimising compiler, the server held 726 MB for under half a second after a start, and a sample
 * every 500 ms saw 441 MB of it (bench/README.md, "Memory", item 4).
 */
export const peakRssMb = (pid: number): number => statusMb(pid, 'VmHWM');

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbytes = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return Math.round(kbytes / 102.4) / 10;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
