import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { productQuery, type ProductListInput } from '../../../src/contract/product.ts';
import { UUID } from '../../db/product-id.ts';
import { products } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages, query } from '../../lib/errors.ts';
import { publicBase } from '../../lib/origins.ts';
import { servedProduct } from './product-shape.ts';

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

export function productRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const q = query(c, productQuery);
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
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(condition)
          .orderBy(desc(products.createdAt), products.slug)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(products).where(condition),
      ]);
      const base = publicBase(c, env);
      const body: ProductListInput = {
        data: rows.map((r) => servedProduct(r, base)),
        pagination: { total: total?.n ?? 0, page: q.page, limit: q.limit },
      };
      return c.json(body);
    })
    .get('/products/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new HttpError(404, messages.productNotFound);
      const [row] = await db.select().from(products).where(eq(products.id, id.toLowerCase())).limit(1);
      if (!row) throw new HttpError(404, messages.productNotFound);
      return c.json(servedProduct(row, publicBase(c, env)));
    });
}
