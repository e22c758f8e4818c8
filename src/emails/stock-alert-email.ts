import { alertItem, GUEST_ALERT_CONFIRM_HOURS, stockAlertTexts } from '../domain/stock-alerts.ts';
import { plainMail, shopName, type Store } from './plain-mail.ts';

/** An alert's e-mail: plain text, signed as every e-mail is; by default, why it came. */
const alertMail = (store: Store, subject: string, body: readonly string[], why = asked(store)) =>
  plainMail(store, subject, body, why);

const asked = (store: Store) =>
  `You asked ${shopName(store)} to e-mail you when this product was back in stock.`;

/**
 * A guest's alert waits for this e-mail's link to be opened (double opt-in): sent at once to the
 * address given, with the link that confirms the alert and later cancels it.
 */
export function guestAlertConfirmEmail(
  /** `link`: the alert's page with its token (`guestAlertHref`). */
  alert: { title: string; size?: string | undefined; link: string },
  store: Store,
): { subject: string; text: string } {
  const item = alertItem(alert.title, alert.size);
  return alertMail(
    store,
    stockAlertTexts.confirmSubject(item),
    [
      `To get one e-mail when ${item} is back in stock at ${shopName(store)}, confirm your alert within ${GUEST_ALERT_CONFIRM_HOURS} hours:`,
      '',
      alert.link,
      '',
      'Keep this e-mail: the same link cancels the alert.',
    ],
    `Someone, we hope you, asked ${shopName(store)} for this alert on our website. If it was not you, ignore this e-mail: without the link nothing is set, and we will not write again.`,
  );
}

/**
 * The back-in-stock e-mail, sent once per alert to the account that set it, with the product's
 * page to order from.
 */
export function stockAlertEmail(
  /** `productUrl`: the product's page, its size chosen (`alertHref`). */
  alert: { title: string; size?: string | undefined; productUrl: string },
  store: Store,
): { subject: string; text: string } {
  const item = alertItem(alert.title, alert.size);
  return alertMail(store, stockAlertTexts.subject(item), [
    `${item} is back in stock at ${shopName(store)}.`,
    '',
    `Order it here: ${alert.productUrl}`,
    '',
    'Stock goes to the first orders, so it may sell out again. This was your one e-mail for this alert;',
    "if you miss it, set a new one on the product's page.",
  ]);
}

/**
 * The alert's other ending: the shop stopped selling the product (retired it), so it will not be
 * back. Sent once per waiting alert, with the product's category to look in instead.
 */
export function stockAlertEndedEmail(
  /** `categoryUrl`: the product's category in the catalogue (`categoryHref`). */
  alert: { title: string; size?: string | undefined; category: string; categoryUrl: string },
  store: Store,
): { subject: string; text: string } {
  const item = alertItem(alert.title, alert.size);
  return alertMail(store, stockAlertTexts.endedSubject(item), [
    `${shopName(store)} has stopped selling ${item}, so it will not be back in stock. Your alert for it has ended.`,
    '',
    `Other ${alert.category} products: ${alert.categoryUrl}`,
    '',
    `Orders you placed for it are not affected. Questions? Reply to this e-mail or call ${store.phone}.`,
  ]);
}

/**
 * The alert's third ending: it waited its time (`STOCK_ALERT_DAYS`) and the product is still out
 * of stock. Sent once per alert, with the product's page to ask again there.
 */
export function stockAlertExpiredEmail(
  /** `productUrl`: the product's page, its size chosen (`alertHref`). */
  alert: { title: string; size?: string | undefined; productUrl: string },
  store: Store,
): { subject: string; text: string } {
  const item = alertItem(alert.title, alert.size);
  return alertMail(store, stockAlertTexts.expiredSubject(item), [
    stockAlertTexts.expired(item, shopName(store)),
    '',
    `If you still want it, set a new alert on its page: ${alert.productUrl}`,
  ]);
}
