import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { stream } from 'hono/streaming';
import { and, asc, count, gt, max } from '../../db/orm.ts';
import { products, stillSold } from '../../db/schema.ts';
import { absolute, HOME_DESCRIPTION, productsPath } from '../../../src/domain/page-meta.ts';
import { categoryHref, POLICY_SLUGS, productHref } from '../../../src/domain/routes.ts';
import { appManifest } from '../../../src/domain/app-manifest.ts';
import { APP_SHELL_PATH, PRIVATE_PAGES } from '../../../src/domain/offline.ts';
import { storeDisplayName } from '../../../src/domain/store.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_URLS = 50_000;
/** Rows read per query while a product sitemap streams: memory stays flat however big the catalogue. */
export const SITEMAP_BATCH = 1_000;

const PRODUCT_SITEMAP = /^products-([1-9]\d{0,5})\.xml$/;

/** Pages only one shopper reaches, the offline shell and the API: kept out of crawlers' way (pages say noindex too). */
export const DISALLOWED = [...PRIVATE_PAGES, APP_SHELL_PATH, '/api/'] as const;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function xmlAnswer(c: Context, body: string) {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
}

/**
 * /robots.txt and the sitemaps, from APP_URL: /sitemap.xml is an index of /sitemaps/pages.xml
 * (home, the catalogue, each category, contact, tracking and the policies) and one
 * /sitemaps/products-N.xml per 50,000 products, each streamed from the database in batches.
 */
export function seoRoutes(
  { db, env, store }: Pick<Deps, 'db' | 'env' | 'store'>,
  { perFile = SITEMAP_URLS, batchSize = SITEMAP_BATCH } = {},
) {
  const site = env.APP_URL;
  const url = (path: string) => xml(absolute(site, path));

  return (
    new Hono<AppEnv>()
      .use('/sitemap.xml', compress())
      .use('/sitemaps/*', compress())
      // The installed app's name is the store's own (the build's file has the default).
      .get('/manifest.webmanifest', (c) => {
        const name = storeDisplayName(store);
        const description = store.description?.trim() || HOME_DESCRIPTION;
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(JSON.stringify(appManifest(name, description)), 200, {
          'Content-Type': 'application/manifest+json',
        });
      })
      .get('/robots.txt', (c) => {
        const lines = [
          'User-agent: *',
          ...DISALLOWED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${absolute(site, '/sitemap.xml')}`,
          '',
        ];
        c.header('Cache-Control', 'public, max-age=3600');
        return c.text(lines.join('\n'));
      })
      .get('/sitemap.xml', async (c) => {
        const [row] = await db
          .select({ total: count(), latest: max(products.updatedAt) })
          .from(products)
          .where(stillSold);
        const files = Math.ceil((row?.total ?? 0) / perFile);
        const lastmod = row?.latest ? `<lastmod>${row.latest.toISOString()}</lastmod>` : '';
        const entries = [
          `<sitemap><loc>${url('/sitemaps/pages.xml')}</loc></sitemap>`,
          ...Array.from(
            { length: files },
            (_, i) => `<sitemap><loc>${url(`/sitemaps/products-${i + 1}.xml`)}</loc>${lastmod}</sitemap>`,
          ),
        ];
        return xmlAnswer(c, `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`);
      })
      .get('/sitemaps/pages.xml', async (c) => {
        const rows = await db.selectDistinct({ category: products.category }).from(products).where(stillSold);
        const categories = new Map<string, string>();
        for (const name of [...store.categories, ...rows.map((r) => r.category)])
          categories.set(name.trim().toLowerCase(), name);
        const paths = [
          '/',
          productsPath({}),
          ...[...categories.values()].map(categoryHref),
          '/contact',
          '/track-order',
          ...POLICY_SLUGS.map((slug) => `/${slug}`),
        ];
        const entries = paths.map((path) => `<url><loc>${url(path)}</loc></url>`);
        return xmlAnswer(c, `${XML_HEAD}<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`);
      })
      .get('/sitemaps/:file', async (c) => {
        const match = PRODUCT_SITEMAP.exec(c.req.param('file'));
        if (!match) throw new HttpError(404, messages.notFound);
        const part = Number(match[1]);
        const columns = { id: products.id, updatedAt: products.updatedAt };
        // The file's first batch starts at its place in id order; the rest follow on from the last id.
        const first = await db
          .select(columns)
          .from(products)
          .where(stillSold)
          .orderBy(asc(products.id))
          .limit(Math.min(batchSize, perFile))
          .offset((part - 1) * perFile);
        if (first.length === 0) throw new HttpError(404, messages.notFound);
        c.header('Cache-Control', 'public, max-age=3600');
        c.header('Content-Type', 'application/xml; charset=utf-8');
        return stream(c, async (out) => {
          await out.write(`${XML_HEAD}<urlset ${NS}>\n`);
          let batch = first;
          let sent = 0;
          while (batch.length > 0) {
            const lines = batch.map(
              (p) =>
                `<url><loc>${url(productHref(p.id))}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
            );
            await out.write(`${lines.join('\n')}\n`);
            sent += batch.length;
            const left = perFile - sent;
            if (left <= 0 || batch.length < batchSize) break;
            batch = await db
              .select(columns)
              .from(products)
              .where(and(gt(products.id, batch[batch.length - 1]!.id), stillSold))
              .orderBy(asc(products.id))
              .limit(Math.min(batchSize, left));
          }
          await out.write('</urlset>\n');
        });
      })
  );
}
