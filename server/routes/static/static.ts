import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { APP_SHELL_PATH } from '../../../src/domain/offline.ts';
import { pageHtml, preloadTags, type Manifest } from './page-html.ts';
import { pageRenderer, type InProcessFetch } from './page-render.ts';

const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

const API_BASE_META = '<meta name="api-base" content="/api/v1">';

/** The app served from here calls its own API, whatever host or port it is reached on. */
export function injectApiBase(html: string): string {
  if (html.includes('name="api-base"')) return html;
  return html.replace(/<head([^>]*)>/i, (head) => `${head}\n    ${API_BASE_META}`);
}

const notFound = () => {
  throw new HttpError(404, messages.notFound);
};

/** Sets Cache-Control on a file found (a 404 keeps its own). */
const cacheFor =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  };

/**
 * The built app from DIST_DIR: its files, and every other path as a page of the app. Files go out
 * through serveStatic, as the build's `.br`/`.gz` copies when the client takes them (else gzipped
 * here); hashed assets are cached for a year, the rest revalidated with their ETag. Public shop
 * pages are rendered here with their data (src/entry-server.tsx, calling this server's API
 * in-process); the rest, and every page when the renderer is missing or fails, get index.html and
 * render in the browser.
 */
export function staticRoutes({ env }: Deps, fetchInProcess: InProcessFetch) {
  const root = resolve(env.DIST_DIR);
  // Without a build (API-only tests) there are no files; pages answer 404 as index.html is missing.
  const files: MiddlewareHandler = existsSync(root)
    ? serveStatic({ root, precompressed: true })
    : (_c, next) => next();
  let shell: string | null = null;
  let manifest: Manifest | undefined;
  // The render's API calls answer as if the page's own request had made them: image and link
  // addresses in the answers use the host (and forwarded host and scheme) the shopper reached.
  const pageRequest = new AsyncLocalStorage<Request>();
  const renderer = pageRenderer(
    root,
    (input, init) => {
      const page = pageRequest.getStore();
      if (!page) return fetchInProcess(input, init);
      const url = new URL(input);
      const origin = new URL(page.url);
      url.protocol = origin.protocol;
      url.host = origin.host;
      const headers = new Headers(init.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = page.headers.get(name);
        if (value) headers.set(name, value);
      }
      return fetchInProcess(url.href, { ...init, headers });
    },
    env.APP_URL,
  );

  async function readShell() {
    shell ??= await readFile(join(root, 'index.html'), 'utf8')
      .then(injectApiBase)
      .catch(() => null);
    if (!shell) throw new HttpError(404, messages.notFound);
    manifest ??= await readFile(join(root, '.vite', 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}));
    return { html: shell, manifest };
  }

  async function page(c: Context) {
    const { html, manifest } = await readShell();
    c.header('Cache-Control', 'no-cache');
    const url = new URL(c.req.url);
    const path = url.pathname === '/index.html' ? '/' : url.pathname;
    const rendered = await pageRequest.run(c.req.raw, () =>
      renderer.render(path + url.search, c.req.header('cookie')),
    );
    if (!rendered) return c.html(html);
    // The page depends on the signed-in cookie (the header's account link), so caches keep one per cookie.
    c.header('Vary', 'Cookie');
    return c.html(pageHtml(html, rendered, preloadTags(manifest, rendered.modules)), rendered.status ?? 200);
  }

  return (
    new Hono<AppEnv>()
      .get('/api/*', notFound)
      // The renderer and the build manifest live in dot-folders of the build: never served.
      .get('*', (c, next) =>
        c.req.path.split('/').some((part) => part.startsWith('.')) ? notFound() : next(),
      )
      .get('*', compress())
      .get('/assets/*', cacheFor('public, max-age=31536000, immutable'), files, notFound)
      .get('*', etag())
      .on('GET', ['/', '/index.html'], page)
      // The page the service worker keeps for addresses it has not kept (src/sw/sw.ts): the app,
      // rendered in the browser from whatever answers were kept.
      .get(APP_SHELL_PATH, async (c) => {
        const { html } = await readShell();
        c.header('Cache-Control', 'no-cache');
        c.header('X-Robots-Tag', 'noindex');
        return c.html(html);
      })
      .get('*', cacheFor('no-cache'), files, (c) => (extname(c.req.path) === '' ? page(c) : notFound()))
  );
}
