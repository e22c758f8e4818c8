/** The payment page's words; the spec's own are verbatim (sections 2, 4, 5 and 8). */
export const paymentTexts = {
  heading: 'Payment Information',
  orderId: 'Order ID',
  /** Shown while the server's sandbox gateway is on (PAYMENT_SANDBOX=1). */
  testMode: 'Test mode — no money is taken',
  submit: 'Proceed to Payment',
  processing: 'Processing...',
  loading: 'Loading payment form...',
  missingOrder: 'Order ID is missing. Please return to checkout.',
  loadFailed: 'Failed to load payment form. Please try again later.',
  failed: 'Failed to process payment. Please try again later.',
  returnToCheckout: 'Return to checkout',
  gatewayErrorTitle: 'Your payment did not go through',
  qrHeading: 'Scan QR Code to Complete Payment',
  qrInstruction: 'Open any UPI app (Google Pay, PhonePe, Paytm, BHIM) and scan this code.',
  qrAlt: 'UPI payment QR code',
  openUpiApp: 'Open UPI app',
  viewOrders: 'View My Orders',
  redirecting: 'Taking you to the payment page...',
  /** Longest gateway error shown from the address bar; anything longer is cut. */
  gatewayErrorMax: 300,
} as const;

export const paymentNotices = {
  invalidTitle: 'Validation Error',
  invalid: 'Please correct the errors in the form',
  initiatedTitle: 'Payment initiated',
  initiated: 'Your payment is being processed',
} as const;
