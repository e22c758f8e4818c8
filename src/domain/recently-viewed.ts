import { storedId, storedList } from './stored.ts';

/**
 * "Recently viewed": the products this browser opened, newest first, offered again on the home
 * page, under a product and in an empty cart. Kept in the browser only (no call, nothing on the
 * server), and forgotten at sign-out, so on a shared computer the next shopper does not see what the
 * last one looked at. One home for the rule and the texts (src/state/recently-viewed.ts keeps it).
 */

/** localStorage's key for the list of product ids. */
export const RECENTLY_VIEWED_KEY = 'recently-viewed';

/** How many products the browser remembers: enough to fill a row when some are no longer sold. */
export const RECENTLY_VIEWED_KEEP = 12;

/** How many a row shows: one row of cards on a computer, two of two on a phone. */
export const RECENTLY_VIEWED_SHOWN = 4;

export const recentlyViewedTexts = {
  title: 'Recently viewed',
  clear: 'Clear',
  clearLabel: 'Clear recently viewed',
  cleared: 'Recently viewed cleared',
  clearedDetail: 'This browser no longer lists the products you opened.',
} as const;

/** The list after opening `id`: it comes first, once, and the oldest fall off past the keep. */
export function withViewed(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((kept) => kept !== id)].slice(0, RECENTLY_VIEWED_KEEP);
}

/** What a row offers: the newest, never the product on the page (`except`). */
export function recentlyShown(ids: readonly string[], except?: string): string[] {
  return ids.filter((id) => id !== except).slice(0, RECENTLY_VIEWED_SHOWN);
}

/**
 * The stored list; never throws. Entries that are not ids are dropped one by one, repeats kept once
 * (the first, the newer), and no more than the keep.
 */
export function parseRecentlyViewed(raw: string | null): string[] {
  const ids = new Set<string>();
  for (const entry of storedList(raw)) {
    const id = storedId(entry);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].slice(0, RECENTLY_VIEWED_KEEP);
}
