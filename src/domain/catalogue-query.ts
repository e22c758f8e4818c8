import { PAGE_SIZE } from '../contract/limits.ts';

/**
 * What the catalogue page (/products) shows and asks for, from its address: its heading and the
 * product list call's query. Apart from ./routes.ts, whose links every page needs, so a phone's first
 * page does not carry them.
 */

const capitalise = (text: string) =>
  text.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => space + c.toUpperCase());

/** The /products heading (the spec's first reading). */
export function productsHeading(
  filters: { category?: string | null; parentCategory?: string | null },
  storeCategories: readonly string[] = [],
): string {
  const parent = filters.parentCategory?.trim();
  if (parent) return parent;
  const category = filters.category?.trim();
  if (!category) return 'All Products';
  const lower = category.toLowerCase();
  if (lower === 'men') return "Men's Ethnic Wear";
  if (lower === 'women') return "Women's Ethnic Wear";
  return storeCategories.find((c) => c.trim().toLowerCase() === lower)?.trim() ?? capitalise(category);
}

const GENDERS: Record<string, string> = { men: 'Men', women: 'Women' };
export const ACCESSORIES_FILTER = 'Accessories,Personal Care,Home,null,Unisex';

/** The query of the product list call (spec section 7): page, limit, and only the filters that are set. */
export function productListParams(options: {
  page?: number;
  category?: string | null;
  parentCategory?: string | null;
  featured?: boolean | string | null;
}): Record<string, string> {
  const page =
    options.page !== undefined && Number.isInteger(options.page) && options.page >= 1 ? options.page : 1;
  const params: Record<string, string> = { page: String(page), limit: String(PAGE_SIZE) };
  const category = options.category?.trim();
  if (category) {
    params.category = category;
    const gender = GENDERS[category.toLowerCase()];
    if (gender) params.gender = gender;
    if (category.toLowerCase() === 'accessories') params.filter = ACCESSORIES_FILTER;
  }
  const parent = options.parentCategory?.trim();
  if (parent) params.parentCategory = parent;
  if (options.featured === true || options.featured === 'true') params.featured = 'true';
  return params;
}
