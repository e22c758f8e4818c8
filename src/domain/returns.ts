import { discountForUnits } from './coupons.ts';
import { RETURN_REASON_MAX, type ReturnStatus } from '../contract/returns.ts';
import { formatDocumentDate } from './dates.ts';
import { ORDER_STATUS, type OrderStatusColor } from './order-status.ts';
import { itemName } from './variants.ts';

/**
 * Returns after delivery (an extension): the shopper asks, on the order, to send back some of its
 * lines and says why; the shop approves (and arranges the pickup) or declines, by e-mail, with
 * `npm run shop -- returns …`. One request per order. The server, the app and the mocks read these
 * rules from here.
 */

/** The return policy's window: "within 0-7 days of delivery" (POLICY_TERMS.returnWindow). */
export const RETURN_WINDOW_DAYS = 7;

export const RETURN_STATUS_VIEW: Record<ReturnStatus, { label: string; color: OrderStatusColor }> = {
  requested: { label: 'Return requested', color: 'yellow' },
  approved: { label: 'Return approved', color: 'blue' },
  declined: { label: 'Return declined', color: 'gray' },
  refunded: { label: 'Return refunded', color: 'green' },
};

/** Why a shopper returns: chosen in the dialog, kept with the request. */
export const RETURN_REASONS = [
  'Arrived damaged',
  'Defective or not working',
  'Different from what I ordered',
  'Items missing from the parcel',
  'No longer needed (unused, in its packaging)',
  'Other',
] as const;

/** The most the shopper may add in their own words: the kept reason is the chosen one, ': ', then theirs. */
export const RETURN_DETAILS_MAX = RETURN_REASON_MAX - Math.max(...RETURN_REASONS.map((r) => r.length)) - 2;

/** The reason as the shop keeps it: the chosen one, with the shopper's own words after it. */
export function reasonInWords(choice: string, details: string, max: number): string {
  const words = details.trim().replace(/\s+/g, ' ');
  return words ? `${choice}: ${words}`.slice(0, max) : choice;
}

/** When the order was delivered: its last move to Delivered in its history. */
export function deliveredAt(history: readonly { status: number; at: string }[]): Date | undefined {
  const entry = history.findLast((e) => e.status === ORDER_STATUS.delivered);
  if (!entry) return undefined;
  const at = new Date(entry.at);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export const returnDeadline = (delivered: Date): Date =>
  new Date(delivered.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);

export const returnTexts = {
  notDelivered: 'Only a delivered order can be returned. Before it ships, you can cancel it instead.',
  windowClosed: (deadline: Date) =>
    `Returns for this order closed on ${formatDocumentDate(deadline.toISOString())}, ${RETURN_WINDOW_DAYS} days after delivery. Please contact us.`,
  alreadyRequested: 'A return has already been requested for this order.',
  noSuchItem: 'That item is not part of this order.',
  tooMany: (ordered: number, title: string) =>
    `You ordered ${ordered} of ${title}: return at most that many.`,
  twice: 'Each item can be listed once.',
} as const;

/** Why this order cannot be returned now, or null when a return may be requested. */
export function returnRefusal(
  order: { status: number; history: readonly { status: number; at: string }[]; hasReturn: boolean },
  now: Date,
): string | null {
  if (order.hasReturn) return returnTexts.alreadyRequested;
  const delivered = order.status === ORDER_STATUS.delivered ? deliveredAt(order.history) : undefined;
  if (!delivered) return returnTexts.notDelivered;
  const deadline = returnDeadline(delivered);
  return now > deadline ? returnTexts.windowClosed(deadline) : null;
}

/** Until when this order takes a return request (the shop serves it as `returnUntil`), or undefined. */
export function returnOpenUntil(order: Parameters<typeof returnRefusal>[0], now: Date): Date | undefined {
  const delivered = deliveredAt(order.history);
  return delivered && returnRefusal(order, now) === null ? returnDeadline(delivered) : undefined;
}

export interface ReturnLine {
  itemId: string;
  quantity: number;
}

export interface ReturnableItem {
  id: string;
  productTitle: string;
  quantity: number;
  size?: string;
  color?: string;
}

/** What is wrong with the lines asked back, against the order's own, or null when they are right. */
export function returnLinesProblem(
  lines: readonly ReturnLine[],
  items: readonly ReturnableItem[],
): string | null {
  const seen = new Set<string>();
  for (const line of lines) {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) return returnTexts.noSuchItem;
    if (seen.has(line.itemId)) return returnTexts.twice;
    seen.add(line.itemId);
    if (line.quantity > item.quantity) return returnTexts.tooMany(item.quantity, itemName(item));
  }
  return null;
}

/** The order's lines that go back, each with how many (`returned`), in the order's own order. */
export function returnedItems<T extends { id: string }>(
  lines: readonly ReturnLine[],
  items: readonly T[],
): (T & { returned: number })[] {
  return items.flatMap((item) => {
    const line = lines.find((l) => l.itemId === item.id);
    return line ? [{ ...item, returned: line.quantity }] : [];
  });
}

/** '2 x Nitrile Gloves (Size: M), 1 x Bubble Wrap Roll': what goes back, as the order and the owner read it. */
export const returnedList = (
  lines: readonly ReturnLine[],
  items: readonly (ReturnableItem & { id: string })[],
): string =>
  returnedItems(lines, items)
    .map((i) => `${i.returned} x ${itemName(i)}`)
    .join(', ');

/**
 * What a return is worth, in paise: each returned line at the price it was paid (GST included),
 * less the returned units' share of its coupon discount.
 */
export const returnValuePaise = (
  lines: readonly ReturnLine[],
  items: readonly { id: string; unitPricePaise: number; quantity?: number; discountPaise?: number }[],
): number =>
  returnedItems(lines, items).reduce(
    (sum, i) =>
      sum +
      i.unitPricePaise * i.returned -
      discountForUnits(i.discountPaise ?? 0, i.quantity ?? 0, i.returned),
    0,
  );
