import type { RelatedProductsAnswer } from '../contract/product.ts';
import { stockOf } from './stock.ts';

/**
 * What the product page offers beside a product: the products other customers bought in the same
 * orders ("Often bought together": a carton with its tape and bubble wrap), or, while too few orders
 * say, more of its sub-category ("More in Tapes"). One home for the rule and the texts, shared by the server
 * (server/routes/products/related.ts), the app and the mocks.
 */

/** How many products the row shows: one row of cards on a computer, two of two on a phone. */
export const RELATED_LIMIT = 4;

/** The orders read: paid or confirmed ones of the last half year (what sells together changes). */
export const BOUGHT_TOGETHER_DAYS = 180;

/** How many orders must hold both products before the shop says they go together. */
export const BOUGHT_TOGETHER_MIN_ORDERS = 2;

/** Why these products: bought in the same orders, or of the same category. */
export type RelatedKind = RelatedProductsAnswer['kind'];

export const relatedTexts = {
  boughtTogether: 'Often bought together',
  moreIn: (category: string) => `More in ${category}`,
  moreLikeThis: 'More like this',
} as const;

/**
 * The category whose products are "more like" a product: its sub-category (parentCategory, as
 * "Tapes") where it has one, else its category; `field` names the list filter that selects it.
 */
export function nearestCategory(product: { category: string; parentCategory?: string | null | undefined }): {
  field: 'parentCategory' | 'category';
  name: string;
} {
  const sub = product.parentCategory?.trim();
  return sub ? { field: 'parentCategory', name: sub } : { field: 'category', name: product.category.trim() };
}

/**
 * What the row may offer of `candidates`, in their order: never the product on the page
 * (`productId`) nor one sold out, and at most RELATED_LIMIT.
 */
export function offeredBeside<
  T extends { id: string; stock?: number | undefined; sizeStock?: Record<string, number> | undefined },
>(productId: string, candidates: readonly T[]): T[] {
  return candidates.filter((p) => p.id !== productId && stockOf(p) !== 0).slice(0, RELATED_LIMIT);
}

/** The row's heading: what the products have in common with the one on the page. */
export const relatedHeading = (kind: RelatedKind, category: string): string =>
  kind === 'bought-together'
    ? relatedTexts.boughtTogether
    : category
      ? relatedTexts.moreIn(category)
      : relatedTexts.moreLikeThis;
