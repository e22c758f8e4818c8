export const wishlistTexts = {
  heading: 'My Wishlist',
  empty: 'Your wishlist is empty',
  emptyHint: 'Save products with the heart button to find them here later.',
  loading: 'Loading your wishlist',
  browse: 'Browse Products',
  addToCart: 'Add to Cart',
  remove: 'Remove',
  saved: (count: string, n: number) => `${count} saved ${n === 1 ? 'product' : 'products'}`,
} as const;
