import type { ShippingAddress } from '../contract/address.ts';
import type { Order, OrderCreateRequest } from '../contract/order.ts';
import type { BusinessDetails } from '../contract/business.ts';
import { cartTotal, type CartItem } from './cart.ts';
import { chargeRate, includedGstOf, type IncludedGst } from './gst.ts';
import { toPaise } from './money.ts';

/**
 * POST /orders from the cart: the spec's `products` map (product id → quantity, so lines that
 * differ only by size or colour are added up) for a server that knows only the spec, and beside it
 * the extension's `items`, one per cart line with its size and colour, which our server reads.
 */
/** What checkout's form gives: the address, the business part when ticked, the courier's note if any. */
export interface CheckoutDetails {
  address: ShippingAddress;
  business?: BusinessDetails | undefined;
  deliveryNote?: string | undefined;
}

/** The lines of an order request: the spec's `products` map and the extension's `items` with sizes. */
export function orderedLines(items: readonly CartItem[]): Pick<OrderCreateRequest, 'products' | 'items'> {
  const products: OrderCreateRequest['products'] = {};
  for (const item of items) products[item.id] = (products[item.id] ?? 0) + item.quantity;
  return {
    products,
    items: items.map((item) => ({
      productId: item.id,
      quantity: item.quantity,
      ...(item.selectedSize !== undefined && { size: item.selectedSize }),
      ...(item.selectedColor !== undefined && { color: item.selectedColor }),
    })),
  };
}

export function orderRequest(
  items: readonly CartItem[],
  { address: shippingAddress, business, deliveryNote }: CheckoutDetails,
  couponCode?: string,
): OrderCreateRequest {
  return {
    ...orderedLines(items),
    shippingAddress,
    ...(deliveryNote && { deliveryNote }),
    ...(business && { business }),
    ...(couponCode && { couponCode }),
  };
}

/**
 * A refusal of POST /orders in a shopper's words: the server names each line by its place in the
 * request ("items[1]: ", "products: ") for a program; the checkout leaves those out, since the
 * product's own name follows.
 */
export const refusalForShopper = (message: string): string =>
  message.replace(/(^|\s)(?:items\[\d+\]|products): /g, '$1');

/** The order's own total when it gives one, else the sum of its lines, added in paise as the cart's. */
export function orderTotal(order: Pick<Order, 'total' | 'items'>): number {
  return order.total ?? cartTotal(order.items);
}

/**
 * The GST an order's total includes (rupees, in all and per rate), from the rate each line was sold at; a cash-on-delivery
 * fee at the lines' highest rate, as its invoice taxes it. Undefined where a line's rate is unknown.
 */
export function orderIncludedGst(order: Pick<Order, 'items' | 'cashOnDelivery'>): IncludedGst | undefined {
  // A coupon's share comes off each line's amount, as its invoice line takes it off the taxable value.
  const lines = order.items.map((i) => ({
    amount: toPaise(i.price) * i.quantity - toPaise(i.discount ?? 0),
    rate: i.gstRate,
  }));
  const fee = order.cashOnDelivery?.fee ?? 0;
  const feeLine = { amount: toPaise(fee), rate: chargeRate(order.items.map((i) => i.gstRate ?? 0)) };
  return includedGstOf(fee > 0 ? [...lines, feeLine] : lines);
}

/** The shipping address on one line: address, city, state, PIN (blank parts left out). */
export function shippingLine(address: Order['shippingAddress']): string {
  return [address.address, address.city, address.state, address.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Pending (0) is the only status that can still be paid; a missing status is read as 0. */
export const isPending = (order: Pick<Order, 'status'>): boolean => order.status === 0;

/**
 * Crockford's base32: no I, L, O or U, so an order number read aloud or typed stays unambiguous,
 * and `normaliseOrderId` can read I, L and O back as 1 and 0.
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` random Crockford characters (Web Crypto: the server and the browser alike; 256 is a multiple of 32, so each is equally likely). */
const crockford = (length: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => CROCKFORD[byte % 32]).join('');

/** A new order number: ORD- and 8 Crockford characters (about 10^12 of them). */
export const newOrderId = (): string => `ORD-${crockford(8)}`;

/** A new payment's reference (the UPI `tr` and the gateway's order reference): PAY and 12 Crockford characters. */
export const newPaymentReference = (): string => `PAY${crockford(12)}`;

/** What people type for an order number: case and the ambiguous letters forgiven. */
export function normaliseOrderId(input: string): string {
  const upper = input.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return upper.startsWith('0RD-') ? `ORD-${upper.slice(4)}` : upper;
}

/** Whether two order numbers name the same order, as people type them (`normaliseOrderId`). */
export const sameOrderId = (a: string | number, b: string): boolean =>
  normaliseOrderId(String(a)) === normaliseOrderId(b);
