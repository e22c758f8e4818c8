import { and, eq } from '../../db/orm.ts';
import { Hono, type Context } from 'hono';
import { renderCategorySvg, renderLogoSvg, renderProductSvg } from '../../catalogue/images.ts';
import { productPhotoFiles, products } from '../../db/schema.ts';
import { PHOTO_FILE } from '../../../src/domain/photos.ts';
import { slugify } from '../../../src/domain/slug.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import type { PublicCache } from '../../lib/public-cache.ts';

const PRODUCT_FILE = /^([a-z0-9][a-z0-9-]{0,150})-(\d{1,2})\.svg$/;
const CATEGORY_FILE = /^([a-z0-9-]{1,120})\.svg$/;

function svg(c: Context, body: string) {
  // The SVGs are ours, but an SVG opened on its own is a document: no scripts, no plugins.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
}

// Browsers keep a picture for 30 days; the server keeps it as long as catalogue answers.
export function imageRoutes({ db, env, store }: Deps, publicCache: PublicCache) {
  const cached = publicCache({
    seconds: env.CATALOGUE_CACHE_SECONDS,
    cacheControl: 'public, max-age=2592000',
  });
  return new Hono<AppEnv>()
    .get('/images/logo.svg', cached, (c) => svg(c, renderLogoSvg(store.storeName)))
    .get('/images/products/:file', cached, async (c) => {
      const match = PRODUCT_FILE.exec(c.req.param('file'));
      if (!match) throw new HttpError(404, messages.notFound);
      const [slug, view] = [match[1]!, Number(match[2])];
      const [row] = await db
        .select({
          kind: products.kind,
          colour: products.colour,
          title: products.title,
          imageCount: products.imageCount,
        })
        .from(products)
        .where(eq(products.slug, slug))
        .limit(1);
      if (!row || view < 1 || view > row.imageCount) throw new HttpError(404, messages.notFound);
      return svg(c, renderProductSvg(row as Parameters<typeof renderProductSvg>[0], view));
    })
    .get('/images/photos/:file', async (c) => {
      // Not through the cache above: a photo's files are many and large, and its address changes
      // with its content, so browsers and CDNs keep it for a year and the database serves the rest.
      const match = PHOTO_FILE.exec(c.req.param('file'));
      if (!match) throw new HttpError(404, messages.notFound);
      const [row] = await db
        .select({ bytes: productPhotoFiles.bytes })
        .from(productPhotoFiles)
        .where(and(eq(productPhotoFiles.photoId, match[1]!), eq(productPhotoFiles.width, Number(match[2]))))
        .limit(1);
      if (!row) throw new HttpError(404, messages.notFound);
      return c.body(new Uint8Array(row.bytes), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    })
    .get('/images/categories/:file', cached, async (c) => {
      const match = CATEGORY_FILE.exec(c.req.param('file'));
      if (!match) throw new HttpError(404, messages.notFound);
      const rows = await db.selectDistinct({ category: products.category }).from(products);
      const names = [...store.categories, ...rows.map((r) => r.category)];
      const name = names.find((n) => slugify(n) === match[1]);
      if (!name) throw new HttpError(404, messages.notFound);
      return svg(c, renderCategorySvg(name));
    });
}
