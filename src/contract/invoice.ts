import { z } from './zod.ts';
import { amount, optional } from './common.ts';
import { HSN_CODE } from './tax.ts';

/**
 * Extension: a tax invoice or credit note (CGST Rules, rule 46 and 53), as the server issued it and
 * keeps it, never changed: GET /orders/{id}/invoice. Amounts in rupees, as everywhere on the wire.
 */
const party = z.object({
  name: z.string(),
  gstin: z.nullable(z.string()),
  /** The address as printed, line by line. */
  address: z.array(z.string()),
  state: z.string(),
  stateCode: z.string(),
});

const taxHeads = {
  taxable: amount,
  cgst: amount,
  sgst: amount,
  igst: amount,
};

export const taxDocumentLine = z.object({
  description: z.string(),
  hsnCode: z.string().check(z.regex(HSN_CODE)),
  quantity: z.number().check(z.int(), z.positive()),
  /** The unit quantity code of the GST returns: NOS (numbers). */
  unit: z.string(),
  /** The price of one, GST included, as the shopper paid it. */
  unitPrice: amount,
  /** Extension: the line's share of a coupon's discount; the taxable value and total are after it. */
  discount: optional(amount),
  rate: z.number(),
  ...taxHeads,
  total: amount,
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLine>;

export const taxDocument = z.object({
  /** 'quotation': POST /quotations (src/contract/quotation.ts), with no serial and no order. */
  kind: z.enum(['invoice', 'creditNote', 'quotation']),
  serial: z.string().check(z.maxLength(16)),
  issuedAt: z.string(),
  financialYear: z.string(),
  orderId: z.string(),
  orderedAt: z.string(),
  /** The buyer's purchase order number, when they gave one at checkout (absent before it existed). */
  buyerOrder: optional(z.string()),
  /** A credit note's invoice. */
  against: z.nullable(z.object({ serial: z.string(), issuedAt: z.string() })),
  supplier: party,
  recipient: party,
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  /** Within the supplier's state: CGST + SGST; otherwise IGST. */
  intraState: z.boolean(),
  reverseCharge: z.literal(false),
  lines: z.array(taxDocumentLine).check(z.minLength(1)),
  byRate: z.array(z.object({ rate: z.number(), ...taxHeads })),
  totals: z.object({ ...taxHeads, roundOff: z.number(), total: amount }),
  amountInWords: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocument>;
export type TaxDocumentInput = z.input<typeof taxDocument>;

/** GET /orders/{id}/invoice: the order's invoice, and its credit note once the order was cancelled. */
export const orderTaxDocuments = z.object({
  invoice: taxDocument,
  creditNote: z.nullable(taxDocument),
});
export type OrderTaxDocuments = z.infer<typeof orderTaxDocuments>;
export type OrderTaxDocumentsInput = z.input<typeof orderTaxDocuments>;

/**
 * Extension GET /account/tax-documents: the financial years of the signed-in shopper's invoices and
 * credit notes, the latest first; GET /account/tax-documents/{fy} is that year's statement as CSV
 * (src/domain/tax-statement.ts).
 */
export const taxYearsAnswer = z.object({
  data: z.array(
    z.object({
      financialYear: z.string(),
      invoices: z.number().check(z.int(), z.nonnegative()),
      creditNotes: z.number().check(z.int(), z.nonnegative()),
      /** The invoices' value less the credit notes', in rupees. */
      net: z.number(),
    }),
  ),
});
export type TaxYearsAnswer = z.input<typeof taxYearsAnswer>;

/** The 404 of GET /orders/{id}/invoice for an order not paid yet. */
export const INVOICE_NOT_ISSUED = 'This order has no tax invoice yet: it is issued when the order is paid.';

/** GET /orders/{id}/invoice(.pdf): `contactInfo` as GET /orders/{id} takes it, for a tracker; none for the customer signed in. */
export const invoiceQuery = z.object({ contactInfo: z.optional(z.string()) });
