import { paymentStateTexts } from '../../domain/payment-status.ts';

/** The payment page's words; the spec's own are verbatim (sections 2, 4, 5 and 8). */
export const paymentTexts = {
  heading: 'Payment Information',
  orderId: 'Order ID',
  orderSummary: 'Your order',
  orderTotal: 'Total to pay',
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

/** The page for an order that no longer waits for payment (a link from an old e-mail, a second tab). */
export const notAwaitingTexts = {
  cancelledTitle: 'This order was cancelled',
  cancelled: 'Nothing is due for it. To order its items again, use Buy again in My Orders.',
  reason: (reason: string) => `Reason: ${reason}.`,
  settledTitle: 'This order needs no payment',
  paid: 'We have received its payment. You can follow it in My Orders.',
  cashOnDelivery: 'You pay for it in cash when it arrives. You can follow it in My Orders.',
  other: 'You can follow it in My Orders.',
} as const;

export const paymentNotices = {
  invalidTitle: 'Validation Error',
  invalid: 'Please correct the errors in the form',
  initiatedTitle: 'Payment initiated',
  initiated: 'Your payment is being processed',
} as const;

/** The screen that waits for the bank's verdict on a UPI payment (issue 16). */
export const watchTexts = {
  amount: 'Amount',
  payee: 'Pay to',
  order: 'Order',
  waiting: paymentStateTexts.waiting,
  waitingHint: paymentStateTexts.waitingHint,
  stillWaiting: 'Still waiting for your bank…',
  stillWaitingHint: 'Some banks take a minute or two. Keep this page open.',
  longTitle: 'Your bank has not confirmed the payment yet',
  long: 'If money has left your account, we will confirm your order by e-mail. Otherwise, pay again or choose another method.',
  failedTitle: paymentStateTexts.failedTitle,
  failed: 'No money was taken. Please try again or choose another method.',
  expiredTitle: paymentStateTexts.expiredTitle,
  expired: paymentStateTexts.notTaken,
  reviewTitle: paymentStateTexts.reviewTitle,
  review: 'We will confirm your order by e-mail. You do not need to pay again.',
  paid: paymentStateTexts.paid,
  paidToast: paymentStateTexts.paidToast,
  payAgain: 'Pay again',
  retrying: 'Processing...',
  chooseMethod: 'Choose another method',
  testBank: 'Pay with the test bank',
  testBankHint: 'Test mode: opens the sandbox bank in a new tab, where you approve or decline.',
} as const;
