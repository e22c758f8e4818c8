import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ownerCommand } from './api.ts';
import { formatTable, type Target } from './lib.ts';
import { sampleRss, slopeMbPerMinute, windowMedian } from './rss.ts';
import { peakRssMb, startServer } from './server.ts';
import { ordered, visit, type Context } from './soak-traffic.ts';

const CONNECTIONS = 6;
/** Requests per second: a busy small shop, well under what the machine can serve. */
const RATE = 60;
const SAMPLE_MS = 2_000;
/**
 * Memory is judged after a warm-up of a fifth of the run (V8 sizes its heap to the load and
 * compiles PGlite's hot WebAssembly for a minute or two): the median of the last tenth may be at
 * most 10% above the median of the third tenth (minutes 3 and 10 of the full run). A --quick run
 * is too short to get past the warm-up, so it prints the figures without a memory verdict.
 */
export const MAX_GROWTH = 1.1;

interface Result {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
}

/** The same visit repeated by CONNECTIONS shoppers at RATE requests/s for `seconds`, then it stops. */
function run(url: string, seconds: number, tally: Map<string, Map<number, number>>) {
  const requests = visit.map(({ name, step }) => ({
    ...step,
    onResponse: (status: number, body: string, context: Context) => {
      const byStatus = tally.get(name) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      tally.set(name, byStatus);
      step.onResponse?.(status, body, context);
    },
  }));
  let guard: NodeJS.Timeout | undefined;
  const done = new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, overallRate: RATE, duration: seconds, requests },
      (error: Error | null, result: Result) => (error ? reject(error) : resolve(result)),
    );
    // autocannon ends on its own after `seconds`; this bounds a stuck connection.
    guard = setTimeout(() => instance.stop(), (seconds + 60) * 1000);
  });
  return done.finally(() => clearTimeout(guard));
}

/** A run of `seconds` (600 by default; --quick 60, --soak-minutes N). */
export async function measureSoak(distDir: string, seconds: number) {
  const quick = seconds < 300;
  const server = await startServer(distDir);
  const ownerToken = readFileSync(join(server.dataDir, 'owner-token'), 'utf8').trim();
  for (const { id } of ordered)
    await ownerCommand(server.url, ownerToken, ['products', 'stock', id, 'untracked']);
  const tally = new Map<string, Map<number, number>>();
  const rss = sampleRss(server.pid, SAMPLE_MS);
  let result: Result;
  let peakMb: number;
  try {
    result = await run(server.url, seconds, tally);
    peakMb = peakRssMb(server.pid);
  } finally {
    rss.stop();
    await server.stop();
  }
  const tenth = seconds / 10;
  const memory = {
    warmUpMb: windowMedian(rss.samples, 0, 2 * tenth),
    thirdTenthMb: windowMedian(rss.samples, 2 * tenth, 3 * tenth),
    lastTenthMb: windowMedian(rss.samples, 9 * tenth, Number.POSITIVE_INFINITY),
    peakMb,
    slopeSecondHalfMbPerMinute: Math.round(slopeMbPerMinute(rss.samples, 5 * tenth) * 10) / 10,
  };
  const growth = Math.round((memory.lastTenthMb / memory.thirdTenthMb) * 1000) / 1000;
  const failed = [...tally].flatMap(([name, byStatus]) =>
    [...byStatus].filter(([status]) => status >= 400).map(([status, n]) => ({ name, status, n })),
  );
  const errors = failed.reduce((sum, f) => sum + f.n, 0) + result.errors + result.timeouts;
  const figures = {
    seconds,
    connections: CONNECTIONS,
    rate: RATE,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    failed,
    errors,
    memory,
    growth,
    rssEvery10s: rss.samples.filter((_, i) => i % 5 === 0).map((x) => [Math.round(x.s), x.mb]),
  };
  const targets: Target[] = [
    { name: 'soak: errors (4xx, 5xx, socket errors, timeouts)', value: errors, max: 0 },
    ...(quick
      ? []
      : [{ name: 'soak: RSS median, last tenth / third tenth', value: growth, max: MAX_GROWTH }]),
  ];
  const window = (from: number, to: number) => `${Math.round(from)}-${Math.round(to)} s`;
  const table = [
    formatTable([
      ['step', '2xx', '3xx', '4xx', '5xx'],
      ...[...tally].map(([name, byStatus]) => [
        name,
        ...[2, 3, 4, 5].map((c) =>
          [...byStatus].filter(([s]) => Math.floor(s / 100) === c).reduce((sum, [, n]) => sum + n, 0),
        ),
      ]),
    ]),
    '',
    formatTable([
      ['requests', 'req/s', 'p50 ms', 'p99 ms', 'socket errors', 'timeouts'],
      [figures.requests, figures.rps, figures.p50, figures.p99, figures.socketErrors, figures.timeouts],
    ]),
    '',
    formatTable([
      ['server RSS', 'MB'],
      [`median ${window(0, 2 * tenth)} (warm-up)`, memory.warmUpMb],
      [`median ${window(2 * tenth, 3 * tenth)}`, memory.thirdTenthMb],
      [`median ${window(9 * tenth, seconds)}`, memory.lastTenthMb],
      ['peak', memory.peakMb],
      [`slope ${window(5 * tenth, seconds)}, MB/min`, memory.slopeSecondHalfMbPerMinute],
      [`last / third tenth${quick ? ' (no verdict in --quick)' : ''}`, growth],
    ]),
  ].join('\n');
  return { figures, targets, table };
}
