import type { DeliveryCheck } from '../contract/delivery.ts';
import { codTexts } from './cash-on-delivery.ts';

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
  days: (min: number, max: number) =>
    min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`,
} as const;

/** 'Delivery to 560001 in 3–5 days · Cash on delivery available', or why not. */
export function deliveryPromise(check: DeliveryCheck): string {
  if (!check.deliverable) return deliveryTexts.notServed(check.pin);
  const days =
    check.minDays !== undefined && check.maxDays !== undefined
      ? ` in ${deliveryTexts.days(check.minDays, check.maxDays)}`
      : '';
  return `Delivery to ${check.pin}${days}${check.cod ? ` · ${codTexts.available}` : ''}`;
}

/** 'days' in the owner's CSV: a number ('4') or a range ('3-5'), at most 60 days. */
export function parseDeliveryDays(text: string): { min: number; max: number } | null {
  const m = /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  return min <= max && max <= 60 ? { min, max } : null;
}
