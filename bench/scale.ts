import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { createApp } from '../server/app.ts';
import { generateCatalogue } from '../server/catalogue/generate.ts';
import { firstSkus } from '../server/catalogue/skus.ts';
import { openPglite, openPostgres, pgliteOptions, type Database } from '../server/db/client.ts';
import { isNotNull } from '../server/db/orm.ts';
import { products } from '../server/db/schema.ts';
import { settleCatalogue } from '../server/db/settle.ts';
import { toProductRow } from '../server/db/seed.ts';
import { parseEnv } from '../server/env.ts';
import { collectGarbage } from '../server/lib/heap.ts';
import { memoryMailer } from '../server/lib/mail.ts';
import { createRateLimiter } from '../server/lib/rate-limit.ts';
import { loadStoreConfig } from '../server/lib/store-config.ts';
import { formatTable, median, percentile, type Target } from './lib.ts';
import { seedProducts } from '../server/catalogue/products.ts';
import { searchWords } from '../src/domain/search.ts';
import { productOptions } from '../src/domain/product.ts';
import { variantSku } from '../src/domain/sku.ts';
import type { SeedProduct } from '../server/catalogue/types.ts';
import { repo } from './server.ts';

export const SIZES = [1_000, 10_000, 100_000];
const REQUESTS = 200;
/** Quick-order pads checked per catalogue, each of QUICK_LINES pasted lines. */
const QUICK_ORDERS = 50;
const QUICK_LINES = 200;

export async function fill(database: Database, count: number) {
  await database.migrate();
  const list = generateCatalogue(count);
  const start = Date.now() - count * 1000;
  // Newest first follows the list order, and each product is written once with its SKU, as the
  // seeding does; batches stay under PostgreSQL's parameter limit.
  const skus = firstSkus(list);
  for (let i = 0; i < list.length; i += 2000) {
    const rows = list
      .slice(i, i + 2000)
      .map((p, j) => toProductRow(p, new Date(start + (count - i - j) * 1000), skus[i + j]));
    await database.db.insert(products).values(rows);
  }
  // As the seed and the import leave it (server/db/settle.ts).
  await settleCatalogue(database.db);
  return list;
}

