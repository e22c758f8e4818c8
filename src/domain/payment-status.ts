/**
 * A payment's life, shared by the server (which moves it) and the payment screen (which watches it).
 * A payment is pending until exactly one verdict: paid, failed or expired. Nothing moves it again.
 */
import type { PaymentStatus } from '../contract/payment.ts';

export type { PaymentStatus };
export type PaymentVerdict = Exclude<PaymentStatus, 'pending'>;

/** The status a verdict gives, or null when the payment already has one (no paid after failed). */
export const nextPaymentStatus = (from: PaymentStatus, to: PaymentVerdict): PaymentVerdict | null =>
  from === 'pending' ? to : null;

/** How long a payment stays open on the server before it expires (a UPI QR's usual life). */
export const PAYMENT_OPEN_MINUTES = 15;

/** The screen asks for news no more often than this, and only while the tab is visible. */
export const PAYMENT_POLL_MS = 3_000;
/** After this long the screen says it is still waiting for the bank. */
export const STILL_WAITING_AFTER_MS = 60_000;
/** After this long the screen offers to pay again or to choose another method. */
export const OFFER_CHOICES_AFTER_MS = 10 * 60_000;

export type WaitPhase = 'waiting' | 'still-waiting' | 'offer-choices';

/** What a shopper watching a pending payment is told, by how long they have waited. */
export function waitPhase(elapsedMs: number): WaitPhase {
  if (elapsedMs >= OFFER_CHOICES_AFTER_MS) return 'offer-choices';
  if (elapsedMs >= STILL_WAITING_AFTER_MS) return 'still-waiting';
  return 'waiting';
}

/**
 * Why the owner must look at a payment: money arrived that the shop could not simply accept. The
 * payment keeps its status (an order is Processing only with exactly one paid payment of its
 * total); `npm run shop -- payments flagged` lists these.
 */
export const PAYMENT_FLAGS = ['amount', 'order-not-pending', 'after-verdict'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

export const paymentFlagText: Record<PaymentFlag, string> = {
  amount: 'paid an amount other than the order total',
  'order-not-pending': 'paid while the order was no longer awaiting payment',
  'after-verdict': 'paid after the payment had failed or expired',
};

/** Who moved a payment: kept with every transition. */
export const PAYMENT_SOURCES = ['shopper', 'webhook', 'sandbox', 'owner', 'expiry'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** What every screen says of a payment's progress (the payment screen and the order pages alike). */
export const paymentStateTexts = {
  waiting: 'Waiting for your payment…',
  waitingHint: 'This page moves on by itself as soon as your bank confirms.',
  ordersWaitingHint: 'This updates by itself as soon as your bank confirms.',
  failedTitle: 'Your payment was declined',
  expiredTitle: 'This payment has expired',
  notTaken: 'No money was taken. Please pay again or choose another method.',
  reviewTitle: 'We have received your payment and are checking it',
  paid: 'Payment received',
  paidToast: 'Thank you! Your order is confirmed.',
} as const;
