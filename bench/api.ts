import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { formatTable, type Target } from './lib.ts';
import { address } from '../server/test/helpers.ts';
import { peakRssMb, repo } from './server.ts';

const CONNECTIONS = 50;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(url: string, seconds: number, init: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, ...init }, (error, r) => {
      if (error) return reject(error);
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      });
    });
  });
}

const ROUNDS = 5;

/**
 * The ceiling and the server in turns, `ROUNDS` times for `seconds / ROUNDS` each: a shared machine's
 * throughput swings by 2x from one second to the next, and two back-to-back 10 s windows caught
 * different swings (fractions from 0.45 to 0.94 for the same build). Taking turns exposes both to
 * the same. Requests per second over all rounds; p50 the median round's, p99 the worst round's.
 */
async function interleaved(ceilingUrl: string, serverUrl: string, seconds: number) {
  const rounds = { ceiling: [] as LoadResult[], server: [] as LoadResult[] };
  for (let i = 0; i < ROUNDS; i++) {
    rounds.ceiling.push(await load(ceilingUrl, seconds / ROUNDS));
    rounds.server.push(await load(serverUrl, seconds / ROUNDS));
  }
  const combine = (list: LoadResult[]): LoadResult => ({
    rps: Math.round(list.reduce((sum, r) => sum + r.rps, 0) / list.length),
    p50: list.map((r) => r.p50).sort((a, b) => a - b)[Math.floor(list.length / 2)]!,
    p99: Math.max(...list.map((r) => r.p99)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
  });
  return { ceiling: combine(rounds.ceiling), server: combine(rounds.server) };
}

/**
 * The same answers as fixed bytes from a bare node:http server (bench/ceiling.ts): what this machine
 * can serve at most. It runs in a process of its own, as the shop's server does, so that neither
 * shares its thread with autocannon.
 */
async function ceilingServer(answers: Map<string, { body: Buffer; type: string }>) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-ceiling-'));
  const file = join(dir, 'answers.json');
  const list = [...answers].map(([path, a]) => ({ path, type: a.type, body: a.body.toString('base64') }));
  writeFileSync(file, JSON.stringify(list));
  const child = spawn(process.execPath, [join(repo, 'bench/ceiling.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (exit code ${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function signIn(base: string) {
  const email = `bench-${Date.now()}@example.in`;
  const password = 'bench-password-123';
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reg = await post('/users/register', { email, password, firstName: 'Bench', lastName: 'Shopper' });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const auth = await post('/users/authorize', { email, password });
  const body = (await auth.json()) as { token?: string; accessToken?: string };
  const token = body.token ?? body.accessToken;
  if (!token) throw new Error(`authorize gave no token: ${JSON.stringify(body)}`);
  return token;
}

/** Runs an owner command through the admin API, as `npm run shop` does against a running shop. */
export async function ownerCommand(base: string, ownerToken: string, argv: string[]) {
  const res = await fetch(`${base}/api/v1/admin/commands`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ argv }),
  });
  if (!res.ok) throw new Error(`shop ${argv.join(' ')}: ${res.status} ${await res.text()}`);
}

export async function measureApi(
  base: string,
  server: { pid: number; ownerToken: string },
  productId: string,
  seconds = 10,
) {
  const serverPid = server.pid;
  const gets = [
    { name: 'GET /products?page=1&limit=12', path: '/api/v1/products?page=1&limit=12' },
    { name: 'GET /products/{id}', path: `/api/v1/products/${productId}` },
    { name: 'GET /storeInfo', path: '/api/v1/storeInfo' },
  ];
  const answers = new Map<string, { body: Buffer; type: string }>();
  for (const g of gets) {
    const res = await fetch(base + g.path);
    answers.set(g.path, {
      body: Buffer.from(await res.arrayBuffer()),
      type: res.headers.get('content-type') ?? 'application/json',
    });
  }
  const ceiling = await ceilingServer(answers);
  const rows: Array<{ name: string; server: LoadResult; ceiling?: LoadResult; fraction?: number }> = [];
  try {
    for (const g of gets) {
      const { server: s, ceiling: c } = await interleaved(ceiling.url + g.path, base + g.path, seconds);
      rows.push({ name: g.name, server: s, ceiling: c, fraction: Math.round((s.rps / c.rps) * 100) / 100 });
    }
    const token = await signIn(base);
    // The seed keeps stock; thousands of orders for one product would sell it out and measure 409s.
    await ownerCommand(base, server.ownerToken, ['products', 'stock', productId, 'untracked']);
    const order = {
      products: { [productId]: 1 },
      shippingAddress: address,
    };
    const s = await load(`${base}/api/v1/orders`, seconds, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(order),
    });
    rows.push({ name: 'POST /orders (signed in)', server: s });
  } finally {
    await ceiling.close();
  }
  const peakMb = peakRssMb(serverPid);
  const targets: Target[] = rows.flatMap((r) =>
    r.fraction === undefined
      ? [{ name: `api: ${r.name} errors`, value: r.server.errors + r.server.non2xx, max: 0 }]
      : [
          { name: `api: ${r.name} fraction of ceiling`, value: r.fraction, min: 0.6 },
          { name: `api: ${r.name} p99 ms`, value: r.server.p99, max: 15 },
          { name: `api: ${r.name} errors`, value: r.server.errors + r.server.non2xx, max: 0 },
        ],
  );
  const table = formatTable([
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling req/s', 'ceiling p99', 'fraction'],
    ...rows.map((r) => [
      r.name,
      r.server.rps,
      r.server.p50,
      r.server.p99,
      r.server.errors + r.server.non2xx,
      r.ceiling?.rps ?? Number.NaN,
      r.ceiling?.p99 ?? Number.NaN,
      r.fraction ?? Number.NaN,
    ]),
  ]);
  return { figures: rows, targets, table, peakRssMb: peakMb };
}
