import { alertItem, stockAlertTexts } from '../domain/stock-alerts.ts';

/**
 * The back-in-stock e-mail: plain text, sent once per alert to the account that set it, with the
 * product's page to order from. The store's name, address and contact close it, as on every e-mail.
 */
export function stockAlertEmail(
  /** `productUrl`: the product's page, its size chosen (`alertHref`). */
  alert: { title: string; size?: string | undefined; productUrl: string },
  store: { name: string; companyName: string; address: string; phone: string; email: string },
): { subject: string; text: string } {
  const item = alertItem(alert.title, alert.size);
  const shop = store.name.replace(/\.$/, '');
  return {
    subject: stockAlertTexts.subject(item).replace(/[\r\n]+/g, ' '),
    text: [
      `${item} is back in stock at ${shop}.`,
      '',
      `Order it here: ${alert.productUrl}`,
      '',
      'Stock goes to the first orders, so it may sell out again. This was your one e-mail for this alert;',
      "if you miss it, set a new one on the product's page.",
      '',
      '--',
      `${store.companyName} · ${store.address}`,
      `${store.phone} · ${store.email}`,
      `You asked ${shop} to e-mail you when this product was back in stock.`,
    ].join('\n'),
  };
}
