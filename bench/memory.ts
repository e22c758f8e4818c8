import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable, median } from './lib.ts';
import { sampleRss } from './rss.ts';
import { peakRssMb, rssMb, sleep, startServer } from './server.ts';

/** The V8 flag that keeps a small young generation; see bench/README.md. */
export const LEAN_FLAGS = ['--max-semi-space-size=2'];

/** Resident memory once the server has settled: after one page and one API answer, and a pause. */
export async function idleRss(pid: number, url: string): Promise<number> {
  await fetch(`${url}/`).then((r) => r.text());
  await fetch(`${url}/api/v1/storeInfo`).then((r) => r.text());
  await fetch(`${url}/api/v1/products?page=1&limit=12`).then((r) => r.text());
  await sleep(10_000);
  const samples: number[] = [];
  for (let i = 0; i < 5; i++, await sleep(400)) samples.push(rssMb(pid));
  return median(samples);
}

/**
 * Idle memory of a shop that has started before (its database made and seeded on the first
 * start, as in production), plain `node server/index.ts` and with the lean flags; and the plain
 * restart's peak, from its start through its first answers and the pause.
 */
export async function measureIdleMemory(distDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-mem-'));
  try {
    const first = await startServer(distDir, { dataDir });
    const firstStart = await idleRss(first.pid, first.url);
    await first.stop();
    const rows: Array<{ start: string; rssMb: number }> = [
      { start: 'first start (creates the database)', rssMb: firstStart },
    ];
    let restartPeakMb = Number.NaN;
    for (const [name, nodeFlags] of [
      ['restart: node server/index.ts', []],
      [`restart: node ${LEAN_FLAGS.join(' ')} server/index.ts`, LEAN_FLAGS],
    ] as const) {
      const server = await startServer(distDir, { dataDir, nodeFlags: [...nodeFlags] });
      rows.push({ start: name, rssMb: await idleRss(server.pid, server.url) });
      if (nodeFlags.length === 0) restartPeakMb = peakRssMb(server.pid);
      await server.stop();
    }
    return { rows, restartPeakMb, command: await commandFootprint(dataDir) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A store owner's command with the shop stopped (`npm run shop -- orders list`, which opens the
 * data folder itself): its peak resident memory, sampled every 20 ms, and how long it took.
 */
async function commandFootprint(dataDir: string): Promise<{ peakMb: number; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/cli.ts', 'orders', 'list'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const rss = sampleRss(child.pid!, 20);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rss.stop();
  if (code !== 0) throw new Error(`npm run shop -- orders list exited with ${code}`);
  return { peakMb: rss.peak(), seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export const memoryTable = (rows: ReadonlyArray<{ state: string; rssMb: number }>) =>
  formatTable([['server', 'RSS MB'], ...rows.map((r) => [r.state, r.rssMb])]);
