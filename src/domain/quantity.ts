import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import { formatCount } from './count.ts';

export const quantityMessages = {
  empty: 'Enter a quantity',
  digits: 'Enter the quantity in digits',
  whole: 'Quantity must be a whole number',
  atLeastOne: 'Quantity must be at least 1',
  atMost: (max: number) => `At most ${formatCount(max)} at a time`,
} as const;

/**
 * A quantity typed by a shopper: a whole number from 1 (the spec) to `max`, or what is wrong with
 * it. Spaces and Indian digit grouping (1,000) are allowed.
 */
export function parseQuantity(
  text: string,
  max: number = MAX_LINE_QUANTITY,
): { ok: true; value: number } | { ok: false; message: string } {
  const t = text.trim().replace(/,(?=\d)/g, '');
  if (t === '') return { ok: false, message: quantityMessages.empty };
  if (/^[+-]?\d*\.\d+$/.test(t)) return { ok: false, message: quantityMessages.whole };
  if (/^-\d+$/.test(t)) return { ok: false, message: quantityMessages.atLeastOne };
  if (!/^\+?\d+$/.test(t)) return { ok: false, message: quantityMessages.digits };
  const value = Number(t);
  if (value < 1) return { ok: false, message: quantityMessages.atLeastOne };
  if (value > max) return { ok: false, message: quantityMessages.atMost(max) };
  return { ok: true, value };
}
