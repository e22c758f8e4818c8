/**
 * Back-in-stock alerts: a signed-in shopper asks to be e-mailed once when a sold-out product (or
 * the size they chose) can be ordered again. One rule decides both "is it sold out, so may an alert
 * be set?" and "is it back, so send the alert?": `backInStock`, over the stock counts the server
 * keeps, with the order's own allocation (src/domain/stock.ts).
 */

import type { StockAlert } from '../contract/stock-alerts.ts';
import { productHref } from './routes.ts';
import { allocate, type StockRow } from './stock.ts';

/**
 * Whether one of the product (in `size`, when given) can be ordered now: its stock is not tracked
 * (no counts), or the counts an order line of that size would take from hold at least one.
 */
export function backInStock(rows: readonly StockRow[], size: string | undefined): boolean {
  if (rows.length === 0) return true;
  return allocate(rows, { size, quantity: 1 }).takes !== null;
}

/** The alert waiting for this product and size (none chosen: the one for the product as a whole). */
export const waitingAlert = (
  alerts: readonly StockAlert[] | undefined,
  productId: string,
  size: string | undefined,
): StockAlert | undefined =>
  alerts?.find((a) => a.productId === productId && (a.size ?? '') === (size ?? ''));

/** The product's page, with the alert's size chosen (the e-mail's link and the account's). */
export const alertHref = (alert: { productId: string; size?: string | undefined }) =>
  productHref(alert.productId, alert.size);

/** The size a link asked for, if the product is sold in it; else the page's own default. */
export const linkedSize = (sizes: readonly string[], asked: string | null): string | undefined =>
  asked !== null && sizes.includes(asked) ? asked : undefined;

/**
 * A guest's alert (no account): it waits only once the shopper opens the link e-mailed to the
 * address given, within this many hours (so no one can sign a stranger up); unconfirmed, it is
 * deleted after.
 */
export const GUEST_ALERT_CONFIRM_HOURS = 48;

/** A guest's alert asked before this time and still unconfirmed has had its time: its link no longer confirms it. */
export const unconfirmedBefore = (now: Date): Date =>
  new Date(now.getTime() - GUEST_ALERT_CONFIRM_HOURS * 60 * 60 * 1000);

/**
 * How long an alert waits for its product (a guest's from when it was asked): after this many days
 * still out of stock, it ends, and its shopper is e-mailed so (an alert is a wish of the moment;
 * one that waited half a year would surprise more than help).
 */
export const STOCK_ALERT_DAYS = 180;
const ALERT_WAITS_MS = STOCK_ALERT_DAYS * 24 * 60 * 60 * 1000;
/** The same time as the e-mail and the privacy policy say it. */
export const alertWaitWords = `${STOCK_ALERT_DAYS / 30} months`;

/** When an alert asked at `requestedAt` (ISO) ends if its product is not back by then. */
export const alertEndsAt = (requestedAt: string): string =>
  new Date(new Date(requestedAt).getTime() + ALERT_WAITS_MS).toISOString();

/** An alert asked before this time and still waiting has had its time (`STOCK_ALERT_DAYS`). */
export const alertExpiredBefore = (now: Date): Date => new Date(now.getTime() - ALERT_WAITS_MS);

/** The query a guest's alert link carries its token in. */
export const ALERT_TOKEN_PARAM = 'token';

/** The page a guest's alert link opens: confirm the alert there, and cancel it later. */
export const guestAlertHref = (token: string) =>
  `/stock-alert?${ALERT_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** "Nitrile Gloves (size L)", or the title alone. */
export const alertItem = (title: string, size: string | undefined) =>
  size ? `${title} (size ${size})` : title;

export const stockAlertTexts = {
  ask: 'E-mail me when it is back',
  askSize: (size: string) => `E-mail me when size ${size} is back`,
  signIn: 'Sign in to get an e-mail when it is back',
  /** A guest's form: the address, and the way to sign in instead. */
  guestEmail: 'Your e-mail',
  guestIntro: 'We will e-mail you once, when it is back in stock.',
  orSignIn: 'Or sign in to keep your alerts on your account',
  checkInbox: (email: string) =>
    `Almost done: open the link we sent to ${email} within ${GUEST_ALERT_CONFIRM_HOURS} hours to set the alert.`,
  askAnother: 'Use another e-mail',
  waiting: (email: string) => `We will e-mail ${email} once, when it is back in stock.`,
  /** A guest's alert confirmed in this browser: only its e-mail's link cancels it. */
  cancelByLink: 'The link in our e-mail cancels it.',
  cancel: 'Cancel the alert',
  failed: 'The alert could not be changed. Please try again.',
  /** The server's refusals, in the shopper's words. */
  inStock: 'It is in stock now: you can add it to your cart.',
  unknownSize: (size: string) => `This product has no size ${size}.`,
  tooMany: (max: number) =>
    `You have ${max} alerts waiting, the most we keep. Cancel one on its product's page to add another.`,
  /** The account page's list. */
  heading: 'Back-in-stock alerts',
  none: "No alerts waiting. Set one on a sold-out product's page.",
  asked: (date: string, until: string) =>
    `Asked on ${date}. We e-mail you once, when it is back (until ${until}).`,
  cancelled: 'Alert cancelled',
  failedTitle: 'Could not cancel the alert',
  failedDetail: 'Please try again.',
  /** The guest's link page (/stock-alert?token=…). */
  pageTitle: 'Back-in-stock alert',
  confirmIntro:
    'Confirm the alert you asked for, and we will e-mail you once, when the product is back in stock.',
  confirm: 'Confirm the alert',
  confirmed: (item: string, email: string) =>
    `Alert set. We will e-mail ${email} once, when ${item} is back in stock.`,
  cancelledGuest: (item: string) => `Alert cancelled. We will not e-mail you about ${item}.`,
  linkInvalid: `This link no longer works: it has expired, a newer one was sent, or its alert has ended. Set a new alert on the product's page.`,
  noToken: `This page needs the link from your e-mail. Set an alert on a sold-out product's page.`,
  viewProduct: 'View the product',
  browse: 'Browse products',
  /** The e-mail. */
  confirmSubject: (item: string) => `Confirm your alert: ${item}`,
  subject: (title: string) => `Back in stock: ${title}`,
  /** The e-mail when the shop stops selling the product instead. */
  endedSubject: (title: string) => `No longer sold: ${title}`,
  /** The e-mail when the alert has waited its time (`STOCK_ALERT_DAYS`). */
  expiredSubject: (title: string) => `Your alert has ended: ${title}`,
  expired: (item: string, shop: string) =>
    `Your alert for ${item} at ${shop} has ended: it waited ${alertWaitWords}, and ${item} is still out of stock.`,
} as const;
