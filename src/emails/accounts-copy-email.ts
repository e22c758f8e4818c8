import type { TaxDocument } from '../contract/invoice.ts';
import { formatDocumentDate } from '../domain/dates.ts';
import { invoiceTexts } from '../domain/invoice-texts.ts';
import { formatMoney } from '../domain/money.ts';
import { plainMail, shopName, type Store } from './plain-mail.ts';

/**
 * Extension: the copy of an order's tax documents for the buyer's accounts team, at the address
 * the customer gave at checkout (`business.accountsEmail`). It follows the customer's own e-mail
 * that carries them (payment received, confirmed; cancelled or refunded with the credit note) and
 * holds only what an accountant needs: whom the documents are made out to, the order, each
 * document's number, date and total, and the same PDF. Plain text, signed as every e-mail is.
 */
export interface AccountsCopyData {
  /** The business the documents are made out to, as checkout gave it. */
  business: { legalName: string; gstin: string };
  /** The customer who ordered and gave this address (their account's name). */
  orderedBy: string;
  /** The order's invoice, as issued. */
  invoice: TaxDocument;
  /** Its credit note, when the copy carries one (a cancelled or refunded order); else null. */
  creditNote: TaxDocument | null;
}

export const accountsCopyTexts = {
  subject: {
    invoice: (serial: string, orderId: string, shop: string) =>
      `Tax invoice ${serial} for order ${orderId} · ${shop}`,
    creditNote: (serial: string, orderId: string, shop: string) =>
      `Credit note ${serial} for order ${orderId} · ${shop}`,
  },
  intro: {
    invoice: (orderId: string, shop: string) =>
      `A copy of the GST tax invoice for order ${orderId} from ${shop}, for your accounts.`,
    creditNote: (orderId: string, shop: string) =>
      `A copy of the credit note for order ${orderId} from ${shop}, with the tax invoice it is against, for your accounts.`,
  },
  madeOutTo: (legalName: string, gstin: string) => `For: ${legalName}, GSTIN ${gstin}`,
  order: (orderId: string, date: string) => `Order: ${orderId} of ${date}`,
  buyerOrder: (number: string) => `Your purchase order: ${number}`,
  invoice: (serial: string, date: string, total: string) =>
    `Tax invoice: ${serial} of ${date}, total ${total}`,
  creditNote: (serial: string, date: string, total: string, against: string) =>
    `Credit note: ${serial} of ${date}, total ${total}, against invoice ${against}`,
  attached: {
    invoice: (file: string) => `The invoice is attached as a PDF (${file}).`,
    creditNote: (file: string) =>
      `The credit note and the invoice it is against are attached as one PDF (${file}).`,
  },
  why: (orderedBy: string, legalName: string) =>
    `You get this copy because ${orderedBy} gave this address at checkout for the accounts of ${legalName}.`,
  /** Who gave the address, when the account has no name to say. */
  someone: 'the buyer',
} as const;

const t = accountsCopyTexts;

/** The accounts team's copy: its subject names the document it brings (the credit note, when there is one). */
export function accountsCopyEmail(
  { business, orderedBy, invoice, creditNote }: AccountsCopyData,
  store: Store,
): { subject: string; text: string } {
  const shop = shopName(store);
  const orderId = invoice.orderId;
  const document = creditNote ? 'creditNote' : 'invoice';
  return plainMail(
    store,
    t.subject[document]((creditNote ?? invoice).serial, orderId, shop),
    [
      'Hello,',
      '',
      t.intro[document](orderId, shop),
      '',
      t.madeOutTo(business.legalName, business.gstin),
      t.order(orderId, formatDocumentDate(invoice.orderedAt)),
      ...(invoice.buyerOrder ? [t.buyerOrder(invoice.buyerOrder)] : []),
      t.invoice(invoice.serial, formatDocumentDate(invoice.issuedAt), formatMoney(invoice.totals.total)),
      ...(creditNote
        ? [
            t.creditNote(
              creditNote.serial,
              formatDocumentDate(creditNote.issuedAt),
              formatMoney(creditNote.totals.total),
              invoice.serial,
            ),
          ]
        : []),
      '',
      // The file name the customer's e-mail and GET /orders/{id}/invoice.pdf give it.
      t.attached[document](invoiceTexts.pdfFileName(invoice.serial)),
    ],
    t.why(orderedBy.trim() || t.someone, business.legalName),
  );
}
