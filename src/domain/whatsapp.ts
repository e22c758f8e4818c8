import { normaliseIndianMobile, PHONE_PREFIX } from './phone.ts';

/**
 * Chatting with the shop on WhatsApp, where most Indian shoppers ask a shop a question. The owner
 * gives the shop's WhatsApp number (`whatsapp` in the store configuration, served by GET /storeInfo
 * as an extension); absent, or not an Indian mobile number, nothing offers a chat. The footer and the
 * contact page open a chat; an order (My Orders, Track Order, a payment the page is waiting on)
 * opens one with its number already written, so the shop's reply starts from the right order.
 */
export const whatsAppTexts = {
  chat: 'Chat on WhatsApp',
  /** The line under an order: the question, then the link. */
  orderQuestion: 'A question about this order?',
  /** The same line on the payment page, while the shop waits on a payment. */
  paymentQuestion: 'A question about this payment?',
  askAboutOrder: 'Ask us on WhatsApp',
  /** Said to screen readers after it, where several orders are listed. */
  aboutOrder: (orderId: string) => ` about order ${orderId}`,
  /** What the chat starts with, for the shopper to finish or send as it is. */
  orderMessage: (orderId: string) => `Hello, I have a question about my order ${orderId}.`,
} as const;

/** What the store configuration's `whatsapp` must be, said when it is not. */
export const WHATSAPP_NUMBER_RULE = 'must be an Indian mobile number, like +91 98765 43210';

/**
 * WhatsApp's link to a chat with this number (wa.me wants the country code and number, digits only),
 * the message written in when one is given; undefined when the number is not an Indian mobile number
 * (a WhatsApp chat needs one), so a mistyped configuration offers nothing rather than a dead link.
 */
export function whatsAppChatHref(number: string | undefined, message?: string): string | undefined {
  const e164 = number === undefined ? null : normaliseIndianMobile(number);
  if (!e164) return undefined;
  const digits = `${PHONE_PREFIX.slice(1)}${e164.slice(PHONE_PREFIX.length)}`;
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** The chat about one order: its number in the first message. */
export const whatsAppOrderHref = (number: string | undefined, orderId: string): string | undefined =>
  whatsAppChatHref(number, whatsAppTexts.orderMessage(orderId));

/** Whether a chat can be opened with this number (the store configuration's check). */
export const isWhatsAppNumber = (number: string): boolean => whatsAppChatHref(number) !== undefined;
