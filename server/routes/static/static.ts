import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { compressAhead, fixedAnswer, sendFixed, type FixedAnswer } from '../../lib/fixed-answer.ts';
import { contentType, HTML_TYPE } from './content-type.ts';
import { pageHtml, preloadTags, type Manifest } from './page-html.ts';
import { pageRenderer, type InProcessFetch } from './page-render.ts';

const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

const API_BASE_META = '<meta name="api-base" content="/api/v1">';

/** The app served from here calls its own API, whatever host or port it is reached on. */
export function injectApiBase(html: string): string {
  if (html.includes('name="api-base"')) return html;
  return html.replace(/<head([^>]*)>/i, (head) => `${head}\n    ${API_BASE_META}`);
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

/**
 * The built app from DIST_DIR: its files, and every other path as a page of the app. Public shop
 * pages are rendered here with their data (src/entry-server.tsx, calling this server's API
 * in-process); the rest, and every page when the renderer is missing or fails, get index.html
 * and render in the browser.
 */
export function staticRoutes({ env }: Deps, fetchInProcess: InProcessFetch) {
  const root = resolve(env.DIST_DIR);
  let shell: { html: string; answer: FixedAnswer } | null = null;
  let manifest: Manifest | undefined;
  // Built files are read and compressed once: hashed names never change their bytes.
  const assets = new Map<string, FixedAnswer>();
  // The render's API calls answer as if the page's own request had made them: image and link
  // addresses in the answers use the host (and forwarded host and scheme) the shopper reached.
  const pageRequest = new AsyncLocalStorage<Request>();
  const renderer = pageRenderer(root, (input, init) => {
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
  });

  async function readShell() {
    shell ??= await readFile(join(root, 'index.html'), 'utf8')
      .then((file) => {
        const html = injectApiBase(file);
        return { html, answer: fixedAnswer(html, HTML_TYPE) };
      })
      .catch(() => null);
    if (!shell) throw new HttpError(404, messages.notFound);
    manifest ??= await readFile(join(root, '.vite', 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}));
    return { ...shell, manifest };
  }

  async function page(c: Context) {
    const { html, answer, manifest } = await readShell();
    c.header('Cache-Control', 'no-cache');
    const url = new URL(c.req.url);
    const path = url.pathname === '/index.html' ? '/' : url.pathname;
    const rendered = await pageRequest.run(c.req.raw, () =>
      renderer.render(path + url.search, c.req.header('cookie')),
    );
    if (!rendered) return sendFixed(c, answer);
    const full = pageHtml(html, rendered, preloadTags(manifest, rendered.modules));
    const res = sendFixed(c, fixedAnswer(full, HTML_TYPE));
    // The page depends on the signed-in cookie (the header's account link), so caches keep one per cookie.
    res.headers.append('Vary', 'Cookie');
    return res;
  }

  return new Hono<AppEnv>().get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/api/')) throw new HttpError(404, messages.notFound);
    // The renderer and the build manifest live in dot-folders of the build: never served.
    if (path.split('/').some((part) => part.startsWith('.'))) throw new HttpError(404, messages.notFound);
    if (path === '/' || path === '/index.html') return page(c);
    const known = assets.get(path);
    if (known) return asset(c, path, known);
    const file = await fileIn(root, path);
    if (!file) {
      // A missing asset is a 404; any other path is a page of the app.
      if (extname(path) !== '') throw new HttpError(404, messages.notFound);
      return page(c);
    }
    const answer = fixedAnswer(await readFile(file), contentType(file));
    if (!path.startsWith('/assets/')) return asset(c, path, answer);
    // Hashed files never change: their compressed copies are made once, or read from the build.
    const ready = await withCompressedCopies(answer, file);
    assets.set(path, ready);
    return asset(c, path, ready);
  });
}

/** `npm run build` writes `name.br` and `name.gz` beside each asset (scripts/build.ts); else they are made here. */
async function withCompressedCopies(answer: FixedAnswer, file: string): Promise<FixedAnswer> {
  const [br, gzip] = await Promise.all(
    [readFile(`${file}.br`), readFile(`${file}.gz`)].map((p) => p.catch(() => undefined)),
  );
  if (br) answer.br = br;
  if (gzip) answer.gzip = gzip;
  return compressAhead(answer);
}

function asset(c: Context, path: string, answer: FixedAnswer) {
  const hashed = path.startsWith('/assets/');
  c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  return sendFixed(c, answer, hashed ? 'best' : 'fast');
}
