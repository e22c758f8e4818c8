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

/** Runs of letters and digits (any script, with their marks: Devanagari's matras), lower-cased, each once. */
const wordsOf = (text: string | undefined | null): string[] => [
  ...new Set(
    (text ?? '')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [],
  ),
];

/** The words of a query: runs of letters and digits (any script), lower-cased, each once, at most eight. */
export function searchWords(q: string | undefined | null): string[] {
  return wordsOf(q).slice(0, MAX_QUERY_WORDS);
}

/**
 * A product's search keywords: the owner's words search also finds it by and shoppers never see
 * (other names in Hindi or Hinglish, brands, misspellings), as Amazon's sellers give "search
 * terms". Stored as their words, one space apart, read as a query's are (so "Pocha, POCHHA" is
 * "pocha pochha"), at most this many characters.
 */
export const MAX_KEYWORDS_LENGTH = 250;

export const normaliseKeywords = (text: string): string => wordsOf(text).join(' ');

/** Why the owner's keywords cannot be kept, or null when they can. */
export function keywordsProblem(text: string): string | null {
  const length = normaliseKeywords(text).length;
  return length > MAX_KEYWORDS_LENGTH
    ? `must be at most ${MAX_KEYWORDS_LENGTH} characters of words (these are ${length})`
    : null;
}

/**
 * A query word that runs numbers and letters together, as shoppers type sizes ("30x37", "500ml",
 * "48mm", "2ply"), in its parts ("30", "x", "37"), which the catalogue's titles write apart ("30 x
 * 37 inch", "500 ml"); null for any other word. Search matches the word as typed or all its parts.
 */
export function measureParts(word: string): string[] | null {
  const parts = word.match(/\p{N}+|[\p{L}\p{M}]+/gu) ?? [];
  return parts.length > 1 && parts.some((part) => /\p{N}/u.test(part)) ? parts : null;
}

/** The units the catalogue's titles abbreviate, and the words shoppers type for them. */
const UNIT_WORDS: Record<string, readonly string[]> = {
  l: ['litre', 'litres', 'liter', 'liters', 'ltr', 'ltrs'],
  ml: ['millilitre', 'millilitres', 'milliliter', 'milliliters', 'mls'],
  m: ['metre', 'metres', 'meter', 'meters', 'mtr', 'mtrs'],
  mm: ['millimetre', 'millimetres', 'millimeter', 'millimeters'],
  cm: ['centimetre', 'centimetres', 'centimeter', 'centimeters', 'cms'],
  g: ['gram', 'grams', 'gm', 'gms'],
  kg: ['kilo', 'kilos', 'kilogram', 'kilograms', 'kgs'],
  micron: ['mic', 'microns'],
};
// Made on first use, so the app's first load (which reads this module for the search box) keeps none of it.
let unitByWord: ReadonlyMap<string, string> | undefined;

/**
 * The unit a query word names as the titles write it ("litre", "ltr" → "l"; "grams" → "g"), which
 * search matches as a whole word beside the word itself; undefined for any other word.
 */
export const unitOf = (word: string): string | undefined =>
  (unitByWord ??= new Map(
    Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((w) => [w, unit] as const)),
  )).get(word);

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
