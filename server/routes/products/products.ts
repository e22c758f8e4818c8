import type { SQL } from 'drizzle-orm';
import { and, count, eq, inArray, or, sql } from '../../db/orm.ts';
import { Hono } from 'hono';
import { productQuery, type ProductListInput, type ProductQuery } from '../../../src/contract/product.ts';
import { UUID } from '../../db/product-id.ts';
import { products } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages, query } from '../../lib/errors.ts';
import { replayable } from '../../lib/fast-lane.ts';
import { fixedAnswer, sendFixed, type FixedAnswer } from '../../lib/fixed-answer.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { servedProduct } from './product-shape.ts';

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
 * Catalogue answers are kept for CATALOGUE_CACHE_SECONDS: a burst of shoppers costs one query.
 * Counts, which scan every matching row, are kept for COUNT_TTL_MS per filter, so
 * `pagination.total` may lag an owner's import by up to a minute.
 */
export const COUNT_TTL_MS = 60_000;
const JSON_TYPE = 'application/json; charset=UTF-8';

export function productRoutes({ db, env }: Deps) {
  // A stale answer (at most one more TTL) is served while one reload runs.
  const ttl = env.CATALOGUE_CACHE_SECONDS * 1000;
  const answers = ttlCache<FixedAnswer>(ttl, 2_000, Date.now, ttl);
  const counts = ttlCache<number>(COUNT_TTL_MS, 1_000, Date.now, COUNT_TTL_MS);
  const send = (c: Parameters<typeof sendFixed>[0], key: string, answer: FixedAnswer) => {
    replayable(c, answer, answers.freshUntil(key, answer));
    c.header('Cache-Control', 'no-cache');
    return sendFixed(c, answer);
  };
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const q = query(c, productQuery);
      const key = JSON.stringify(q);
      return send(c, key, await answers.get(key, () => productList(q, env.PUBLIC_URL)));
    })
    .get('/products/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new HttpError(404, messages.productNotFound);
      const key = id.toLowerCase();
      const answer = await answers.get(key, async () => {
        const [row] = await db.select().from(products).where(eq(products.id, id.toLowerCase())).limit(1);
        if (!row) throw new HttpError(404, messages.productNotFound);
        return fixedAnswer(JSON.stringify(servedProduct(row, env.PUBLIC_URL)), JSON_TYPE);
      });
      return send(c, key, answer);
    });

  async function productList(q: ProductQuery, base: string): Promise<FixedAnswer> {
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
      counts.get(JSON.stringify(filter), async () => {
        const [row] = await db.select({ n: count() }).from(products).where(condition);
        return row?.n ?? 0;
      }),
    ]);
    const body: ProductListInput = {
      data: rows.map((r) => servedProduct(r, base)),
      pagination: { total, page, limit },
    };
    return fixedAnswer(JSON.stringify(body), JSON_TYPE);
  }
}
