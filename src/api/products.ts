import useSWR from 'swr';
import { MAX_PAGE_SIZE } from '../contract/limits.ts';
import { toProduct, type Product } from '../domain/product.ts';
import type { ProductFacets, SearchAnswer } from '../contract/product.ts';
import { lazyContract, request, type ApiClient } from './http.ts';
import { isNotOffered } from './errors.ts';

const contract = lazyContract(() => import('../contract/product.ts'));

export interface ProductPage {
  products: Product[];
  total: number;
  /** The sizes, colours, categories and prices of the list (from servers with search). */
  facets?: ProductFacets | undefined;
  /** How a search was answered; absent where the server has no search (it listed everything). */
  search?: SearchAnswer | undefined;
}

export const FEATURED_LIMIT = 4;

export async function getProducts(query: Record<string, string>, client?: ApiClient): Promise<ProductPage> {
  const { products, total, facets, search } = await request(
    '/products',
    (await contract()).productList,
    { query },
    client,
  );
  return { products: products.map(toProduct), total, facets, search };
}

// Each hook's SWR key and fetcher are exported together: the server's render of a page
// (`serverData` in src/app/routes) fetches by the same ones, so the page hydrates without asking again.

/** The fetcher of productsKey (product-search.ts) and featuredKey. */
export const fetchProducts = ([, query]: readonly [string, Record<string, string>], client?: ApiClient) =>
  getProducts(query, client);

/** Featured products: featured=true, limit 4, the first store category lower-cased. */
export const featuredKey = (category: string | undefined) =>
  [
    '/products',
    {
      featured: 'true',
      limit: String(FEATURED_LIMIT),
      page: '1',
      ...(category ? { category: category.toLowerCase() } : {}),
    },
  ] as const;

export function useFeaturedProducts(category: string | undefined, enabled = true) {
  return useSWR(enabled ? featuredKey(category) : null, fetchProducts, {
    revalidateOnFocus: false,
  });
}

/** The sub-categories of a category: distinct parentCategory values from the list call with limit 100. */
export async function getParentCategories(
  category: string | undefined,
  client?: ApiClient,
): Promise<string[]> {
  const query = { limit: String(MAX_PAGE_SIZE), ...(category ? { category } : {}) };
  const { products } = await getProducts(query, client);
  const names = products.map((p) => p.parentCategory?.trim()).filter((n): n is string => Boolean(n));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

export const parentCategoriesKey = (category: string | undefined) =>
  ['/products#parents', category ?? ''] as const;

export const fetchParentCategories = ([, category]: readonly [string, string], client?: ApiClient) =>
  getParentCategories(category || undefined, client);

export function useParentCategories(category: string | undefined) {
  return useSWR(parentCategoriesKey(category), fetchParentCategories, { revalidateOnFocus: false });
}

export const getProduct = async (id: string, client?: ApiClient): Promise<Product> =>
  toProduct(
    await request(`/products/${encodeURIComponent(id)}`, (await contract()).productAsServed, {}, client),
  );

export const productKey = (id: string) => ['/products/', id] as const;

export const fetchProduct = ([, id]: readonly [string, string], client?: ApiClient) => getProduct(id, client);

export function useProduct(id: string | undefined) {
  return useSWR(id ? productKey(id) : null, fetchProduct);
}

/**
 * Today's products behind some ids (the cart's lines), for their stock: a product no longer sold
 * is null. A failed call leaves the map unknown (undefined), and the cart says nothing.
 */
export function useProductsById(ids: readonly string[]) {
  const key = [...new Set(ids)].sort().join(',');
  return useSWR(key ? (['/products/by-id', key] as const) : null, async ([, joined]) => {
    const list = joined.split(',');
    const found = await Promise.all(
      list.map((id) =>
        getProduct(id).catch((e: unknown) => {
          if (isNotOffered(e)) return null;
          throw e;
        }),
      ),
    );
    return new Map(list.map((id, i) => [id, found[i] ?? null]));
  });
}
