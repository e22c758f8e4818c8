import type { Params } from 'react-router-dom';
import type { Key } from 'swr';
import type { ApiClient } from '../api/http.ts';

/**
 * What a route's `serverData` is given when the server renders its page (src/entry-server.tsx).
 * `load` fetches one SWR key with that hook's own fetcher (both exported from src/api) and hands
 * the answer to the page; it resolves undefined when the call failed, and that part of the page
 * then shows its loading state and asks again from the browser.
 */
export interface ServerDataArgs {
  params: Params;
  searchParams: URLSearchParams;
  /** The request carries the sign-in cookie: the page renders for a signed-in shopper. */
  signedIn: boolean;
  load: <K extends Key, T>(
    key: K,
    fetcher: (key: K, client: ApiClient) => Promise<T>,
  ) => Promise<T | undefined>;
}

/**
 * A route renders on the server with what this loads; `false` sends that one page to the browser;
 * `'not-found'` renders it with HTTP status 404 (the shop's "page not found").
 */
export type ServerData = (args: ServerDataArgs) => Promise<void | false | 'not-found'>;

/** For a page rendered with its layout's data alone. */
export const noServerData: ServerData = () => Promise.resolve();

/**
 * What the shop's server adds to a page it renders: the answers it fetched for that page, by SWR
 * key, in a JSON script (not executed, so the Content Security Policy needs no inline script).
 */
export const SERVER_RENDER_ID = 'server-render';

export interface ServerRender {
  fallback: Record<string, unknown>;
  /** The shop's address the page was rendered with (canonical links, previews). */
  siteUrl?: string;
  /** SWR keys the API answered 404 for: the page shows its "not found" state, as the server did. */
  missing?: string[];
}

/** The server's data for this page, or null when the page was not rendered on the server. */
export function readServerRender(doc: Pick<Document, 'getElementById'>): ServerRender | null {
  const text = doc.getElementById(SERVER_RENDER_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('fallback' in value)) return null;
    const { fallback } = value;
    if (typeof fallback !== 'object' || fallback === null || Array.isArray(fallback)) return null;
    const siteUrl = 'siteUrl' in value && typeof value.siteUrl === 'string' ? value.siteUrl : undefined;
    const missing =
      'missing' in value && Array.isArray(value.missing)
        ? value.missing.filter((key): key is string => typeof key === 'string')
        : [];
    return {
      fallback: fallback as Record<string, unknown>,
      ...(siteUrl && { siteUrl }),
      ...(missing.length > 0 && { missing }),
    };
  } catch {
    return null;
  }
}

/** The JSON script, safe inside HTML: `<`, `>`, `&` and line separators are escaped. */
export function serverRenderScript(render: ServerRender): string {
  const json = JSON.stringify(render)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_RENDER_ID}">${json}</script>`;
}
