import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call } from '../../test/helpers.ts';

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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

  it('serves hashed assets with a long cache, and 404 for a missing file', async () => {
    const res = await call(h, 'GET', '/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await call(h, 'GET', '/assets/missing.js')).status).toBe(404);
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
