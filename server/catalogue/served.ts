import { servedPhoto, type StoredPhoto } from '../../src/domain/photos.ts';

/** The file a product's picture number `view` (from 1) is served under, in /images/products/. */
export const imageFileName = (slug: string, view: number): string => `${slug}-${view}.svg`;

/**
 * A product's pictures as served (absolute from `base`): the owner's photos, each with its
 * `srcSet`, or, while it has none, the drawn pictures of /images/products/.
 */
export function servedImages(
  row: { slug: string; imageCount: number; photos: readonly StoredPhoto[] },
  base: string,
): { url: string; srcSet?: string }[] {
  if (row.photos.length > 0) return row.photos.map((photo) => servedPhoto(photo, base));
  return Array.from({ length: row.imageCount }, (_, i) => ({
    url: `${base}/images/products/${imageFileName(row.slug, i + 1)}`,
  }));
}
