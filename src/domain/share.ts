import { formatMoney } from './money.ts';
import { productHref } from './routes.ts';

/**
 * Sharing a product: to a colleague who approves the purchase, or to family on WhatsApp. A phone's
 * own share sheet where the browser has one (the Web Share API), else a dialog with the link, Copy,
 * WhatsApp and e-mail. The link opens the product with the size chosen.
 */
export const shareTexts = {
  share: 'Share',
  shareLabel: (name: string) => `Share ${name}`,
  dialogTitle: 'Share this product',
  dialogBody: 'Send the link to a colleague, or to family.',
  link: 'Link to this product',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied here: select it and copy it yourself.',
  whatsApp: 'WhatsApp',
  email: 'E-mail',
  close: 'Close',
  /** What goes with the link: the product, its price and the shop, so the message reads on its own. */
  message: (name: string, price: number, store: string | undefined) =>
    `${name}, ${formatMoney(price)}${store ? ` at ${store}` : ''}`,
} as const;

export interface Shared {
  title: string;
  text: string;
  url: string;
}

/** What is shared of a product: its name, a line about it, and its page's full address (the size chosen). */
export const productShare = (
  origin: string,
  product: { id: string; name: string; price: number },
  size: string | undefined,
  store: string | undefined,
): Shared => ({
  title: product.name,
  text: shareTexts.message(product.name, product.price, store),
  url: new URL(productHref(product.id, size), origin).href,
});

/** WhatsApp's own link for a message to a chat the shopper picks (wa.me, phone and web alike). */
export const whatsAppHref = ({ text, url }: Shared): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

/** An e-mail to write, with the product as its subject and the link in its body. */
export const emailShareHref = ({ title, text, url }: Shared): string =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}`;
