/** The cart's words; the spec's own are verbatim (sections 2, 8). */
export const cartTexts = {
  heading: 'Shopping Cart',
  empty: 'Your cart is empty',
  emptyHint: 'Browse the catalogue and add what your home or business needs.',
  loading: 'Loading your cart',
  continueShopping: 'Continue Shopping',
  summary: 'Order Summary',
  items: 'Items',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  clear: 'Clear Cart',
  clearTitle: 'Clear your cart?',
  clearQuestion: (count: string, n: number) =>
    `${n === 1 ? 'The item' : `All ${count} items`} in your cart will be removed.`,
  keep: 'Keep Items',
  checkout: 'Checkout',
  /** To /quotation (src/domain/quotation.ts): priced with GST, for a business buyer's approval. */
  quotation: 'Need a quotation first? Get one for this cart',
  colour: 'Colour',
  size: 'Size',
  each: 'each',
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity of ${name}`,
  /** A line as buttons name it: two sizes of one product are two lines, told apart by their options. */
  lineName: (item: { name: string; selectedSize?: string; selectedColor?: string }) =>
    [
      item.name,
      item.selectedSize && `size ${item.selectedSize}`,
      item.selectedColor && `colour ${item.selectedColor}`,
    ]
      .filter(Boolean)
      .join(', '),
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  stockGone: 'No longer sold: remove it to check out',
  stockSoldOut: 'Out of stock: remove it to check out',
  stockShort: (left: string) => `Only ${left} left: lower the quantity to check out`,
  itemCount: (count: string, n: number) => `${count} ${n === 1 ? 'item' : 'items'}`,
} as const;

/** Cart notices (spec section 8: 'removed from your cart', 'All items have been removed from your cart.'). */
export const cartNotices = {
  removedTitle: 'Item removed',
  removed: (name: string) => `${name} removed from your cart`,
  clearedTitle: 'Cart cleared',
  cleared: 'All items have been removed from your cart.',
  loginTitle: 'Login Required',
  login: 'Please sign in to check out.',
  undo: 'Undo',
} as const;
