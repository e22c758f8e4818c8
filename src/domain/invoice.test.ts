import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxDocument } from '../contract/invoice.ts';
import { buildTaxDocument, COD_FEE_LINE, type InvoiceOrder, type Supplier } from './invoice.ts';
import { toPaise } from './money.ts';

const supplier: Supplier = {
  legalName: 'Gupta Supply Company Pvt. Ltd.',
  gstin: '06AAGCG4821K1ZK',
  address: 'Plot 14, Sector 5, IMT Manesar\nGurugram, Haryana 122051',
  state: 'Haryana',
};
const header = {
  kind: 'invoice' as const,
  serial: 'INV/26-27/000001',
  issuedAt: new Date('2026-11-25T10:00:00+05:30'),
  financialYear: '2026-27',
};
const order = (change: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  id: 'ORD-7K2M9XQ4',
  createdAt: new Date('2026-11-25T09:55:00+05:30'),
  totalPaise: 2 * 11_800 + 52_500,
  codFeePaise: 0,
  shippingAddress: {
    fullName: 'Asha Rao',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  },
  lines: [
    {
      title: 'Tape',
      size: null,
      color: 'Brown',
      quantity: 2,
      unitPricePaise: 11_800,
      hsnCode: '3919',
      gstRate: 18,
    },
    {
      title: 'Boxes',
      size: '12 x 10 x 8',
      color: null,
      quantity: 1,
      unitPricePaise: 52_500,
      hsnCode: '4819',
      gstRate: 5,
    },
  ],
  ...change,
});

describe('a tax invoice', () => {
  it('charges IGST when the goods go to another state, per line and per rate', () => {
    const doc = taxDocument.parse(buildTaxDocument(header, order(), supplier));
    expect(doc.intraState).toBe(false);
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(doc.lines).toEqual([
      expect.objectContaining({
        description: 'Tape (Colour: Brown)',
        hsnCode: '3919',
        quantity: 2,
        unit: 'NOS',
        unitPrice: 118,
        taxable: 200,
        igst: 36,
        cgst: 0,
        sgst: 0,
        total: 236,
      }),
      expect.objectContaining({
        description: 'Boxes (Size: 12 x 10 x 8)',
        rate: 5,
        taxable: 500,
        igst: 25,
        total: 525,
      }),
    ]);
    expect(doc.byRate).toEqual([
      { rate: 5, taxable: 500, cgst: 0, sgst: 0, igst: 25 },
      { rate: 18, taxable: 200, cgst: 0, sgst: 0, igst: 36 },
    ]);
    expect(doc.totals).toEqual({ taxable: 700, cgst: 0, sgst: 0, igst: 61, roundOff: 0, total: 761 });
    expect(doc.amountInWords).toBe('Rupees Seven Hundred Sixty-One Only');
    expect(doc.reverseCharge).toBe(false);
    expect(doc.supplier).toEqual({
      name: supplier.legalName,
      gstin: supplier.gstin,
      address: ['Plot 14, Sector 5, IMT Manesar', 'Gurugram, Haryana 122051'],
      state: 'Haryana',
      stateCode: '06',
    });
  });

  it('charges CGST and SGST, half each, within the store’s state', () => {
    const doc = buildTaxDocument(
      header,
      order({
        shippingAddress: {
          ...order().shippingAddress,
          city: 'Gurugram',
          state: 'Haryana',
          postalCode: '122001',
        },
      }),
      supplier,
    );
    expect(doc.intraState).toBe(true);
    expect(doc.totals).toEqual({ taxable: 700, cgst: 30.5, sgst: 30.5, igst: 0, roundOff: 0, total: 761 });
  });

  it('names a consumer by the shipping address, and a business by its GSTIN and billing address', () => {
    const consumer = buildTaxDocument(header, order(), supplier);
    expect(consumer.recipient).toEqual({
      name: 'Asha Rao',
      gstin: null,
      address: ['12 MG Road', 'Bengaluru, Karnataka 560001'],
      state: 'Karnataka',
      stateCode: '29',
    });
    const business = buildTaxDocument(
      header,
      order({
        buyer: {
          gstin: '27AAPFU0939F1ZV',
          legalName: 'Unicorn Traders LLP',
          address: { address: '4 Linking Road', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
        },
      }),
      supplier,
    );
    expect(business.recipient).toEqual({
      name: 'Unicorn Traders LLP',
      gstin: '27AAPFU0939F1ZV',
      address: ['4 Linking Road', 'Mumbai, Maharashtra 400050'],
      state: 'Maharashtra',
      stateCode: '27',
    });
    // The place of supply stays where the goods go.
    expect(business.placeOfSupply.state).toBe('Karnataka');
    expect(business.buyerOrder).toBeUndefined();
    const numbered = buildTaxDocument(
      header,
      order({
        buyer: { gstin: '29AAPFU0939F1ZS', legalName: 'Unicorn Traders LLP', purchaseOrder: 'PO/77' },
      }),
      supplier,
    );
    expect(numbered.buyerOrder).toBe('PO/77');
  });

  it('adds the cash-on-delivery fee as a line at the goods’ highest rate', () => {
    const doc = buildTaxDocument(
      header,
      order({ codFeePaise: 4_000, totalPaise: order().totalPaise + 4_000 }),
      supplier,
    );
    expect(doc.lines.at(-1)).toMatchObject({ ...COD_FEE_LINE, quantity: 1, rate: 18, total: 40 });
    expect(doc.totals.total).toBe(801);
    expect(doc.totals.roundOff).toBe(0);
  });

  it('always adds up: lines to the totals, the totals to what was paid', () => {
    const line = fc.record({
      title: fc.constant('Item'),
      size: fc.constant(null),
      color: fc.constant(null),
      quantity: fc.integer({ min: 1, max: 999 }),
      unitPricePaise: fc.integer({ min: 1, max: 10_000_000 }),
      hsnCode: fc.constant('4819'),
      gstRate: fc.constantFrom(0, 5, 12, 18, 28),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('Haryana', 'Kerala'),
        (lines, state) => {
          const total = lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
          const doc = buildTaxDocument(
            header,
            order({ lines, totalPaise: total, shippingAddress: { ...order().shippingAddress, state } }),
            supplier,
          );
          const paise = (n: number) => toPaise(n);
          const sum = (pick: (l: (typeof doc.lines)[number]) => number) =>
            doc.lines.reduce((s, l) => s + paise(pick(l)), 0);
          expect(sum((l) => l.taxable)).toBe(paise(doc.totals.taxable));
          expect(sum((l) => l.cgst + l.sgst + l.igst)).toBe(
            paise(doc.totals.cgst) + paise(doc.totals.sgst) + paise(doc.totals.igst),
          );
          expect(
            paise(doc.totals.taxable) +
              paise(doc.totals.cgst) +
              paise(doc.totals.sgst) +
              paise(doc.totals.igst) +
              paise(doc.totals.roundOff),
          ).toBe(total);
          expect(Math.abs(doc.totals.roundOff)).toBeLessThan(1);
          expect(doc.totals.cgst).toBe(doc.totals.sgst);
        },
      ),
    );
  });
});
