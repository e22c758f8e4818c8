import { eq } from '../db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { businessMessages, type BusinessDetailsInput } from '../../src/contract/business.ts';
import { INVOICE_NOT_ISSUED, orderTaxDocuments } from '../../src/contract/invoice.ts';
import { orderList } from '../../src/contract/order.ts';
import { gstinMessages } from '../../src/domain/gst.ts';
import { financialYear } from '../../src/domain/tax-documents.ts';
import { parseCsv } from '../cli/csv.ts';
import { EXPORT_COLUMNS } from '../cli/invoices.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import { taxDocuments } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  address,
  ordersOf,
  ORIGIN,
  placeOrder,
  productId,
  signUp,
  trackOrder,
  unitPricePaise,
  ownerCommand,
} from '../test/helpers.ts';
import { issueInvoice, registerSupplier } from './issue.ts';
import { seedProducts } from '../catalogue/products.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);

const store = () => loadStoreConfig(h.env.STORE_CONFIG).gst!;
const haryana = { ...address, city: 'Gurugram', state: 'Haryana', postalCode: '122001' };
const invoiceOf = (id: string, token?: string) =>
  apiClient(h, token).orders[':id'].invoice.$get({ param: { id }, query: {} });
const documentsOf = async (id: string, token: string) =>
  orderTaxDocuments.parse(await (await invoiceOf(id, token)).json());
/** The tracker's ask: the order number and the customer's e-mail or mobile. */
const trackedInvoice = (id: string, contactInfo: string) =>
  apiClient(h).orders[':id'].invoice.$get({ param: { id }, query: { contactInfo } });
const sequenceOf = (serial: string) => Number(serial.split('/')[2]);
const fy = () => financialYear(new Date());

