/**
 * A product's own photographs (the owner's `products photos` command): each is kept as WebP at
 * the widths below (never wider than the photo it came from) and served under an address made
 * from its content, so a browser may keep it for a year.
 */

/** The widths a photo is kept at, in pixels: a phone's card, a phone's page at 2x and 3x, a desktop's. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/** The width `url` names: what a browser without `srcset` support, a cart line or a link preview gets. */
export const PHOTO_DEFAULT_WIDTH = 640;
/** The most photos one product may have, and the narrowest one the shop takes. */
export const MAX_PHOTOS = 8;
export const MIN_PHOTO_WIDTH = PHOTO_WIDTHS[0];

/** A photo as a product row keeps it: its id (from its content) and the widths it is kept at. */
export interface StoredPhoto {
  id: string;
  widths: number[];
  /** The largest variant's size, for the browser to reserve the space. */
  width: number;
  height: number;
}

/** 16 hex digits of the SHA-256 of the photo as the owner gave it. */
export const PHOTO_ID = /^[0-9a-f]{16}$/;
/** The file of one variant, under /images/photos/. */
export const PHOTO_FILE = /^([0-9a-f]{16})-(\d{2,4})\.webp$/;

export const photoFileName = (id: string, width: number): string => `${id}-${width}.webp`;

const WIDEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;

/** The widths a photo `width` pixels wide is kept at: each of PHOTO_WIDTHS below it, then its own (at most the widest). */
export function photoWidths(width: number): number[] {
  const own = Math.min(width, WIDEST);
  return [...PHOTO_WIDTHS.filter((w) => w < own), own];
}

const photoUrl = (photo: StoredPhoto, base: string, width: number) =>
  `${base}/images/photos/${photoFileName(photo.id, width)}`;

/** The photo's smallest file: for a search suggestion's thumbnail, which has no `srcSet`. */
export const photoThumbnail = (photo: StoredPhoto, base: string): string =>
  photoUrl(photo, base, photo.widths[0]!);

/**
 * A picture's address for a small place with no `srcSet` (the cart's line, 80 px high, kept in the
 * browser with the cart): a photo's file at the smallest width, which every photo has; anything
 * else (a drawing, another host's image) as it is.
 */
export const smallestPhotoUrl = (url: string): string =>
  url.replace(/\/images\/photos\/([0-9a-f]{16})-\d{2,4}\.webp$/, `/images/photos/$1-${MIN_PHOTO_WIDTH}.webp`);

/** How a product's photo is served: `url` at the default width (or the nearest below), `srcSet` for all. */
export function servedPhoto(photo: StoredPhoto, base: string): { url: string; srcSet: string } {
  const at = (width: number) => photoUrl(photo, base, width);
  const fallback = [...photo.widths].reverse().find((w) => w <= PHOTO_DEFAULT_WIDTH) ?? photo.widths[0]!;
  return { url: at(fallback), srcSet: photo.widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
