/** The orders page's words; the spec's own are verbatim (sections 2, 3 and 8). */
export const ordersTexts = {
  heading: 'My Orders',
  loading: 'Loading your orders...',
  order: (id: string) => `Order ${id}`,
  placedOn: 'Placed on',
  shipping: 'Shipping',
  address: 'Address',
  method: 'Method',
  standardShipping: 'Standard Shipping',
  tracking: 'Tracking',
  notAvailable: 'Not available',
  items: 'Items',
  total: 'Total',
  lineQuantity: (quantity: string, price: string) => `${quantity} x ${price}`,
  payNow: 'Pay Now',
  track: 'Track',
  forOrder: (id: string) => ` for order ${id}`,
  emptyTitle: 'No Orders Found',
  emptyHint: 'You have not placed any orders yet.',
  browse: 'Browse Products',
  tryAgain: 'Try Again',
} as const;

export const ordersNotices = {
  failedTitle: 'Error',
  failed: 'Failed to load your orders. Please try again.',
} as const;
