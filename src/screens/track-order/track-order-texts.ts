/** The track-order page's words; the spec's notices are verbatim (sections 2, 5, 8). */
export const trackOrderTexts = {
  heading: 'Track Your Order',
  intro: 'Enter your order number and the e-mail or phone number used for the order.',
  orderId: 'Order Number',
  orderIdPlaceholder: 'e.g. ORD-5T9W4NB6',
  contact: 'Email or Phone',
  contactPlaceholder: 'you@example.com or +91 98765 43210',
  accountHint: 'Using your account email by default',
  submit: 'Track Order',
  submitting: 'Tracking...',
  orderIdMissing: 'Enter your order number',
  contactMissing: 'Enter the e-mail or phone number used for the order',
  result: 'Order',
  placedOn: 'Placed on',
  status: 'Status',
  items: 'Items',
  total: 'Total',
  shipTo: 'Shipping address',
  tracking: 'Tracking',
} as const;

export const trackOrderNotices = {
  requiredTitle: 'Required fields',
  required: 'Please enter both order number and email/phone',
  foundTitle: 'Order found',
  found: 'Your order status has been loaded',
  failedTitle: 'Error',
  failed: 'Failed to find order. Please check your information and try again.',
} as const;
