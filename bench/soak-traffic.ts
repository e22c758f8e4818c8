import { randomBytes } from 'node:crypto';
import { seedProducts } from '../server/catalogue/products.ts';
import { imageFileName } from '../server/catalogue/served.ts';
import { productIdFromSlug } from '../server/db/product-id.ts';
import { toProductRow } from '../server/db/seed.ts';
import { allowedFrom, type OrderQuantity } from '../src/domain/order-quantity.ts';
import { productOptions } from '../src/domain/product.ts';
import { address } from '../server/test/helpers.ts';

interface Raw {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface Context {
  email?: string;
  token?: string;
}
/** One step of autocannon's `requests` list (its types: bench/autocannon.d.ts). */
export interface Step {
  method?: string;
  path?: string;
  setupRequest?: (req: Raw, context: Context) => Raw;
  onResponse?: (status: number, body: string, context: Context) => void;
}

const ids = seedProducts.map((p) => productIdFromSlug(p.slug));
/**
 * What the visits order: products with no size to choose (an order of one that has sizes must name
 * one), in quantities each allows (a minimum, whole cartons), and whose stock the soak turns off
 * (`measureSoak`), as the API section does: ten minutes of orders would sell out the seeded stock,
 * and a 409 is then the right answer.
 */
export const ordered = seedProducts
  .filter((p) => productOptions(p.attributes).sizes.length === 0)
  .map((p) => toProductRow(p, new Date(0)))
  .map((row) => ({
    id: row.id,
    rule: { minQuantity: row.minOrderQuantity, packOf: row.packMultiple } satisfies OrderQuantity,
  }));
const images = seedProducts.map((p) => `/images/products/${imageFileName(p.slug, 1)}`);
const parents = [...new Set(seedProducts.map((p) => p.parentCategory))];
const lists = [
  ...[1, 2, 3, 4, 5].map((page) => `page=${page}&limit=12`),
  'page=2&limit=24',
  'featured=true',
  'category=HouseHold%20Supplies',
  'category=Packaging%20%26%20Shipping%20Products&page=2',
  ...parents.slice(0, 6).map((p) => `parentCategory=${encodeURIComponent(p)}`),
  `filter=${encodeURIComponent('Accessories,Personal Care,Home,null,Unisex')}`,
  'gender=Men',
].map((q) => `/api/v1/products?${q}`);
const pages = ['/', '/products', '/products?page=2', ...ids.slice(0, 20).map((id) => `/product/${id}`)];

let turn = 0;
const next = <T>(list: readonly T[]) => list[turn++ % list.length]!;
const json = { 'Content-Type': 'application/json' };
const signedIn = (context: Context) => ({ Authorization: `Bearer ${context.token ?? 'none'}` });

const get = (name: string, paths: readonly string[]) => ({
  name,
  step: { method: 'GET', setupRequest: (req: Raw) => ({ ...req, path: next(paths) }) } as Step,
});

/**
 * One shopper's visit; each autocannon connection repeats it (with a new shopper each time):
 * browsing, pages, pictures, an account, a sign-in, an order and the order list.
 */
export const visit: ReadonlyArray<{ name: string; step: Step }> = [
  get('GET /storeInfo', ['/api/v1/storeInfo']),
  get('GET /products?…', lists),
  get(
    'GET /products/{id}',
    ids.map((id) => `/api/v1/products/${id}`),
  ),
  get('GET /images/…', images),
  get('GET pages', pages),
  get('GET /products?…', lists),
  {
    name: 'POST /users/register',
    step: {
      method: 'POST',
      setupRequest: (req, context) => {
        context.email = `soak.${randomBytes(6).toString('hex')}@example.in`;
        const body = {
          email: context.email,
          password: 'soak-password-1',
          firstName: 'Soak',
          lastName: 'Shopper',
        };
        return { ...req, path: '/api/v1/users/register', headers: json, body: JSON.stringify(body) };
      },
    },
  },
  {
    name: 'POST /users/authorize',
    step: {
      method: 'POST',
      setupRequest: (req, context) => ({
        ...req,
        path: '/api/v1/users/authorize',
        headers: json,
        body: JSON.stringify({ email: context.email, password: 'soak-password-1' }),
      }),
      onResponse: (status, body, context) => {
        if (status === 200) context.token = (JSON.parse(body) as { token: string }).token;
      },
    },
  },
  get(
    'GET /products/{id}',
    ids.map((id) => `/api/v1/products/${id}`),
  ),
  {
    name: 'POST /orders',
    step: {
      method: 'POST',
      setupRequest: (req, context) => {
        const [first, second] = [next(ordered), next(ordered)];
        const products = {
          [first.id]: allowedFrom(first.rule, 1 + (turn % 3)),
          [second.id]: allowedFrom(second.rule, 1),
        };
        return {
          ...req,
          path: '/api/v1/orders',
          headers: { ...json, ...signedIn(context) },
          body: JSON.stringify({ products, shippingAddress: address }),
        };
      },
    },
  },
  {
    name: 'GET /orders',
    step: {
      method: 'GET',
      setupRequest: (req, context) => ({ ...req, path: '/api/v1/orders', headers: signedIn(context) }),
    },
  },
  get('GET pages', pages),
];
