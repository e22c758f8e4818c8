import { z } from 'zod';
import { amount, id, optional } from './common.ts';
import { HSN_CODE, isGstRate } from './tax.ts';
import {
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  MAX_PRICE_TIERS,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  SORTS,
  SUGGESTION_LIMIT,
} from './limits.ts';

export const productAttribute = z.object({
  id: optional(id),
  key: z.string(),
  value: z
    .array(z.union([z.string(), z.number(), z.boolean()]).transform(String))
    .nullish()
    .transform((v) => v ?? []),
  metricUnit: optional(z.string()),
});
export type ProductAttribute = z.infer<typeof productAttribute>;

/** A product as the API serves it (spec section 3). */
export const productAsServed = z.object({
  id,
  title: z.string(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  imgUrl: optional(z.string()),
  category: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  parentCategory: optional(z.string()),
  regularPrice: optional(amount),
  discountedPrice: optional(amount),
  createdAt: optional(z.string()),
  images: z
    .array(
      z.object({
        url: z.string(),
        /** Extension: the same picture at several widths (src/domain/photos.ts); unreadable: dropped. */
        srcSet: optional(z.string().max(4000)).catch(undefined),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  attributes: z
    .array(productAttribute)
    .nullish()
    .transform((v) => v ?? []),
  /** Extension: how many the shop has (absent: not tracked); per size when sizes are counted apart. */
  stock: optional(z.number().int()),
  sizeStock: optional(z.record(z.string(), z.number().int())),
  /** Extension: the SKU buyers order by (src/domain/sku.ts); a size's is built from it. */
  sku: optional(z.string().max(100)).catch(undefined),
  /** Extension: what a tax invoice needs (src/domain/gst.ts); absent on a server without GST data. */
  // Read leniently: a malformed value is dropped (the product then cannot be invoiced), never the product.
  hsnCode: optional(z.string().regex(HSN_CODE)).catch(undefined),
  gstRate: optional(z.number().refine(isGstRate)).catch(undefined),
  /**
   * Extension: volume prices (src/domain/bulk.ts), from each quantity on a line one unit's price,
   * the quantities rising. Unreadable tiers are dropped: the product then has its one price.
   */
  /** Extension: the fewest a line may hold, and the multiple it comes in (src/domain/bulk.ts). */
  minQuantity: optional(z.number().int().min(1)).catch(undefined),
  packOf: optional(z.number().int().min(1)).catch(undefined),
  priceTiers: optional(
    z
      .array(z.object({ minQuantity: z.number().int().min(2), price: amount }))
      .max(MAX_PRICE_TIERS)
      .refine((list) => list.every((t, i) => i === 0 || t.minQuantity > list[i - 1]!.minQuantity)),
  ).catch(undefined),
});
export type ProductAsServed = z.infer<typeof productAsServed>;
export type ProductAsServedInput = z.input<typeof productAsServed>;

/** Extension: how many products of a search have each size, colour or category, and its price range. */
const facetValue = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export const productFacets = z.object({
  sizes: z.array(facetValue),
  colors: z.array(facetValue),
  categories: z.array(facetValue),
  /** Rupees; null when nothing matched. */
  price: z.object({ min: amount, max: amount }).nullable(),
});
export type ProductFacets = z.infer<typeof productFacets>;

/** Extension: how a search answered (absent from servers without search: the app then says so). */
export const searchAnswer = z.object({
  sort: z.enum(SORTS),
  /** Nothing matched the words as typed: these are close matches (typos forgiven). */
  fuzzy: z.boolean(),
  /** Categories with names near the query, offered when nothing matched at all. */
  didYouMean: z.array(z.string()),
  /**
   * More matched than SEARCH_COUNT_CAP: the total counts what the newest that many matches hold (at
   * least that many match), and facets describe them.
   */
  capped: optional(z.boolean()),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** The list answer: `data` with the total as `pagination.total` or as `count` (both readings). */
export const productList = z
  .object({
    data: z.array(productAsServed),
    pagination: optional(z.object({ total: z.number().int().nonnegative() }).loose()),
    count: optional(z.number().int().nonnegative()),
    facets: optional(productFacets),
    search: optional(searchAnswer),
  })
  .transform(({ data, pagination, count, facets, search }) => ({
    products: data,
    total: pagination?.total ?? count ?? data.length,
    facets: facets ?? undefined,
    search: search ?? undefined,
  }));
export type ProductList = z.infer<typeof productList>;
export type ProductListInput = z.input<typeof productList>;

const rupees = z
  .string()
  .trim()
  .regex(/^\d{1,8}$/, 'must be a whole number of rupees')
  .transform(Number)
  .pipe(z.number().max(MAX_PRICE_FILTER, `must be at most ${MAX_PRICE_FILTER}`));

const searchText = z
  .string('is required')
  .trim()
  .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`);

const flag = z.enum(['true', 'false'], 'must be true or false');

/** Query values of GET /products: the spec's, then the search extension's (q, sort and filters). */
export const productQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    category: optional(z.string().trim().max(100)),
    parentCategory: optional(z.string().trim().max(100)),
    featured: optional(flag),
    gender: optional(z.string().trim().max(50)),
    filter: optional(z.string().trim().max(200)),
    /** Search text (the server also refuses one without a letter or number: domain/search.ts). */
    q: optional(searchText),
    sort: optional(z.enum(SORTS, `must be one of ${SORTS.join(', ')}`)),
    minPrice: optional(rupees),
    maxPrice: optional(rupees),
    size: optional(z.string().trim().min(1).max(50)),
    color: optional(z.string().trim().min(1).max(50)),
    inStock: optional(flag),
    /** Ask for `facets` in the answer (a search or a filter gets them anyway). */
    facets: optional(flag),
  })
  .refine((v) => v.minPrice == null || v.maxPrice == null || v.minPrice <= v.maxPrice, {
    path: ['minPrice'],
    message: 'must not be above maxPrice',
  });
export type ProductQuery = z.infer<typeof productQuery>;

/** Query of GET /products/suggest. */
export const suggestQuery = z.object({
  q: searchText,
});

/** Extension: GET /products/suggest, a typeahead's products and categories. */
export const suggestions = z.object({
  products: z
    .array(
      z.object({
        id,
        title: z.string(),
        imgUrl: optional(z.string()),
        /** What the shopper pays (the discounted price when there is one), rupees. */
        price: amount,
        regularPrice: amount,
      }),
    )
    .max(SUGGESTION_LIMIT),
  categories: z.array(
    z.object({ category: z.string(), parentCategory: optional(z.string()), count: z.number().int() }),
  ),
});
export type Suggestions = z.infer<typeof suggestions>;
export type SuggestionsInput = z.input<typeof suggestions>;
