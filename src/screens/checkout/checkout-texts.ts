/** The checkout's words; the spec's own are verbatim (sections 4, 5 and 8). */
export const checkoutTexts = {
  heading: 'Checkout',
  shipping: 'Shipping Information',
  fullName: 'Full name',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'PIN code',
  phone: 'Phone',
  phoneHint: 'Your 10-digit mobile number after +91, for the courier.',
  /** What each empty field asks for; the spec's 'All shipping information fields are required.' sums them up. */
  missing: {
    fullName: 'Enter the name of the person receiving the order',
    address: 'Enter the house or flat number, street and area',
    city: 'Enter the city or town',
    state: 'Choose a state or union territory',
    postalCode: 'Enter the 6-digit PIN code',
    phone: 'Enter a 10-digit mobile number',
  },
  chooseState: 'Choose a state or union territory',
  states: 'States',
  unionTerritories: 'Union Territories',
  summary: 'Order Summary',
  items: 'Items in your order',
  subtotal: 'Subtotal',
  shippingCost: 'Shipping',
  free: 'Free',
  total: 'Total',
  size: 'Size',
  colour: 'Colour',
  placeOrder: 'Place Order',
  processing: 'Processing...',
  emptyTitle: 'Cart is empty',
  emptyHint: 'Please add items to your cart before checkout.',
  browse: 'Browse Products',
  loading: 'Loading your cart',
} as const;

export const checkoutNotices = {
  missingTitle: 'Please fill all fields',
  missing: 'All shipping information fields are required.',
  emptyTitle: 'Cart is empty',
  empty: 'Please add items to your cart before checkout.',
  failedTitle: 'Error placing order',
  failed: 'Please try again later.',
  /**
   * The shop cannot fill the order (409): the server's words say which line and how many are left.
   * Another 409 (a product no longer sold) has failedTitle over the server's words.
   */
  stockTitle: 'Not enough stock',
} as const;
