import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../catalogue/products.ts';
import { eq } from '../db/orm.ts';
import { products } from '../db/schema.ts';
import { createApp } from '../app.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { productId, productOf } from '../test/helpers.ts';
import { memoryMailer } from './mail.ts';
import { createPublicCache } from './public-cache.ts';
import { loadStoreConfig } from './store-config.ts';

const BIG = 'Kraft paper tape, 48 mm x 65 m. '.repeat(100);

/** A tiny app whose answers say how often the handler ran; `clock.t` is the cache's time in ms. */
function counting(maxBytes?: number) {
  const clock = { t: 0 };
  const cache = createPublicCache(maxBytes, () => clock.t);
  let runs = 0;
  let gate: Promise<void> | undefined;
  const app = new Hono()
    .use(cors({ origin: 'https://shop.example.in' }))
    .get('/answer', cache({ seconds: 5 }), async (c) => {
      runs += 1;
      const run = runs;
      await gate;
      if (c.req.query('fail')) return c.json({ error: 'no' }, 500);
      if (c.req.query('cookie')) c.header('Set-Cookie', 'a=b');
      return c.json({ run, text: c.req.query('big') ? BIG : 'small' });
    });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`http://shop.test${path}`, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      res,
      bytes,
      run:
        res.status === 200 && !res.headers.has('content-encoding')
          ? JSON.parse(String(bytes)).run
          : undefined,
    };
  };
  return {
    cache,
    clock,
    get,
    runs: () => runs,
    hold: () => {
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return () => (open(), (gate = undefined));
    },
  };
}

describe('the public cache', () => {
  it('answers a URL from memory for its seconds, each URL on its own', async () => {
    const a = counting();
    expect((await a.get('/answer?x=1')).run).toBe(1);
    a.clock.t = 4_999;
    const again = await a.get('/answer?x=1');
    expect(again.run).toBe(1);
    expect(again.res.headers.get('cache-control')).toBe('no-cache');
    expect((await a.get('/answer?x=2')).run).toBe(2);
    expect(a.runs()).toBe(2);
  });

  it('after expiry, lets one request reload while the others get the previous answer', async () => {
    const a = counting();
    await a.get('/answer');
    a.clock.t = 6_000;
    const open = a.hold();
    const reloading = a.get('/answer');
    expect((await a.get('/answer')).run).toBe(1);
    expect((await a.get('/answer')).run).toBe(1);
    open();
    expect((await reloading).run).toBe(2);
    expect((await a.get('/answer')).run).toBe(2);
    expect(a.runs()).toBe(2);
  });

  it('answers 304 to a client holding the ETag, and keeps gzip and plain answers apart', async () => {
    const a = counting();
    const plain = await a.get('/answer?big=1');
    const etag = plain.res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await a.get('/answer?big=1', { 'If-None-Match': etag })).res.status).toBe(304);
    const gzip = await a.get('/answer?big=1', { 'Accept-Encoding': 'gzip' });
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.res.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual({ run: 2, text: BIG });
    expect(gzip.res.headers.get('etag')).not.toBe(etag);
    expect((await a.get('/answer?big=1', { 'Accept-Encoding': 'gzip' })).bytes.equals(gzip.bytes)).toBe(true);
    expect(a.runs()).toBe(2);
  });

  it('does not repeat the headers the middleware around it made for another request (CORS)', async () => {
    const a = counting();
    const allowed = await a.get('/answer', { Origin: 'https://shop.example.in' });
    expect(allowed.res.headers.get('access-control-allow-origin')).toBe('https://shop.example.in');
    const other = await a.get('/answer');
    expect(other.run).toBe(1);
    expect(other.res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps no errors and no answer that sets a cookie', async () => {
    const a = counting();
    await a.get('/answer?fail=1');
    expect((await a.get('/answer?fail=1')).res.status).toBe(500);
    await a.get('/answer?cookie=1');
    expect((await a.get('/answer?cookie=1')).res.headers.get('set-cookie')).toBe('a=b');
    expect(a.runs()).toBe(4);
  });

  it('forgets the oldest answers past its size, and everything on clear()', async () => {
    const a = counting(2 * BIG.length);
    for (const n of [1, 2, 3]) await a.get(`/answer?big=1&n=${n}`);
    expect((await a.get('/answer?big=1&n=3')).run).toBe(3);
    expect((await a.get('/answer?big=1&n=1')).run).toBe(4);
    a.cache.clear();
    expect((await a.get('/answer?big=1&n=1')).run).toBe(5);
  });

  it('does not keep an answer made while it was cleared (it may hold what the owner just changed)', async () => {
    const a = counting();
    const open = a.hold();
    const during = a.get('/answer');
    while (a.runs() === 0) await new Promise((resolve) => setImmediate(resolve));
    a.cache.clear();
    open();
    expect((await during).run).toBe(1);
    expect((await a.get('/answer')).run).toBe(2);
    expect((await a.get('/answer')).run).toBe(2);
  });

  it('tells what it forgets with its answers on clear() (onClear)', () => {
    const a = counting();
    let forgot = 0;
    a.cache.onClear(() => (forgot += 1));
    a.cache.clear();
    a.cache.clear();
    expect(forgot).toBe(2);
  });
});

