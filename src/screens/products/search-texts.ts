import { formatMoney } from '../../domain/money.ts';

/** The words of search, sort and filters on the product list (not in the spec: our own). */
export const searchTexts = {
  results: (q: string) => `Results for “${q}”`,
  countAtLeast: (n: string) => `${n}+ products`,
  sort: 'Sort by',
  filters: 'Filters',
  filtersButton: (n: number) => (n > 0 ? `Filters (${n})` : 'Filters'),
  closeFilters: 'Close filters',
  showResults: (n: string) => `Show ${n} results`,
  price: 'Price (₹)',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  min: 'Min',
  max: 'Max',
  apply: 'Apply',
  priceProblem: 'The minimum must not be above the maximum.',
  size: 'Size',
  color: 'Colour',
  any: 'Any',
  inStock: 'In stock only',
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show fewer',
  categories: 'Categories',
  clearAll: 'Clear all',
  activeFilters: 'Active filters',
  remove: (what: string) => `Remove ${what}`,
  priceChip: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `${formatMoney(min)} – ${formatMoney(max)}`
      : min !== undefined
        ? `From ${formatMoney(min)}`
        : `Up to ${formatMoney(max ?? 0)}`,
  inStockChip: 'In stock',
  fuzzy: (q: string) => `No exact matches for “${q}”. Showing close matches.`,
  noResults: (q: string) => `No products match “${q}”.`,
  noResultsHint: 'Check the spelling, try fewer or more general words, or browse a category.',
  didYouMean: 'Try',
  searchAgain: 'Search again',
  notOffered: 'Search is not available on this shop yet, so every product is listed.',
} as const;
