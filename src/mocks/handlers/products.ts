import { http, HttpResponse } from 'msw';
import { SUGGESTION_LIMIT } from '../../contract/limits.ts';
import {
  productAsServed,
  productQuery,
  suggestQuery,
  type ProductAsServed,
  type ProductFacets,
  type ProductQuery,
  type SuggestionsInput,
} from '../../contract/product.ts';
import { isFeatured, payablePrice, productOptions } from '../../domain/product.ts';
import { compareSizes } from '../../domain/search-display.ts';
import { effectiveSort } from '../../domain/search-state.ts';
import { queryProblem, searchWords } from '../../domain/search.ts';
import { findProduct, PACKAGING, products, suggestionOf } from '../fixtures/products.ts';
import { nearestCategory, RELATED_LIMIT } from '../../domain/related-products.ts';
import { extensionRoutes, mockPath } from './routes.ts';
import { readQuery } from './request.ts';

const same = (a: string | null | undefined, b: string | undefined) =>
  !b || (a ?? '').toLowerCase() === b.toLowerCase();

const served = products.map((p) => productAsServed.parse(p));
const price = (p: ProductAsServed) => payablePrice(p.regularPrice, p.discountedPrice);
const inStock = (p: ProductAsServed) =>
  p.stock === undefined || p.stock > 0 || Object.values(p.sizeStock ?? {}).some((n) => n > 0);

/**
 * The mock's search: every query word begins a word of the title or categories, or does so without a
 * plural ending (the real server stems and forgives typos with PostgreSQL; fixtures need less).
 */
function matches(p: ProductAsServed, words: readonly string[]) {
  const own = searchWords(`${p.title} ${p.category} ${p.parentCategory ?? ''}`);
  return words.every((w) => {
    const stem = w.replace(/(es|s)$/, '');
    return own.some((o) => o.startsWith(w) || (stem.length > 2 && o.startsWith(stem)));
  });
}

const counted = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
};

function facetsOf(found: readonly ProductAsServed[]): ProductFacets {
  const prices = found.map(price);
  return {
    sizes: counted(found.flatMap((p) => productOptions(p.attributes).sizes)).sort((a, b) =>
      compareSizes(a.value, b.value),
    ),
    colors: counted(found.flatMap((p) => productOptions(p.attributes).colors)).sort(
      (a, b) => b.count - a.count,
    ),
    categories: counted(found.map((p) => p.category)).sort((a, b) => b.count - a.count),
    price: found.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

function search(query: ProductQuery) {
  const { category, parentCategory, featured, q } = query;
  const words = searchWords(q);
  const base = served.filter(
    (p) =>
      same(p.category, category) &&
      same(p.parentCategory, parentCategory) &&
      (featured !== 'true' || isFeatured(p.attributes)) &&
      (!query.inStock || inStock(p) === (query.inStock === 'true')) &&
      (words.length === 0 || matches(p, words)),
  );
  const narrowed = base.filter(
    (p) =>
      (!query.size || productOptions(p.attributes).sizes.includes(query.size)) &&
      (!query.color || productOptions(p.attributes).colors.includes(query.color)) &&
      (query.minPrice == null || price(p) >= query.minPrice) &&
      (query.maxPrice == null || price(p) <= query.maxPrice),
  );
  const sort = effectiveSort(query.sort, words.length > 0);
  if (sort === 'price_asc') narrowed.sort((a, b) => price(a) - price(b));
  if (sort === 'price_desc') narrowed.sort((a, b) => price(b) - price(a));
  return { base, found: narrowed, sort };
}

const refuse = (error: string) => HttpResponse.json({ error }, { status: 400 });

export const productHandlers = [
  http.get('*/api/v1/products/suggest', ({ request }) => {
    const query = readQuery(request, suggestQuery);
    if (!query.ok) return query.response;
    const problem = queryProblem(query.data.q);
    if (problem) return refuse(`q: ${problem}`);
    const words = searchWords(query.data.q);
    const found = served.filter((p) => matches(p, words)).slice(0, SUGGESTION_LIMIT);
    const categories = counted(
      served
        .filter((p) => searchWords(p.category).some((c) => words.some((w) => c.startsWith(w))))
        .map((p) => p.category),
    ).map(({ value, count }) => ({ category: value, count }));
    return HttpResponse.json({
      products: found.map((p) => suggestionOf(findProduct(p.id)!)),
      categories,
    } satisfies SuggestionsInput);
  }),
  http.get('*/api/v1/products', ({ request }) => {
    const query = readQuery(request, productQuery);
    if (!query.ok) return query.response;
    const { page, limit, q } = query.data;
    const problem = q === undefined ? null : queryProblem(q);
    if (problem) return refuse(`q: ${problem}`);
    const { base, found, sort } = search(query.data);
    const { sort: asked, facets, minPrice, maxPrice, size, color, inStock } = query.data;
    // A search, sort or filter: the answer carries facets and the search block, as the server's does.
    const extended = [q, asked, minPrice, maxPrice, size, color, inStock].some((v) => v != null);
    // The fixtures as served (raw, not parsed), so stories see what a server sends.
    const data = found
      .slice((page - 1) * limit, page * limit)
      .map((p) => products.find((raw) => String(raw.id) === p.id)!);
    return HttpResponse.json({
      data,
      pagination: { total: found.length, page, limit },
      ...(extended || facets === 'true' ? { facets: facetsOf(base) } : {}),
      ...(extended ? { search: { sort, fuzzy: false, didYouMean: [] } } : {}),
    });
  }),
  // Our server's extension: a packaging product's page offers what goes with it (one of each other
  // sub-category: a box's tape and bubble wrap), a household one more of its sub-category.
  http.get<{ id: string }>(mockPath(extensionRoutes.relatedProducts), ({ params }) => {
    const product = served.find((p) => p.id === params.id);
    if (!product) return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
    const offered = served.filter((p) => p.id !== product.id && inStock(p));
    if (product.category === PACKAGING) {
      const kinds = new Set([product.parentCategory]);
      const data = offered.filter(
        (p) => p.category === PACKAGING && !kinds.has(p.parentCategory) && kinds.add(p.parentCategory),
      );
      return HttpResponse.json({ kind: 'bought-together', data: data.slice(0, RELATED_LIMIT) });
    }
    const near = nearestCategory(product);
    const data = offered.filter((p) => nearestCategory(p).name === near.name);
    return HttpResponse.json({ kind: 'same-category', data: data.slice(0, RELATED_LIMIT) });
  }),
  http.get<{ id: string }>('*/api/v1/products/:id', ({ params }) => {
    const product = findProduct(params.id);
    return product
      ? HttpResponse.json(product)
      : HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  }),
];
