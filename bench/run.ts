/**
 * npm run bench [-- --only web,lighthouse,api,scale,memory,auth-flood,soak] [--quick] [--soak-minutes N] [--h2]
 * Prints a table per section and writes bench/results.json with every figure and each target's verdict.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { formatTable, passes, type Target } from './lib.ts';
import { measureApi } from './api.ts';
import { measureAuthFlood } from './auth-flood.ts';
import { h2Front } from './h2-front.ts';
import { measureLighthouse } from './lighthouse.ts';
import { LEAN_FLAGS, measureIdleMemory, memoryTable } from './memory.ts';
import { measureScale } from './scale.ts';
import { measureOrderHistory } from './order-history.ts';
import { repo, startServer } from './server.ts';
import { measureSoak } from './soak.ts';
import { build, measureWeb } from './web.ts';

const SECTIONS = ['web', 'lighthouse', 'api', 'scale', 'memory', 'auth-flood', 'soak'] as const;
type Section = (typeof SECTIONS)[number];
// Ten minutes on its own: only when named.
const DEFAULT_SECTIONS = SECTIONS.filter((s) => s !== 'soak');

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    out: { type: 'string' },
    'soak-minutes': { type: 'string' },
    // Lighthouse through an HTTPS and HTTP/2 front, as in production (bench/h2-front.ts).
    h2: { type: 'boolean', default: false },
  },
});
const only = new Set((values.only?.split(',') ?? DEFAULT_SECTIONS).map((s) => s.trim()) as Section[]);
for (const s of only)
  if (!SECTIONS.includes(s)) throw new Error(`--only takes ${SECTIONS.join(', ')}; got '${s}'`);
const quick = values.quick;
if (values.h2 && [...only].some((s) => s !== 'lighthouse'))
  throw new Error('--h2 goes with --only lighthouse: its server takes the https front as its address');
const outFile = values.out ?? join(repo, 'bench/results.json');

const results: Record<string, unknown> = {};
const targets: Target[] = [];
const print = (title: string, table: string) => console.info(`\n## ${title}\n\n${table}\n`);

const distDir = mkdtempSync(join(tmpdir(), 'shop-bench-dist-'));
const needsServer = only.has('lighthouse') || only.has('api') || only.has('memory');
try {
  if (only.has('web') || needsServer || only.has('soak')) {
    console.info('building the app…');
    build(distDir);
  }
  if (only.has('web')) {
    const withoutSearchBox = mkdtempSync(join(tmpdir(), 'shop-bench-dist-'));
    build(withoutSearchBox, { withoutSearchBox: true });
    const web = measureWeb(distDir, withoutSearchBox);
    rmSync(withoutSearchBox, { recursive: true, force: true });
    results.web = web.figures;
    targets.push(...web.targets);
    print('Web: first-load JavaScript and CSS (production build)', web.table);
  }
  if (needsServer) {
    // --h2: the server behind an HTTPS and HTTP/2 front, whose address is the shop's (APP_URL), as
    // behind the production proxy; pictures and links then come through the front too.
    const front = values.h2 ? await h2Front() : null;
    const server = await startServer(distDir, front ? { env: { APP_URL: front.url } } : {});
    front?.forwardTo(server.url);
    try {
      const list = (await (await fetch(`${server.url}/api/v1/products?limit=1`)).json()) as {
        data: Array<{ id: string }>;
      };
      const productId = list.data[0]!.id;
      if (only.has('lighthouse')) {
        const lh = await measureLighthouse(front?.url ?? server.url, productId, quick ? 1 : 3);
        results.lighthouse = { protocol: lh.protocol, pages: lh.figures };
        targets.push(...lh.targets);
        const over = front ? 'HTTP/2 through a TLS front, as in production' : 'HTTP/1.1 from the server';
        print(`Lighthouse 13, mobile defaults, median of runs (${over})`, lh.table);
      }
      if (only.has('api') || only.has('memory')) {
        const ownerToken = readFileSync(join(server.dataDir, 'owner-token'), 'utf8').trim();
        const api = await measureApi(
          server.url,
          { pid: server.pid, ownerToken },
          productId,
          quick || !only.has('api') ? 3 : 10,
        );
        if (only.has('api')) {
          results.api = api.figures;
          targets.push(...api.targets);
          print('API: autocannon, 50 connections, against a bare node:http ceiling', api.table);
        }
        if (only.has('memory')) results.memoryUnderLoad = { rssMb: api.peakRssMb };
      }
    } finally {
      await server.stop();
      await front?.close();
    }
  }
  if (only.has('memory')) {
    const { rows: idle, restartPeakMb, command } = await measureIdleMemory(distDir);
    const load = results.memoryUnderLoad as { rssMb: number };
    results.memoryIdle = idle;
    results.memoryCommand = command;
    results.memoryRestartPeak = { rssMb: restartPeakMb };
    const restart = idle[1]!;
    const lean = idle[2]!;
    targets.push(
      { name: 'memory: idle RSS MB, PGlite, node server/index.ts', value: restart.rssMb, max: 250 },
      { name: `memory: idle RSS MB, PGlite, node ${LEAN_FLAGS.join(' ')}`, value: lean.rssMb, max: 250 },
    );
    print(
      'Memory: server resident set (idle after a restart; peaks as the kernel counts them, VmHWM)',
      memoryTable([
        ...idle.map((r) => ({ state: `idle, ${r.start}`, rssMb: r.rssMb })),
        { state: 'peak, restart through its first answers', rssMb: restartPeakMb },
        { state: 'peak, first start through the API load', rssMb: load.rssMb },
        { state: `peak, npm run shop -- orders list (${command.seconds} s)`, rssMb: command.peakMb },
      ]),
    );
  }
  if (only.has('auth-flood')) {
    const flood = await measureAuthFlood(distDir);
    results.authFlood = flood.figures;
    targets.push(...flood.targets);
    print('Auth flood: 200 concurrent wrong logins at SCRYPT_N=2^17 while shoppers browse', flood.table);
  }
  if (only.has('soak')) {
    const minutes = values['soak-minutes'] === undefined ? undefined : Number(values['soak-minutes']);
    if (minutes !== undefined && !(minutes >= 1))
      throw new Error('--soak-minutes: a number of minutes, 1 or more');
    const soak = await measureSoak(distDir, quick ? 60 : (minutes ?? 10) * 60);
    results.soak = soak.figures;
    targets.push(...soak.targets);
    print(`Soak: mixed traffic for ${soak.figures.seconds} s`, soak.table);
  }
  if (only.has('scale')) {
    const scale = await measureScale(quick ? [1_000, 10_000] : undefined);
    results.scale = scale.figures;
    targets.push(...scale.targets);
    print('Scale: p50 of 200 in-process requests per query', scale.table);
    const history = await measureOrderHistory();
    results.orderHistory = history.figures;
    targets.push(...history.targets);
    print('Scale: My Orders, p50 of 50 in-process GET /orders per query, and the answer', history.table);
  }
} finally {
  rmSync(distDir, { recursive: true, force: true });
}

const verdicts = targets.map((t) => ({ ...t, pass: passes(t) }));
print(
  'Targets',
  formatTable([
    ['target', 'value', 'limit', 'verdict'],
    ...verdicts.map((t) => [
      t.name,
      t.value,
      t.max !== undefined ? `≤ ${t.max}` : `≥ ${t.min}`,
      t.pass ? 'pass' : 'FAIL',
    ]),
  ]),
);
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
const json = JSON.stringify(
  {
    timestamp: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      database: process.env.DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite',
    },
    appVersion: pkg.version,
    sections: [...only],
    quick,
    results,
    targets: verdicts,
  },
  null,
  2,
);
// Formatted as the repository's prettier would, so `npm run lint` accepts the file.
writeFileSync(outFile, await format(json, { parser: 'json', printWidth: 110 }));
console.info(`wrote ${outFile}: ${verdicts.filter((t) => t.pass).length} of ${verdicts.length} targets met`);
