import type { SQL } from 'drizzle-orm';
import { and, count, eq, inArray, or, sql } from '../../db/orm.ts';
import { Hono } from 'hono';
import {
  productQuery,
  suggestQuery,
  type ProductListInput,
  type ProductQuery,
  type SuggestionsInput,
} from '../../../src/contract/product.ts';
import { SEARCH_COUNT_CAP, SUGGESTION_LIMIT } from '../../../src/contract/limits.ts';
import { effectiveSort } from '../../../src/domain/search-state.ts';
import { queryPhrase, queryProblem, searchWords } from '../../../src/domain/search.ts';
import type { Db } from '../../db/client.ts';
import { UUID } from '../../db/product-id.ts';
import { productColumns, products, stillSold } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { query } from '../../lib/validate.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { servedProduct, stockByProduct } from './product-shape.ts';
import { relatedProducts } from './related.ts';
import {
  allOf,
  categoryCounts,
  facetsOf,
  fuzzyMatch,
  inStockCondition,
  matchingCategories,
  narrowingConditions,
  nearestNames,
  idsIn,
  firstByPrice,
  firstIds,
  newestAmong,
  newestIds,
  newestFirst,
  newestMatches,
  orderOf,
  WALK_LIMIT,
  suggestProducts,
  textMatch,
  withFuzzyThreshold,
} from './search.ts';

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
  const counts = new Map<string, { value: Promise<unknown>; until: number }>();
  // An owner's command (a product retired or imported) changes the counts as it changes the answers.
  publicCache.onClear(() => counts.clear());
  /** A value kept for COUNT_TTL_MS under `key` (counts, facets, the category list). */
  const kept = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = counts.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    if (counts.size >= 1_000) counts.clear();
    const value = load();
    counts.set(key, { value, until: Date.now() + COUNT_TTL_MS });
    value.catch(() => counts.delete(key));
    return value;
  };
  const categories = () => kept('categories', () => categoryCounts(db));
  /** How many products there are (the spec's unfiltered list's total, kept alike). */
  const catalogueSize = (tx: Db) =>
    kept(`count:${JSON.stringify({})}`, async () => {
      const [row] = await tx.select({ n: count() }).from(products).where(stillSold);
      return row?.n ?? 0;
    });
  return (
    new Hono<AppEnv>()
      .get('/products', cached, query(productQuery), async (c) =>
        c.json(await productList(c.req.valid('query'), env.PUBLIC_URL)),
      )
      .get('/products/suggest', cached, query(suggestQuery), async (c) => {
        const { q } = c.req.valid('query');
        const words = wordsOf(q);
        const [found, all] = await Promise.all([
          suggestProducts(db, q, env.PUBLIC_URL, SUGGESTION_LIMIT),
          categories(),
        ]);
        return c.json({
          products: found,
          categories: matchingCategories(all, words),
        } satisfies SuggestionsInput);
      })
      .get('/products/:id', cached, async (c) => {
        const row = await soldProduct(c.req.param('id'));
        const stock = await stockByProduct(db, [row.id]);
        return c.json(servedProduct(row, env.PUBLIC_URL, stock.get(row.id)));
      })
      // Extension: what the product page offers beside the product (related.ts).
      .get('/products/:id/related', cached, async (c) =>
        c.json(await relatedProducts(db, await soldProduct(c.req.param('id')), env.PUBLIC_URL)),
      )
  );

  /** The product still sold under `id` (in any case), or the product's 404. */
  async function soldProduct(id: string) {
    if (!UUID.test(id)) throw new HttpError(404, messages.productNotFound);
    const [row] = await db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, id.toLowerCase()), stillSold))
      .limit(1);
    if (!row) throw new HttpError(404, messages.productNotFound);
    return row;
  }

  /** The spec's filters (category, parentCategory, featured, gender, filter), and in stock. */
  function baseConditions(q: ProductQuery): SQL[] {
    const where: SQL[] = [stillSold];
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
    if (q.inStock) where.push(q.inStock === 'true' ? inStockCondition : sql`not ${inStockCondition}`);
    return where;
  }

  async function productList(q: ProductQuery, base: string): Promise<ProductListInput> {
    const words = q.q === undefined ? [] : wordsOf(q.q);
    const searching = words.length > 0;
    const sort = effectiveSort(q.sort, searching);
    const baseWhere = baseConditions(q);
    const narrow = narrowingConditions(q);
    const { page, limit, facets: _facets, ...filter } = q;
    const key = JSON.stringify(filter);
    // A search, sort or filter (our extension) counts up to SEARCH_COUNT_CAP; the spec's own lists
    // keep their exact, cached totals.
    const extended =
      searching || [q.sort, q.minPrice, q.maxPrice, q.size, q.color, q.inStock].some((v) => v != null);
    const wantsFacets = q.facets === 'true' || extended;
    const phrase = queryPhrase(q.q ?? '');

    const pageOf = async (tx: Db, match: SQL | undefined, fuzzy: boolean) => {
      const condition = allOf([...baseWhere, match, ...narrow]);
      const order = orderOf(sort, { words, phrase }, fuzzy);
      const pageRows = (where: SQL | undefined) =>
        tx
          .select(productColumns)
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit);

      if (!extended) {
        // The spec's lists: exact totals, kept for COUNT_TTL_MS; facets of the newest when asked.
        const [rows, total, facets] = await Promise.all([
          pageRows(condition),
          kept(`count:${key}`, async () => {
            const [row] = await tx.select({ n: count() }).from(products).where(condition);
            return row?.n ?? 0;
          }),
          wantsFacets
            ? kept(`facets:${key}`, async () =>
                facetsOf(tx, idsIn(await newestIds(tx, condition, SEARCH_COUNT_CAP))),
              )
            : undefined,
        ]);
        return { rows, total, capped: false, facets };
      }

      // A search, sort or filter works on the newest SEARCH_COUNT_CAP matches (+1 to tell "more"),
      // the same work at any catalogue size: their facets (before the size, colour and price
      // filters), and those filters applied to them. When the newest WALK_LIMIT products hold
      // enough matches for this page, the older ones are not looked at, and in a larger
      // catalogue the count says "at least".
      const wanted = Math.min(page * limit + 1, SEARCH_COUNT_CAP + 1);
      const newest = await newestMatches(tx, allOf([...baseWhere, match]), SEARCH_COUNT_CAP + 1, wanted);
      const matching = newest.ids;
      const window = matching.slice(0, SEARCH_COUNT_CAP);
      let more =
        matching.length > SEARCH_COUNT_CAP || (newest.partial && (await catalogueSize(tx)) > WALK_LIMIT);
      let narrowed = narrow.length === 0 ? window : await newestAmong(tx, window, narrow);
      if (more && narrow.length > 0 && narrowed.length < page * limit) {
        // Too few of the newest matches pass the filters to fill this page: the whole catalogue's
        // first ones, enough for the page and to tell whether there are more ("at least" a page).
        // When none of them pass, the filters are too rare among the matches for a walk of the
        // newest products to find a page: gathered at once (~6 ms less at 100,000 products).
        const all = await firstIds(tx, condition, page * limit + 1, newestFirst(), {
          walk: narrowed.length === 0 ? 0 : WALK_LIMIT,
        });
        narrowed = all.slice(0, page * limit);
        more = all.length > page * limit;
      }
      // The page from those ids when they hold it (all matches, or a page within them in their own
      // order); sorted by price over more than them, the first matches by price of all (looked for
      // only up to the price of the page's last among them: firstByPrice); past them, from the
      // whole catalogue.
      const byPrice = sort === 'price_asc' || sort === 'price_desc' ? sort : undefined;
      const inWindow = !more || (!byPrice && page * limit <= narrowed.length);
      const [rows, facets] = await Promise.all([
        pageRows(
          inWindow
            ? idsIn(narrowed)
            : byPrice
              ? idsIn(await firstByPrice(tx, condition, page * limit, byPrice, narrowed))
              : condition,
        ),
        facetsOf(tx, idsIn(window)),
      ]);
      return { rows, total: narrowed.length, capped: more, facets };
    };

    let fuzzy = false;
    let found = await pageOf(db, searching ? textMatch(words) : undefined, false);
    // Close matches only when the words themselves found nothing (the facets, counted before the
    // size, colour and price filters, say so): a filter that leaves nothing is an answer of its own.
    const wordsFoundNothing = found.facets ? found.facets.categories.length === 0 : found.total === 0;
    if (searching && found.total === 0 && wordsFoundNothing) {
      const close = await withFuzzyThreshold(db, (tx) => pageOf(tx, fuzzyMatch(words), true));
      if (close.total > 0) {
        found = close;
        fuzzy = true;
      }
    }
    const stock = await stockByProduct(
      db,
      found.rows.map((r) => r.id),
    );
    const didYouMean =
      searching && found.total === 0 ? await nearestNames(db, await categories(), words) : [];
    return {
      data: found.rows.map((r) => servedProduct(r, base, stock.get(r.id))),
      pagination: { total: found.total, page, limit },
      ...(found.facets ? { facets: found.facets } : {}),
      ...(extended ? { search: { sort, fuzzy, didYouMean, ...(found.capped && { capped: true }) } } : {}),
    };
  }
}

/** The words of a validated query, or the 400 of a query without any. */
function wordsOf(q: string): string[] {
  const problem = queryProblem(q);
  if (problem) throw new HttpError(400, `q: ${problem}`);
  return searchWords(q);
}
