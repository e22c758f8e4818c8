import { and, eq, inArray, sql } from '../db/orm.ts';
import type { TaxDocument } from '../../src/contract/invoice.ts';
import { documentSerial, financialYear, type TaxDocumentKind } from '../../src/domain/tax-documents.ts';
import { buildTaxDocument, type InvoiceOrder } from '../../src/domain/invoice.ts';
import { discountForUnits } from '../../src/domain/coupons.ts';
import type { Db } from '../db/client.ts';
import {
  documentCounters,
  orderLines,
  orders,
  products,
  storeRegistration,
  taxDocuments,
} from '../db/schema.ts';
import type { StoreConfig } from '../lib/store-config.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Tax invoices and credit notes. An order's invoice is issued inside the transaction that makes it
 * paid (moveOrder to Processing), its credit note inside the one that cancels it; both are kept
 * as issued. Serials come from a counter row per series and financial year, taken with the row
 * locked, so concurrent payments queue there and the numbers stay consecutive and unique.
 */

/** Writes the configured registration for invoices to come (none configured: no invoices). */
export async function registerSupplier(db: Db, gst: StoreConfig['gst']): Promise<void> {
  if (!gst) {
    await db.delete(storeRegistration);
    return;
  }
  await db
    .insert(storeRegistration)
    .values({ id: 1, ...gst })
    .onConflictDoUpdate({ target: storeRegistration.id, set: { ...gst, updatedAt: new Date() } });
}

async function nextSequence(tx: Tx, kind: TaxDocumentKind, fy: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
}

/**
 * The order as its invoice reads it; null when a line has no HSN code or GST rate to print. With
 * `only` (order line id → quantity), just those lines in those quantities, without the cash fee:
 * what a return's credit note reads.
 */
async function invoiceOrder(
  tx: Tx,
  orderId: string,
  only?: ReadonlyMap<string, number>,
): Promise<InvoiceOrder | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = (
    await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id)
  ).flatMap((l) => {
    if (!only) return [l];
    const quantity = only.get(String(l.id));
    return quantity
      ? [{ ...l, quantity, discountPaise: discountForUnits(l.discountPaise, l.quantity, quantity) }]
      : [];
  });
  // Lines from before migration 0014 kept no tax details: the product's own stand in.
  const missing = lines.filter((l) => l.hsnCode === null || l.gstRate === null).map((l) => l.productId);
  const current =
    missing.length === 0
      ? new Map()
      : new Map(
          (
            await tx
              .select({ id: products.id, hsnCode: products.hsnCode, gstRate: products.gstRate })
              .from(products)
              .where(inArray(products.id, missing))
          ).map((p) => [p.id, p]),
        );
  const taxed = lines.map((l) => ({
    title: l.productTitle,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    unitPricePaise: l.unitPricePaise,
    discountPaise: l.discountPaise,
    hsnCode: l.hsnCode ?? current.get(l.productId)?.hsnCode ?? null,
    gstRate: l.gstRate ?? current.get(l.productId)?.gstRate ?? null,
  }));
  if (taxed.length === 0 || taxed.some((l) => l.hsnCode === null || l.gstRate === null)) return null;
  return {
    id: order.id,
    createdAt: order.createdAt,
    totalPaise: only
      ? taxed.reduce((sum, l) => sum + l.unitPricePaise * l.quantity - l.discountPaise, 0)
      : order.totalPaise,
    codFeePaise: only ? 0 : order.codFeePaise,
    shippingAddress: order.shippingAddress,
    buyer: order.buyer && {
      gstin: order.buyer.gstin,
      legalName: order.buyer.legalName,
      ...(order.buyer.billingAddress && { address: order.buyer.billingAddress }),
      ...(order.buyer.purchaseOrder && { purchaseOrder: order.buyer.purchaseOrder }),
    },
    lines: taxed.map((l) => ({ ...l, hsnCode: l.hsnCode!, gstRate: l.gstRate! })),
  };
}

const documentOf = async (tx: Tx | Db, orderId: string, kind: TaxDocumentKind) =>
  (
    await tx
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
  )[0];

