import { MAX_SKU_LENGTH } from '../contract/limits.ts';

/**
 * SKUs: the short codes buyers order by. A product's is its parent category's first three letters
 * and a number in that family ("TAP-003" is the third tape), given once when the product is
 * created and kept after (the owner may also give one in the import); a size of a product with
 * several is the product's SKU and the size's code ("GLO-002-M").
 */

/** What a SKU may be: letters and digits in groups joined by single hyphens, upper case. */
export const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** A SKU as typed (any case, spaces around) in the form the shop keeps it. */
export const normalizeSku = (typed: string): string => typed.trim().toUpperCase();

/** What is wrong with a SKU the owner gives, if anything. */
export function skuProblem(sku: string): string | undefined {
  if (sku.length > MAX_SKU_LENGTH) return `a SKU has at most ${MAX_SKU_LENGTH} characters`;
  if (!SKU_PATTERN.test(sku))
    return `'${sku}' is not a SKU: use letters and digits in groups joined by hyphens, like TAP-003`;
  return undefined;
}

/** The family a new product's SKU is numbered in: its parent category's first three letters. */
export function skuFamily(parentCategory: string): string {
  const letters = parentCategory
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return letters === '' ? 'SKU' : letters;
}

const numbered = (family: string, n: number) => `${family}-${String(n).padStart(3, '0')}`;

/**
 * SKUs for new products, in their order, each numbered after the highest already used in its
 * family (`taken` holds every SKU the shop has).
 */
export function nextSkus(taken: Iterable<string>, parentCategories: readonly string[]): string[] {
  const highest = new Map<string, number>();
  const used = new Set(taken);
  for (const sku of used) {
    const match = /^([A-Z]+)-(\d+)$/.exec(sku);
    if (match) highest.set(match[1]!, Math.max(highest.get(match[1]!) ?? 0, Number(match[2])));
  }
  return parentCategories.map((category) => {
    const family = skuFamily(category);
    let n = highest.get(family) ?? 0;
    let sku: string;
    do sku = numbered(family, ++n);
    while (used.has(sku));
    highest.set(family, n);
    used.add(sku);
    return sku;
  });
}

/** A size's code in a SKU: its letters and digits, upper case ("One Size" → ONESIZE, "10 x 12" → 10X12). */
export const sizeCode = (size: string): string => size.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** The SKU a buyer orders one size by: the product's own when it has one size or none. */
export const variantSku = (sku: string, sizes: readonly string[], size: string | undefined): string =>
  size === undefined || sizes.length <= 1 ? sku : `${sku}-${sizeCode(size)}`;

/**
 * The product SKUs a typed SKU may name: itself, and (for a size) what comes before its last
 * hyphen, with the size code after it.
 */
export function skuReadings(sku: string): { product: string; size?: string }[] {
  const readings: { product: string; size?: string }[] = [{ product: sku }];
  const cut = sku.lastIndexOf('-');
  if (cut > 0) readings.push({ product: sku.slice(0, cut), size: sku.slice(cut + 1) });
  return readings;
}
