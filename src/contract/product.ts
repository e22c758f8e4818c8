import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits.ts';
import { amount, id, optional } from './common.ts';

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
    .array(z.object({ url: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  attributes: z
    .array(productAttribute)
    .nullish()
    .transform((v) => v ?? []),
  /** Extension: how many the shop has (absent: not tracked); per size when sizes are counted apart. */
  stock: optional(z.number().int()),
  sizeStock: optional(z.record(z.string(), z.number().int())),
});
export type ProductAsServed = z.infer<typeof productAsServed>;
export type ProductAsServedInput = z.input<typeof productAsServed>;

/** The list answer: `data` with the total as `pagination.total` or as `count` (both readings). */
export const productList = z
  .object({
    data: z.array(productAsServed),
    pagination: optional(z.object({ total: z.number().int().nonnegative() }).loose()),
    count: optional(z.number().int().nonnegative()),
  })
  .transform(({ data, pagination, count }) => ({
    products: data,
    total: pagination?.total ?? count ?? data.length,
  }));
export type ProductList = z.infer<typeof productList>;
export type ProductListInput = z.input<typeof productList>;

/** Query values of GET /products. */
export const productQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  category: optional(z.string().trim().max(100)),
  parentCategory: optional(z.string().trim().max(100)),
  featured: optional(z.enum(['true', 'false'])),
  gender: optional(z.string().trim().max(50)),
  filter: optional(z.string().trim().max(200)),
});
export type ProductQuery = z.infer<typeof productQuery>;
