import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { productId } from '../test/helpers.ts';
import { fastLane, replayable } from './fast-lane.ts';
import { fixedAnswer, sendFixed } from './fixed-answer.ts';

type Fetch = Parameters<typeof fastLane>[0];

async function listen(fetch: Fetch) {
  const server: ServerType = createAdaptorServer({ fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((r) => server.close(r)) };
}

/** Everything a client sees of an answer but the Date, the bytes as they came (compressed or not). */
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

describe('the fast lane in front of the real app', () => {
  let h: Harness;
  let calls = 0;
  let plain: Awaited<ReturnType<typeof listen>>;
  let lane: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    h = await createHarness();
    plain = await listen(h.app.fetch);
    lane = await listen(fastLane((request, env) => (calls++, h.app.fetch(request, env))));
  });
  afterAll(async () => {
    await Promise.all([plain.close(), lane.close()]);
    await h.close();
  });

  const paths = [
    '/api/v1/products?page=1&limit=12',
    '/api/v1/products?page=2&limit=12',
    '/api/v1/products?limit=3&featured=true',
    `/api/v1/products/${productId(0)}`,
    `/api/v1/products/${productId(1).toUpperCase()}`,
    '/api/v1/storeInfo',
  ];
  const cases: Array<[string, Record<string, string>]> = [
    ['no encoding', {}],
    ['brotli', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['gzip only', { 'Accept-Encoding': 'gzip, br;q=0' }],
    ['a stale ETag', { 'If-None-Match': '"stale"' }],
    ['a forwarded protocol', { 'X-Forwarded-Proto': 'https', 'Accept-Encoding': 'br' }],
  ];

  it.each(cases)('repeats exactly what the app answers, with %s', async (_name, headers) => {
    for (const path of paths) {
      const expected = await seen(plain, path, headers);
      expect(expected.status).toBe(200);
      const first = await seen(lane, path, headers);
      const before = calls;
      const again = await seen(lane, path, headers);
      expect(calls, `${path} is answered by the lane`).toBe(before);
      expect(first).toEqual(expected);
      expect(again).toEqual(expected);
    }
  });

  it('answers 304 to the current ETag, weak or strong, with the headers the app sends', async () => {
    for (const path of paths) {
      const { headers } = await seen(plain, path);
      for (const tag of [headers.etag!, `W/${headers.etag}`, `"other", ${headers.etag}`]) {
        const expected = await seen(plain, path, { 'If-None-Match': tag });
        expect(expected.status).toBe(304);
        await seen(lane, path, { 'If-None-Match': tag });
        const before = calls;
        expect(await seen(lane, path, { 'If-None-Match': tag })).toEqual(expected);
        expect(calls).toBe(before);
      }
    }
  });

  it('keeps different queries apart', async () => {
    const one = await seen(lane, '/api/v1/products?page=1&limit=12');
    const two = await seen(lane, '/api/v1/products?page=2&limit=12');
    const three = await seen(lane, '/api/v1/products?limit=3&featured=true');
    expect(new Set([one.body, two.body, three.body]).size).toBe(3);
    expect(new Set([one.headers.etag, two.headers.etag, three.headers.etag]).size).toBe(3);
  });

  it('leaves bad queries, unknown products and requests with an Origin to the app', async () => {
    for (const [path, headers] of [
      ['/api/v1/products?page=0', {}],
      ['/api/v1/products?limit=101', {}],
      ['/api/v1/products/00000000-0000-4000-8000-000000000000', {}],
      ['/api/v1/storeInfo', { Origin: 'http://localhost:5173' }],
    ] as const) {
      const expected = await seen(plain, path, headers);
      for (let i = 0; i < 2; i++) {
        const before = calls;
        expect(await seen(lane, path, headers)).toEqual(expected);
        expect(calls).toBe(before + 1);
      }
    }
    expect(
      (await seen(lane, '/api/v1/storeInfo', { Origin: 'http://localhost:5173' })).headers,
    ).toMatchObject({ 'access-control-allow-origin': 'http://localhost:5173' });
  });
});

describe('fastLane', () => {
  let now = 1_000;
  let calls = 0;
  const answer = fixedAnswer('{"kind":"first"}', 'application/json');
  const app = new Hono()
    .get('/fixed', (c) => {
      calls++;
      replayable(c, answer, 2_000);
      return sendFixed(c, answer);
    })
    .get('/cookie', (c) => {
      calls++;
      replayable(c, answer, 2_000);
      c.header('Set-Cookie', `visit=${calls}`);
      return sendFixed(c, answer);
    });
  const fetch = fastLane(app.fetch, () => now);
  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(new Request(`http://shop.test${path}`, init));
    return { status: res.status, text: await res.text(), cookie: res.headers.get('set-cookie') };
  };

  it('repeats an answer only until the time its route gave', async () => {
    await get('/fixed');
    expect(await get('/fixed')).toEqual({ status: 200, text: '{"kind":"first"}', cookie: null });
    expect(calls).toBe(1);
    now = 2_000;
    await get('/fixed');
    expect(calls).toBe(2);
  });

  it('never repeats an answer that sets a cookie, nor one to another method', async () => {
    now = 1_000;
    calls = 0;
    expect((await get('/cookie')).cookie).toBe('visit=1');
    expect((await get('/cookie')).cookie).toBe('visit=2');
    await get('/fixed', { method: 'HEAD' });
    await get('/fixed', { method: 'HEAD' });
    expect(calls).toBe(4);
  });
});
