const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Counts a shopper reads (items, pages) with en-IN grouping: 1,00,000. */
export function formatCount(n: number): string {
  return counts.format(Number.isFinite(n) ? n : 0);
}
