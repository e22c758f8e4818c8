import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './test/client.ts';
import { createHarness, type Harness } from './test/harness.ts';
import { call } from './test/helpers.ts';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THEME_SCRIPT } from '../src/domain/theme.ts';

let h: Harness;
// A built app of one page, so that pages are answered too (the harness has no build).
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
);
beforeAll(async () => {
  h = await createHarness({ CORS_ORIGINS: 'https://shop.example.in', TRUST_PROXY: '1', DIST_DIR: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('every response', () => {
  it('a page carries the security headers and a strict Content-Security-Policy', async () => {
    const res = await h.app.request('http://shop.test/products');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    for (const directive of [
      "default-src 'self'",
      // Scripts from the shop only, and the one inline script its pages carry (the theme's), by hash.
      `script-src 'self' 'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}';`,
      "style-src 'self' 'unsafe-inline'",
      // Images and the API are on PUBLIC_URL (here APP_URL, http://shop.test).
      "img-src 'self' http://shop.test data: blob:",
      "font-src 'self'",
      "connect-src 'self' http://shop.test",
      "form-action 'self' http://shop.test",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect((await call(h, 'GET', '/no-such-page.js')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an API answer loads nothing and is never framed, without the headers only a page reads', async () => {
    const res = await apiClient(h).storeInfo.$get();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(res.headers.get('permissions-policy')).toBeNull();
    // An error is an API answer too.
    const missing = await call(h, 'GET', '/api/v1/products/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('adds HSTS only when served over https (trusted proxy)', async () => {
    const res = await call(h, 'GET', '/healthz', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    h.app.request('http://shop.test/api/v1/orders', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization,x-store-host',
      },
    });

  it('allows a configured origin and localhost in development, with credentials and X-Store-Host', async () => {
    for (const origin of ['https://shop.example.in', 'http://localhost:5173', 'http://127.0.0.1:4173']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-store-host');
    }
  });

  it('allows the methods the app sends: PUT (the name) and DELETE (a device, an address, a list) too', async () => {
    const res = await preflight('https://shop.example.in');
    const methods = res.headers.get('access-control-allow-methods')?.split(/\s*,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
  });

  it('does not allow any other origin', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not allow localhost in production', async () => {
    const prod = await createHarness({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.request('http://x/api/v1/storeInfo', {
        headers: { Origin: 'http://localhost:5173' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await prod.close();
    }
  });
});

describe('errors', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v1/products'],
      ['GET', '/api/v2/products'],
      ['DELETE', '/api/v1/orders'],
    ] as const) {
      const res = await call(h, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    }
  });

  it('refuses a body over 64 KB with 413', async () => {
    const big = 'x'.repeat(70 * 1024);
    const res = await call(h, 'POST', '/api/v1/users/register', {
      raw: JSON.stringify({ email: 'a@b.in', password: big, firstName: 'Ravi', lastName: 'Kumar' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 413, body: { error: 'The request body is too large' } });
  });

  it('answers /healthz', async () => {
    expect(await call(h, 'GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('Content-Security-Policy with an API on another origin', () => {
  it('lets the app reach, show images from and post the payment form to PUBLIC_URL and API_ORIGINS', async () => {
    const split = await createHarness({
      PUBLIC_URL: 'https://api.shop.example.in',
      API_ORIGINS: 'https://pay.example.in',
      DIST_DIR: dist,
    });
    try {
      const csp = (await split.app.request('http://x/')).headers.get('content-security-policy')!;
      expect(csp).toContain("connect-src 'self' https://api.shop.example.in https://pay.example.in");
      expect(csp).toContain("img-src 'self' https://api.shop.example.in https://pay.example.in data: blob:");
      expect(csp).toContain("form-action 'self' https://api.shop.example.in");
    } finally {
      await split.close();
    }
  });
});
