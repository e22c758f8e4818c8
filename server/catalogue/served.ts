import { photoThumbnail, servedPhoto, type StoredPhoto } from '../../src/domain/photos.ts';

type PictureRow = { slug: string; imageCount: number; photos: readonly StoredPhoto[] };

/** The file a product's picture number `view` (from 1) is served under, in /images/products/. */
export const imageFileName = (slug: string, view: number): string => `${slug}-${view}.svg`;

/**
 * A product's pictures as served (absolute from `base`): the owner's photos, each with its
 * `srcSet`, or, while it has none, the drawn pictures of /images/products/.
 */
export function servedImages(row: PictureRow, base: string): { url: string; srcSet?: string }[] {
  if (row.photos.length > 0) return row.photos.map((photo) => servedPhoto(photo, base));
  return Array.from({ length: row.imageCount }, (_, i) => ({
    url: `${base}/images/products/${imageFileName(row.slug, i + 1)}`,
  }));
}

/** A search suggestion's small picture: the first photo's smallest file, or the first drawn picture. */
export function thumbnailOf(row: PictureRow, base: string): string | null {
  const [photo] = row.photos;
  return photo ? photoThumbnail(photo, base) : (servedImages(row, base)[0]?.url ?? null);
}
