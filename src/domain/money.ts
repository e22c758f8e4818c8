import { groupIndian } from './count.ts';

/**
 * The reference formatter: en-IN grouping (lakhs, crores), INR, at most 2 fraction digits. Made
 * on first need only: building it loads ICU's currency data, which costs a phone tens of
 * milliseconds on the first page; formatMoney gives the same text by hand (the tests compare).
 */
let rupees: Intl.NumberFormat | undefined;
export const rupeeFormatter = () =>
  (rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    // Whole amounts read ₹1,23,456; fractional ones always show two digits (₹99.50, never ₹99.5).
    trailingZeroDisplay: 'stripIfInteger',
  }));

/**
 * Rupees to integer paise. Rounds half away from zero after trimming binary noise, so 1.005 → 101
 * (1.005 * 100 is 100.49999999999999 in floating point).
 */
export function toPaise(rupeesValue: number): number {
  if (!Number.isFinite(rupeesValue)) throw new RangeError(`Not an amount of money: ${rupeesValue}`);
  const scaled = Number((Math.abs(rupeesValue) * 100).toPrecision(15));
  const paise = Math.sign(rupeesValue) * Math.round(scaled);
  return paise === 0 ? 0 : paise;
}

/** A typed amount: digits grouped the Indian way (1,00,000) or the international way (100,000), or not at all. */
const TYPED_AMOUNT =
  /^(?:₹|rs\.?|inr)?\s*(\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;

/**
 * An amount of rupees as a person types it (a price on the command line or in a spreadsheet), in
 * paise: at most two decimals, after ₹, Rs or INR if they like, its digits grouped by commas as
 * either way of writing them has it ('249', '249.50', '₹1,099', '1,00,000'). Undefined when it is
 * not one.
 */
export function readPaise(typed: string): number | undefined {
  const match = TYPED_AMOUNT.exec(typed.trim());
  if (!match) return undefined;
  return toPaise(Number(`${match[1]!.replaceAll(',', '')}.${match[2] ?? '0'}`));
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Sums rupee amounts exactly, as integer paise; the result is in rupees. */
export function sumRupees(amounts: readonly number[]): number {
  return fromPaise(amounts.reduce((sum, amount) => sum + toPaise(amount), 0));
}

/** Formats rupees for display. NaN and infinities show as ₹0; negative amounts keep their sign. */
export function formatMoney(rupeesValue: number): string {
  const paise = toPaise(Number.isFinite(rupeesValue) ? rupeesValue : 0);
  const abs = Math.abs(paise);
  if (!Number.isSafeInteger(abs)) return rupeeFormatter().format(fromPaise(paise));
  const whole = groupIndian(String(Math.floor(abs / 100)));
  const fraction = abs % 100;
  return `${paise < 0 ? '-' : ''}₹${whole}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/** Formats an amount kept in paise (the database's, the server's) as formatMoney does rupees. */
export const formatPaise = (paise: number): string => formatMoney(fromPaise(paise));
