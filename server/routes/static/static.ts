import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { fixedAnswer, sendFixed, type FixedAnswer } from '../../lib/fixed-answer.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

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

/** The built app from DIST_DIR: its files, and index.html for every other page of the app. */
export function staticRoutes({ env }: Deps) {
  const root = resolve(env.DIST_DIR);
  let index: FixedAnswer | null = null;
  // Built files are read and compressed once: hashed names never change their bytes.
  const assets = new Map<string, FixedAnswer>();

  async function indexHtml(c: Context) {
    index ??= await readFile(join(root, 'index.html'), 'utf8')
      .then((html) => fixedAnswer(injectApiBase(html), TYPES['.html']!))
      .catch(() => null);
    if (!index) throw new HttpError(404, messages.notFound);
    c.header('Cache-Control', 'no-cache');
    return sendFixed(c, index);
  }

  return new Hono<AppEnv>().get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/api/')) throw new HttpError(404, messages.notFound);
    if (path === '/' || path === '/index.html') return indexHtml(c);
    const known = assets.get(path);
    if (known) return asset(c, path, known);
    const file = await fileIn(root, path);
    if (!file) {
      // A missing asset is a 404; any other path is a page of the app.
      if (extname(path) !== '') throw new HttpError(404, messages.notFound);
      return indexHtml(c);
    }
    const answer = fixedAnswer(
      await readFile(file),
      TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    );
    if (path.startsWith('/assets/')) assets.set(path, answer);
    return asset(c, path, answer);
  });
}

function asset(c: Context, path: string, answer: FixedAnswer) {
  const hashed = path.startsWith('/assets/');
  c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  return sendFixed(c, answer, hashed ? 'best' : 'fast');
}
