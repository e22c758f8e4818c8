import useSWR from 'swr';
import { MAX_PAGE_SIZE } from '../contract/limits.ts';
import { toProduct, type Product } from '../domain/product.ts';
import { productListParams } from '../domain/routes.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/product.ts'));

export interface ProductFilters {
  page?: number;
  category?: string;
  parentCategory?: string;
  featured?: boolean;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

export const FEATURED_LIMIT = 4;

export async function getProducts(query: Record<string, string>): Promise<ProductPage> {
  const { products, total } = await request('/products', (await contract()).productList, { query });
  return { products: products.map(toProduct), total };
}

export const productsKey = (filters: ProductFilters) => ['/products', productListParams(filters)] as const;

export function useProducts(filters: ProductFilters) {
  return useSWR(productsKey(filters), ([, query]) => getProducts(query), { keepPreviousData: true });
}

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
  return useSWR(enabled ? featuredKey(category) : null, ([, query]) => getProducts(query), {
    revalidateOnFocus: false,
  });
}

/** The sub-categories of a category: distinct parentCategory values from the list call with limit 100. */
export async function getParentCategories(category: string | undefined): Promise<string[]> {
  const query = { limit: String(MAX_PAGE_SIZE), ...(category ? { category } : {}) };
  const { products } = await getProducts(query);
  const names = products.map((p) => p.parentCategory?.trim()).filter((n): n is string => Boolean(n));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

export function useParentCategories(category: string | undefined) {
  return useSWR(
    ['/products#parents', category ?? ''] as const,
    ([, c]) => getParentCategories(c || undefined),
    {
      revalidateOnFocus: false,
    },
  );
}

export const getProduct = async (id: string): Promise<Product> =>
  toProduct(await request(`/products/${encodeURIComponent(id)}`, (await contract()).productAsServed));

export function useProduct(id: string | undefined) {
  return useSWR(id ? (['/products/', id] as const) : null, ([, productId]) => getProduct(productId));
}
