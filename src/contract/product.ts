import { z } from './zod.ts';
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
  value: z.pipe(
    z.nullish(z.array(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String)))),
    z.transform((v) => v ?? []),
  ),
  metricUnit: optional(z.string()),
});
export type ProductAttribute = z.infer<typeof productAttribute>;

/** A product as the API serves it (spec section 3). */
export const productAsServed = z.object({
  id,
  title: z.string(),
  description: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  imgUrl: optional(z.string()),
  category: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  parentCategory: optional(z.string()),
  regularPrice: optional(amount),
  discountedPrice: optional(amount),
  createdAt: optional(z.string()),
  images: z.pipe(
    z.nullish(
      z.array(
        z.object({
          url: z.string(),
          /** Extension: the same picture at several widths (src/domain/photos.ts); unreadable: dropped. */
          srcSet: z.catch(optional(z.string().check(z.maxLength(4000))), undefined),
        }),
      ),
    ),
    z.transform((v) => v ?? []),
  ),
  attributes: z.pipe(
    z.nullish(z.array(productAttribute)),
    z.transform((v) => v ?? []),
  ),
  /** Extension: how many the shop has (absent: not tracked); per size when sizes are counted apart. */
  stock: optional(z.number().check(z.int())),
  sizeStock: optional(z.record(z.string(), z.number().check(z.int()))),
  /** Extension: the SKU buyers order by (src/domain/sku.ts); a size's is built from it. */
  sku: z.catch(optional(z.string().check(z.maxLength(100))), undefined),
  /** Extension: what a tax invoice needs (src/domain/gst.ts); absent on a server without GST data. */
  // Read leniently: a malformed value is dropped (the product then cannot be invoiced), never the product.
  hsnCode: z.catch(optional(z.string().check(z.regex(HSN_CODE))), undefined),
  gstRate: z.catch(optional(z.number().check(z.refine(isGstRate))), undefined),
  /**
   * Extension: volume prices (src/domain/bulk.ts), from each quantity on a line one unit's price,
   * the quantities rising. Unreadable tiers are dropped: the product then has its one price.
   */
  /** Extension: the fewest a line may hold, and the multiple it comes in (src/domain/bulk.ts). */
  minQuantity: z.catch(optional(z.number().check(z.int(), z.gte(1))), undefined),
  packOf: z.catch(optional(z.number().check(z.int(), z.gte(1))), undefined),
  priceTiers: z.catch(
    optional(
      z.array(z.object({ minQuantity: z.number().check(z.int(), z.gte(2)), price: amount })).check(
        z.maxLength(MAX_PRICE_TIERS),
        z.refine((list) => list.every((t, i) => i === 0 || t.minQuantity > list[i - 1]!.minQuantity)),
      ),
    ),
    undefined,
  ),
});
export type ProductAsServed = z.infer<typeof productAsServed>;
export type ProductAsServedInput = z.input<typeof productAsServed>;

/** Extension: how many products of a search have each size, colour or category, and its price range. */
const facetValue = z.object({ value: z.string(), count: z.number().check(z.int(), z.nonnegative()) });
export const productFacets = z.object({
  sizes: z.array(facetValue),
  colors: z.array(facetValue),
  categories: z.array(facetValue),
  /** Rupees; null when nothing matched. */
  price: z.nullable(z.object({ min: amount, max: amount })),
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

/**
 * GET /products/{id}/related (extension): the products to show beside one, and why
 * (src/domain/related-products.ts).
 */
export const relatedProductsAnswer = z.object({
  kind: z.enum(['bought-together', 'same-category']),
  data: z.array(productAsServed),
});
export type RelatedProductsAnswer = z.infer<typeof relatedProductsAnswer>;
export type RelatedProductsAnswerInput = z.input<typeof relatedProductsAnswer>;

/** The list answer: `data` with the total as `pagination.total` or as `count` (both readings). */
export const productList = z.pipe(
  z.object({
    data: z.array(productAsServed),
    pagination: optional(
      z.catchall(z.object({ total: z.number().check(z.int(), z.nonnegative()) }), z.unknown()),
    ),
    count: optional(z.number().check(z.int(), z.nonnegative())),
    facets: optional(productFacets),
    search: optional(searchAnswer),
  }),
  z.transform(({ data, pagination, count, facets, search }) => ({
    products: data,
    total: pagination?.total ?? count ?? data.length,
    facets: facets ?? undefined,
    search: search ?? undefined,
  })),
);
export type ProductList = z.infer<typeof productList>;
export type ProductListInput = z.input<typeof productList>;

const rupees = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,8}$/, 'must be a whole number of rupees')),
    z.transform(Number),
  ),
  z.number().check(z.lte(MAX_PRICE_FILTER, `must be at most ${MAX_PRICE_FILTER}`)),
);

const searchText = z
  .string('is required')
  .check(z.trim(), z.maxLength(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`));

const flag = z.enum(['true', 'false'], 'must be true or false');

/** Query values of GET /products: the spec's, then the search extension's (q, sort and filters). */
export const productQuery = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), PAGE_SIZE),
    category: optional(z.string().check(z.trim(), z.maxLength(100))),
    parentCategory: optional(z.string().check(z.trim(), z.maxLength(100))),
    featured: optional(flag),
    gender: optional(z.string().check(z.trim(), z.maxLength(50))),
    filter: optional(z.string().check(z.trim(), z.maxLength(200))),
    /** Search text (the server also refuses one without a letter or number: domain/search.ts). */
    q: optional(searchText),
    sort: optional(z.enum(SORTS, `must be one of ${SORTS.join(', ')}`)),
    minPrice: optional(rupees),
    maxPrice: optional(rupees),
    size: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
    color: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
    inStock: optional(flag),
    /** Ask for `facets` in the answer (a search or a filter gets them anyway). */
    facets: optional(flag),
  })
  .check(
    z.refine((v) => v.minPrice == null || v.maxPrice == null || v.minPrice <= v.maxPrice, {
      path: ['minPrice'],
      message: 'must not be above maxPrice',
    }),
  );
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
    .check(z.maxLength(SUGGESTION_LIMIT)),
  categories: z.array(
    z.object({
      category: z.string(),
      parentCategory: optional(z.string()),
      count: z.number().check(z.int()),
    }),
  ),
});
export type Suggestions = z.infer<typeof suggestions>;
export type SuggestionsInput = z.input<typeof suggestions>;
