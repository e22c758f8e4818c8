import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { countOf } from '../../src/domain/count.ts';
import { MIN_PHOTO_WIDTH, PHOTO_ID, photoWidths, type StoredPhoto } from '../../src/domain/photos.ts';
import type { Db } from '../db/client.ts';
import { eq, sql } from '../db/orm.ts';
import { productPhotoFiles, products } from '../db/schema.ts';
import { UsageError } from './usage-error.ts';

/** A phone's photo is a few MB; a file far larger is not a product photo. */
const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
const WEBP_QUALITY = 80;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A photo made ready to keep: its id, its size upright, and its WebP file at each width (base64).
 * The owner's machine makes it (`npm run shop` reads the file), so the server never decodes a
 * picture: through the admin API it receives this, as JSON, in place of the file's text.
 */
export const preparedPhoto = z
  .object({
    id: z.string().regex(PHOTO_ID),
    width: z.number().int().min(MIN_PHOTO_WIDTH).max(100_000),
    height: z.number().int().min(1).max(100_000),
    files: z.array(z.object({ width: z.number().int(), webp: z.base64() })),
  })
  .refine((p) => p.files.map((f) => f.width).join() === photoWidths(p.width).join(), {
    message: 'its files are not the widths the shop keeps',
  });
export type PreparedPhoto = z.infer<typeof preparedPhoto>;

/** Reads a JPEG, PNG or WebP photo and makes its WebP files; UsageError naming the file when it cannot. */
export async function preparePhoto(file: string): Promise<PreparedPhoto> {
  const name = basename(file);
  const size = await stat(file).then(
    (s) => s.size,
    (e: Error) => {
      throw new UsageError(`cannot read ${file}: ${e.message}`);
    },
  );
  if (size > MAX_PHOTO_BYTES)
    throw new UsageError(`${name} is ${Math.round(size / 2 ** 20)} MB: a photo may be 30 MB at most`);
  const bytes = await readFile(file);
  // Loaded here, not at start: only this command decodes pictures, and never in the server.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format))
    throw new UsageError(
      `${name} is not a JPEG, PNG or WebP picture${meta?.format ? ` (it is ${meta.format})` : ''}: save it as JPEG (a phone's HEIC photo too) and try again`,
    );
  // A phone stores the photo as taken and says how to turn it: the files are kept turned upright.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const [width, height] = quarterTurn ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width < MIN_PHOTO_WIDTH)
    throw new UsageError(
      `${name} is ${width} pixels wide: a product photo needs at least ${MIN_PHOTO_WIDTH}`,
    );
  // Upright, then WebP at each width without the photo's metadata (a phone's says where it was taken).
  const upright = sharp(bytes).rotate();
  const files = [];
  for (const w of photoWidths(width)) {
    const webp = await upright.clone().resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer();
    files.push({ width: w, webp: webp.toString('base64') });
  }
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { id, width, height, files };
}

/** A prepared photo as the CLI sends it through the admin API, read back; UsageError when it is not one. */
export function readPreparedPhoto(file: string, text: string): PreparedPhoto {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = preparedPhoto.safeParse(json);
  if (!parsed.success)
    throw new UsageError(`${basename(file)} did not arrive as a prepared photo: run the command again`);
  return parsed.data;
}

/** The product's photos become these, in this order (none: its drawn pictures again); the command checks how many. */
export async function setPhotos(db: Db, productId: string, photos: readonly PreparedPhoto[]): Promise<void> {
  const stored: StoredPhoto[] = photos.map((p) => ({
    id: p.id,
    widths: p.files.map((f) => f.width),
    width: p.width,
    height: p.height,
  }));
  await db.transaction(async (tx) => {
    for (const photo of photos) {
      await tx
        .insert(productPhotoFiles)
        .values(
          photo.files.map((f) => ({
            photoId: photo.id,
            width: f.width,
            bytes: Buffer.from(f.webp, 'base64'),
          })),
        )
        .onConflictDoNothing();
    }
    await tx.update(products).set({ photos: stored }).where(eq(products.id, productId));
    // A photo no product shows any more goes with the change.
    await tx.execute(
      sql`DELETE FROM product_photo_files f WHERE NOT EXISTS (SELECT 1 FROM products p, jsonb_array_elements(p.photos) e WHERE e->>'id' = f.photo_id)`,
    );
  });
}

/** What the owner is told after the change. */
export function describePhotos(photos: readonly PreparedPhoto[], files: readonly string[]): string {
  if (photos.length === 0) return 'no photos: the drawn pictures are shown again';
  const each = photos.map((p, i) => `${basename(files[i] ?? '')} ${p.width}×${p.height}`);
  return `${countOf(photos.length, 'photo')} (${each.join(', ')}), shown in this order`;
}
