import { and, asc, eq, gte, lte } from '../db/orm.ts';
import { financialYearSpan, isFinancialYear } from '../../src/domain/tax-documents.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import type { TaxDocument } from '../../src/contract/invoice.ts';
import type { Db } from '../db/client.ts';
import { orders, taxDocuments } from '../db/schema.ts';
import { issueInvoice } from '../invoices/issue.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { csvRow } from '../../src/domain/csv.ts';
import { UsageError } from './usage-error.ts';
import { dateOption, option } from './args.ts';

/** The owner's tax documents: list, export for the GST return (GSTR-1), issue one that is missing. */

export interface Output {
  out(line: string): void;
}

const kindName = (d: TaxDocument) => (d.kind === 'invoice' ? 'Invoice' : 'Credit note');
const tax = (d: { cgst: number; sgst: number; igst: number }) => d.cgst + d.sgst + d.igst;

export async function listInvoices(db: Db, io: Output, args: string[]) {
  const from = dateOption(args, 'from', 'start');
  const to = dateOption(args, 'to', 'end');
  if (from && to && from > to) throw new UsageError('--from must not be after --to');
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        from ? gte(taxDocuments.issuedAt, from) : undefined,
        to ? lte(taxDocuments.issuedAt, to) : undefined,
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial));
  if (rows.length === 0) return io.out('No invoices or credit notes.');
  for (const { document: d } of rows) {
    const against = d.against ? ` against ${d.against.serial}` : '';
    io.out(
      `${d.serial}  ${isoDayInIndia(new Date(d.issuedAt))}  ${kindName(d)}${against}  ${d.orderId}  ${d.recipient.name}${d.recipient.gstin ? ` (${d.recipient.gstin})` : ''}  ${d.placeOfSupply.stateCode}-${d.placeOfSupply.state}  taxable ${formatMoney(d.totals.taxable)}  GST ${formatMoney(tax(d.totals))}  total ${formatMoney(d.totals.total)}`,
    );
  }
  io.out(`${rows.length} document(s).`);
}

export const EXPORT_COLUMNS = [
  'documentType',
  'serial',
  'date',
  'orderId',
  'recipientName',
  'recipientGstin',
  'placeOfSupply',
  'reverseCharge',
  'againstInvoice',
  'hsnCode',
  'description',
  'quantity',
  'unit',
  'rate',
  'taxableValue',
  'cgst',
  'sgst',
  'igst',
  'lineTotal',
  'documentValue',
] as const;

/** One CSV row per line of every invoice and credit note of a financial year: what GSTR-1 needs. */
export async function exportInvoices(db: Db, io: Output, args: string[]) {
  const fy = option(args, 'fy');
  if (fy === undefined) throw new UsageError('give the financial year, e.g. --fy 2026-27');
  if (!isFinancialYear(fy)) throw new UsageError(`--fy must be a financial year like 2026-27, not '${fy}'`);
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.financialYear, fy))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.sequence));
  io.out(csvRow(EXPORT_COLUMNS));
  for (const { document: d } of rows)
    for (const line of d.lines)
      io.out(
        csvRow([
          kindName(d),
          d.serial,
          isoDayInIndia(new Date(d.issuedAt)),
          d.orderId,
          d.recipient.name,
          d.recipient.gstin ?? '',
          `${d.placeOfSupply.stateCode}-${d.placeOfSupply.state}`,
          d.reverseCharge ? 'Y' : 'N',
          d.against?.serial ?? '',
          line.hsnCode,
          line.description,
          line.quantity,
          line.unit,
          line.rate,
          line.taxable.toFixed(2),
          line.cgst.toFixed(2),
          line.sgst.toFixed(2),
          line.igst.toFixed(2),
          line.total.toFixed(2),
          d.totals.total.toFixed(2),
        ]),
      );
  // The span is checked so a typo'd year says so rather than printing an empty file quietly.
  if (rows.length === 0) {
    const { from, to } = financialYearSpan(fy);
    throw new UsageError(`no invoices issued in ${fy} (${isoDayInIndia(from)} to ${isoDayInIndia(to)})`);
  }
}

/** Issues a paid order's invoice that was not issued then (no registration yet, or an error). */
export async function issueMissingInvoice(db: Db, io: Output, [rawId]: readonly string[]) {
  if (!rawId) throw new UsageError('give the order number, e.g. ORD-7K2M9XQ4');
  const id = normaliseOrderId(rawId);
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!order) throw new UsageError(`no order ${id}`);
  if (order.status === ORDER_STATUS.pending || order.status === ORDER_STATUS.cancelled)
    throw new UsageError(`${id} is not paid: an invoice is issued for a paid order only`);
  const result = await db.transaction((tx) => issueInvoice(tx, id));
  if (result.kind !== 'issued' && result.kind !== 'exists') {
    throw new UsageError(
      result.kind === 'unregistered'
        ? 'the store has no GST registration: set "gst" in the store configuration and restart'
        : `${id} has a line without an HSN code or GST rate: set them with products tax`,
    );
  }
  io.out(
    result.kind === 'exists'
      ? `${id} already has invoice ${result.document.serial}`
      : `${id}: issued invoice ${result.document.serial}`,
  );
}
