import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `npm run build` puts the page renderer (vite.config.ts), inside DIST_DIR. */
export const RENDERER_PATH = join('.server', 'entry-server.js');

/**
 * What src/entry-server.tsx exports, restated: the server never imports React code, so the built
 * renderer is loaded by file. page-render.test.ts checks the real module against these types.
 */
export interface RenderedPage {
  html: string;
  data: string;
  modules: string[];
  /** 404 when the page's subject was not found (older renderers leave it out: 200). */
  status?: 200 | 404;
}
export interface RendererModule {
  render(
    url: string,
    request: { fetch: InProcessFetch; apiBase: string; cookies?: string; siteUrl?: string },
  ): Promise<RenderedPage | null>;
}

export type InProcessFetch = (input: string, init: RequestInit) => Promise<Response>;

// The render's API calls never leave the process; this origin only gives them a well-formed URL.
const INTERNAL_API_BASE = 'http://shop.internal/api/v1';

export interface PageRenderer {
  /** The page rendered with its data, or null: not a server-rendered page, no renderer built, or it failed. */
  render(url: string, cookieHeader: string | undefined): Promise<RenderedPage | null>;
}

/**
 * Loads the renderer on the first page asked for (an idle server keeps none of React's server
 * code in memory). A build without it, or a render that throws, falls back to the browser-only
 * page: the shopper gets the same shop, only later.
 */
export function pageRenderer(root: string, fetchInProcess: InProcessFetch, siteUrl?: string): PageRenderer {
  const file = join(root, RENDERER_PATH);
  let loading: Promise<RendererModule | null> | undefined;
  const load = () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (m: RendererModule) => m,
          (error: unknown) => {
            console.warn(
              `[pages] the page renderer in ${file} did not load; pages render in the browser`,
              error,
            );
            return null;
          },
        )
      : Promise.resolve(null));
  return {
    async render(url, cookieHeader) {
      const renderer = await load();
      if (!renderer) return null;
      try {
        return await renderer.render(url, {
          fetch: fetchInProcess,
          apiBase: INTERNAL_API_BASE,
          cookies: cookieHeader,
          ...(siteUrl && { siteUrl }),
        });
      } catch (error) {
        // The path only: a query may carry a token.
        const path = new URL(url, 'http://page').pathname;
        console.warn(`[pages] rendering ${path} failed; it renders in the browser`, error);
        return null;
      }
    },
  };
}
