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
