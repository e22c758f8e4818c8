import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readServerRender } from './app/server-render.ts';
import { render, type RenderRequest } from './entry-server.tsx';
import { saleProduct } from './mocks/fixtures/products.ts';
import { storeInfo } from './mocks/fixtures/store-info.ts';
import { server } from './mocks/node.ts';

const API = 'http://shop.internal/api/v1';
let requested: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requested.push(new URL(request.url).pathname + new URL(request.url).search);
};
// A page's first render loads its route's modules, which Vitest transforms on first import: on a
// machine busy with the rest of the suite that alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

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

/** What a rendered page was sent with, read as the browser reads it. */
function readData(data: string) {
  const doc = { getElementById: () => ({ textContent: data.replace(/^<script[^>]*>|<\/script>$/g, '') }) };
  return readServerRender(doc as unknown as Document);
}

/** The answers a rendered page was sent with, by SWR key. */
const fallbackOf = (data: string) => readData(data)?.fallback ?? {};

describe("the server's render of a page", () => {
  it('renders a signed-in shopper’s page whole: no part left for the browser to render again', async () => {
    // First in the file, before any render has loaded the account's wishlist keeping, whose code
    // comes on first use: the server's render cannot wait for it.
    const page = await render('/contact', request('auth_token=abcdefghijklmnopqrstuvwxyz'));
    expect(page!.html).not.toContain('<!--$!-->');
  });

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
      '/api/v1/products?page=1&limit=12&category=household+supplies&facets=true',
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

  it('leaves the signed-in pages to the browser for a signed-out visitor, who is sent to /login from there', async () => {
    for (const url of ['/account', '/checkout', '/orders', '/payment?orderId=ORD-1'])
      expect(await render(url, request()), url).toBeNull();
    // At most the layout's store info, asked for alongside (answered from the cache): nothing of theirs.
    expect(requested.filter((url) => url !== '/api/v1/storeInfo')).toEqual([]);
  });

  it('renders the signed-in pages’ frame and places for a shopper with the cookie, never asking for their data', async () => {
    const signedIn = request('auth_token=abcdefghijklmnopqrstuvwxyz');
    const account = await render('/account', signedIn);
    expect(account!.html).toContain('My Account');
    expect(account!.html).toContain('Loading account information');
    expect((await render('/orders', signedIn))!.html).toContain('Loading your orders...');
    const checkout = await render('/checkout', signedIn);
    // The server cannot see the stored cart: neither "Cart is empty" nor a form, but their place.
    expect(checkout!.html).toContain('data-testid="checkout-loading"');
    expect(checkout!.html).not.toContain('Cart is empty');
    expect((await render('/payment?orderId=ORD-1', signedIn))!.html).toContain('Loading payment form...');
    // Without the order in its address, the tab's history may hold it: the browser renders that one.
    expect(await render('/payment', signedIn)).toBeNull();
    // The token only decides what renders: the account, orders and payment are asked for by the browser.
    expect(new Set(requested)).toEqual(new Set(['/api/v1/storeInfo']));
  });

  it('renders the sign-in forms with the store’s name, their submit button off until the page is live', async () => {
    for (const url of ['/login', '/register', '/forgot-password', '/reset-password?token=abc']) {
      const page = await render(url, request());
      expect(page, url).not.toBeNull();
      expect(page!.html, url).toContain(storeInfo.storeName);
      // Submitted before the script runs, the form would be the browser's own GET, password and all.
      const submit = /<button[^>]*type="submit"[^>]*>/.exec(page!.html)?.[0];
      expect(submit, url).toContain('disabled=""');
    }
    expect(requested).toEqual(Array(4).fill('/api/v1/storeInfo'));
  });

  it('leaves /login to the browser for a signed-in shopper, who is sent on from there', async () => {
    expect(
      await render('/login?redirect=%2Fcheckout', request('auth_token=abcdefghijklmnopqrstuvwxyz')),
    ).toBeNull();
    expect(await render('/register', request('auth_token=abcdefghijklmnopqrstuvwxyz'))).not.toBeNull();
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

const SITE = 'https://supplies.example.in';
const siteRequest = (): RenderRequest => ({ ...request(), siteUrl: SITE });

/** The tags of one kind in a rendered page, as attribute maps. */
function tags(html: string, name: 'meta' | 'link') {
  return [...html.matchAll(new RegExp(`<${name} ([^>]*?)/?>`, 'g'))].map(
    (m) =>
      Object.fromEntries(
        [...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!.replace(/&amp;/g, '&')]),
      ) as Record<string, string>,
  );
}
const metaContent = (html: string, key: string) =>
  tags(html, 'meta')
    .filter((t) => t.name === key || t.property === key)
    .map((t) => t.content);
const canonical = (html: string) =>
  tags(html, 'link')
    .filter((t) => t.rel === 'canonical')
    .map((t) => t.href);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const title = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('what a rendered page says about itself', () => {
  it('a product: its title, description, one canonical address, a preview and its offer', async () => {
    const page = await render(
      `/product/${encodeURIComponent(String(saleProduct.id))}?utm_source=wa`,
      siteRequest(),
    );
    const html = page!.html;
    expect(title(html)).toHaveLength(1);
    expect(title(html)[0]).toContain(saleProduct.title.replace(/&/g, '&amp;'));
    expect(canonical(html)).toEqual([`${SITE}/product/${encodeURIComponent(String(saleProduct.id))}`]);
    expect(metaContent(html, 'description')[0]!.length).toBeGreaterThan(20);
    expect(metaContent(html, 'robots')).toEqual([]);
    expect(metaContent(html, 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'og:image')[0]).toMatch(/^https?:\/\//);
    const product = jsonLd(html).find((d) => d['@type'] === 'Product') as {
      offers: { price: string; priceCurrency: string; priceValidUntil?: string };
    };
    expect(product.offers.priceCurrency).toBe('INR');
    expect(Number(product.offers.price)).toBe(saleProduct.discountedPrice);
    expect(product.offers.priceValidUntil).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(jsonLd(html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    // The browser's render starts from the same address.
    expect(
      readServerRender({
        getElementById: () => ({ textContent: page!.data.replace(/^<script[^>]*>|<\/script>$/g, '') }),
      } as unknown as Document)?.siteUrl,
    ).toBe(SITE);
  });

  it('a product that is not there: kept out of search results', async () => {
    const page = await render('/product/no-such-product', siteRequest());
    expect(page!.status).toBe(404);
    const html = page!.html;
    expect(html).toContain('Product Not Found');
    expect(metaContent(html, 'robots')).toEqual(['noindex']);
    // The browser starts from the same "not found", so its first render matches the server's.
    expect(readData(page!.data)?.missing).toEqual([expect.stringContaining('no-such-product')]);
    expect(canonical(html)).toEqual([]);
    expect(metaContent(html, 'og:title')).toEqual([]);
  });

  it('an address the shop does not have: its "page not found", answered 404', async () => {
    for (const url of ['/no/such/page', '/no-such-policy', '/orders-archive']) {
      const page = await render(url, siteRequest());
      expect(page!.status, url).toBe(404);
      expect(page!.html, url).toContain('Oops! Page not found');
      expect(metaContent(page!.html, 'robots'), url).toEqual(['noindex']);
    }
  });

  it('a category: canonical without tracking or layout parameters, page number kept', async () => {
    const html = (await render('/products?category=Household%20Supplies&fbclid=x&page=2', siteRequest()))!
      .html;
    expect(canonical(html)).toEqual([`${SITE}/products?category=household%20supplies&page=2`]);
    expect(title(html)).toHaveLength(1);
  });

  it('the home page: the store as schema.org knows it', async () => {
    const html = (await render('/', siteRequest()))!.html;
    expect(canonical(html)).toEqual([`${SITE}/`]);
    const store = jsonLd(html).find((d) => d['@type'] === 'Store');
    expect(store).toMatchObject({ telephone: storeInfo.companyPhone, url: `${SITE}/` });
  });
});