describe('tax invoices', () => {
  it('are issued when an order is paid: IGST to another state, for its customer and its tracker only', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(0)]: 2, [productId(60)]: 1 });
    const unpaid = await invoiceOf(id, token);
    expect(unpaid.status).toBe(404);
    expect(await errorOf(unpaid)).toBe(INVOICE_NOT_ISSUED);

    await shop('payments', 'mark-paid', id);
    const res = await invoiceOf(id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { invoice, creditNote } = orderTaxDocuments.parse(await res.json());
    expect(creditNote).toBeNull();
    expect(invoice.serial).toMatch(new RegExp(`^INV/${fy().slice(2)}/\\d{6}$`));
    expect(invoice.supplier).toMatchObject({ gstin: store().gstin, state: 'Haryana', stateCode: '06' });
    expect(invoice.recipient).toMatchObject({ name: address.fullName, gstin: null, state: 'Karnataka' });
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(invoice.intraState).toBe(false);
    expect(invoice.lines.map((l) => [l.hsnCode, l.rate, l.quantity])).toEqual([
      [seedProducts[0]!.hsnCode, seedProducts[0]!.gstRate, 2],
      [seedProducts[60]!.hsnCode, seedProducts[60]!.gstRate, 1],
    ]);
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(invoice.totals.igst).toBeGreaterThan(0);
    expect(invoice.totals.total * 100).toBeCloseTo(2 * unitPricePaise(0) + unitPricePaise(60), 6);

    // The order names its invoice, and each line its rate, for the order pages.
    const [listed] = orderList.parse(await ordersOf(h, token));
    expect(listed).toMatchObject({ id, invoice: { serial: invoice.serial } });
    expect(listed!.items.map((i) => i.gstRate)).toEqual([
      seedProducts[0]!.gstRate,
      seedProducts[60]!.gstRate,
    ]);

    // Tracking by number and contact shows it too; nobody else sees it.
    expect((await trackedInvoice(id, email)).status).toBe(200);
    expect((await trackedInvoice(id, '9876543210')).status).toBe(200);
    expect((await trackedInvoice(id, 'someone@example.in')).status).toBe(404);
    expect((await invoiceOf(id)).status).toBe(401);
    const other = await signUp(h);
    const refused = await invoiceOf(id, other.token);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toBe('Order not found or access denied');
  });

  it('split into CGST and SGST, half each, for delivery in the store’s state', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(1)]: 3 }, haryana);
    await shop('payments', 'mark-paid', id);
    const { invoice } = await documentsOf(id, token);
    expect(invoice.intraState).toBe(true);
    expect(invoice.placeOfSupply).toEqual({ state: 'Haryana', stateCode: '06' });
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.cgst).toBeGreaterThan(0);
    expect(invoice.totals.cgst).toBe(invoice.totals.sgst);
  });

  it('get a credit note against them when the paid order is cancelled, and are never changed', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    await shop('orders', 'set-status', id, '4', '--note', 'out of stock');
    const { invoice, creditNote } = await documentsOf(id, token);
    expect(creditNote).toMatchObject({
      kind: 'creditNote',
      against: { serial: invoice.serial, issuedAt: invoice.issuedAt },
      lines: invoice.lines,
      totals: invoice.totals,
    });
    expect(creditNote!.serial).toMatch(/^CRN\//);
    const [listed] = orderList.parse(await ordersOf(h, token));
    expect(listed?.invoice).toEqual({ serial: invoice.serial, creditNote: creditNote!.serial });
    // The database itself refuses (drizzle wraps its error: the reason is the cause).
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    const keep = /tax document INV\/\S+ was issued and cannot be changed or deleted/;
    expect(
      await refusal(
        h.database.db
          .update(taxDocuments)
          .set({ orderId: id })
          .where(eq(taxDocuments.serial, invoice.serial)),
      ),
    ).toMatch(keep);
    expect(
      await refusal(h.database.db.delete(taxDocuments).where(eq(taxDocuments.serial, invoice.serial))),
    ).toMatch(keep);
  });

  it('number 50 concurrent payments consecutively, each serial once', async () => {
    const { token } = await signUp(h);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await placeOrder(h, token, { [productId(i % 20)]: 1 }));
    await Promise.all(ids.map((id) => shop('payments', 'mark-paid', id)));
    const serials = await Promise.all(ids.map(async (id) => (await documentsOf(id, token)).invoice.serial));
    expect(new Set(serials).size).toBe(50);
    const numbers = serials.map(sequenceOf).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
  });

  it('restart their numbering with each financial year, and keep it across restarts', async () => {
    const { token } = await signUp(h);
    const [a, b, c] = [await placeOrder(h, token), await placeOrder(h, token), await placeOrder(h, token)];
    const issue = (id: string, at: string) =>
      h.database.db.transaction((tx) => issueInvoice(tx, id, new Date(at)));
    const march = await issue(a, '2031-03-31T23:30:00+05:30');
    // The counter lives in the database: a restart (a fresh registration, as a start writes it) keeps it.
    await registerSupplier(h.database.db, store());
    const april = await issue(b, '2031-04-01T00:10:00+05:30');
    const later = await issue(c, '2031-04-02T10:00:00+05:30');
    expect([march, april, later].map((r) => ('document' in r ? r.document.serial : r.kind))).toEqual([
      'INV/30-31/000001',
      'INV/31-32/000001',
      'INV/31-32/000002',
    ]);
    // Issued once: asking again answers the same invoice.
    expect(await issue(a, '2031-05-01T10:00:00+05:30')).toMatchObject({
      kind: 'exists',
      document: { serial: 'INV/30-31/000001' },
    });
  });

  it('are not issued without the store’s registration; the owner issues them once it is set', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await registerSupplier(h.database.db, undefined);
    try {
      await shop('payments', 'mark-paid', id);
      expect((await invoiceOf(id, token)).status).toBe(404);
      await expect(shop('invoices', 'issue', id)).rejects.toThrow(/no GST registration/);
    } finally {
      await registerSupplier(h.database.db, store());
    }
    expect(await shop('invoices', 'issue', id)).toMatch(new RegExp(`^${id}: issued invoice INV/`));
    expect(await shop('invoices', 'issue', id)).toMatch(new RegExp(`^${id} already has invoice INV/`));
    expect((await invoiceOf(id, token)).status).toBe(200);
    const unpaid = await placeOrder(h, token);
    await expect(shop('invoices', 'issue', unpaid)).rejects.toThrow(/is not paid/);
  });
});

