/**
 * Search, sort and filters of the product list (an extension of GET /products): what a query's
 * words are, and how a page's address reads as a search. The server refuses a query without words
 * (queryProblem) and the page reads its address with the same rules.
 */

import { MAX_PRICE_FILTER, MAX_QUERY_LENGTH, SORTS, type Sort } from '../contract/limits.ts';

export { SORTS, type Sort };

/** Words past this many are not searched for. */
export const MAX_QUERY_WORDS = 8;

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export const isSort = (value: unknown): value is Sort => SORTS.includes(value as Sort);

/** The words of a query: runs of letters and digits (any script), lower-cased, each once, at most eight. */
export function searchWords(q: string | undefined | null): string[] {
  const words =
    (q ?? '')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** The query's words in order, repeats kept, one space apart: what "the title is the query" compares. */
export function queryPhrase(q: string): string {
  return (
    (q
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) as string[]
  ).join(' ');
}

/** Why a query (within MAX_QUERY_LENGTH) cannot be searched for, or null when it can. */
export function queryProblem(q: string): string | null {
  return searchWords(q).length === 0 ? 'must contain a letter or a number' : null;
}

/** The sort a list uses: relevance needs a query; without a sort asked for, relevance or newest. */
export function effectiveSort(sort: Sort | undefined, hasQuery: boolean): Sort {
  if (!sort) return hasQuery ? 'relevance' : 'newest';
  return sort === 'relevance' && !hasQuery ? 'newest' : sort;
}

/** A search and its filters, as the page's address and the list call carry them. */
export interface SearchState {
  q?: string;
  sort?: Sort;
  /** Rupees, whole. */
  minPrice?: number;
  maxPrice?: number;
  size?: string;
  color?: string;
  inStock?: boolean;
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

/** The list call's (and the address's) parameters of a search state: only what is set. */
export function searchQueryParams(state: SearchState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.q) params.q = state.q;
  if (state.sort) params.sort = state.sort;
  if (state.minPrice !== undefined) params.minPrice = String(state.minPrice);
  if (state.maxPrice !== undefined) params.maxPrice = String(state.maxPrice);
  if (state.size) params.size = state.size;
  if (state.color) params.color = state.color;
  if (state.inStock) params.inStock = 'true';
  return params;
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

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * A title cut into parts, marking where a word of the query starts a word of the title (what the
 * search matched by prefix), for highlighting. Without words the whole text is one plain part.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const wanted = words.filter(Boolean);
  if (wanted.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plain = '';
  const lower = text.toLowerCase();
  let i = 0;
  while (i < text.length) {
    const atWordStart = i === 0 || !/[\p{L}\p{M}\p{N}]/u.test(text[i - 1]!);
    const word = atWordStart
      ? wanted.filter((w) => lower.startsWith(w, i)).sort((a, b) => b.length - a.length)[0]
      : undefined;
    if (word) {
      if (plain) parts.push({ text: plain, match: false });
      plain = '';
      parts.push({ text: text.slice(i, i + word.length), match: true });
      i += word.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain, match: false });
  return parts;
}

/** Sizes in a sensible order: numbers by value, the usual letter sizes small to large, then by name. */
const LETTER_SIZES = ['xxs', 'xs', 's', 'small', 'm', 'medium', 'l', 'large', 'xl', 'xxl', 'xxxl'];
export function compareSizes(a: string, b: string): number {
  const ra = LETTER_SIZES.indexOf(a.toLowerCase());
  const rb = LETTER_SIZES.indexOf(b.toLowerCase());
  if (ra >= 0 && rb >= 0) return ra - rb;
  if (ra >= 0 !== rb >= 0) return ra >= 0 ? -1 : 1;
  return a.localeCompare(b, 'en-IN', { numeric: true, sensitivity: 'base' });
}
