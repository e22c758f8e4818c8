// A product's minimum and carton, and the quantity its page and cards start at. Kept apart from
// the rest of bulk.ts (which re-exports it) because the product cards on every page need only this.

/** How a product is sold: at least `minQuantity` on a line, in multiples of `packOf` (1 and 1: any). */
export interface OrderQuantity {
  minQuantity: number;
  packOf: number;
}

export const ANY_QUANTITY: OrderQuantity = { minQuantity: 1, packOf: 1 };

/** The smallest quantity the rule allows: the minimum, rounded up to a whole pack. */
export const firstQuantity = ({ minQuantity, packOf }: OrderQuantity): number =>
  Math.ceil(Math.max(1, minQuantity) / packOf) * packOf;

/** The allowed quantity nearest above `quantity` (itself when allowed). */
export const allowedFrom = (rule: OrderQuantity, quantity: number): number =>
  Math.max(firstQuantity(rule), Math.ceil(quantity / rule.packOf) * rule.packOf);

/** The quantity a product's page, card or Quick View starts at: 1, or its first whole carton. */
export const startQuantity = (product: { orderQuantity?: OrderQuantity | undefined }): number =>
  firstQuantity(product.orderQuantity ?? ANY_QUANTITY);
