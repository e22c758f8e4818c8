/** Sizes and colours: which attributes hold them, and which choice the shop makes for the shopper. */

export const ONE_SIZE = 'One Size';

const SIZE_KEYS = ['size', 'sizes'];
const COLOUR_KEYS = ['color', 'colors', 'colour', 'colours'];

/** An attribute key that lists a product's sizes (spec section 3: size or sizes, any case). */
export const isSizeKey = (key: string): boolean => SIZE_KEYS.includes(key.trim().toLowerCase());

/** An attribute key that lists a product's colours (color, colors, colour or colours, any case). */
export const isColourKey = (key: string): boolean => COLOUR_KEYS.includes(key.trim().toLowerCase());

interface Options {
  sizes: readonly string[];
  colors: readonly string[];
}

export function onlySizeIsOneSize(p: Pick<Options, 'sizes'>): boolean {
  return p.sizes.length === 1 && p.sizes[0]?.toLowerCase() === ONE_SIZE.toLowerCase();
}

/** The size preselected on the product page: 'One Size' when it is the only one. */
export function defaultSize(p: Pick<Options, 'sizes'>): string | undefined {
  return onlySizeIsOneSize(p) ? p.sizes[0] : undefined;
}

/** The card's Add to Cart: a size or colour is chosen for the shopper only when there is exactly one. */
export function autoSelection(p: Options): { selectedSize?: string; selectedColor?: string } {
  const selection: { selectedSize?: string; selectedColor?: string } = {};
  if (p.sizes.length === 1) selection.selectedSize = p.sizes[0];
  if (p.colors.length === 1) selection.selectedColor = p.colors[0];
  return selection;
}

/**
 * The spec: a product with sizes goes into the cart only with one of them chosen; colour is never
 * required. Whoever preselected a size (One Size, a single size) has already answered it.
 */
export function needsSizeChoice(p: Pick<Options, 'sizes'>, selectedSize: string | undefined): boolean {
  return p.sizes.length > 0 && (selectedSize === undefined || !p.sizes.includes(selectedSize));
}