export async function openFresh(kind: 'pglite' | 'postgres', size: number) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'shop-bench-scale-'));
    const database = await openPglite(new PGlite(dir, pgliteOptions()));
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `shop_bench_${size}`;
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function p50(app: ReturnType<typeof createApp>, path: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const t = performance.now();
    const res = await app.request(`http://127.0.0.1${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    if (i >= 10) times.push(performance.now() - t);
  }
  return Math.round(median(times) * 100) / 100;
}

/** The 95th percentile of answering each path once (after a few other paths warm the server). */
async function p95(app: ReturnType<typeof createApp>, paths: readonly string[]) {
  for (const path of paths.slice(-5)) await app.request(`http://127.0.0.1${path}`);
  const times: number[] = [];
  for (const path of paths) {
    const t = performance.now();
    const res = await app.request(`http://127.0.0.1${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return Math.round(percentile(times, 95) * 100) / 100;
}

/**
 * Pasted quick-order pads (POST /quick-order bodies) of SKUs read from the catalogue's database,
 * spread over it: a size's SKU for a product with several, a whole number of cartons for one sold
 * in them, some lines without a quantity and three unknown SKUs in each pad.
 */
export function quickOrderBodies(list: readonly SeedProduct[], skuBySlug: ReadonlyMap<string, string>) {
  let state = 7;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % n;
  };
  return Array.from({ length: QUICK_ORDERS }, (_, o) =>
    JSON.stringify({
      lines: Array.from({ length: QUICK_LINES }, (_, i) => {
        if (i % 66 === 65) return { sku: `ZZZ-${900 + o}-${i}`, quantity: 5 };
        const p = list[next(list.length)]!;
        const { sizes } = productOptions(p.attributes);
        const sku = variantSku(skuBySlug.get(p.slug)!, sizes, sizes[next(Math.max(1, sizes.length))]);
        const pack = p.packMultiple ?? 1;
        const least = Math.max(p.minOrderQuantity ?? 1, pack);
        if (i % 10 === 9) return { sku };
        return { sku: sku.toLowerCase(), quantity: Math.ceil((least + next(40)) / pack) * pack };
      }),
    }),
  );
}

/** The 95th percentile of checking each quick-order pad once, and how many lines found a product. */
async function quickOrderP95(app: ReturnType<typeof createApp>, bodies: readonly string[]) {
  const post = (body: string) =>
    app.request('http://127.0.0.1/api/v1/quick-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  for (const body of bodies.slice(-5)) await (await post(body)).arrayBuffer();
  const times: number[] = [];
  let found = 0;
  let lines = 0;
  for (const body of bodies) {
    const t = performance.now();
    const res = await post(body);
    const text = await res.text();
    times.push(performance.now() - t);
    if (res.status !== 200)
      throw new Error(`POST /quick-order answered ${res.status}: ${text.slice(0, 200)}`);
    const answer = JSON.parse(text) as { lines: Array<{ product?: unknown; problem?: string }> };
    lines += answer.lines.length;
    found += answer.lines.filter((l) => l.product !== undefined && l.problem === undefined).length;
  }
  return {
    quickOrderP95: Math.round(percentile(times, 95) * 100) / 100,
    quickOrderReadyPercent: Math.round((found / lines) * 1000) / 10,
  };
}

/**
 * What shoppers type, each asked once (no answer, count or facets reused): the words of the
 * catalogue's titles, as the prefixes a typeahead sends (2 to 6 letters) and as whole words with
 * a size, colour, price, stock or sort filter added in turn.
 */
export function searchPaths() {
  const words = [
    ...new Set(seedProducts.flatMap((p) => searchWords(p.title)).filter((w) => /^[a-z]{4,}$/.test(w))),
  ];
  const suggest = [...new Set(words.flatMap((w) => [2, 3, 4, 6].map((n) => w.slice(0, n))))].map(
    (q) => `/api/v1/products/suggest?q=${encodeURIComponent(q)}`,
  );
  const filters = [
    'size=M',
    'color=Brown',
    'minPrice=100&maxPrice=2000',
    'inStock=true',
    'sort=price_asc',
    'sort=price_desc',
    '',
  ];
  const results = words.map(
    (w, i) =>
      `/api/v1/products?q=${encodeURIComponent(w)}&facets=true&limit=12&${filters[i % filters.length]}`,
  );
  return { suggest, results };
}

/** How often the sitemap read collects garbage to see what is still held: every this many URLs. */
const HEAP_CHECK_URLS = 5_000;

/** JavaScript's heap and the buffers outside it (an answer's bytes live there). */
const held = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/**
 * Every product sitemap file the index names, read as a crawler reads it (streamed, never held
 * whole): the addresses listed, the time taken (collections aside), and the most memory held
 * meanwhile: the heap and buffers after a full collection every HEAP_CHECK_URLS addresses, above
 * what they held before. Garbage not yet collected is left out: V8 lets up to its young
 * generation's size of it (64 MB here) sit uncollected, so a peak that counted it would say how
 * lazy the collector was, not what the stream holds.
 */
async function readSitemaps(app: ReturnType<typeof createApp>) {
  const get = (path: string) => app.request(`http://127.0.0.1${path}`);
  let checking = 0;
  const t = performance.now();
  const index = await (await get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  collectGarbage();
  const base = held();
  let peak = base;
  let urls = 0;
  let checked = 0;
  for (const file of files) {
    const res = await get(file);
    if (res.status !== 200 || !res.body) throw new Error(`${file} answered ${res.status}`);
    const decoder = new TextDecoder();
    let carry = '';
    for await (const chunk of res.body) {
      const text = carry + decoder.decode(chunk, { stream: true });
      const ends = text.split('</url>');
      urls += ends.length - 1;
      carry = ends[ends.length - 1]!;
      if (urls - checked >= HEAP_CHECK_URLS) {
        const c = performance.now();
        collectGarbage();
        peak = Math.max(peak, held());
        checking += performance.now() - c;
        checked = urls;
      }
    }
  }
  return {
    files: files.length,
    urls,
    seconds: Math.round((performance.now() - t - checking) / 100) / 10,
    heldMb: Math.round(((peak - base) / 2 ** 20) * 10) / 10,
  };
}

export async function measureScale(sizes = SIZES) {
  const kinds: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  // Answers are not reused here, so each request runs its queries (counts stay cached per filter).
  const env = parseEnv({
    NODE_ENV: 'production',
    STORE_CONFIG: join(repo, 'server/store.config.json'),
    CATALOGUE_CACHE_SECONDS: '0',
  });
  const rows: Array<{
    db: string;
    size: number;
    seedSeconds: number;
    countAll: number;
    first: number;
    last: number;
    category: number;
    byId: number;
    sitemap: Awaited<ReturnType<typeof readSitemaps>>;
    suggestP95: number;
    searchP95: number;
    quickOrderP95: number;
    quickOrderReadyPercent: number;
  }> = [];
  const searches = searchPaths();
  for (const kind of kinds) {
    for (const size of sizes) {
      const { database, drop } = await openFresh(kind, size);
      try {
        const t = performance.now();
        const list = await fill(database, size);
        const seedSeconds = Math.round((performance.now() - t) / 100) / 10;
        const limiter = createRateLimiter(database.db, { windowSeconds: 900, perIp: 100, perAccount: 10 });
        const app = createApp({
          db: database.db,
          env,
          store: loadStoreConfig(env.STORE_CONFIG),
          mailer: memoryMailer(),
          limiter,
        });
        const middle = list[Math.floor(list.length / 2)]!;
        const lastPage = Math.ceil(size / 12);
        const countTimes: number[] = [];
        const skuRows = await database.db
          .select({ slug: products.slug, sku: products.sku })
          .from(products)
          .where(isNotNull(products.sku));
        const pads = quickOrderBodies(list, new Map(skuRows.map((r) => [r.slug, r.sku!])));
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          await database.db.execute('select count(*) from products');
          countTimes.push(performance.now() - t0);
        }
        rows.push({
          db: kind,
          size,
          seedSeconds,
          countAll: Math.round(median(countTimes) * 100) / 100,
          first: await p50(app, '/api/v1/products?page=1&limit=12'),
          last: await p50(app, `/api/v1/products?page=${lastPage}&limit=12`),
          category: await p50(app, '/api/v1/products?page=1&limit=12&category=HouseHold%20Supplies'),
          byId: await p50(app, `/api/v1/products/${toProductRow(middle, new Date()).id}`),
          sitemap: await readSitemaps(app),
          suggestP95: await p95(app, searches.suggest),
          searchP95: await p95(app, searches.results),
          ...(await quickOrderP95(app, pads)),
        });
      } finally {
        await database.close();
        await drop();
      }
    }
  }
  const targets: Target[] = kinds.flatMap((kind) => {
    const at = (size: number) => rows.find((r) => r.db === kind && r.size === size);
    const small = at(sizes[0]!);
    const large = at(sizes[sizes.length - 1]!);
    if (!small || !large) return [];
    return [
      {
        name: `scale (${kind}): first page at ${large.size} / at ${small.size}`,
        value: Math.round((large.first / small.first) * 100) / 100,
        max: 2,
      },
      {
        name: `scale (${kind}): category filter at ${large.size} / at ${small.size}`,
        value: Math.round((large.category / small.category) * 100) / 100,
        max: 2,
      },
      {
        name: `scale (${kind}): product by id at ${large.size} / at ${small.size}`,
        value: Math.round((large.byId / small.byId) * 100) / 100,
        max: 2,
      },
      { name: `scale (${kind}): suggestions p95 ms at ${large.size}`, value: large.suggestP95, max: 30 },
      {
        name: `scale (${kind}): suggestions p95 at ${large.size} / at ${small.size}`,
        value: Math.round((large.suggestP95 / small.suggestP95) * 100) / 100,
        max: 2,
      },
      { name: `scale (${kind}): filtered search p95 ms at ${large.size}`, value: large.searchP95, max: 50 },
      {
        name: `scale (${kind}): filtered search p95 at ${large.size} / at ${small.size}`,
        value: Math.round((large.searchP95 / small.searchP95) * 100) / 100,
        max: 2,
      },
      {
        name: `scale (${kind}): quick order of ${QUICK_LINES} lines p95 ms at ${large.size}`,
        value: large.quickOrderP95,
        max: 100,
      },
      {
        name: `scale (${kind}): sitemap lists all ${large.size} products`,
        value: large.sitemap.urls,
        min: large.size,
      },
      {
        // Streamed in batches, the read holds ~1 MB more; holding a 50,000-address file whole
        // (its rows, then its text) held ~14 MB (bench/README.md, "Sitemap memory").
        name: `scale (${kind}): sitemap memory held MB at ${large.size}`,
        value: large.sitemap.heldMb,
        max: 8,
      },
    ];
  });
  const table = formatTable([
    [
      'database',
      'products',
      'seed s',
      'first page p50 ms',
      'last page p50 ms',
      'category p50 ms',
      'by id p50 ms',
      'uncached count(*) ms',
      'sitemap files / URLs / s / held MB',
      'suggest p95 ms',
      'search p95 ms',
      `quick order (${QUICK_LINES} lines) p95 ms / lines ready %`,
    ],
    ...rows.map((r) => [
      r.db,
      r.size,
      r.seedSeconds,
      r.first,
      r.last,
      r.category,
      r.byId,
      r.countAll,
      `${r.sitemap.files} / ${r.sitemap.urls} / ${r.sitemap.seconds} / ${r.sitemap.heldMb}`,
      r.suggestP95,
      r.searchP95,
      `${r.quickOrderP95} / ${r.quickOrderReadyPercent}`,
    ]),
  ]);
  return { figures: rows, targets, table };
}
