// Beside src/domain/routes.ts rather than in it: the pages that link to an invoice load this with
// them, and the first page of the shop does not (its bytes are counted: bench/README.md).
/**
 * An order's tax invoice, printable: for its customer signed in, or with the contact that tracked
 * the order (the e-mail or mobile the tracking page was given).
 */
export const invoiceHref = (orderId: string, contactInfo?: string): string =>
  `/invoice?${new URLSearchParams({ order: orderId, ...(contactInfo ? { contact: contactInfo } : {}) }).toString()}`;
