import type { TaxDocument } from '../../src/contract/invoice.ts';
import { formatDocumentDate } from '../../src/domain/dates.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { invoiceTexts as t, ratePercent } from '../../src/domain/invoice-texts.ts';

/**
 * An order's tax invoice (and credit note, on a page of its own) as a PDF, drawn by pdfkit on A4
 * from the documents as issued: the same facts and words as the /invoice page. PDF's built-in
 * Helvetica has no ₹, so amounts read "Rs. 1,249.50", as Indian invoices often print them.
 * pdfkit loads with the first PDF asked for, not with the server.
 */

/** An amount in rupees as the PDFs print it (Helvetica has no ₹): "Rs. 1,249.50". */
export const pdfRupees = (n: number) => formatMoney(n).replace('₹', 'Rs. ');
const rupees = pdfRupees;
const MARGIN = 36;
const GREY = '#555555';

type Doc = PDFKit.PDFDocument;

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
  cell: (line: TaxDocument['lines'][number], i: number) => string;
}

function columnsOf(d: TaxDocument): Column[] {
  const heads = d.intraState ? (['cgst', 'sgst'] as const) : (['igst'] as const);
  const right = 'right' as const;
  const headWidth = d.intraState ? 52 : 62;
  // A coupon's discount gets its own column, out of the description's width.
  const discount: Column[] = d.lines.some((l) => l.discount)
    ? [{ label: t.columns.discount, width: 52, align: right, cell: (l) => rupees(-(l.discount ?? 0)) }]
    : [];
  return [
    { label: t.columns.n, width: 16, cell: (_l, i) => String(i + 1) },
    {
      label: t.columns.description,
      width: (d.intraState ? 150 : 192) - discount.length * 52,
      cell: (l) => l.description,
    },
    { label: t.columns.hsn, width: 44, cell: (l) => l.hsnCode },
    { label: t.columns.quantity, width: 42, align: right, cell: (l) => `${l.quantity} ${l.unit}` },
    ...discount,
    { label: t.columns.taxable, width: 64, align: right, cell: (l) => rupees(l.taxable) },
    {
      label: t.columns.rate,
      width: 40,
      align: right,
      cell: (l) =>
        d.intraState ? `${ratePercent(l.rate / 2)}+${ratePercent(l.rate / 2)}` : ratePercent(l.rate),
    },
    ...heads.map((h) => ({
      label: t.columns[h],
      width: headWidth,
      align: right,
      cell: (l: TaxDocument['lines'][number]) => rupees(l[h]),
    })),
    { label: t.columns.total, width: 64, align: right, cell: (l) => rupees(l.total) },
  ];
}

function party(doc: Doc, heading: string, p: TaxDocument['supplier'], x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(heading.toUpperCase(), x, y, { width });
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(p.name, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of p.address) doc.text(line, { width });
  doc.text(`${t.gstin}: ${p.gstin ?? t.unregistered}`, { width });
  doc.text(`${t.state}: ${p.state} (${p.stateCode})`, { width });
  return doc.y;
}

function table(doc: Doc, columns: Column[], d: TaxDocument) {
  const left = MARGIN;
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 4 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      doc.text(c, x + 2, top + 3, { width: col.width - 4, align: col.align ?? 'left' });
      x += col.width;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(x, top + height)
      .strokeColor('#cccccc')
      .stroke();
    doc.y = top + height;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  d.lines.forEach((line, i) =>
    row(
      columns.map((c) => c.cell(line, i)),
      false,
    ),
  );
}

function drawDocument(doc: Doc, d: TaxDocument) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(t[d.kind], MARGIN, MARGIN);
  // A quotation says it is not a tax invoice, beside its facts (it has no serial and no order).
  const quotation = d.kind === 'quotation';
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(quotation ? t.quotationNote : t.original, { width: width - 280 });
  const facts = [
    ...(d.serial ? [[t.serial[d.kind], d.serial]] : []),
    [t.date[d.kind], formatDocumentDate(d.issuedAt)],
    ...(d.against ? [[t.against, `${d.against.serial}, ${formatDocumentDate(d.against.issuedAt)}`]] : []),
    ...(d.orderId ? [[t.order, `${d.orderId}, ${formatDocumentDate(d.orderedAt)}`]] : []),
    ...(d.buyerOrder ? [[t.buyerOrder, d.buyerOrder]] : []),
  ];
  let y = MARGIN;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(label!, MARGIN + width - 260, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('black')
      .text(value!, MARGIN + width - 170, y, { width: 170, align: 'right' });
    y += 14;
  }
  const partiesTop = Math.max(y, doc.y) + 14;
  const half = (width - 20) / 2;
  const a = party(doc, t.supplier, d.supplier, MARGIN, partiesTop, half);
  const b = party(doc, t.recipient, d.recipient, MARGIN + half + 20, partiesTop, half);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(
    `${t.placeOfSupply}: ${d.placeOfSupply.state} (${d.placeOfSupply.stateCode})`,
    MARGIN,
    Math.max(a, b) + 12,
    { width },
  );
  if (!quotation) doc.text(t.reverseCharge, { width });
  doc.moveDown(0.8);
  table(doc, columnsOf(d), d);

  doc.moveDown(1);
  const heads = d.intraState ? (['cgst', 'sgst'] as const) : (['igst'] as const);
  doc.font('Helvetica-Bold').fontSize(9).text(t.byRate, MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(9);
  for (const r of d.byRate)
    doc.text(
      `${ratePercent(r.rate)}: ${t.taxable} ${rupees(r.taxable)}, ${heads.map((h) => `${t.columns[h]} ${rupees(r[h])}`).join(', ')}`,
      { width },
    );
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').text(t.totals, { width });
  doc.font('Helvetica');
  doc.text(`${t.taxable}: ${rupees(d.totals.taxable)}`, { width });
  for (const h of heads) doc.text(`${t.columns[h]}: ${rupees(d.totals[h])}`, { width });
  if (d.totals.roundOff !== 0) doc.text(`${t.roundOff}: ${rupees(d.totals.roundOff)}`, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`${t.total[d.kind]}: ${rupees(d.totals.total)}`, { width });
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(9).text(`${t.inWords}: ${d.amountInWords}`, { width });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').text(t.signatory(d.supplier.name), { width, align: 'right' });
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(t.computerMade, { width, align: 'right' });
}

/** The PDF's file name: the invoice's serial, its slashes made dashes (INV-26-27-000131.pdf). */
export const taxDocumentsFileName = (invoice: Pick<TaxDocument, 'serial'>) =>
  `${invoice.serial.replace(/\//g, '-')}.pdf`;

/** The PDF's bytes: the invoice, then the credit note on its own page when there is one. */
export const taxDocumentsPdf = (documents: { invoice: TaxDocument; creditNote: TaxDocument | null }) =>
  pdfOf(
    [documents.invoice, ...(documents.creditNote ? [documents.creditNote] : [])],
    `${t.invoice} ${documents.invoice.serial}`,
  );

/** A quotation's PDF (POST /quotations.pdf), laid out as the invoice. */
export const quotationPdf = (quotation: TaxDocument) =>
  pdfOf([quotation], `${t.quotation} ${formatDocumentDate(quotation.issuedAt)}`);

/** The documents on A4, each on its own page. */
async function pdfOf(documents: readonly TaxDocument[], title: string) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: documents[0]!.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  documents.forEach((d, i) => {
    if (i > 0) doc.addPage();
    drawDocument(doc, d);
  });
  doc.end();
  return done;
}
