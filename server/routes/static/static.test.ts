import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call } from '../../test/helpers.ts';

let h: Harness;
let dist: string;
// A bundle big enough to compress; its `.br` is written at the lowest quality, so that bytes the
// server made itself (at the highest) would differ from it.
const BIG = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = ${i * 7} + "${i.toString(36)}";`,
).join('\n');
const PREBUILT_BR = brotliCompressSync(BIG, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

const getEncoded = async (path: string, encoding: string) => {
  const res = await h.app.request(`http://localhost${path}`, { headers: { 'Accept-Encoding': encoding } });
  return { encoding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
};
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), PREBUILT_BR);
  writeFileSync(join(dist, 'assets', 'plain-abc123.js'), BIG);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server', 'chunk.js'), 'export const secret = 1;');
  h = await createHarness({ DIST_DIR: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves index.html with the api-base meta for the root and every app route', async () => {
    for (const path of ['/', '/products', '/product/123', '/reset-password?token=x']) {
      const res = await call(h, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(String(res.body)).toContain('<meta name="api-base" content="/api/v1">');
    }
  });

  it('serves the offline shell: the app with its api-base, never kept by caches or search engines', async () => {
    const res = await call(h, 'GET', '/app-shell');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('<meta name="api-base" content="/api/v1">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('serves the service worker so that a new release is seen at the next visit', async () => {
    const res = await call(h, 'GET', '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long cache, and 404 for a missing file', async () => {
    const res = await call(h, 'GET', '/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await call(h, 'GET', '/assets/missing.js')).status).toBe(404);
  });

  it("sends the build's compressed copy of an asset as it is", async () => {
    const br = await getEncoded('/assets/big-abc123.js', 'br');
    expect(br.encoding).toBe('br');
    expect(br.bytes.equals(PREBUILT_BR)).toBe(true);
    // Asked again, from the server's memory: the same bytes.
    expect((await getEncoded('/assets/big-abc123.js', 'br')).bytes.equals(PREBUILT_BR)).toBe(true);
    // No gzip copy was built: the server makes one.
    const gzip = await getEncoded('/assets/big-abc123.js', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BIG);
  });

  it('gzips an asset the build left uncompressed, and sends it plain to a client that asks so', async () => {
    const gzip = await getEncoded('/assets/plain-abc123.js', 'br, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BIG);
    const plain = await getEncoded('/assets/plain-abc123.js', 'identity');
    expect(plain.encoding).toBeNull();
    expect(plain.bytes.toString()).toBe(BIG);
  });

  it('serves other files revalidated with their ETag', async () => {
    const res = await call(h, 'GET', '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await call(h, 'GET', '/favicon.svg', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('never serves the dot-folders of the build (the page renderer)', async () => {
    for (const path of ['/.server/chunk.js', '/%2eserver/chunk.js', '/assets/../.server/chunk.js']) {
      const res = await call(h, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(String(res.body)).not.toContain('secret');
    }
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2F..%2Fpackage.json',
    ]) {
      const res = await call(h, 'GET', path);
      expect(String(res.body)).not.toContain('root:');
      expect(String(res.body)).not.toContain('"dependencies"');
    }
  });
});