describe('catalogue answers in the shop', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const title = async () => (await productOf(h, productId(0))).title;

  it("are reused until they expire, and show an owner's import at once", async () => {
    const p = seedProducts[0]!;
    expect(await title()).toBe(p.title);
    // Changed behind the server's back: the kept answer stands.
    await h.database.db.update(products).set({ title: 'Changed quietly' }).where(eq(products.slug, p.slug));
    expect(await title()).toBe(p.title);
    const csv =
      'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors\n' +
      `4819,18,${p.slug},Imported title,,${p.category},${p.parentCategory},150,,no,,\n`;
    const imported = await apiClient(h, h.ownerToken).admin.commands.$post({
      json: { argv: ['products', 'import', 'p.csv'], files: { 'p.csv': csv } },
    });
    expect(await imported.json()).toMatchObject({ code: 0 });
    expect(await title()).toBe('Imported title');
  });
});

type Fetch = Parameters<ReturnType<typeof createPublicCache>['inFront']>[0];

async function listen(fetch: Fetch) {
  const server = createAdaptorServer({ fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((r) => server.close(r)) };
}

/** Everything a client sees of an answer but its Date: status, headers, the bytes as they came. */
function seen(server: { port: number }, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: server.port,
      path,
      headers: { Host: 'shop.test', ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject).end();
  });
}

describe('the public cache in front of the app (server/index.ts)', () => {
  let h: Harness;
  let calls = 0;
  let plain: Awaited<ReturnType<typeof listen>>;
  let front: Awaited<ReturnType<typeof listen>>;
  const cache = createPublicCache();
  beforeAll(async () => {
    h = await createHarness({ TRUST_PROXY: '1' });
    const app = createApp(
      {
        db: h.database.db,
        env: h.env,
        store: loadStoreConfig(h.env.STORE_CONFIG),
        mailer: memoryMailer(),
        limiter: { check: async () => {} },
      },
      cache,
    );
    plain = await listen(app.fetch);
    front = await listen(cache.inFront((request, env) => (calls++, app.fetch(request, env))));
  });
  afterAll(async () => {
    await Promise.all([plain.close(), front.close()]);
    await h.close();
  });

  const paths = [
    '/api/v1/products?page=1&limit=12',
    '/api/v1/products?limit=3&featured=true',
    `/api/v1/products/${productId(0)}`,
    '/api/v1/storeInfo',
    `/images/products/${seedProducts[0]!.slug}-1.svg`,
  ];
  const cases: Array<[string, Record<string, string>]> = [
    ['no encoding', {}],
    ['gzip', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['a stale ETag', { 'If-None-Match': '"stale"' }],
    ['https behind the proxy', { 'X-Forwarded-Proto': 'https', 'Accept-Encoding': 'gzip, deflate, br' }],
  ];

  it.each(cases)(
    'sends exactly what the app sends, with %s, without running the app again',
    async (_name, headers) => {
      for (const path of paths) {
        const expected = await seen(plain, path, headers);
        expect(expected.status).toBe(200);
        expect(await seen(front, path, headers)).toEqual(expected);
        const before = calls;
        expect(await seen(front, path, headers)).toEqual(expected);
        expect(calls, path).toBe(before);
      }
    },
  );

  it('answers 304 to the current ETag, weak or strong, with the headers the app sends', async () => {
    for (const path of paths) {
      const { headers } = await seen(plain, path);
      for (const tag of [headers.etag!, `W/${headers.etag}`, `"other", ${headers.etag}`]) {
        const expected = await seen(plain, path, { 'If-None-Match': tag });
        expect(expected.status).toBe(304);
        await seen(front, path, { 'If-None-Match': tag });
        const before = calls;
        expect(await seen(front, path, { 'If-None-Match': tag })).toEqual(expected);
        expect(calls).toBe(before);
      }
    }
  });

  it('leaves errors, requests with an Origin and forgotten answers to the app', async () => {
    const origin = { Origin: 'http://localhost:5173' };
    for (const [path, headers] of [
      ['/api/v1/products?page=0', {}],
      ['/api/v1/products/00000000-0000-4000-8000-000000000000', {}],
      ['/api/v1/storeInfo', origin],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const before = calls;
        expect(await seen(front, path, headers)).toEqual(await seen(plain, path, headers));
        expect(calls).toBe(before + 1);
      }
    }
    expect((await seen(front, '/api/v1/storeInfo', origin)).headers['access-control-allow-origin']).toBe(
      origin.Origin,
    );
    await seen(front, '/api/v1/storeInfo');
    cache.clear();
    const before = calls;
    await seen(front, '/api/v1/storeInfo');
    expect(calls).toBe(before + 1);
  });
});
