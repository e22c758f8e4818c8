import { addDays, atInIndia, isoDayInIndia } from './dates.ts';

/**
 * The shop's morning e-mail to its owner (ORDER_ALERTS_TO): what came in yesterday and what waits
 * for them today, each with the command that deals with it. One a day, at `OWNER_DIGEST_HOUR`
 * India time (8 by default), or as soon after it as the shop runs; gathered when it is sent.
 */
export const DEFAULT_DIGEST_HOUR = 8;

/** The day whose morning e-mail is due at `now` (its hour has come in India); undefined before it. */
export function digestDayDue(now: Date, hour: number): string | undefined {
  const today = isoDayInIndia(now);
  return now >= atInIndia(today, `${String(hour).padStart(2, '0')}:00`) ? today : undefined;
}

/** The day before `day`. */
export const dayBefore = (day: string): string => addDays(day, -1);

/** What the morning e-mail reports: counts and amounts (paise), all as of its sending. */
export interface OwnerDigest {
  /** The day it is for ('2026-12-07'); "yesterday" is the day before. */
  day: string;
  yesterday: { placed: number; sold: number; soldPaise: number; cancelled: number };
  /** Orders to pack (Processing), and when the oldest of them was placed. */
  toPack: { orders: number; oldest?: string };
  /** Orders on their way past the day they should have arrived by. */
  late: number;
  returns: { toAnswer: number; toRefund: number };
  refundsDue: number;
  questions: number;
  /** Reviews waiting for approval (the store's `approveReviews`). */
  reviewsWaiting: number;
  onAccount: { owedPaise: number; overduePaise: number; customers: number };
  stock: { soldOut: number; low: number };
}
