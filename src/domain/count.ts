/**
 * Indian digit grouping of a run of digits: the last three, then pairs (1,23,45,678), as en-IN
 * formats them. By hand because building an Intl formatter costs a phone tens of milliseconds on
 * the first page; the tests compare both.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Counts a shopper reads (items, pages) with en-IN grouping: 1,00,000. Rounded to a whole number. */
export function formatCount(n: number): string {
  const value = Number.isFinite(n) ? n : 0;
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole))
    return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupIndian(String(whole))}`;
}

/** A count and its noun: '1 product', '1,450 products', '2 saved addresses' (`many` when not `one`+s). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
