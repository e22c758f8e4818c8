import useSWR from 'swr';
import type { Suggestions } from '../contract/product.ts';
import { productListParams } from '../domain/catalogue-query.ts';
import { searchQueryParams, type SearchState } from '../domain/search.ts';
import { unlessNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';
import { fetchProducts } from './products.ts';

// The catalogue page's list with search, and the search box's suggestions: apart from products.ts,
// which the home page loads, so the first load carries none of it.

const contract = lazyContract(() => import('../contract/product.ts'));

export interface ProductFilters {
  page?: number;
  category?: string;
  parentCategory?: string;
  featured?: boolean;
  /** Search, sort and filters (an extension: a spec server ignores them). */
  search?: SearchState;
}

/** The catalogue page's list: the spec's parameters, then search, sort and filters, with facets. */
export const productsKey = (filters: ProductFilters) =>
  [
    '/products',
    { ...productListParams(filters), ...searchQueryParams(filters.search ?? {}), facets: 'true' },
  ] as const;

export function useProducts(filters: ProductFilters) {
  return useSWR(productsKey(filters), fetchProducts, { keepPreviousData: true });
}

/**
 * A typeahead's products and categories for a query (GET /products/suggest). A server without it
 * answers null: the search box then only submits to the results page.
 */
export const getSuggestions = async (q: string, signal?: AbortSignal): Promise<Suggestions | null> =>
  unlessNotOffered(
    async () => request('/products/suggest', (await contract()).suggestions, { query: { q }, signal }),
    () => null,
  );
