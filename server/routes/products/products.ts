import type { SQL } from 'drizzle-orm';
import { and, count, eq, inArray, or, sql } from '../../db/orm.ts';
import { Hono } from 'hono';
import { productQuery, type ProductListInput, type ProductQuery } from '../../../src/contract/product.ts';
import { UUID } from '../../db/product-id.ts';
import { products } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { query } from '../../lib/validate.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { servedProduct, stockByProduct } from './product-shape.ts';

// Matches products_created_idx ("created_at" DESC NULLS LAST, "slug"); plain DESC means NULLS FIRST
// and would sort the whole catalogue for every page.
const newestFirst = sql`${products.createdAt} desc nulls last`;

const lower = (column: typeof products.category | typeof products.parentCategory) => sql`lower(${column})`;

/**
 * `filter` (spec section 7, sent for accessories as 'Accessories,Personal Care,Home,null,Unisex'):
 * a comma list, each entry matched case-insensitively against category or parentCategory. The
 * entry 'null' (a client's stringified missing value) and blanks constrain nothing; a list of only
 * those means no constraint at all.
 */
export function filterEntries(filter: string | undefined): string[] {
  return (filter ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== '' && v !== 'null' && v !== 'undefined');
}

/**
 * `gender` narrows only products that carry a `gender` attribute (matching value or 'Unisex');
 * products without one (the whole seeded catalogue) are never filtered out by it.
 */
function genderCondition(gender: string): SQL {
  const g = gender.toLowerCase();
  return sql`(not exists (select 1 from jsonb_array_elements(${products.attributes}) a where lower(a->>'key') = 'gender')
    or exists (select 1 from jsonb_array_elements(${products.attributes}) a, jsonb_array_elements_text(a->'value') v
      where lower(a->>'key') = 'gender' and lower(v) in (${g}, 'unisex')))`;
}

/**
 * Counts scan every matching row, so each filter's is kept for COUNT_TTL_MS: `pagination.total`
 * may lag an owner's import by up to a minute. The answers themselves are kept by the public cache
 * for CATALOGUE_CACHE_SECONDS.
 */
export const COUNT_TTL_MS = 60_000;

export function productRoutes({ db, env }: Deps, publicCache: PublicCache) {
  const cached = publicCache({ seconds: env.CATALOGUE_CACHE_SECONDS });
  const counts = new Map<string, { total: Promise<number>; until: number }>();
  const countOf = (key: string, load: () => Promise<number>) => {
    const hit = counts.get(key);
    if (hit && hit.until > Date.now()) return hit.total;
    if (counts.size >= 1_000) counts.clear();
    const total = load();
    counts.set(key, { total, until: Date.now() + COUNT_TTL_MS });
    total.catch(() => counts.delete(key));
    return total;
  };
  return new Hono<AppEnv>()
    .get('/products', cached, query(productQuery), async (c) =>
      c.json(await productList(c.req.valid('query'), env.PUBLIC_URL)),
    )
    .get('/products/:id', cached, async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new HttpError(404, messages.productNotFound);
      const [row] = await db.select().from(products).where(eq(products.id, id.toLowerCase())).limit(1);
      if (!row) throw new HttpError(404, messages.productNotFound);
      const stock = await stockByProduct(db, [row.id]);
      return c.json(servedProduct(row, env.PUBLIC_URL, stock.get(row.id)));
    });

  async function productList(q: ProductQuery, base: string): Promise<ProductListInput> {
    const where: SQL[] = [];
    if (q.category) where.push(eq(lower(products.category), q.category.toLowerCase()));
    if (q.parentCategory) where.push(eq(lower(products.parentCategory), q.parentCategory.toLowerCase()));
    if (q.featured) where.push(eq(products.featured, q.featured === 'true'));
    if (q.gender) where.push(genderCondition(q.gender));
    const entries = filterEntries(q.filter);
    if (entries.length > 0) {
      where.push(
        or(inArray(lower(products.category), entries), inArray(lower(products.parentCategory), entries))!,
      );
    }
    const condition = where.length > 0 ? and(...where) : undefined;
    const { page, limit, ...filter } = q;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(products)
        .where(condition)
        .orderBy(newestFirst, products.slug)
        .limit(limit)
        .offset((page - 1) * limit),
      countOf(JSON.stringify(filter), async () => {
        const [row] = await db.select({ n: count() }).from(products).where(condition);
        return row?.n ?? 0;
      }),
    ]);
    const stock = await stockByProduct(
      db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) => servedProduct(r, base, stock.get(r.id))),
      pagination: { total, page, limit },
    };
  }
}
