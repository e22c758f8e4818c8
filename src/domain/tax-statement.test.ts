import { describe, expect, it } from 'vitest';
import { taxDocument, type TaxDocument } from '../contract/invoice.ts';
import {
  businessInvoice,
  cancelledInvoice,
  consumerInvoice,
  creditNote,
} from '../mocks/fixtures/invoices.ts';
import { STATEMENT_COLUMNS, statementCsv, taxStatementTexts, taxYears } from './tax-statement.ts';

const parse = (d: unknown): TaxDocument => taxDocument.parse(d);
const business = parse(businessInvoice);
const consumer = parse(consumerInvoice);
const cancelled = parse(cancelledInvoice);
const credit = parse(creditNote);
/** The same invoice issued a year later, in the next financial year. */
const nextYear = parse({
  ...consumerInvoice,
  serial: 'INV/25-26/000003',
  issuedAt: '2025-04-02T06:00:00.000Z',
  financialYear: '2025-26',
});
const column = (name: (typeof STATEMENT_COLUMNS)[number]) => STATEMENT_COLUMNS.indexOf(name);

describe('taxYears', () => {
  it('counts each financial year, the latest first, its credit notes taken off its value', () => {
    expect(taxYears([business, cancelled, nextYear, credit, consumer])).toEqual([
      { financialYear: '2025-26', invoices: 1, creditNotes: 0, net: consumer.totals.total },
      {
        financialYear: '2024-25',
        invoices: 3,
        creditNotes: 1,
        net: expect.closeTo(business.totals.total + consumer.totals.total, 6) as number,
      },
    ]);
    expect(taxYears([])).toEqual([]);
  });
});

describe('statementCsv', () => {
  const rows = statementCsv([credit, business, cancelled])
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

  it('writes a row per document and rate in the order issued, credit notes with minus signs', () => {
    expect(rows[0]).toEqual([...STATEMENT_COLUMNS]);
    const documents = rows.slice(1).map((r) => [r[column('Document')], r[column('Number')]]);
    const issued = [cancelled, credit, business].sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
    expect(documents).toEqual(
      issued.flatMap((d) => d.byRate.map(() => [d.kind === 'invoice' ? 'Invoice' : 'Credit note', d.serial])),
    );
    const creditRows = rows.filter((r) => r[column('Document')] === 'Credit note');
    expect(creditRows.map((r) => r[column('Taxable value')])).toEqual(
      credit.byRate.map((r) => (-r.taxable).toFixed(2)),
    );
    expect(creditRows[0]![column('Against invoice')]).toBe(cancelled.serial);
    expect(creditRows[0]![column('Document value')]).toBe((-credit.totals.total).toFixed(2));
    const businessRow = rows.find((r) => r[column('Number')] === business.serial)!;
    expect(businessRow[column('Recipient GSTIN')]).toBe(business.recipient.gstin);
    expect(businessRow[column('Place of supply')]).toBe(
      `${business.placeOfSupply.stateCode}-${business.placeOfSupply.state}`,
    );
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    const hostile = { ...business, recipient: { ...business.recipient, name: '=HYPERLINK("x")' } };
    expect(statementCsv([hostile])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names the file by its year', () => {
    expect(taxStatementTexts.fileName('2026-27')).toBe('tax-invoices-2026-27.csv');
  });
});
