/**
 * The server's render of a page (built by `npm run build` into dist/.server): the same routes,
 * screens and SWR hooks as the browser, rendered to HTML with the catalogue answers they ask for,
 * so a shopper on a slow phone sees the page before any script has run. The browser then hydrates
 * it with the same answers (src/main.tsx), so nothing is fetched twice or flickers.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { withRequestCookies } from './api/auth-token.ts';
import { setApiBase } from './api/base.ts';
import { setTransport, type Fetch } from './api/http.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute, routeModules } from './app/router.tsx';
import { serverRenderScript } from './app/server-render.ts';
import { resolveSlug } from './domain/routes.ts';

/** Resources anybody may read; the server fetches these for a page. Account data waits for the browser. */
const PUBLIC_RESOURCES: ReadonlySet<string> = new Set([
  '/storeInfo',
  '/products',
  '/products/',
  '/products#parents',
]);

/** Pages rendered here: the public shop. Sign-in forms and signed-in pages render in the browser. */
const SERVER_RENDERED: ReadonlySet<string> = new Set([
  'src/app/routes/home.tsx',
  'src/app/routes/products.tsx',
  'src/app/routes/product-detail.tsx',
  'src/app/routes/cart.tsx',
  'src/app/routes/wishlist.tsx',
  'src/app/routes/contact.tsx',
  'src/app/routes/track-order.tsx',
  'src/app/routes/not-found.tsx',
  'src/app/routes/policy.tsx',
]);

const POLICY_MODULE = 'src/app/routes/policy.tsx';

// A screen asks for data another answer decides (featured products wait for store info): a few
// rounds of render, fetch, render again cover every page.
const MAX_ROUNDS = 4;

/** Where the render's API calls go: the server's own API, in-process. Call once. */
export function configure(options: { fetch: Fetch; apiBase: string }): void {
  setTransport(options.fetch);
  setApiBase(options.apiBase);
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The JSON script with the answers the page was rendered with. */
  data: string;
  /** The route modules the page shows (their chunks are preloaded). */
  modules: string[];
}

const resourceOf = (key: unknown): unknown => (Array.isArray(key) ? key[0] : key);

/** Renders `url` (path and query), or null for a page that renders in the browser only. */
export async function render(url: string, cookieHeader?: string): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://shop.invalid');
  const modules = routeModules(pathname);
  if (modules.length === 0 || !modules.every((m) => SERVER_RENDERED.has(m))) return null;
  // An unknown one-segment path is sent on to /404 by the browser; there is nothing to render first.
  if (modules.includes(POLICY_MODULE) && !resolveSlug(pathname.slice(1))) return null;
  await preloadRoute(pathname);

  const fallback: Record<string, unknown> = {};
  const failed = new Set<string>();
  for (let round = 1; ; round++) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
      const resource = resourceOf(key);
      if (fetcher && typeof resource === 'string' && PUBLIC_RESOURCES.has(resource)) {
        const id = unstable_serialize(key);
        if (!(id in fallback) && !failed.has(id)) wanted.set(id, () => Promise.resolve(fetcher(key)));
      }
      return useSWRNext(key, fetcher, config);
    };
    const html = withRequestCookies(cookieHeader, () =>
      renderToString(
        <StrictMode>
          <Providers fallback={{ ...fallback }}>
            <SWRConfig value={{ use: [collect] }}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </SWRConfig>
          </Providers>
        </StrictMode>,
      ),
    );
    if (wanted.size === 0 || round === MAX_ROUNDS)
      return { html, data: serverRenderScript({ fallback }), modules };
    await Promise.all(
      [...wanted].map(async ([id, load]) => {
        try {
          fallback[id] = await load();
        } catch {
          // The browser shows this part's loading state, then asks again itself (and shows its error).
          failed.add(id);
        }
      }),
    );
  }
}
