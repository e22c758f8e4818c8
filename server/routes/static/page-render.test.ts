import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type * as EntryServer from '../../../src/entry-server.tsx';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call } from '../../test/helpers.ts';
import type { RendererModule } from './page-render.ts';

// A stand-in for the built src/entry-server.tsx: it calls the API the way the real one does (through
// the fetch it is handed with each page) and echoes what it was given, so these tests see the server's side.
const RENDERER = `
export async function render(url, { fetch, apiBase, cookies: cookie }) {
  if (url.startsWith('/checkout')) return null;
  if (url.startsWith('/broken')) throw new Error('the screen threw');
  if (url.startsWith('/product/gone'))
    return { html: '<main>Product Not Found</main>', data: '', modules: [], status: 404 };
  const info = await (await fetch(apiBase + '/storeInfo', { headers: { Accept: 'application/json' } })).json();
  return {
    html: '<main data-url="' + url + '" data-cookie="' + (cookie ?? '') + '">' + info.companyLogoUrl + ' $& $1</main>',
    data: '<script type="application/json" id="server-render">{"fallback":{}}</script>',
    modules: ['src/app/routes/home.tsx'],
  };
}
`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_shared-1.js', '_grid-1.js'],
    css: ['assets/home-1.css'],
  },
  '_grid-1.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css', 'assets/shared-1.css'] },
};

const SHELL =
  '<!doctype html><html><head><title>Shop</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body><div id="root"></div></body></html>';

// The stand-in above is untyped; the real renderer must keep to the types the server loads it by.
expectTypeOf<typeof EntryServer>().toExtend<RendererModule>();

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-ssr-'));
  mkdirSync(join(dist, '.server'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, '.server', 'entry-server.js'), RENDERER);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  h = await createHarness({ DIST_DIR: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(h, 'GET', path, { headers });
  expect(res.status, path).toBe(200);
  return { html: String(res.body), headers: res.headers };
};

describe('server-rendered pages', () => {
  it('puts the rendered page in #root with its data, fetched from the API in-process', async () => {
    const { html, headers } = await page('/?utm=x');
    expect(html).toMatch(
      /<div id="root"><main data-url="\/\?utm=x"[^>]*>[^<]*<\/main><\/div><script type="application\/json" id="server-render">/,
    );
    // The answers name images on the host the shopper reached, not an internal one.
    expect(html).toContain('>http://shop.test/images/');
    // Replacement patterns in the page's own text stay text.
    expect(html).toContain(' $& $1</main>');
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('vary')).toMatch(/cookie/i);
  });

  it("hands the request's cookies to the render (the header shows signed in or not)", async () => {
    const { html } = await page('/', { Cookie: 'auth_token=abc' });
    expect(html).toContain('data-cookie="auth_token=abc"');
  });

  it("preloads the screen's chunks at low priority and links its styles before first paint", async () => {
    const { html } = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1.js">',
    );
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/grid-1.js">',
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-1.css">');
    // What index.html already loads is not repeated.
    expect(head).not.toContain('href="/assets/shared-1.css"');
    expect(head.match(/href="\/assets\/shared-1.js"/g)).toHaveLength(1);
    // The page reads without scripts, so the entry waits behind styles and pictures too.
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
  });

  it('answers 404, with the rendered "not found" page, when the page’s subject is not there', async () => {
    const res = await call(h, 'GET', '/product/gone');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(String(res.body)).toContain('<div id="root"><main>Product Not Found</main></div>');
  });

  it('sends the plain page for what renders in the browser only, and when a render fails', async () => {
    for (const path of ['/checkout', '/broken']) {
      const { html, headers } = await page(path);
      expect(html, path).toBe(
        SHELL.replace('<head>', '<head>\n    <meta name="api-base" content="/api/v1">'),
      );
      expect(headers.get('vary') ?? '', path).not.toMatch(/cookie/i);
    }
  });

  it('logs a failed render by its path, never its query (it may carry a token)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await page('/broken?token=secret-reset-token');
      const logged = warn.mock.calls.map((args) => String(args[0])).join('\n');
      expect(logged).toContain('[pages] rendering /broken failed');
      expect(logged).not.toContain('secret-reset-token');
    } finally {
      warn.mockRestore();
    }
  });

  it('never serves the renderer or the build manifest', async () => {
    for (const path of [
      '/.server/entry-server.js',
      '/.vite/manifest.json',
      '/assets/../.server/entry-server.js',
    ]) {
      const res = await call(h, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(String(res.body)).not.toContain('configure');
    }
  });
});
