import { COD_METHOD } from '../../src/domain/cash-on-delivery.ts';
import { deliveryTexts } from '../../src/domain/delivery.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { fromPaise } from '../../src/domain/money.ts';
import { pdfRupees } from '../invoices/pdf.ts';
import { formatIndianMobile } from '../../src/domain/phone.ts';
import { productOptions } from '../../src/domain/product.ts';
import { variantSku } from '../../src/domain/sku.ts';
import { itemName } from '../../src/domain/variants.ts';
import type { Db } from '../db/client.ts';
import { and, asc, eq, inArray } from '../db/orm.ts';
import type { orders } from '../db/schema.ts';
import { orderLines, payments, products } from '../db/schema.ts';
import type { StoreConfig } from '../lib/store-config.ts';

/**
 * Packing slips: one A4 page per order, to print and put in its box. The address in large type,
 * the phone, cash to collect or "Prepaid", the business buyer and their order number, each line
 * with its SKU (the size's), size, colour and quantity; no prices (a gift stays a gift). From the
 * store's name, address and phone, for a courier that cannot deliver. Made by `orders slips`
 * (server/cli/packing-slips.ts) and attached to the shop's "To pack" e-mail.
 */

export type Order = typeof orders.$inferSelect;
export type Line = typeof orderLines.$inferSelect & { sku: string };
type Store = Pick<StoreConfig, 'storeName' | 'companyName' | 'companyAddress' | 'companyPhone'>;

export const slipTexts = {
  title: 'Packing slip',
  shipTo: 'Ship to',
  from: 'If undelivered, return to',
  phone: 'Phone',
  collect: (amount: string) => `CASH ON DELIVERY: collect ${amount}`,
  prepaid: 'Prepaid: collect nothing',
  business: (name: string, gstin: string) => `${name} · GSTIN ${gstin}`,
  theirOrder: (po: string) => `Their order no. ${po}`,
  columns: { sku: 'SKU', item: 'Item', quantity: 'Qty' },
  items: (n: number) => `${n} item${n === 1 ? '' : 's'} in all`,
} as const;

/** The orders' lines, each with the SKU it is picked by (the size's own); '' for a product without one. */
export async function linesWithSku(db: Db, orderIds: readonly string[]): Promise<Line[]> {
  const rows = await db
    .select({ line: orderLines, sku: products.sku, attributes: products.attributes })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
  return rows.map(({ line, sku, attributes }) => ({
    ...line,
    sku: sku ? variantSku(sku, productOptions(attributes).sizes, line.size ?? undefined) : '',
  }));
}

/** Orders whose courier collects cash: the amount, from the open cash-on-delivery payment. */
async function cashToCollect(db: Db, chosen: Order[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderId: payments.orderId, amountPaise: payments.amountPaise })
    .from(payments)
    .where(
      and(
        inArray(
          payments.orderId,
          chosen.map((o) => o.id),
        ),
        eq(payments.method, COD_METHOD),
        eq(payments.status, 'pending'),
      ),
    );
  return new Map(rows.map((r) => [r.orderId, r.amountPaise]));
}

const MARGIN = 48;
const GREY = '#555555';

/** The file name the shop's e-mail gives one order's slip. */
export const packingSlipFileName = (orderId: string) => `packing-slip-${orderId}.pdf`;

/** The slips of these orders, a page each, in the order given. */
export async function packingSlipsPdf(
  db: Db,
  chosen: Order[],
  store: Store | undefined,
): Promise<Uint8Array> {
  const lines = await linesWithSku(
    db,
    chosen.map((o) => o.id),
  );
  const cod = await cashToCollect(db, chosen);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${slipTexts.title}s`, ...(store && { Author: store.companyName }) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = 595.28 - 2 * MARGIN;
  for (const order of chosen) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('black')
      .text(`${slipTexts.title} · ${order.id}`, { width });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(
        `${store ? `${store.storeName} · ` : ''}placed ${formatOrderDate(order.createdAt.toISOString())}`,
        {
          width,
        },
      );
    doc.moveDown(1.5);

    const a = order.shippingAddress;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(slipTexts.shipTo.toUpperCase(), { width });
    doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(a.fullName, { width });
    doc.font('Helvetica').fontSize(14).text(a.address, { width });
    doc.text(`${a.city}, ${a.state} ${a.postalCode}`, { width });
    doc.text(`${slipTexts.phone}: ${formatIndianMobile(order.shippingPhone)}`, { width });
    if (order.deliveryNote) {
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').fontSize(12).text(`${deliveryTexts.note}: `, { width, continued: true });
      doc.font('Helvetica').text(order.deliveryNote);
    }
    const buyer = order.buyer;
    if (buyer) {
      doc.fontSize(11).text(slipTexts.business(buyer.legalName, buyer.gstin), { width });
      if (buyer.purchaseOrder) doc.text(slipTexts.theirOrder(buyer.purchaseOrder), { width });
    }
    doc.moveDown(1);
    const collect = cod.get(order.id);
    doc
      .font('Helvetica-Bold')
      .fontSize(collect === undefined ? 12 : 16)
      .text(collect === undefined ? slipTexts.prepaid : slipTexts.collect(pdfRupees(fromPaise(collect))), {
        width,
      });
    doc.moveDown(1);

    const own = lines.filter((l) => l.orderId === order.id);
    const columns = [
      { label: slipTexts.columns.sku, width: 120, cell: (l: Line) => l.sku },
      { label: slipTexts.columns.item, width: width - 170, cell: (l: Line) => itemName(l) },
      { label: slipTexts.columns.quantity, width: 50, cell: (l: Line) => String(l.quantity), right: true },
    ];
    const row = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
      const height =
        Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 6 }))) + 8;
      if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
      const top = doc.y;
      let x = MARGIN;
      cells.forEach((c, i) => {
        const col = columns[i]!;
        doc.text(c, x + 3, top + 4, { width: col.width - 6, align: col.right ? 'right' : 'left' });
        x += col.width;
      });
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + width, top + height)
        .strokeColor('#bbbbbb')
        .stroke();
      doc.x = MARGIN;
      doc.y = top + height;
    };
    row(
      columns.map((c) => c.label),
      true,
    );
    for (const line of own)
      row(
        columns.map((c) => c.cell(line)),
        false,
      );
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(slipTexts.items(own.reduce((n, l) => n + l.quantity, 0)), MARGIN, doc.y, {
        width,
        align: 'right',
      });

    if (store) {
      doc.moveDown(2);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(GREY)
        .text(slipTexts.from.toUpperCase(), MARGIN, doc.y, {
          width,
        });
      doc.font('Helvetica').fontSize(10).fillColor('black').text(store.companyName, { width });
      doc.text(store.companyAddress, { width });
      doc.text(`${slipTexts.phone}: ${store.companyPhone}`, { width });
    }
  }
  doc.end();
  return done;
}
