export const ORDER_STATUS_CODES = [0, 1, 2, 3, 4] as const;
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];

export const ORDER_STATUS_COLORS = ['yellow', 'blue', 'purple', 'green', 'red', 'gray'] as const;
export type OrderStatusColor = (typeof ORDER_STATUS_COLORS)[number];

export interface OrderStatusView {
  label: string;
  color: OrderStatusColor;
}

const KNOWN: Record<OrderStatusCode, OrderStatusView> = {
  0: { label: 'Pending', color: 'yellow' },
  1: { label: 'Processing', color: 'blue' },
  2: { label: 'Shipped', color: 'purple' },
  3: { label: 'Delivered', color: 'green' },
  4: { label: 'Cancelled', color: 'red' },
};

export function isOrderStatusCode(code: number): code is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly number[]).includes(code);
}

export function orderStatus(code: number): OrderStatusView {
  return isOrderStatusCode(code) ? KNOWN[code] : { label: `Unknown (${code})`, color: 'gray' };
}

/** Shown beside the status once the shop has the order's payment. */
export const PAID_LABEL = 'Paid';

export const ORDER_STATUS = {
  pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 4,
} as const satisfies Record<string, OrderStatusCode>;

/** Orders the shop has taken on: paid, or confirmed for cash on delivery, and not cancelled. */
export const SOLD = [ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.delivered];

/**
 * Who moves an order: its payment (Pending → Processing), the owner, the shopper (cancelling), or
 * the time to pay running out (a Pending order cancelled unpaid: src/domain/pay-by.ts).
 */
export type OrderActor = 'payment' | 'owner' | 'shopper' | 'expiry';

/**
 * The order's graph: Pending → Processing → Shipped → Delivered, and Pending or Processing →
 * Cancelled. Only a payment makes a Pending order Processing (the owner records one with
 * `payments mark-paid`); nothing goes back.
 */
const MOVES: Record<OrderActor, readonly (readonly [OrderStatusCode, OrderStatusCode])[]> = {
  payment: [[0, 1]],
  owner: [
    [1, 2],
    [2, 3],
    [0, 4],
    [1, 4],
  ],
  shopper: [
    [0, 4],
    [1, 4],
  ],
  expiry: [[0, 4]],
};

export const canMoveOrder = (from: number, to: number, actor: OrderActor): boolean =>
  MOVES[actor].some(([a, b]) => a === from && b === to);

/** Why the owner may not make a move, in words for the CLI. */
export function refusedMove(from: number, to: number): string {
  const a = orderStatus(from).label;
  const b = orderStatus(to).label;
  if (from === to) return `it is already ${a}`;
  if (from === ORDER_STATUS.pending && to === ORDER_STATUS.processing)
    return `a Pending order becomes Processing when it is paid: record the payment with payments mark-paid`;
  if (from === ORDER_STATUS.cancelled)
    return `it is Cancelled and its stock is back on the shelf; place a new order instead`;
  return `an order does not go from ${a} to ${b}`;
}

/** Still open: someone (its payment, the owner, the shopper) can move it on; Delivered and Cancelled end it. */
export const isOrderOpen = (status: number): boolean =>
  Object.values(MOVES).some((moves) => moves.some(([from]) => from === status));

/**
 * An order whose money is still to come: neither paid nor cancelled. For one paid later (cash on
 * delivery, on account: src/domain/credit-account.ts), what the shopper still has to pay.
 */
export const stillOwed = (order: { paid?: boolean | undefined; status: number }): boolean =>
  !order.paid && order.status !== ORDER_STATUS.cancelled;

/** A shopper may cancel until the order leaves the warehouse. */
export const canShopperCancel = (status: number): boolean =>
  canMoveOrder(status, ORDER_STATUS.cancelled, 'shopper');

/** Why a shopper cancels: chosen in the dialog, kept in the order's history. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Want to change items or quantities',
  'Want to change the delivery address',
  'Found a better price elsewhere',
  'Delivery is too slow',
  'Other',
] as const;
export const CANCEL_DETAILS_MAX = 300;

/** A payment as far as refunds go: received (status 'paid') and, once sent back, when. */
export interface PaymentForRefund {
  status: string;
  amountPaise: number;
  refundedAt: Date | null;
}

/**
 * What the shop owes back on an order, in paise: a cancelled order's payments that were received
 * and not yet refunded (`payments refunded` records each). Any other order owes nothing.
 */
export const refundDuePaise = (orderStatus: number, orderPayments: readonly PaymentForRefund[]): number =>
  orderStatus === ORDER_STATUS.cancelled
    ? orderPayments
        .filter((p) => p.status === 'paid' && p.refundedAt === null)
        .reduce((sum, p) => sum + p.amountPaise, 0)
    : 0;
