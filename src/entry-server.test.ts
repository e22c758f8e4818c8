import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readServerRender } from './app/server-render.ts';
import { render, type RenderRequest } from './entry-server.tsx';
import { server } from './mocks/node.ts';

const API = 'http://shop.internal/api/v1';
let requested: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requested.push(new URL(request.url).pathname + new URL(request.url).search);
};
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.resetHandlers();
  requested = [];
});
afterAll(() => {
  server.events.removeListener('request:start', onRequest);
  server.close();
});

const request = (cookies = ''): RenderRequest => ({
  fetch: (input, init) => fetch(input, init),
  apiBase: API,
  cookies,
});

/** The answers a rendered page was sent with, by SWR key. */
function fallbackOf(data: string) {
  const doc = { getElementById: () => ({ textContent: data.replace(/^<script[^>]*>|<\/script>$/g, '') }) };
  return readServerRender(doc as unknown as Document)?.fallback ?? {};
}

describe("the server's render of a page", () => {
  it('renders the catalogue with the answers its routes declare, each fetched once', async () => {
    const page = await render('/products?category=household%20supplies', request());
    expect(page).not.toBeNull();
    const fallback = fallbackOf(page!.data);
    const list = Object.entries(fallback).find(([key]) => key.includes('"/products"'))?.[1] as {
      products: { name: string }[];
    };
    expect(list.products.length).toBeGreaterThan(0);
    // The cards are in the markup, escaped as React escapes text.
    const name = list.products[0]!.name.replace(/&/g, '&amp;');
    expect(page!.html).toContain(name);
    expect(page!.modules).toEqual(['src/app/routes/products.tsx']);
    expect(requested.sort()).toEqual([
      '/api/v1/products?limit=100&category=household+supplies',
      '/api/v1/products?page=1&limit=12&category=household+supplies',
      '/api/v1/storeInfo',
    ]);
  });

  it('fetches what depends on another answer after it: the home page’s featured products', async () => {
    const page = await render('/', request());
    expect(page).not.toBeNull();
    expect(requested[0]).toBe('/api/v1/storeInfo');
    expect(requested).toHaveLength(2);
    expect(requested[1]).toMatch(/^\/api\/v1\/products\?.*featured=true/);
    expect(Object.keys(fallbackOf(page!.data))).toHaveLength(2);
  });

  it('leaves sign-in forms, account pages and unknown policy slugs to the browser', async () => {
    for (const url of ['/login', '/account', '/checkout', '/no-such-policy'])
      expect(await render(url, request()), url).toBeNull();
    expect(requested).toEqual(['/api/v1/storeInfo']);
  });

  it('renders the page without the answer that failed; the browser asks for it again', async () => {
    server.use(http.get('*/api/v1/storeInfo', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const page = await render('/', request());
    expect(page).not.toBeNull();
    // No store info, so no featured products either: both are left to the browser.
    expect(fallbackOf(page!.data)).toEqual({});
    expect(requested).toEqual(['/api/v1/storeInfo']);
  });

  it('keeps each request to itself: two pages rendered at once, signed in and not', async () => {
    const [signedIn, guest] = await Promise.all([
      render('/contact', request('theme=light; auth_token=abc')),
      render('/contact', request('')),
    ]);
    expect(signedIn!.html).toContain('aria-label="My account"');
    expect(signedIn!.html).not.toContain('>Login<');
    expect(guest!.html).toContain('>Login<');
    expect(guest!.html).not.toContain('aria-label="My account"');
    // The token only decides how the header looks: it is never sent to the API.
    expect(requested).toEqual(['/api/v1/storeInfo', '/api/v1/storeInfo']);
  });
});