describe('business buyers', () => {
  const business: BusinessDetailsInput = {
    gstin: ' 27aapfu0939f1zv ',
    legalName: 'Unicorn Logistics LLP',
    billingAddress: { address: '4 Linking Road', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
  };
  const order = (token: string, business?: BusinessDetailsInput) =>
    apiClient(h, token).orders.$post({
      json: { products: { [productId(0)]: 1 }, shippingAddress: address, business },
    });

  it('get their GSTIN, name, billing address and order number on the invoice, and are offered all but the number next time', async () => {
    const { token } = await signUp(h);
    const saved = async () => (await apiClient(h, token).account.business.$get()).json();
    expect(await saved()).toEqual({ business: null });
    const placed = await order(token, { ...business, purchaseOrder: ' PO/4471/2026-27 ' });
    expect(placed.status).toBe(201);
    const { id } = await placed.json();
    await shop('payments', 'mark-paid', id);
    const { invoice } = await documentsOf(id, token);
    expect(invoice.recipient).toEqual({
      name: 'Unicorn Logistics LLP',
      gstin: '27AAPFU0939F1ZV',
      address: ['4 Linking Road', 'Mumbai, Maharashtra 400050'],
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect(invoice.buyerOrder).toBe('PO/4471/2026-27');
    // The goods go to Karnataka: that is the place of supply, and it is another state than Haryana.
    expect(invoice.placeOfSupply.state).toBe('Karnataka');
    expect(invoice.totals.igst).toBeGreaterThan(0);
    expect(await saved()).toEqual({
      business: { ...business, gstin: '27AAPFU0939F1ZV' },
    });
    // Its order pages say it was bought for the business (for the tax per rate, and whom it was
    // for, with the buyer's own order number); another order does not.
    const served = {
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Unicorn Logistics LLP',
      purchaseOrder: 'PO/4471/2026-27',
    };
    const tracked = await trackOrder(h, id, '9876543210');
    expect((await tracked.json()).business).toEqual(served);
    const own = await (await order(token)).json();
    const list = orderList.parse(await ordersOf(h, token));
    expect(list.find((o) => o.id === id)?.business).toEqual(served);
    expect(list.find((o) => o.id === own.id)?.business).toBeUndefined();
  });

  it('download as a PDF whose text holds both GSTINs, the tax heads and the amount in words', async () => {
    const { token, email } = await signUp(h);
    const { id } = await (await order(token, { ...business, purchaseOrder: 'PO-88' })).json();
    await shop('payments', 'mark-paid', id);
    const { invoice } = await documentsOf(id, token);
    const res = await h.app.request(`${ORIGIN}/api/v1/orders/${id}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.serial.replace(/\//g, '-')}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      'Tax Invoice',
      invoice.serial,
      'GSTIN: 06AAGCG4821K1ZK',
      'GSTIN: 27AAPFU0939F1ZV',
      'Unicorn Logistics LLP',
      "Buyer's order no.",
      'PO-88',
      'Place of supply: Karnataka (29)',
      'IGST',
      'Whether tax is payable on reverse charge: No',
      invoice.amountInWords,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
    // The tracker gets it too; anyone else does not.
    const tracked = await h.app.request(
      `/api/v1/orders/${id}/invoice.pdf?contactInfo=${encodeURIComponent(email)}`,
      {},
    );
    expect(tracked.status).toBe(200);
    const other = await signUp(h);
    const refused = await h.app.request(`${ORIGIN}/api/v1/orders/${id}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(404);
  });

  it("keep their accounts team's e-mail address, in lower case, and are offered it again at checkout", async () => {
    const { token } = await signUp(h);
    const saved = async () => (await apiClient(h, token).account.business.$get()).json();
    const placed = await order(token, { ...business, accountsEmail: ' Accounts@Unicorn-Logistics.IN ' });
    expect(placed.status).toBe(201);
    expect(await saved()).toEqual({
      business: { ...business, gstin: '27AAPFU0939F1ZV', accountsEmail: 'accounts@unicorn-logistics.in' },
    });
    // The next business order without one (an empty field is none): the latest is offered.
    expect((await order(token, { ...business, accountsEmail: '  ' })).status).toBe(201);
    expect(await saved()).toEqual({ business: { ...business, gstin: '27AAPFU0939F1ZV' } });
  });

  it('are refused an accounts e-mail address that is not one, naming the field', async () => {
    const { token } = await signUp(h);
    for (const accountsEmail of ['accounts at unicorn.in', 'accounts@', `${'a'.repeat(250)}@x.in`]) {
      const refused = await order(token, { ...business, accountsEmail });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe(`business.accountsEmail: ${businessMessages.accountsEmail}`);
    }
    expect(await ordersOf(h, token)).toEqual([]);
  });

  it('are refused a GSTIN that is mistyped or registered in another state than they are billed in', async () => {
    const { token } = await signUp(h);
    const typo = await order(token, { ...business, gstin: '27AAPFU0939F1ZW' });
    expect(typo.status).toBe(400);
    expect(await errorOf(typo)).toBe(`business.gstin: ${gstinMessages.check}`);
    const elsewhere = await order(token, { ...business, billingAddress: undefined });
    expect(elsewhere.status).toBe(400);
    expect(await errorOf(elsewhere)).toBe(
      `business.gstin: ${gstinMessages.state('27', 'Maharashtra', 'Karnataka')}`,
    );
    const nameless = await order(token, { ...business, legalName: ' ' });
    expect(nameless.status).toBe(400);
    expect(await errorOf(nameless)).toMatch(/^business\.legalName: Enter the legal \(trade\) name/);
    const numbered = await order(token, { ...business, purchaseOrder: `PO-${'7'.repeat(40)}` });
    expect(numbered.status).toBe(400);
    expect(await errorOf(numbered)).toBe(
      'business.purchaseOrder: Your purchase order number may be 40 characters at most, on one line',
    );
    const twoLines = await order(token, { ...business, purchaseOrder: 'PO-1\nPay now' });
    expect(await errorOf(twoLines)).toMatch(/^business\.purchaseOrder: /);
    expect(await ordersOf(h, token)).toEqual([]);
  });
});

describe('npm run shop -- invoices', () => {
  it('exports a name a spreadsheet would run as a formula as text', async () => {
    const { token } = await signUp(h);
    const fullName = '=HYPERLINK("https://refund.example","Refund")';
    const created = await apiClient(h, token).orders.$post({
      json: { products: { [productId(0)]: 1 }, shippingAddress: { ...address, fullName } },
    });
    const { id } = await created.json();
    await shop('payments', 'mark-paid', id);
    const csv = await shop('invoices', 'export', '--fy', fy(), '--csv');
    const line = csv.split('\n').find((l) => l.includes(id))!;
    expect(line).toContain(`,"'=HYPERLINK(""https://refund.example"",""Refund"")",`);
    // The accountant's file reads back as it was stored; amounts stay numbers.
    const row = parseCsv(line)[0]!;
    expect(row[EXPORT_COLUMNS.indexOf('recipientName')]).toBe(fullName);
    expect(row[EXPORT_COLUMNS.indexOf('documentValue')]).toMatch(/^\d+\.\d{2}$/);
  });

  it('lists them and exports the year’s lines as CSV for GSTR-1', async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(0)]: 1, [productId(60)]: 2 });
    await shop('payments', 'mark-paid', id);
    const { invoice } = await documentsOf(id, token);

    const listed = await shop('invoices', 'list', '--from', '2026-04-01');
    expect(listed).toContain(`${invoice.serial}  `);
    expect(listed).toContain(`Invoice  ${id}  ${address.fullName}  29-Karnataka`);
    expect(await shop('invoices', 'list', '--to', '2020-01-01')).toBe('No invoices or credit notes.');
    await expect(shop('invoices', 'list', '--from', '2026-13-01')).rejects.toThrow(
      /must be a date like 2026-04-01/,
    );

    const [header, ...rows] = parseCsv(await shop('invoices', 'export', '--fy', fy(), '--csv'));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const mine = rows.filter((r) => r[1] === invoice.serial);
    expect(mine).toHaveLength(2);
    const column = (row: string[], name: (typeof EXPORT_COLUMNS)[number]) =>
      row[EXPORT_COLUMNS.indexOf(name)];
    expect(
      mine.map((r) => [column(r, 'hsnCode'), column(r, 'placeOfSupply'), column(r, 'reverseCharge')]),
    ).toEqual([
      [seedProducts[0]!.hsnCode, '29-Karnataka', 'N'],
      [seedProducts[60]!.hsnCode, '29-Karnataka', 'N'],
    ]);
    expect(mine.map((r) => Number(column(r, 'igst')))).toEqual(invoice.lines.map((l) => l.igst));
    expect(mine.every((r) => column(r, 'cgst') === '0.00')).toBe(true);
    await expect(shop('invoices', 'export', '--fy', '2026-28')).rejects.toThrow(
      /financial year like 2026-27/,
    );
    await expect(shop('invoices', 'export', '--fy', '2040-41', '--csv')).rejects.toThrow(
      /no invoices issued in 2040-41/,
    );
  });
});
