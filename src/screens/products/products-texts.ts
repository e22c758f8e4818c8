/** The listing's words; the spec's own are verbatim (sections 2, 8, 9). */
export const productsTexts = {
  featured: 'Featured Products',
  subCategory: 'Category Types',
  allTypes: 'All Types',
  clear: 'Clear',
  clearLabel: 'Clear the category type',
  layout: 'Grid layout',
  threeColumns: 'Three columns',
  twoColumns: 'Two columns',
  empty: 'No products found with the selected filters.',
  clearFilters: 'Clear Filters',
  pastLastPage: (page: string) => `There is no page ${page} in this list.`,
  firstPage: 'Go to page 1',
  count: (count: string, n: number) => `${count} ${n === 1 ? 'product' : 'products'}`,
} as const;

export const GRID_LAYOUTS = [3, 2] as const;
export type GridLayout = (typeof GRID_LAYOUTS)[number];
