import { describe, expect, it } from 'vitest';
import { taxDocument } from '../contract/invoice.ts';
import { quotationAnswer } from '../contract/quotation.ts';
import type { InvoiceOrder, Supplier } from './invoice.ts';
import { buildQuotation, quotationTexts } from './quotation.ts';

const supplier: Supplier = {
  legalName: 'Gupta Supply Company Pvt. Ltd.',
  gstin: '06AAGCG4821K1ZK',
  address: 'Plot 14, Sector 5, IMT Manesar\nGurugram, Haryana 122051',
  state: 'Haryana',
};
const now = new Date('2027-03-31T20:00:00+05:30');
const lines: InvoiceOrder['lines'] = [
  {
    title: 'Tape',
    size: null,
    color: 'Brown',
    quantity: 2,
    unitPricePaise: 11_800,
    hsnCode: '3919',
    gstRate: 18,
  },
  // A volume-priced line: 50 cartons at the 50-and-over price (₹144.00, not ₹160.00).
  {
    title: 'Boxes',
    size: 'Large',
    color: null,
    quantity: 50,
    unitPricePaise: 14_400,
    hsnCode: '4819',
    gstRate: 5,
  },
];
const quotation = (state: string, buyer?: { gstin: string; legalName: string }) =>
  taxDocument.parse(buildQuotation({ now, lines, state, buyer }, supplier));

describe('a quotation', () => {
  it('is a tax document of its own kind, with no serial and no order, dated when made', () => {
    const doc = quotation('Karnataka');
    expect(quotationAnswer.parse({ quotation: doc }).quotation).toEqual(doc);
    expect(doc).toMatchObject({
      kind: 'quotation',
      serial: '',
      orderId: '',
      against: null,
      issuedAt: now.toISOString(),
      orderedAt: now.toISOString(),
      financialYear: '2026-27',
      reverseCharge: false,
      supplier: { name: supplier.legalName, gstin: supplier.gstin, state: 'Haryana', stateCode: '06' },
    });
  });

  it('charges CGST + SGST within the supplier’s state and IGST outside it, on the same amounts', () => {
    const local = quotation('Haryana');
    expect(local.intraState).toBe(true);
    expect(local.placeOfSupply).toEqual({ state: 'Haryana', stateCode: '06' });
    expect(local.lines.every((l) => l.igst === 0 && l.cgst === l.sgst && l.cgst > 0)).toBe(true);
    const away = quotation('Karnataka');
    expect(away.intraState).toBe(false);
    expect(away.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(away.lines.every((l) => l.cgst === 0 && l.sgst === 0 && l.igst > 0)).toBe(true);
    expect(away.lines.map((l) => l.total)).toEqual(local.lines.map((l) => l.total));
    expect(away.totals.total).toBe(local.totals.total);
  });

  it('totals the sum of its lines, at the prices given (a volume price as it is)', () => {
    const doc = quotation('Karnataka');
    expect(doc.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total])).toEqual([
      ['Tape (Colour: Brown)', 2, 118, 236],
      ['Boxes (Size: Large)', 50, 144, 7200],
    ]);
    expect(doc.totals.total).toBe(7436);
    expect(doc.totals.roundOff).toBe(0);
    const { taxable, cgst, sgst, igst } = doc.totals;
    expect(Math.round((taxable + cgst + sgst + igst) * 100)).toBe(743_600);
    expect(doc.byRate.map((r) => r.rate)).toEqual([5, 18]);
    expect(doc.amountInWords).toBe('Rupees Seven Thousand Four Hundred Thirty-Six Only');
  });

  it('names the business as the recipient, or no one in particular', () => {
    expect(
      quotation('Maharashtra', { gstin: '27AAPFU0939F1ZV', legalName: 'Unicorn Logistics LLP' }).recipient,
    ).toEqual({
      name: 'Unicorn Logistics LLP',
      gstin: '27AAPFU0939F1ZV',
      address: [],
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect(quotation('Maharashtra').recipient).toEqual({
      name: quotationTexts.anyBuyer,
      gstin: null,
      address: [],
      state: 'Maharashtra',
      stateCode: '27',
    });
  });
});
