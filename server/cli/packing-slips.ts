import { formatOrderDate } from '../../src/domain/dates.ts';
import { COD_METHOD } from '../../src/domain/cash-on-delivery.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { ORDER_STATUS, orderStatus } from '../../src/domain/order-status.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import { productOptions } from '../../src/domain/product.ts';
import { formatIndianMobile } from '../../src/domain/phone.ts';
import { variantSku } from '../../src/domain/sku.ts';
import { itemName } from '../../src/domain/variants.ts';
import type { Db } from '../db/client.ts';
import { and, asc, eq, inArray } from '../db/orm.ts';
import { orderLines, orders, payments, products } from '../db/schema.ts';
import type { StoreConfig } from '../lib/store-config.ts';
import type { Output } from './commands.ts';
import { UsageError } from './usage-error.ts';

/**
 * Packing slips: one A4 page per order, to print and put in its box. The address in large type,
 * the phone, cash to collect or "Prepaid", the business buyer and their order number, each line
 * with its SKU (the size's), size, colour and quantity; no prices (a gift stays a gift). From the
 * store's name, address and phone, for a courier that cannot deliver. By default the orders being
 * packed (Processing), oldest first, as `orders picklist` lists them.
 */

export const SLIPS_USAGE = 'usage: npm run shop -- orders slips <file.pdf> [orderId…]';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect & { sku: string };

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

/** PDF's built-in Helvetica has no ₹ (server/invoices/pdf.ts prints it the same way). */
const rupees = (paise: number) => formatMoney(fromPaise(paise)).replace('₹', 'Rs. ');

export async function packingSlips(db: Db, io: Output, args: string[]): Promise<void> {
  const [file, ...ids] = args;
  if (!file || !file.toLowerCase().endsWith('.pdf')) throw new UsageError(SLIPS_USAGE);
  if (!io.writeFile) throw new UsageError('orders slips writes a file: run it with npm run shop');
  const chosen = await ordersFor(db, ids);
  if (chosen.length === 0) return io.out('Nothing to pack: no order is Processing.');
  const lines = await linesOf(db, chosen);
  const cod = await cashToCollect(db, chosen);
  const pdf = await slipsPdf(chosen, lines, cod, io.store);
  await io.writeFile(file, pdf);
  io.out(`Wrote ${chosen.length} packing slip(s) to ${file}: ${chosen.map((o) => o.id).join(', ')}`);
}

/** The orders named (each must be Processing or Shipped: paid, or cash to collect), else all Processing. */
async function ordersFor(db: Db, ids: string[]): Promise<Order[]> {
  if (ids.length === 0)
    return db
      .select()
      .from(orders)
      .where(eq(orders.status, ORDER_STATUS.processing))
      .orderBy(asc(orders.createdAt));
  const wanted = [...new Set(ids.map(normaliseOrderId))];
  const found = await db.select().from(orders).where(inArray(orders.id, wanted));
  const byId = new Map(found.map((o) => [o.id, o]));
  return wanted.map((id) => {
    const order = byId.get(id);
    if (!order) throw new UsageError(`no order ${id}`);
    if (order.status !== ORDER_STATUS.processing && order.status !== ORDER_STATUS.shipped)
      throw new UsageError(
        `${id} is ${orderStatus(order.status).label}: only an order being packed (Processing) or shipped has a packing slip`,
      );
    return order;
  });
}

async function linesOf(db: Db, chosen: Order[]): Promise<Line[]> {
  const rows = await db
    .select({ line: orderLines, sku: products.sku, attributes: products.attributes })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.orderId,
        chosen.map((o) => o.id),
      ),
    )
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

async function slipsPdf(
  chosen: Order[],
  lines: Line[],
  cod: Map<string, number>,
  store: Pick<StoreConfig, 'storeName' | 'companyName' | 'companyAddress' | 'companyPhone'> | undefined,
): Promise<Uint8Array> {
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
      .text(collect === undefined ? slipTexts.prepaid : slipTexts.collect(rupees(collect)), { width });
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
