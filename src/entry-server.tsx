/**
 * The server's render of a page (built by `npm run build` into dist/.server): the same routes,
 * screens and SWR hooks as the browser, rendered to HTML with the catalogue answers they need, so
 * a shopper on a slow phone sees the page before any script has run. The browser then hydrates it
 * with the same answers (src/main.tsx), so nothing is fetched twice or flickers.
 *
 * How: the routes the URL matches declare what they need (`serverData` in a screen's module under
 * src/app/routes, and in the layout's route `handle` in src/app/router.tsx). Those run first, with
 * the server's in-process API; their answers seed SWR, and the page renders once. A page whose
 * screen declares nothing (the invoice, the API test page), or whose routes answer `false` (a
 * signed-in page without the sign-in cookie), renders in the browser only.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import type { ApiClient, Fetch } from './api/http.ts';
import { getToken } from './api/auth-token.ts';
import { isNotFoundError } from './api/errors.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, matchPage } from './app/router.tsx';
import { serverRenderScript, type ServerDataArgs } from './app/server-render.ts';

/** One page request, as the server hands it over: nothing here outlives the render. */
export interface RenderRequest {
  /** The server's own API, answered in-process. */
  fetch: Fetch;
  apiBase: string;
  /** The request's Cookie header: the header renders signed in or not, as the browser will. */
  cookies?: string;
  /** The shop's own address (APP_URL): canonical links and link previews. */
  siteUrl?: string;
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The JSON script with the answers the page was rendered with. */
  data: string;
  /** The route modules the page shows (their chunks are preloaded). */
  modules: string[];
  /** 404 when an answer the page is about was "not found"; otherwise 200. */
  status: 200 | 404;
}

/** Renders `url` (path and query), or null for a page that renders in the browser only. */
export async function render(url: string, request: RenderRequest): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const routes = await Promise.all(
    matchPage(pathname).map(async ({ handle, params }) => ({
      params,
      handle,
      screen: await handle?.screen?.load(),
    })),
  );
  const screens = routes.flatMap(({ screen }) => (screen ? [screen] : []));
  if (screens.length === 0 || !screens.every((screen) => screen.serverData)) return null;

  const client: ApiClient = { fetch: request.fetch, base: request.apiBase };
  const fallback: Record<string, unknown> = {};
  // A key two routes need (the layout's store info, which the home page reads too) is fetched once.
  const loading = new Map<string, Promise<unknown>>();
  const missing = new Set<string>();
  const load: ServerDataArgs['load'] = (key, fetcher) => {
    const id = unstable_serialize(key);
    const answer =
      loading.get(id) ??
      fetcher(key, client).then(
        (value) => (fallback[id] = value),
        (error: unknown) => {
          if (isNotFoundError(error)) missing.add(id);
          throw error;
        },
      );
    loading.set(id, answer);
    return answer.then(
      (value) => value as Awaited<ReturnType<typeof fetcher>>,
      () => undefined,
    );
  };
  const signedIn = getToken(request.cookies) !== undefined;
  const declared = await Promise.all(
    routes.flatMap(({ handle, params, screen }) => {
      const args = { params, searchParams, signedIn, load };
      return [handle?.serverData?.(args), screen?.serverData?.(args)];
    }),
  );
  if (declared.includes(false)) return null;

  const html = renderToString(
    <StrictMode>
      <Providers
        answers={fallback}
        missing={[...missing]}
        cookies={request.cookies ?? ''}
        siteUrl={request.siteUrl}
      >
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const modules = routes.flatMap(({ handle }) => (handle?.screen ? [handle.screen.module] : []));
  return {
    html,
    data: serverRenderScript({
      fallback,
      ...(request.siteUrl && { siteUrl: request.siteUrl }),
      ...(missing.size > 0 && { missing: [...missing] }),
    }),
    modules,
    // What the page was asked for is not there (an unknown address, a product id no longer sold):
    // a real 404 for crawlers, with the page's own "not found" screen for people.
    status: missing.size > 0 || declared.includes('not-found') ? 404 : 200,
  };
}
