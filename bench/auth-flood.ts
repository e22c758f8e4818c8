import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { formatTable, percentile, type Target } from './lib.ts';
import type { FloodRequest, LoginResult } from './flood-worker.ts';
import { sampleRss } from './rss.ts';
import { sleep, startServer } from './server.ts';

const LOGINS = 200;
const PRODUCTION_SCRYPT_N = String(2 ** 17);
const paths = [1, 2, 3, 4, 5].map((page) => `/api/v1/products?page=${page}&limit=12`);

interface CatalogueResult {
  latency: { p50: number; p99: number };
  requests: { total: number };
  non2xx: number;
  errors: number;
}

/** Shoppers browsing the catalogue (10 connections, 200 requests/s) until stop() or `seconds`. */
function browse(url: string, seconds: number) {
  let turn = 0;
  const requests = [
    { method: 'GET', setupRequest: (req: object) => ({ ...req, path: paths[turn++ % paths.length] }) },
  ];
  let stop = () => {};
  const done = new Promise<CatalogueResult>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: 10, overallRate: 200, duration: seconds, requests },
      (error: Error | null, result: CatalogueResult) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  return {
    done,
    stop: () => {
      stop();
      return done;
    },
  };
}

/** 200 wrong-password logins at once, sent from their own thread (bench/flood-worker.ts). */
function flood(url: string, email: string): Promise<LoginResult[]> {
  const worker = new Worker(new URL('./flood-worker.ts', import.meta.url), {
    workerData: { url, email, logins: LOGINS } satisfies FloodRequest,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (results: LoginResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * 200 wrong passwords for one account at once, at the production scrypt cost, while shoppers browse
 * the catalogue: how slow the catalogue gets, how big the server grows, how many logins are turned away.
 */
export async function measureAuthFlood(distDir: string) {
  const server = await startServer(distDir, { env: { SCRYPT_N: PRODUCTION_SCRYPT_N } });
  try {
    const email = `flood.${Date.now()}@example.in`;
    const reg = await fetch(`${server.url}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-real-password', firstName: 'Flood', lastName: 'Test' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    await browse(server.url, 5).done; // warm-up: the first seconds of a new process are slow anyway
    const quiet = await browse(server.url, 5).done;
    const rss = sampleRss(server.pid, 100);
    const idleMb = rss.samples[0]?.mb ?? Number.NaN;
    const load = browse(server.url, 300);
    await sleep(1_000);
    const started = performance.now();
    const logins = await flood(server.url, email);
    const floodSeconds = Math.round((performance.now() - started) / 100) / 10;
    const during = await load.stop();
    rss.stop();

    const count = (test: (l: (typeof logins)[number]) => boolean) => logins.filter(test).length;
    const figures = {
      logins: LOGINS,
      refused401: count((l) => l.status === 401),
      busy503: count((l) => l.status === 503 && Number(l.retryAfter) > 0),
      unexpected: count((l) => l.status !== 401 && !(l.status === 503 && Number(l.retryAfter) > 0)),
      floodSeconds,
      loginP50Ms: Math.round(
        percentile(
          logins.map((l) => l.ms),
          50,
        ),
      ),
      loginP99Ms: Math.round(
        percentile(
          logins.map((l) => l.ms),
          99,
        ),
      ),
      catalogueQuiet: { p50: quiet.latency.p50, p99: quiet.latency.p99 },
      catalogueDuring: {
        p50: during.latency.p50,
        p99: during.latency.p99,
        requests: during.requests.total,
        errors: during.non2xx + during.errors,
      },
      idleRssMb: idleMb,
      peakRssMb: rss.peak(),
    };
    const targets: Target[] = [
      { name: 'auth-flood: catalogue p99 ms during 200 logins', value: figures.catalogueDuring.p99, max: 50 },
      {
        name: 'auth-flood: catalogue errors during 200 logins',
        value: figures.catalogueDuring.errors,
        max: 0,
      },
      { name: 'auth-flood: peak server RSS MB', value: figures.peakRssMb, max: 600 },
      { name: 'auth-flood: logins answered other than 401 or 503', value: figures.unexpected, max: 0 },
    ];
    const table = [
      formatTable([
        ['catalogue GET /products', 'p50 ms', 'p99 ms', 'requests', 'errors'],
        ['before the flood (5 s)', quiet.latency.p50, quiet.latency.p99, quiet.requests.total, quiet.non2xx],
        [
          `during ${LOGINS} wrong logins`,
          during.latency.p50,
          during.latency.p99,
          during.requests.total,
          figures.catalogueDuring.errors,
        ],
      ]),
      '',
      formatTable([
        ['logins', '401', '503 + Retry-After', 'other', 'all answered in s', 'p50 ms', 'p99 ms'],
        [
          LOGINS,
          figures.refused401,
          figures.busy503,
          figures.unexpected,
          floodSeconds,
          figures.loginP50Ms,
          figures.loginP99Ms,
        ],
      ]),
      '',
      formatTable([
        ['server RSS', 'MB'],
        ['before the flood', idleMb],
        ['peak during the flood', figures.peakRssMb],
      ]),
    ].join('\n');
    return { figures, targets, table };
  } finally {
    await server.stop();
  }
}
