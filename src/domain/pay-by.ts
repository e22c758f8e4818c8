/**
 * An order waits for its payment only so long: a Pending order not paid by its `payBy` time is
 * cancelled by the shop (server/orders/cancel-unpaid.ts), so stock an abandoned payment held goes
 * back on the shelves. The owner sets the time in store.config.json (`payWithinHours`); the order
 * keeps the time it was placed with, and says it on the order pages, the payment page and the
 * order's e-mail.
 */
import { formatOrderDate } from './dates.ts';

const HOUR = 3_600_000;

/** Without the owner's setting: a day, so a shopper who pays the next morning still can. */
export const DEFAULT_PAY_WITHIN_HOURS = 24;
/** The longest the owner may set (a month); 0 keeps every unpaid order until someone cancels it. */
export const MAX_PAY_WITHIN_HOURS = 720;

/**
 * A payment started before the time runs out is let finish: the order is cancelled once no
 * payment of it is still open (PAYMENT_OPEN_MINUTES), not while the shopper is paying.
 */
export const payByFrom = (placedAt: Date, hours: number): Date | undefined =>
  hours > 0 ? new Date(placedAt.getTime() + hours * HOUR) : undefined;

/** The shopper is reminded once, this long before the time runs out ('pay-reminder' e-mail). */
export const REMIND_HOURS_BEFORE = 6;

/**
 * When to remind a shopper who has not paid: REMIND_HOURS_BEFORE before the time runs out, for an
 * order given at least twice that; an order given less hears only the 'placed' e-mail's word.
 */
export const remindAt = (placedAt: Date, payBy: Date): Date | undefined =>
  payBy.getTime() - placedAt.getTime() >= 2 * REMIND_HOURS_BEFORE * HOUR
    ? new Date(payBy.getTime() - REMIND_HOURS_BEFORE * HOUR)
    : undefined;

/**
 * Whether a shopper's time to pay has run out at `now`: from then on the shop opens no new payment
 * of the order (server/payments/machine.ts, server/payments/cod.ts) and cancels it at once, as
 * the sweep would, unless a payment started in time is still open.
 */
export const payTimeOver = (payBy: Date | null | undefined, now: Date): boolean =>
  payBy != null && payBy.getTime() <= now.getTime();

export const payByTexts = {
  /** Beside Pay Now, on the payment page, in the order's e-mail. */
  payBy: (iso: string) =>
    `Please pay by ${formatOrderDate(iso)}. An order not paid by then is cancelled and its items go back on our shelves.`,
  /** The order's history when the shop cancels it (the timeline, the e-mail's reason). */
  /** POST /payments's 409 for an order whose time to pay has run out: cancelled at once… */
  over: 'The time to pay for this order has run out, so it has been cancelled.',
  /** …or, with a payment started in time still open, waiting for that payment. */
  overPaying: 'The time to pay for this order has run out. Please finish the payment you have started.',
  notPaid: (hours: number) => `Not paid within ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
} as const;

/** The whole hours between placing and the time to pay by: what the order was given. */
export const hoursGiven = (placedAt: Date, payBy: Date): number =>
  Math.max(1, Math.round((payBy.getTime() - placedAt.getTime()) / HOUR));