export type IssueResult =
  { kind: 'issued' | 'exists'; document: TaxDocument } | { kind: 'unregistered' | 'untaxed' | 'no-invoice' };

/** Issues the order's tax invoice, once; a second call answers the one issued. */
export async function issueInvoice(tx: Tx, orderId: string, at = new Date()): Promise<IssueResult> {
  const existing = await documentOf(tx, orderId, 'invoice');
  if (existing) return { kind: 'exists', document: existing.document };
  const [supplier] = await tx.select().from(storeRegistration);
  if (!supplier) return { kind: 'unregistered' };
  const order = await invoiceOrder(tx, orderId);
  if (!order) return { kind: 'untaxed' };
  const fy = financialYear(at);
  const sequence = await nextSequence(tx, 'invoice', fy);
  const serial = documentSerial('invoice', fy, sequence);
  const document = buildTaxDocument(
    { kind: 'invoice', serial, issuedAt: at, financialYear: fy },
    order,
    supplier,
  );
  await tx
    .insert(taxDocuments)
    .values({ serial, kind: 'invoice', financialYear: fy, sequence, orderId, issuedAt: at, document });
  return { kind: 'issued', document };
}

/**
 * A credit note against the order's invoice: a cancelled order's is the invoice's lines and totals;
 * a refunded return's (`returned`: order line id → quantity) is those lines in those quantities,
 * taxed as the invoice taxed them, between the same parties. One per order (a delivered order,
 * which alone can be returned, is never cancelled).
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: string,
  at = new Date(),
  returned?: ReadonlyMap<string, number>,
): Promise<IssueResult> {
  const existing = await documentOf(tx, orderId, 'creditNote');
  if (existing) return { kind: 'exists', document: existing.document };
  const invoice = await documentOf(tx, orderId, 'invoice');
  if (!invoice) return { kind: 'no-invoice' };
  const [supplier] = returned ? await tx.select().from(storeRegistration) : [];
  if (returned && !supplier) return { kind: 'unregistered' };
  const part = returned ? await invoiceOrder(tx, orderId, returned) : null;
  if (returned && !part) return { kind: 'untaxed' };
  const fy = financialYear(at);
  const sequence = await nextSequence(tx, 'creditNote', fy);
  const serial = documentSerial('creditNote', fy, sequence);
  const header = {
    kind: 'creditNote' as const,
    serial,
    issuedAt: at,
    financialYear: fy,
    against: { serial: invoice.serial, issuedAt: invoice.issuedAt.toISOString() },
  };
  const { supplier: printed, recipient, placeOfSupply } = invoice.document;
  const document: TaxDocument =
    part && supplier
      ? { ...buildTaxDocument(header, part, supplier), supplier: printed, recipient, placeOfSupply }
      : { ...invoice.document, ...header, issuedAt: at.toISOString() };
  await tx
    .insert(taxDocuments)
    .values({ serial, kind: 'creditNote', financialYear: fy, sequence, orderId, issuedAt: at, document });
  return { kind: 'issued', document };
}

/**
 * Issues inside a savepoint: an invoice that cannot be made (logged) never undoes the payment or
 * cancellation it goes with; the owner issues it later with `invoices issue`.
 */
export async function issueQuietly(
  tx: Tx,
  orderId: string,
  issue: (tx: Tx, orderId: string) => Promise<IssueResult>,
): Promise<void> {
  try {
    const result = await tx.transaction((inner) => issue(inner, orderId));
    if (result.kind === 'untaxed')
      console.warn(`[invoices] ${orderId}: a line has no HSN code or GST rate; no invoice issued`);
  } catch (error) {
    console.warn(
      `[invoices] ${orderId}: could not issue (${String(error)}); run npm run shop -- invoices issue ${orderId}`,
    );
  }
}

/** The order's invoice and credit note, as issued. */
export async function taxDocumentsOf(db: Db, orderId: string) {
  const rows = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  const of = (kind: TaxDocumentKind) => rows.find((r) => r.kind === kind)?.document ?? null;
  return { invoice: of('invoice'), creditNote: of('creditNote') };
}
