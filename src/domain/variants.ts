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

/** A line's chosen size and colour, as an order or the cart records them. */
export interface LineVariant {
  size?: string | undefined;
  color?: string | undefined;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** One option (size or colour) of a line against what the product offers. */
function checkOption(
  title: string,
  offered: readonly string[],
  wanted: string | undefined,
  kind: { one: string; many: string; required: boolean },
): Checked<string | undefined> {
  if (wanted === undefined) {
    if (offered.length === 1) return { ok: true, value: offered[0] };
    if (offered.length > 1 && kind.required)
      return {
        ok: false,
        message: `Choose a ${kind.one} of '${title}' (${kind.many}: ${offered.join(', ')})`,
      };
    return { ok: true, value: undefined };
  }
  const value = offered.find((o) => o.toLowerCase() === wanted.trim().toLowerCase());
  if (value !== undefined) return { ok: true, value };
  return offered.length === 0
    ? { ok: false, message: `'${title}' comes in one ${kind.one} only; leave the ${kind.one} out` }
    : {
        ok: false,
        message: `'${title}' has no ${kind.one} '${wanted}' (${kind.many}: ${offered.join(', ')})`,
      };
}

/**
 * An order line's size and colour checked against what the product offers: the line as the shop
 * records it (a product's only size or colour is filled in), or why it cannot be ordered. A size
 * is required when there are several (the spec's rule for the cart); a colour never is. Options
 * match as offered, ignoring case and surrounding spaces.
 */
export function checkLineVariant(
  product: { title: string } & Options,
  line: LineVariant,
): { ok: true; variant: LineVariant } | { ok: false; message: string } {
  const size = checkOption(product.title, product.sizes, line.size, {
    one: 'size',
    many: 'sizes',
    required: true,
  });
  if (!size.ok) return size;
  const color = checkOption(product.title, product.colors, line.color, {
    one: 'colour',
    many: 'colours',
    required: false,
  });
  if (!color.ok) return color;
  const variant: LineVariant = {};
  if (size.value !== undefined) variant.size = size.value;
  if (color.value !== undefined) variant.color = color.value;
  return { ok: true, variant };
}

/** "Size: 12 x 10 x 8 in · Colour: Brown", or '' for a line without a variant (orders, tracking, the owner's CLI). */
export function variantLabel(line: {
  size?: string | null | undefined;
  color?: string | null | undefined;
}): string {
  return [line.size && `Size: ${line.size}`, line.color && `Colour: ${line.color}`]
    .filter(Boolean)
    .join(' · ');
}

/** 'Nitrile Gloves (Size: M)': an order line's product as ordered (returns, the owner's CLI). */
export const itemName = (item: {
  productTitle: string;
  size?: string | null | undefined;
  color?: string | null | undefined;
}): string => {
  const variant = variantLabel(item);
  return variant ? `${item.productTitle} (${variant})` : item.productTitle;
};
