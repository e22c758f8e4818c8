import { productQuantityTexts } from '../../components/quantity-field.tsx';

/** The product page's words; the spec's own are verbatim (sections 2, 5, 8). */
export const productDetailTexts = {
  back: 'Back',
  productId: 'Product ID: ',
  /** The SKU buyers order by on the quick-order pad (a size's, once one is chosen). */
  sku: 'SKU: ',
  /** Under the price: shops in India show GST-inclusive prices and say so (src/domain/gst.ts, unitGst). */
  allTaxes: 'Inclusive of all taxes',
  gstIncluded: (rate: number, gst: string) => `Inclusive of ${rate}% GST (${gst})`,
  description: 'Description',
  specifications: 'Specifications',
  size: 'Size',
  colour: 'Colour',
  ...productQuantityTexts,
  addToCart: 'Add to Cart',
  chooseSize: 'Choose a size',
  quickAdd: 'Quick add',
  addToWishlist: 'Add to Wishlist',
  inWishlist: 'In your wishlist',
  removeFromWishlist: 'Remove from wishlist',
  sizeRequired: 'Please select a size',
  sizeRequiredDetail: 'You must select a size before adding to cart',
  notFound: 'Product Not Found',
  notFoundDetail: 'This product may have been removed, or the link may be wrong.',
  browse: 'Browse Products',
  errorHeading: 'Product details',
  error: 'Failed to load product details.',
  retry: 'Try Again',
  loading: 'Loading product',
  pictures: 'Pictures',
  showImage: (n: number, count: number) => `Show image ${n} of ${count}`,
} as const;

/** The first 8 characters of the id (spec /product/{id}). */
export const shortId = (id: string) => id.slice(0, 8);
