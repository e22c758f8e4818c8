import { describe, expect, it } from 'vitest';
import { buildTaxDocument, type InvoiceOrder, type Supplier } from '../domain/invoice.ts';
import { emailBase } from '../mocks/fixtures/emails.ts';
import { accountsCopyEmail } from './accounts-copy-email.ts';

const { store } = emailBase;
const supplier: Supplier = {
  legalName: 'Gupta Supply Company Pvt. Ltd.',
  gstin: '06AAGCG4821K1ZK',
  address: 'Plot 14, Sector 5, IMT Manesar\nGurugram, Haryana 122051',
  state: 'Haryana',
};
const business = { legalName: 'Unicorn Logistics LLP', gstin: '27AAPFU0939F1ZV' };
const order: InvoiceOrder = {
  id: 'ORD-5T9W4NB6',
  createdAt: new Date('2026-11-25T09:55:00+05:30'),
  totalPaise: 2 * 11_800 + 1_00_000_50,
  codFeePaise: 0,
  shippingAddress: {
    fullName: 'Asha Verma',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  },
  buyer: { ...business, purchaseOrder: 'PO/4471/2026-27' },
  lines: [
    {
      title: 'Tape',
      size: null,
      color: null,
      quantity: 2,
      unitPricePaise: 11_800,
      hsnCode: '3919',
      gstRate: 18,
    },
    {
      title: 'Pallet wrap',
      size: null,
      color: null,
      quantity: 1,
      unitPricePaise: 1_00_000_50,
      hsnCode: '3920',
      gstRate: 18,
    },
  ],
};
const invoice = buildTaxDocument(
  {
    kind: 'invoice',
    serial: 'INV/26-27/000012',
    issuedAt: new Date('2026-11-26T10:00:00+05:30'),
    financialYear: '2026-27',
  },
  order,
  supplier,
);
const creditNote = {
  ...invoice,
  kind: 'creditNote' as const,
  serial: 'CRN/26-27/000003',
  issuedAt: '2026-12-01T05:30:00.000Z',
  against: { serial: invoice.serial, issuedAt: invoice.issuedAt },
  totals: { ...invoice.totals, total: 236 },
};
const signature =
  '\n--\nGupta Supply Company Pvt. Ltd. · Plot 14, Sector 5, IMT Manesar, Gurugram, Haryana 122051\n+91 98765 43210 · support@guptasupply.in\n';

describe("the accounts team's copy of the tax documents", () => {
  it('names the invoice, whom it is made out to, the order and the total, and the PDF it brings', () => {
    const mail = accountsCopyEmail({ business, orderedBy: 'Asha Verma', invoice, creditNote: null }, store);
    expect(mail.subject).toBe('Tax invoice INV/26-27/000012 for order ORD-5T9W4NB6 · Gupta Supply Co');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'A copy of the GST tax invoice for order ORD-5T9W4NB6 from Gupta Supply Co, for your accounts.',
        '',
        'For: Unicorn Logistics LLP, GSTIN 27AAPFU0939F1ZV',
        'Order: ORD-5T9W4NB6 of 25 Nov 2026',
        'Your purchase order: PO/4471/2026-27',
        'Tax invoice: INV/26-27/000012 of 26 Nov 2026, total ₹1,00,236.50',
        '',
        'The invoice is attached as a PDF (INV-26-27-000012.pdf).',
        '',
        '--',
        'Gupta Supply Company Pvt. Ltd. · Plot 14, Sector 5, IMT Manesar, Gurugram, Haryana 122051',
        '+91 98765 43210 · support@guptasupply.in',
        'You get this copy because Asha Verma gave this address at checkout for the accounts of Unicorn Logistics LLP.',
      ].join('\n'),
    );
    // Nothing of the customer's own e-mail: no links to follow, no payment, no delivery address.
    expect(mail.text).not.toMatch(/https?:|UPI|12 MG Road/);
  });

  it('brings a credit note with the invoice it is against, each with its number, date and total', () => {
    const mail = accountsCopyEmail({ business, orderedBy: 'Asha Verma', invoice, creditNote }, store);
    expect(mail.subject).toBe('Credit note CRN/26-27/000003 for order ORD-5T9W4NB6 · Gupta Supply Co');
    expect(mail.text).toContain(
      '\nTax invoice: INV/26-27/000012 of 26 Nov 2026, total ₹1,00,236.50\nCredit note: CRN/26-27/000003 of 01 Dec 2026, total ₹236, against invoice INV/26-27/000012\n',
    );
    expect(mail.text).toContain(
      '\nThe credit note and the invoice it is against are attached as one PDF (INV-26-27-000012.pdf).\n',
    );
    expect(mail.text).toContain(signature);
  });

  it('says who gave the address even when the account has no name, and leaves out a purchase order not given', () => {
    const { buyerOrder: _, ...without } = invoice;
    const mail = accountsCopyEmail({ business, orderedBy: ' ', invoice: without, creditNote: null }, store);
    expect(mail.text).not.toContain('purchase order');
    expect(mail.text).toMatch(
      /\nYou get this copy because the buyer gave this address at checkout for the accounts of Unicorn Logistics LLP\.$/,
    );
  });
});
