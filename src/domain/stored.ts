/**
 * Readers for values kept in localStorage (cart, wishlist). They run on every page load, before
 * any API call, so they are plain checks rather than schemas: the schema library loads with the
 * first API call and stays off the first page load.
 */

/** The entries of a stored JSON list; missing, broken or non-list data reads as no entries. */
export function storedList(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

/** Ids were stored as strings or, by older carts, as whole numbers; screens use strings. */
export function storedId(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
  return undefined;
}

/** A finite amount of at least zero. */
export function storedPrice(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A string, or '' for anything else (a broken image or category is not worth dropping a line). */
export const storedTextOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A non-empty string, or undefined for '', null, absent or another type. */
export const storedOptionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The non-blank strings of an array; anything else reads as an empty list. */
export const storedTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
