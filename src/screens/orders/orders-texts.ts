import type { Skipped } from '../../domain/buy-again.ts';

/** The orders page's words; the spec's own are verbatim (sections 2, 3 and 8). */
export const ordersTexts = {
  heading: 'My Orders',
  loading: 'Loading your orders...',
  order: (id: string) => `Order ${id}`,
  placedOn: 'Placed on',
  /** A business order: whom its invoice is made out to, and the buyer's own order number, to tell one company's orders from another's. */
  forBusiness: (business: { legalName: string; gstin: string; purchaseOrder?: string | undefined }) => ({
    forName: `For ${business.legalName}`,
    gstin: `GSTIN ${business.gstin}`,
    purchaseOrder: business.purchaseOrder && `Your purchase order ${business.purchaseOrder}`,
  }),
  shipping: 'Shipping',
  address: 'Address',
  method: 'Method',
  standardShipping: 'Standard Shipping',
  tracking: 'Tracking',
  notAvailable: 'Not available',
  items: 'Items',
  total: 'Total',
  payNow: 'Pay Now',
  buyAgain: 'Buy again',
  track: 'Track',
  forOrder: (id: string) => ` for order ${id}`,
  emptyTitle: 'No Orders Found',
  emptyHint: 'You have not placed any orders yet.',
  browse: 'Browse Products',
  tryAgain: 'Try Again',
  older: 'Show older orders',
  findLabel: 'Find an order',
  findPlaceholder: 'Order number or product',
  find: 'Find',
  matching: (q: string) => `Orders with “${q}”`,
  noMatchTitle: (q: string) => `No orders with “${q}”`,
  noMatchHint:
    'Try part of an order number, a word of a product’s name, size or colour, or the business or purchase order an order was for.',
  showAll: 'Show all orders',
  olderFailed: 'Could not load older orders. Please try again.',
} as const;

export const ordersNotices = {
  failedTitle: 'Error',
  failed: 'Failed to load your orders. Please try again.',
  buyAgainTitle: 'Added to cart',
  buyAgainNoneTitle: 'Nothing added',
  buyAgainFailed: 'Could not load the products of this order. Please try again.',
} as const;

/** What "Buy again" could not add as it was, one phrase per line. */
export function skippedText(skipped: Skipped): string {
  switch (skipped.reason) {
    case 'gone':
      return `${skipped.title} is no longer sold`;
    case 'sold-out':
      return `${skipped.title} is out of stock`;
    case 'fewer':
      return `${skipped.title}: only ${skipped.added} of ${skipped.wanted} left, ${skipped.added} added`;
    case 'option':
      return skipped.message;
  }
}

/** The notice after "Buy again": how many lines went in, and why the others did not. */
export function buyAgainSummary(added: number, total: number, skipped: readonly Skipped[]): string {
  const head = `${added} of ${total} ${total === 1 ? 'line' : 'lines'} added to your cart.`;
  return skipped.length === 0 ? head : `${head} ${skipped.map(skippedText).join('. ')}.`;
}

/** Cancelling an order before it ships (our server's extension). */
export const cancelTexts = {
  button: 'Cancel order',
  title: (id: string) => `Cancel order ${id}?`,
  unpaidNote: 'The items go back on our shelves and nothing is charged.',
  paidNote: (amount: string) =>
    `The items go back on our shelves. Your payment of ${amount} will be refunded to the original payment method within 7 working days.`,
  reasonLabel: 'Why are you cancelling?',
  detailsLabel: 'Tell us more (optional)',
  keep: 'Keep order',
  confirm: 'Cancel order',
  cancelling: 'Cancelling...',
  doneTitle: 'Order cancelled',
  done: (id: string) => `Order ${id} has been cancelled.`,
  refundDue: (id: string, amount: string) =>
    `Order ${id} has been cancelled. Your refund of ${amount} is on its way.`,
  failed: 'Could not cancel the order. Please try again.',
} as const;

/** Returning items after delivery (our server's extension), within the return window. */
export const returnUiTexts = {
  button: 'Request a return',
  title: (id: string) => `Return items from order ${id}`,
  description: (until: string) =>
    `Returns are accepted until ${until}. Choose what goes back and why: we reply by e-mail and arrange the pickup. A returned product must be unused, in its original packaging, unless it arrived damaged or defective.`,
  itemsLabel: 'What are you returning?',
  lineLabel: (name: string, ordered: number) => `${name} · ${ordered} ordered`,
  howMany: (name: string) => `How many of ${name}`,
  howManyProblem: (ordered: number) => `Enter a number from 1 to ${ordered}`,
  reasonLabel: 'Why are you returning it?',
  detailsLabel: 'Tell us more (optional)',
  close: 'Not now',
  confirm: 'Request return',
  sending: 'Sending...',
  doneTitle: 'Return requested',
  done: (id: string) => `We have your return request for order ${id} and will reply by e-mail.`,
  failed: 'Could not send the return request. Please try again.',
  /** On the order, once asked. */
  requestedOn: (date: string) => `Requested on ${date}`,
  answeredOn: (date: string) => `Answered on ${date}`,
  refundedOn: (date: string) => `Refunded on ${date}`,
  refunded: (amount: string) =>
    `${amount} refunded to your original payment method; the credit note is with the invoice.`,
  reason: (reason: string) => `Reason: ${reason}`,
  fromShop: (note: string) => `From the shop: ${note}`,
  goingBack: 'Going back',
} as const;
