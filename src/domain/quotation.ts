import type { TaxDocument } from '../contract/invoice.ts';
import { gstStateCode } from './gst.ts';
import { buildTaxDocument, type InvoiceOrder, type Supplier } from './invoice.ts';
import { financialYear } from './tax-documents.ts';
import { isoDayInIndia } from './dates.ts';

/**
 * A quotation (proforma) for a cart: what a business buyer's accounts or purchase department asks
 * for before approving an order. Each line priced as an order would be today (the server prices
 * it: volume prices, sizes), GST split for the state the goods go to, laid out as the tax invoice
 * is (src/domain/invoice.ts), titled Quotation. Made on request and not kept: no serial, no order.
 */
export const quotationTexts = {
  pageTitle: 'Quotation for your cart',
  intro:
    'Priced as your order would be today, with the GST for the state the goods go to. Download it as a PDF or print it; nothing is ordered.',
  state: 'Deliver to (state)',
  business: 'For a business (optional)',
  legalName: 'Legal name',
  gstin: 'GSTIN',
  make: 'Make quotation',
  making: 'Making...',
  again: 'Make it again',
  backToCart: 'Back to cart',
  reading: 'Reading your cart',
  emptyTitle: 'Your cart is empty',
  empty: 'Add products to your cart, then come back for a quotation.',
  browse: 'Browse products',
  failed: 'The quotation could not be made. Please try again.',
  notOffered: (how: string) => `This shop does not make quotations online. To ask for one, ${how}.`,
  /** The recipient when no business is named. */
  anyBuyer: 'Quotation for the buyer',
  /** A state the server does not know (a request made by hand). */
  stateUnknown: 'Choose the state or union territory the goods go to',
  /** The shop has no GST registration (store configuration's `gst`): nothing to quote as supplier. */
  unregistered:
    'This shop cannot make quotations yet: it has not set its GST registration. Please contact us for one.',
} as const;

/** A quotation's PDF file name: the day it was made (quotation-2026-12-06.pdf). */
export const quotationFileName = (quotation: { issuedAt: string }) =>
  `quotation-${isoDayInIndia(new Date(quotation.issuedAt))}.pdf`;

export interface QuotationInput {
  now: Date;
  /** Priced as an order's (unit price after volume prices, GST-inclusive), with HSN and GST rate. */
  lines: InvoiceOrder['lines'];
  /** Where the goods go: the place of supply. */
  state: string;
  buyer?: { gstin: string; legalName: string } | undefined;
}

/** The quotation as a tax document of kind 'quotation': no serial, no order, the recipient as named. */
export function buildQuotation(
  { now, lines, state, buyer }: QuotationInput,
  supplier: Supplier,
): TaxDocument {
  const totalPaise = lines.reduce(
    (sum, l) => sum + l.unitPricePaise * l.quantity - (l.discountPaise ?? 0),
    0,
  );
  const document = buildTaxDocument(
    { kind: 'quotation', serial: '', issuedAt: now, financialYear: financialYear(now) },
    {
      id: '',
      createdAt: now,
      totalPaise,
      codFeePaise: 0,
      shippingAddress: { fullName: buyer?.legalName ?? '', address: '', city: '', state, postalCode: '' },
      buyer: buyer ?? null,
      lines,
    },
    supplier,
  );
  return {
    ...document,
    orderId: '',
    recipient: {
      name: buyer?.legalName ?? quotationTexts.anyBuyer,
      gstin: buyer?.gstin ?? null,
      address: [],
      state,
      stateCode: gstStateCode(state) ?? '',
    },
  };
}
