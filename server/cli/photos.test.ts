import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAsServed } from '../../src/contract/product.ts';
import { seedProducts } from '../catalogue/products.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { productPhotoFiles } from '../db/schema.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { call, ownerCommand } from '../test/helpers.ts';
import { preparePhoto } from './photos.ts';

let h: Harness;
const folder = mkdtempSync(join(tmpdir(), 'shop-photos-'));
const product = seedProducts.find((p) => p.imageCount >= 2)!;
const id = productIdFromSlug(product.slug);

/** A picture as a phone or a scanner would give it. */
async function picture(
  name: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  extra: (s: Sharp) => Sharp = (s) => s,
) {
  const image = sharp({ create: { width, height, channels: 3, background: '#3fa7d6' } });
  const bytes = await extra(format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

let phonePhoto: string;
let scan: string;
beforeAll(async () => {
  // The commands here run beside the app, not through its admin API, which would empty its cache.
  h = await createHarness({ CATALOGUE_CACHE_SECONDS: '0' });
  // Taken on its side (the phone says turn it a quarter), with where it was taken in its EXIF.
  phonePhoto = await picture('front.jpg', 2000, 1500, 'jpeg', (s) =>
    s.withMetadata({ orientation: 6 }).withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    }),
  );
  scan = await picture('open.png', 500, 400, 'png');
});
afterAll(async () => {
  await h.close();
  rmSync(folder, { recursive: true, force: true });
});

const shop = (...argv: string[]) => ownerCommand(h, argv);
const served = async () => productAsServed.parse((await call(h, 'GET', `/api/v1/products/${id}`)).body);
const file = (url: string) => h.app.request(new URL(url).pathname);

describe('products photos', () => {
  it("serves the owner's photos upright, at each width, without where they were taken", async () => {
    expect((await sharp(phonePhoto).metadata()).exif?.toString('latin1')).toContain('Phone');
    expect(await shop('products', 'photos', product.slug, phonePhoto, scan)).toBe(
      `${product.title} (${product.slug}): 2 photos (front.jpg 1500×2000, open.png 500×400), shown in this order`,
    );
    const { images, imgUrl } = await served();
    expect(images).toHaveLength(2);
    expect(imgUrl).toBe(images[0]!.url);
    const [front, open] = images.map((i) => i.srcSet!.split(', ').map((entry) => entry.split(' ')));
    expect(front!.map(([, w]) => w)).toEqual(['320w', '640w', '960w', '1280w']);
    expect(open!.map(([, w]) => w)).toEqual(['320w', '500w']);
    expect(images[0]!.url).toBe(front![1]![0]);
    // A search suggestion's thumbnail is the smallest file.
    const suggested = await call(h, 'GET', `/api/v1/products/suggest?q=${encodeURIComponent(product.title)}`);
    const { products: found } = suggested.body as { products: { id: string; imgUrl?: string }[] };
    expect(found.find((p) => p.id === id)?.imgUrl).toBe(front![0]![0]);

    for (const [url, width] of front!) {
      const res = await file(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number.parseInt(width!, 10) });
      // Upright: 3 tall for every 4 wide on the phone's side becomes 4 tall for 3 wide.
      expect(meta.height).toBe(Math.round((meta.width * 2000) / 1500));
      expect(meta.exif).toBeUndefined();
    }
  });

  it('keeps a photo given twice once, and forgets the files no product shows any more', async () => {
    await shop('products', 'photos', product.slug, scan, scan);
    expect((await served()).images.map((i) => i.url)).toEqual([
      expect.stringMatching(/-500\.webp$/),
      expect.stringMatching(/-500\.webp$/),
    ]);
    const files = await h.database.db.select({ id: productPhotoFiles.photoId }).from(productPhotoFiles);
    expect(new Set(files.map((f) => f.id)).size).toBe(1);
  });

  it("shows the drawn pictures again with 'none', and the photos' addresses are gone", async () => {
    const before = (await served()).images[0]!.url;
    expect(await shop('products', 'photos', product.slug, 'none')).toBe(
      `${product.title} (${product.slug}): no photos: the drawn pictures are shown again`,
    );
    const { images } = await served();
    expect(images).toHaveLength(product.imageCount);
    expect(images[0]).toEqual({
      url: expect.stringMatching(new RegExp(`/images/products/${product.slug}-1\\.svg$`)),
    });
    expect((await file(before)).status).toBe(404);
    expect(await h.database.db.select().from(productPhotoFiles)).toEqual([]);
  });

  it('refuses what is not a photo it can show, naming the file, and changes nothing', async () => {
    await shop('products', 'photos', product.slug, scan);
    const notes = join(folder, 'notes.jpg');
    writeFileSync(notes, 'a list of sizes, not a picture');
    const small = await picture('thumb.jpg', 200, 200, 'jpeg');
    const gif = join(folder, 'box.gif');
    writeFileSync(
      gif,
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    );
    const tries: [string[], string][] = [
      [
        [notes],
        "notes.jpg is not a JPEG, PNG or WebP picture: save it as JPEG (a phone's HEIC photo too) and try again",
      ],
      [
        [gif],
        "box.gif is not a JPEG, PNG or WebP picture (it is gif): save it as JPEG (a phone's HEIC photo too) and try again",
      ],
      [[small], 'thumb.jpg is 200 pixels wide: a product photo needs at least 320'],
      [[join(folder, 'missing.jpg')], `cannot read ${join(folder, 'missing.jpg')}: ENOENT`],
      [Array.from({ length: 9 }, () => scan), 'a product may have 8 photos at most, got 9'],
    ];
    for (const [files, message] of tries) {
      await expect(shop('products', 'photos', product.slug, ...files)).rejects.toThrow(message);
    }
    await expect(shop('products', 'photos', 'no-such-product', scan)).rejects.toThrow(
      "no product with SKU, slug or id 'no-such-product'",
    );
    await expect(shop('products', 'photos', product.slug)).rejects.toThrow('give the product and its photos');
    expect((await served()).images).toEqual([
      { url: expect.stringMatching(/-500\.webp$/), srcSet: expect.any(String) },
    ]);
  });
});

describe('products photos through the running shop', () => {
  const command = (json: { argv: string[]; files: Record<string, string> }) =>
    apiClient(h, h.ownerToken).admin.commands.$post({ json });

  it('keeps the photo the CLI made ready, so the server decodes no picture', async () => {
    const res = await command({
      argv: ['products', 'photos', product.slug, phonePhoto],
      files: { [phonePhoto]: JSON.stringify(await preparePhoto(phonePhoto)) },
    });
    expect(await res.json()).toEqual({
      output: [`${product.title} (${product.slug}): 1 photo (front.jpg 1500×2000), shown in this order`],
      code: 0,
    });
    expect((await served()).images[0]!.srcSet).toContain('-1280.webp 1280w');
  });

  it('refuses a photo that did not arrive made ready, and changes nothing', async () => {
    const ready = await preparePhoto(scan);
    for (const text of [
      '{',
      JSON.stringify({ ...ready, files: ready.files.slice(1) }),
      JSON.stringify({ ...ready, id: '../x' }),
    ]) {
      const res = await command({
        argv: ['products', 'photos', product.slug, scan],
        files: { [scan]: text },
      });
      expect(await res.json()).toEqual({
        output: [],
        error: 'open.png did not arrive as a prepared photo: run the command again',
        code: 1,
      });
    }
    expect((await served()).images[0]!.srcSet).toContain('-1280.webp 1280w');
  });
});
