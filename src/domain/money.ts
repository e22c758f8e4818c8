/** The single money formatter: en-IN grouping (lakhs, crores), INR, at most 2 fraction digits. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  // Whole amounts read ₹1,23,456; fractional ones always show two digits (₹99.50, never ₹99.5).
  trailingZeroDisplay: 'stripIfInteger',
});

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

export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Sums rupee amounts exactly, as integer paise; the result is in rupees. */
export function sumRupees(amounts: readonly number[]): number {
  return fromPaise(amounts.reduce((sum, amount) => sum + toPaise(amount), 0));
}

/** Formats rupees for display. NaN and infinities show as ₹0; negative amounts keep their sign. */
export function formatMoney(rupeesValue: number): string {
  const safe = Number.isFinite(rupeesValue) ? rupeesValue : 0;
  return rupees.format(fromPaise(toPaise(safe)));
}
