import { itemName } from './variants.ts';

/**
 * Asking for a quote: a bulk buyer who wants more than the volume prices cover writes to the shop
 * through the contact page, which a link opens with the subject and a message to complete. The
 * query string only fills the form: the shopper edits it and sends it as any message.
 */
export const QUOTE_PARAMS = { subject: 'subject', message: 'message' } as const;

export const quoteTexts = {
  ask: 'Buying in larger quantities? Ask us for a quote',
  subject: (name: string) => `Quote for ${name}`,
  message: (name: string, sku: string | undefined) =>
    [
      `Please send me your best price for ${name}${sku ? ` (SKU ${sku})` : ''}.`,
      'Quantity:',
      'Deliver to PIN code:',
    ].join('\n'),
} as const;

/** /contact with a quote's subject and message, for the product and the size and colour chosen. */
export function quoteHref(line: {
  productTitle: string;
  size?: string | undefined;
  color?: string | undefined;
  sku?: string | undefined;
}): string {
  const name = itemName(line);
  const query = new URLSearchParams({
    [QUOTE_PARAMS.subject]: quoteTexts.subject(name),
    [QUOTE_PARAMS.message]: quoteTexts.message(name, line.sku),
  });
  return `/contact?${query.toString()}`;
}

/**
 * What a /contact address asks the form to start with (blank is nothing). Nothing is cut: a text
 * past the form's limits is the form's to refuse, saying so, as if typed.
 */
export function contactPrefill(search: URLSearchParams): { subject?: string; message?: string } {
  const subject = search.get(QUOTE_PARAMS.subject)?.trim();
  const message = search.get(QUOTE_PARAMS.message)?.trim();
  return { ...(subject && { subject }), ...(message && { message }) };
}
