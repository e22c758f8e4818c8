/**
 * The product list's sort and filters as a page reads them: labels, the sort in force, the address
 * read leniently. Apart from search.ts so the first page load carries only the search box's part.
 */
import { MAX_PRICE_FILTER, MAX_QUERY_LENGTH, SORTS, type Sort } from '../contract/limits.ts';
import { searchWords, type SearchState } from './search.ts';

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export const isSort = (value: unknown): value is Sort => SORTS.includes(value as Sort);

/** The sort a list uses: relevance needs a query; without a sort asked for, relevance or newest. */
export function effectiveSort(sort: Sort | undefined, hasQuery: boolean): Sort {
  if (!sort) return hasQuery ? 'relevance' : 'newest';
  return sort === 'relevance' && !hasQuery ? 'newest' : sort;
}

const price = (raw: string | null): number | undefined => {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,8}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_PRICE_FILTER ? value : undefined;
};

const choice = (raw: string | null): string | undefined => {
  const text = raw?.trim() ?? '';
  return text && text.length <= 50 ? text : undefined;
};

/**
 * The search state of a page's address. What cannot be used is left out (the page ignores it, as a
 * shared link with an old or mistyped value should still open): an unknown sort, a price that is not
 * a whole number of rupees, a minimum above the maximum (both dropped). A too-long query is cut.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const state: SearchState = {};
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH).trim();
  if (q && searchWords(q).length > 0) state.q = q;
  const sort = params.get('sort');
  if (isSort(sort)) state.sort = sort;
  const min = price(params.get('minPrice'));
  const max = price(params.get('maxPrice'));
  if (min === undefined || max === undefined || min <= max) {
    if (min !== undefined) state.minPrice = min;
    if (max !== undefined) state.maxPrice = max;
  }
  const size = choice(params.get('size'));
  if (size) state.size = size;
  const color = choice(params.get('color'));
  if (color) state.color = color;
  if (params.get('inStock') === 'true') state.inStock = true;
  return state;
}

/** How many filters (not the query or the sort) a state sets; the price range counts once. */
export function activeFilterCount(state: SearchState): number {
  return (
    Number(state.minPrice !== undefined || state.maxPrice !== undefined) +
    Number(Boolean(state.size)) +
    Number(Boolean(state.color)) +
    Number(Boolean(state.inStock))
  );
}
