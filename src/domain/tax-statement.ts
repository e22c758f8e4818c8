import type { TaxDocument } from '../contract/invoice.ts';
import { countOf } from './count.ts';
import { csvRow } from './csv.ts';
import { isoDayInIndia } from './dates.ts';
import { formatMoney, fromPaise, toPaise } from './money.ts';

/**
 * A shopper's statement of the tax invoices and credit notes the shop issued them, one Indian
 * financial year at a time: what a business buyer's accountant matches against GSTR-2B before
 * claiming input tax credit. The account page lists the years (taxYears); each downloads as CSV
 * (statementCsv), one row per document and GST rate, as GSTR-2B lists them. Credit notes carry
 * minus signs, so a column's sum is what the year came to. The server and the mocks both build
 * them here.
 */

export const taxStatementTexts = {
  heading: 'Tax invoices',
  intro:
    'Every GST invoice and credit note we issued you, a financial year to a file, for your accounts to match with GSTR-2B.',
  year: (fy: string) => `Financial year ${fy}`,
  documents: (invoices: number, creditNotes: number) =>
    creditNotes > 0
      ? `${countOf(invoices, 'invoice')}, ${countOf(creditNotes, 'credit note')}`
      : countOf(invoices, 'invoice'),
  net: (amount: number) => `Net value ${formatMoney(amount)}`,
  download: 'Download CSV',
  /** The button's name for a screen reader: its words, then the year (WCAG 2.5.3). */
  downloadLabel: (fy: string) => `Download CSV: tax invoices of financial year ${fy}`,
  failedTitle: 'The statement could not be downloaded',
  tryAgain: 'Please try again in a moment.',
  fileName: (fy: string) => `tax-invoices-${fy}.csv`,
  /** GET /account/tax-documents/{fy} for a year written otherwise than 2026-27. */
  badYear: 'Give the financial year as in 2026-27',
  /** …and for a year without any. */
  none: (fy: string) => `We issued you no tax invoices in financial year ${fy}.`,
} as const;

/** One financial year of the account's documents, as the account page lists it. */
export interface TaxYear {
  financialYear: string;
  invoices: number;
  creditNotes: number;
  /** The invoices' value less the credit notes', in rupees. */
  net: number;
}

/** The years the documents fall in, the latest first. */
export function taxYears(documents: readonly TaxDocument[]): TaxYear[] {
  const years = new Map<string, { invoices: number; creditNotes: number; netPaise: number }>();
  for (const d of documents) {
    const year = years.get(d.financialYear) ?? { invoices: 0, creditNotes: 0, netPaise: 0 };
    const value = toPaise(d.totals.total);
    if (d.kind === 'invoice') {
      year.invoices += 1;
      year.netPaise += value;
    } else {
      year.creditNotes += 1;
      year.netPaise -= value;
    }
    years.set(d.financialYear, year);
  }
  return [...years]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([financialYear, y]) => ({
      financialYear,
      invoices: y.invoices,
      creditNotes: y.creditNotes,
      net: fromPaise(y.netPaise),
    }));
}

export const STATEMENT_COLUMNS = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Order',
  'Supplier',
  'Supplier GSTIN',
  'Recipient',
  'Recipient GSTIN',
  'Place of supply',
  'Reverse charge',
  'GST rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Document value',
] as const;

const signed = (amount: number, sign: 1 | -1) => fromPaise(sign * toPaise(amount)).toFixed(2);

/** The statement as a CSV file: a header, then each document's rows by rate, in the order issued. */
export function statementCsv(documents: readonly TaxDocument[]): string {
  const ordered = [...documents].sort(
    (a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.serial.localeCompare(b.serial),
  );
  const rows = ordered.flatMap((d) => {
    const sign = d.kind === 'invoice' ? 1 : -1;
    return d.byRate.map((r) =>
      csvRow([
        d.kind === 'invoice' ? 'Invoice' : 'Credit note',
        d.serial,
        isoDayInIndia(new Date(d.issuedAt)),
        d.against?.serial ?? '',
        d.orderId,
        d.supplier.name,
        d.supplier.gstin ?? '',
        d.recipient.name,
        d.recipient.gstin ?? '',
        `${d.placeOfSupply.stateCode}-${d.placeOfSupply.state}`,
        d.reverseCharge ? 'Y' : 'N',
        r.rate,
        signed(r.taxable, sign),
        signed(r.cgst, sign),
        signed(r.sgst, sign),
        signed(r.igst, sign),
        signed(d.totals.total, sign),
      ]),
    );
  });
  return [csvRow(STATEMENT_COLUMNS), ...rows].join('\r\n') + '\r\n';
}
