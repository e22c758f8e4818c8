import type { DeliveryCheck } from '../contract/delivery.ts';
import { codTexts } from './cash-on-delivery.ts';
import { formatDeliveryDay, isoDayInIndia } from './dates.ts';
import { ORDER_STATUS } from './order-status.ts';

/** Where the owner keeps no PIN table, the shop delivers everywhere in its usual time (the shipping policy's). */
export const USUAL_DELIVERY_DAYS = { min: 2, max: 7 } as const;

export const deliveryTexts = {
  notServed: (pin: string) => `Sorry, we do not deliver to ${pin} yet.`,
  checkHeading: 'Delivery',
  pinLabel: 'Check delivery to your PIN code',
  check: 'Check',
  checking: 'Checking…',
  enterPin: 'Enter the 6-digit PIN code',
  badPin: 'PIN code must be 6 digits and cannot start with 0',
  failed: 'Could not check this PIN code just now. Please try again.',
  /** Checkout's optional field for the courier (contract: deliveryNote), and where an order shows it. */
  noteLabel: 'Delivery instructions (optional)',
  noteHint: 'A landmark near you, or when the courier should call.',
  note: 'Delivery instructions',
  /** The order pages' line for an order on its way (expectedDelivery). */
  expected: 'Expected delivery',
  expectedBy: (day: string) => `By ${day}`,
  days: (min: number, max: number) =>
    min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`,
} as const;

/**
 * To a shopper ordering now (`now`): 'Delivery to 560001 by Sat, 20 Jun · Cash on delivery
 * available', the last day of the PIN's time as an order confirmed now would be promised it
 * (expectedByDay). Without `now` (the owner's `delivery check`): 'Delivery to 560001 in 3–5 days'.
 * Or why the PIN is not served.
 */
export function deliveryPromise(check: DeliveryCheck, now?: Date): string {
  if (!check.deliverable) return deliveryTexts.notServed(check.pin);
  const { minDays, maxDays } = check;
  const when =
    minDays === undefined || maxDays === undefined
      ? ''
      : now
        ? ` by ${formatDeliveryDay(expectedByDay(now, maxDays))}`
        : ` in ${deliveryTexts.days(minDays, maxDays)}`;
  return `Delivery to ${check.pin}${when}${check.cod ? ` · ${codTexts.available}` : ''}`;
}

const DAY_MS = 86_400_000;

/**
 * The national holidays, on which couriers do not deliver anywhere in India: Republic Day,
 * Independence Day and Gandhi Jayanti ('MM-DD'). Festivals move with the calendar and differ by
 * state, so they are not known here.
 */
export const NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02'];

/** Whether couriers deliver on the day ('2026-12-02'): Monday to Saturday, but a national holiday. */
const isWorkingDay = (day: Date): boolean =>
  day.getUTCDay() !== 0 && !NATIONAL_HOLIDAYS.includes(day.toISOString().slice(5, 10));

/**
 * The day an order confirmed at `confirmedAt` should arrive by: `maxDays` working days on, Monday
 * to Saturday as Indian couriers deliver and not on a national holiday, counted from the next day
 * in India. '2026-12-02'. The server keeps it on the order when it is confirmed.
 */
export function expectedByDay(confirmedAt: Date, maxDays: number): string {
  // Noon UTC of the day in India: whole days added never cross a zone's edge.
  let day = new Date(`${isoDayInIndia(confirmedAt)}T12:00:00Z`);
  for (let left = maxDays; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    if (isWorkingDay(day)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * How many days an order on its way (Processing or Shipped) is past the day it should have arrived
 * by, in India today; 0 when it is not late, or has no such day.
 */
export function daysLate(
  order: { status: number; expectedBy?: string | null | undefined },
  now: Date,
): number {
  const onItsWay = order.status === ORDER_STATUS.processing || order.status === ORDER_STATUS.shipped;
  if (!onItsWay || !order.expectedBy) return 0;
  const due = Date.parse(`${order.expectedBy}T12:00:00Z`);
  const today = Date.parse(`${isoDayInIndia(now)}T12:00:00Z`);
  return Number.isNaN(due) ? 0 : Math.max(0, Math.round((today - due) / DAY_MS));
}

/** 'By Wed, 2 Dec' while the order is on its way (Processing or Shipped) and the server gave a day. */
export function expectedDelivery(order: {
  status: number;
  expectedBy?: string | undefined;
}): string | undefined {
  const onItsWay = order.status === ORDER_STATUS.processing || order.status === ORDER_STATUS.shipped;
  const day = onItsWay ? formatDeliveryDay(order.expectedBy) : '';
  return day ? deliveryTexts.expectedBy(day) : undefined;
}

/** 'days' in the owner's CSV: a number ('4') or a range ('3-5'), at most 60 days. */
export function parseDeliveryDays(text: string): { min: number; max: number } | null {
  const m = /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  return min <= max && max <= 60 ? { min, max } : null;
}
