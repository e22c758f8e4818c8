import { MAX_PRICE_TIERS } from '../contract/limits.ts';
import { formatMoney, fromPaise, toPaise } from './money.ts';
import { allowedFrom, firstQuantity, type OrderQuantity } from './order-quantity.ts';

export * from './order-quantity.ts';

/**
 * Volume prices: from `minQuantity` on a line, each unit costs `price` (rupees). A product's tiers
 * are listed from the smallest quantity up; below the first, the product's own price applies.
 */
export interface PriceTier {
  minQuantity: number;
  price: number;
}

export const bulkTexts = {
  heading: 'Bulk prices',
  quantityHead: 'Quantity',
  priceHead: 'Price each',
  range: (from: number, to: number | undefined) =>
    to === undefined ? `${from}+` : to === from ? `${from}` : `${from}–${to}`,
  reached: 'Your price',
  buyMore: (minQuantity: number, price: number) =>
    `Buy ${minQuantity} or more and pay ${formatMoney(price)} each`,
  saving: (amount: number) => `Bulk price: you save ${formatMoney(amount)}`,
} as const;

/** The tier a line of `quantity` reaches, if any. */
export function reachedTier(tiers: readonly PriceTier[], quantity: number): PriceTier | undefined {
  let reached: PriceTier | undefined;
  for (const tier of tiers) if (quantity >= tier.minQuantity) reached = tier;
  return reached;
}

/** The next tier above `quantity`, if any: what buying more would pay. */
export const nextTier = (tiers: readonly PriceTier[], quantity: number): PriceTier | undefined =>
  tiers.find((tier) => tier.minQuantity > quantity);

/**
 * What one unit costs on a line of `quantity`, in paise, as the server prices an order line: the
 * lower of the product's own price (a sale included) and the price of the tier the line reaches.
 */
export function unitPricePaiseAt(
  pricePaise: number,
  tiers: readonly { minQuantity: number; pricePaise: number }[],
  quantity: number,
): number {
  let unit = pricePaise;
  for (const tier of tiers) if (quantity >= tier.minQuantity) unit = Math.min(pricePaise, tier.pricePaise);
  return unit;
}

/** The same in rupees, as the app shows a line. */
export const unitPriceAt = (price: number, tiers: readonly PriceTier[], quantity: number): number =>
  fromPaise(
    unitPricePaiseAt(
      toPaise(price),
      tiers.map((t) => ({ minQuantity: t.minQuantity, pricePaise: toPaise(t.price) })),
      quantity,
    ),
  );

/**
 * What is wrong with a product's tiers, if anything: each from 2 or more, the quantities rising and
 * each price below the one before (the regular price first), so that buying more never costs more
 * a unit. Used by the owner's import and commands.
 */
export function tiersProblem(regularPrice: number, tiers: readonly PriceTier[]): string | undefined {
  if (tiers.length > MAX_PRICE_TIERS) return `at most ${MAX_PRICE_TIERS} price tiers`;
  let previous = { minQuantity: 1, price: regularPrice };
  for (const tier of tiers) {
    if (!Number.isInteger(tier.minQuantity) || tier.minQuantity < 2)
      return `a tier starts at a whole quantity of 2 or more, not ${tier.minQuantity}`;
    if (tier.minQuantity <= previous.minQuantity)
      return `tier quantities must rise: ${tier.minQuantity} after ${previous.minQuantity}`;
    if (!(toPaise(tier.price) > 0) || toPaise(tier.price) >= toPaise(previous.price))
      return `the price from ${tier.minQuantity} (${formatMoney(tier.price)}) must be below ${formatMoney(previous.price)}`;
    previous = tier;
  }
  return undefined;
}

/** tiersProblem for tiers as the server keeps them: the regular price and each tier's in paise. */
export const paiseTiersProblem = (
  regularPricePaise: number,
  tiers: readonly { minQuantity: number; pricePaise: number }[],
): string | undefined =>
  tiersProblem(
    fromPaise(regularPricePaise),
    tiers.map((t) => ({ minQuantity: t.minQuantity, price: fromPaise(t.pricePaise) })),
  );

/**
 * Cart lines at the volume price each line's quantity reaches (the tiers of today's product, by
 * `tiersOf`); a line priced lower keeps the price before it as `listPrice`, for the saving. The
 * server prices the order the same way (unitPricePaiseAt): what the cart shows is what is charged.
 */
export function atVolumePrices<T extends { id: string; price: number; quantity: number }>(
  items: readonly T[],
  tiersOf: (id: string) => readonly PriceTier[] | undefined,
): (T & { listPrice?: number })[] {
  return items.map((item) => {
    const tiers = tiersOf(item.id);
    if (!tiers?.length) return item;
    const price = unitPriceAt(item.price, tiers, item.quantity);
    return price < item.price ? { ...item, price, listPrice: item.price } : item;
  });
}

/** What a volume-priced line saves against its list price (rupees), 0 for none. */
export const lineSaving = (line: { price: number; quantity: number; listPrice?: number }): number =>
  line.listPrice === undefined
    ? 0
    : fromPaise((toPaise(line.listPrice) - toPaise(line.price)) * line.quantity);

export const orderQuantityTexts = {
  note: ({ minQuantity, packOf }: OrderQuantity) =>
    packOf > 1 && minQuantity <= packOf
      ? `Sold in cartons of ${packOf}`
      : packOf > 1
        ? `Sold in cartons of ${packOf}, at least ${minQuantity}`
        : `Order at least ${minQuantity}`,
  belowMinimum: (title: string | undefined, minQuantity: number) =>
    title ? `Order at least ${minQuantity} of ${title}` : `Order at least ${minQuantity}`,
  notWholePacks: (title: string | undefined, packOf: number, near: number) =>
    `${title ? `${title} is sold` : 'Sold'} in cartons of ${packOf}: order ${near} or another multiple of ${packOf}`,
} as const;

/**
 * Why a line of `quantity` breaks the product's rule (naming the product when `title` is given, as
 * the server does); undefined when it keeps it.
 */
export function orderQuantityProblem(
  title: string | undefined,
  rule: OrderQuantity,
  quantity: number,
): string | undefined {
  if (quantity < rule.minQuantity) return orderQuantityTexts.belowMinimum(title, firstQuantity(rule));
  if (quantity % rule.packOf !== 0)
    return orderQuantityTexts.notWholePacks(title, rule.packOf, allowedFrom(rule, quantity));
  return undefined;
}
