/**
 * Search, sort and filters of the product list (an extension of GET /products): what a query's
 * words are, and how a page's address reads as a search. The server refuses a query without words
 * (queryProblem) and the page reads its address with the same rules.
 */

import { SORTS, type Sort } from '../contract/limits.ts';

export { SORTS, type Sort };

/** The search box asks for suggestions from this many characters (one letter matches most of a catalogue). */
export const MIN_SUGGEST_LENGTH = 2;

/** Words past this many are not searched for. */
export const MAX_QUERY_WORDS = 8;

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

/** The address's (and the list call's) names that search, sort and filters own. */
export const SEARCH_PARAM_NAMES = [
  'q',
  'sort',
  'minPrice',
  'maxPrice',
  'size',
  'color',
  'inStock',
] as const satisfies readonly (keyof SearchState)[];

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
