import { http, HttpResponse } from 'msw';

export type RouteMethod = 'get' | 'post' | 'put' | 'delete';
export interface ApiRoute {
  method: RouteMethod;
  /** Under the API base, with MSW's `:param` for a path segment. */
  path: string;
}

/** The calls of the spec's API (spec section 7): what a server that implements only the spec answers. */
export const specRoutes = [
  { method: 'post', path: '/users/authorize' },
  { method: 'post', path: '/users/register' },
  { method: 'get', path: '/accountInfo' },
  { method: 'get', path: '/storeInfo' },
  { method: 'get', path: '/products' },
  { method: 'get', path: '/products/:id' },
  { method: 'post', path: '/orders' },
  { method: 'get', path: '/orders' },
  { method: 'get', path: '/orders/:id' },
  { method: 'get', path: '/payments/fields' },
  { method: 'post', path: '/payments' },
] as const satisfies readonly ApiRoute[];

/**
 * The calls beyond the spec that the app makes and our server offers. The app treats a 404 or 405
 * from any of them as "not offered here" and falls back to the spec's behaviour
 * (src/api/errors.ts, `unlessNotOffered`).
 */
export const extensionRoutes = {
  /** Revokes the session on the server; the spec's sign-out only removes the token. */
  logout: { method: 'post', path: '/users/logout' },
  forgotPassword: { method: 'post', path: '/users/forgot-password' },
  resetPassword: { method: 'post', path: '/users/reset-password' },
  /** The shopper deletes their own account; without it the account page says to write to the shop. */
  deleteAccount: { method: 'post', path: '/users/delete-account' },
  /** The shopper changes their password (other sessions end); without it the account page says to write to the shop. */
  changePassword: { method: 'post', path: '/users/change-password' },
  /** Every other session of the account ends; without it the account page says a password change does it. */
  signOutOthers: { method: 'post', path: '/users/sign-out-others' },
  /** The devices signed in to the account, each signed out alone; without them the card lists none. */
  signedInDevices: { method: 'get', path: '/users/sessions' },
  signedInDeviceEnd: { method: 'delete', path: '/users/sessions/:id' },
  /** Changing the e-mail address by a link mailed to the new one; without it the account page says to write to the shop. */
  emailChange: { method: 'get', path: '/users/email-change' },
  emailChangeAsk: { method: 'post', path: '/users/email-change' },
  emailChangeDrop: { method: 'delete', path: '/users/email-change' },
  emailChangeConfirm: { method: 'post', path: '/users/email-change/confirm' },
  /** Confirming the account's own address by a link mailed to it; without it nothing asks to. */
  verifyEmail: { method: 'post', path: '/users/verify-email' },
  verifyEmailSend: { method: 'post', path: '/users/verify-email/send' },
  /** The shopper's name changed; without it the account page says to write to the shop. */
  saveName: { method: 'put', path: '/accountInfo' },
  /** What goes with a product (src/domain/related-products.ts); without it, the spec's list of its sub-category. */
  relatedProducts: { method: 'get', path: '/products/:id/related' },
  /** The wishlist kept on the account; without it the wishlist stays in the browser. */
  wishlist: { method: 'get', path: '/wishlist' },
  wishlistChange: { method: 'post', path: '/wishlist' },
  /** Back-in-stock alerts on the account; a spec server serves no stock, so nothing is sold out there. */
  stockAlerts: { method: 'get', path: '/stock-alerts' },
  stockAlertSet: { method: 'post', path: '/stock-alerts' },
  stockAlertCancel: { method: 'delete', path: '/stock-alerts/:productId' },
  /** A guest's alert, confirmed by the e-mailed link; without it a guest is offered sign-in. */
  stockAlertGuest: { method: 'post', path: '/stock-alerts/guest' },
  stockAlertGuestConfirm: { method: 'post', path: '/stock-alerts/guest/confirm' },
  stockAlertGuestCancel: { method: 'post', path: '/stock-alerts/guest/cancel' },
  /** A payment's status, watched by the payment screen; without it the QR stays as the spec has it. */
  paymentStatus: { method: 'get', path: '/payments/:id' },
  /** Cancelling an order before it ships; a spec server's orders carry no history, so it is not offered. */
  orderCancel: { method: 'post', path: '/orders/:id/cancel' },
  /** Returning lines of a delivered order; a spec server's orders carry no returnUntil, so it is not offered. */
  orderReturn: { method: 'post', path: '/orders/:id/return' },
  /** Whether and how soon the shop delivers to a PIN; without it checkout shows no promise. */
  delivery: { method: 'get', path: '/delivery/:pin' },
  /** The address book kept from the shopper's orders; without it checkout starts from an empty form. */
  addressBook: { method: 'get', path: '/account/addresses' },
  addressDefault: { method: 'put', path: '/account/addresses/:id/default' },
  addressRemove: { method: 'delete', path: '/account/addresses/:id' },
  /** The last business order's GSTIN and billing details; without them checkout's business part starts empty. */
  savedBusiness: { method: 'get', path: '/account/business' },
  /** An order's tax invoice; without it the order pages offer no invoice (their orders name none). */
  invoice: { method: 'get', path: '/orders/:id/invoice' },
  /** The same invoice as a PDF; without it the page still prints (the browser's Save as PDF). */
  invoicePdf: { method: 'get', path: '/orders/:id/invoice.pdf' },
  /** A typeahead's suggestions; without them the search box only opens the results page. */
  suggest: { method: 'get', path: '/products/suggest' },
  /** The quick-order pad's check of SKUs; without it the pad says quick order is not offered. */
  quickOrder: { method: 'post', path: '/quick-order' },
  /** Reorder lists kept on the account; without them the cart offers no "Save as a list". */
  lists: { method: 'get', path: '/lists' },
  listSave: { method: 'post', path: '/lists' },
  listRemove: { method: 'delete', path: '/lists/:id' },
  /** A list's e-mailed reminder to reorder it; without it the account offers no reminders. */
  listReminder: { method: 'put', path: '/lists/:id/reminder' },
  /** A statement of the shopper's tax invoices by financial year; without it the account page offers none. */
  taxYears: { method: 'get', path: '/account/tax-documents' },
  taxStatement: { method: 'get', path: '/account/tax-documents/:fy' },
  /** A business customer's credit with the shop; without it the account page shows none. */
  creditAccount: { method: 'get', path: '/account/credit' },
  /** Paying an order on account online; without it the account page offers no "Pay now". */
  creditPay: { method: 'post', path: '/account/credit/pay' },
  /** What a coupon takes off the order; without it checkout says the shop takes no coupon codes. */
  couponCheck: { method: 'post', path: '/coupons/check' },
  /** The coupons offered at checkout; without them the coupon box lists none. */
  couponOffers: { method: 'get', path: '/coupons' },
  /** A product's ratings and reviews, and the shopper's own; without them the product page shows none. */
  reviews: { method: 'get', path: '/products/:id/reviews' },
  myReview: { method: 'get', path: '/products/:id/reviews/mine' },
  reviewSave: { method: 'post', path: '/products/:id/reviews/mine' },
  reviewDelete: { method: 'delete', path: '/products/:id/reviews/mine' },
  /** Marking a review helpful; without it the reviews show no counts and no mark. */
  reviewHelpful: { method: 'put', path: '/products/:id/reviews/:reviewId/helpful' },
  reviewUnhelpful: { method: 'delete', path: '/products/:id/reviews/:reviewId/helpful' },
  /** A product's answered questions, and the shopper's own; without them the product page shows none. */
  questions: { method: 'get', path: '/products/:id/questions' },
  myQuestions: { method: 'get', path: '/products/:id/questions/mine' },
  questionAsk: { method: 'post', path: '/products/:id/questions/mine' },
  questionWithdraw: { method: 'delete', path: '/products/:id/questions/mine/:questionId' },
  /** A quotation for the cart, priced with its GST; without it the cart offers none. */
  quotation: { method: 'post', path: '/quotations' },
  quotationPdf: { method: 'post', path: '/quotations.pdf' },
  /** The contact form's message, kept and mailed to the shop; without it the form sends nothing, as the spec's. */
  contact: { method: 'post', path: '/contact' },
} as const satisfies Record<string, ApiRoute>;

/** What MSW matches for a route, on any host. */
export const mockPath = (route: ApiRoute | string) =>
  `*/api/v1${typeof route === 'string' ? route : route.path}`;

export const NOT_FOUND = 'Not Found';

/** A server without the route: 404, as Hono and most frameworks answer an unknown path. */
export const notOffered = (route: ApiRoute) =>
  http[route.method](mockPath(route), ({ request }) => {
    // A spec call whose address this route's pattern also matches (/payments/fields) goes on.
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (specRoutes.some((r) => r.method === route.method && r.path === path)) return undefined;
    return HttpResponse.json({ error: NOT_FOUND }, { status: 404 });
  });

/** Put in front of the default handlers, every extension answers 404. */
export const notOfferedHandlers = Object.values(extensionRoutes).map(notOffered);
