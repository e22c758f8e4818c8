import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTaxDocuments, taxYearsAnswer } from '../../../src/contract/invoice.ts';
import { financialYear } from '../../../src/domain/tax-documents.ts';
import { STATEMENT_COLUMNS, taxStatementTexts } from '../../../src/domain/tax-statement.ts';
import { parseCsv } from '../../cli/csv.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ownerCommand, placeOrder, productId, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const years = async (token?: string) => apiClient(h, token).account['tax-documents'].$get();
const statement = (fy: string, token?: string) =>
  apiClient(h, token).account['tax-documents'][':fy'].$get({ param: { fy } });
const documentsOf = async (id: string, token: string) =>
  orderTaxDocuments.parse(
    await (await apiClient(h, token).orders[':id'].invoice.$get({ param: { id }, query: {} })).json(),
  );
const column = (name: (typeof STATEMENT_COLUMNS)[number]) => STATEMENT_COLUMNS.indexOf(name);
const sumOf = (rows: string[][], name: (typeof STATEMENT_COLUMNS)[number]) =>
  rows.reduce((sum, row) => sum + Math.round(Number(row[column(name)]) * 100), 0);

describe("a shopper's statement of tax invoices", () => {
  it('lists the years of their invoices and credit notes, and downloads a year as CSV by document and rate', async () => {
    const { token } = await signUp(h);
    // Two rates on one invoice (products 0 and 60 are taxed differently), one plain, one cancelled after payment.
    const twoRates = await placeOrder(h, token, { [productId(0)]: 2, [productId(60)]: 1 });
    const plain = await placeOrder(h, token, { [productId(0)]: 1 });
    const cancelled = await placeOrder(h, token, { [productId(0)]: 3 });
    const unpaid = await placeOrder(h, token, { [productId(0)]: 5 });
    for (const id of [twoRates, plain, cancelled]) await shop('payments', 'mark-paid', id);
    await shop('orders', 'set-status', cancelled, '4', '--note', 'out of stock');
    const a = await documentsOf(twoRates, token);
    const b = await documentsOf(plain, token);
    const c = await documentsOf(cancelled, token);
    expect(a.invoice.byRate).toHaveLength(2);
    const fy = financialYear(new Date());

    const listed = await years(token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    const net = a.invoice.totals.total + b.invoice.totals.total;
    expect(taxYearsAnswer.parse(await listed.json()).data).toEqual([
      { financialYear: fy, invoices: 3, creditNotes: 1, net: expect.closeTo(net, 6) as number },
    ]);

    const csv = await statement(fy, token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="${taxStatementTexts.fileName(fy)}"`,
    );
    const [header, ...rows] = parseCsv(await csv.text());
    expect(header).toEqual([...STATEMENT_COLUMNS]);
    // In the order issued: each invoice by rate, the credit note last, against its invoice.
    expect(rows.map((r) => [r[column('Document')], r[column('Number')], r[column('Order')]])).toEqual([
      ['Invoice', a.invoice.serial, twoRates],
      ['Invoice', a.invoice.serial, twoRates],
      ['Invoice', b.invoice.serial, plain],
      ['Invoice', c.invoice.serial, cancelled],
      ['Credit note', c.creditNote!.serial, cancelled],
    ]);
    expect(rows.every((r) => !r.includes(unpaid))).toBe(true);
    expect(rows.at(-1)![column('Against invoice')]).toBe(c.invoice.serial);
    expect(rows.map((r) => Number(r[column('GST rate %')])).slice(0, 2)).toEqual(
      a.invoice.byRate.map((r) => r.rate),
    );
    expect(rows[0]![column('Supplier GSTIN')]).toBe(a.invoice.supplier.gstin);
    // The credit note's minus signs cancel its invoice: the columns add up to what the year came to.
    expect(rows.at(-1)![column('Taxable value')]).toBe((-c.creditNote!.totals.taxable).toFixed(2));
    const taxable = Math.round((a.invoice.totals.taxable + b.invoice.totals.taxable) * 100);
    expect(sumOf(rows, 'Taxable value')).toBe(taxable);
    const igst = Math.round((a.invoice.totals.igst + b.invoice.totals.igst) * 100);
    expect(sumOf(rows, 'IGST')).toBe(igst);
  });

  it('shows a shopper only their own, and says so for a year without any', async () => {
    const { token } = await signUp(h);
    const other = await signUp(h);
    const id = await placeOrder(h, other.token);
    await shop('payments', 'mark-paid', id);
    const fy = financialYear(new Date());

    expect(taxYearsAnswer.parse(await (await years(token)).json()).data).toEqual([]);
    const none = await statement(fy, token);
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toBe(`We issued you no tax invoices in financial year ${fy}.`);
    expect(await errorOf(await statement('2019-20', other.token))).toBe(taxStatementTexts.none('2019-20'));
  });

  it('refuses a year written another way, and anyone not signed in', async () => {
    const { token } = await signUp(h);
    for (const fy of ['2026-28', '2026', 'FY26-27', '2026-2027']) {
      const bad = await statement(fy, token);
      expect(bad.status).toBe(400);
      expect(await errorOf(bad)).toBe('Give the financial year as in 2026-27');
    }
    expect((await years()).status).toBe(401);
    expect((await statement(financialYear(new Date()))).status).toBe(401);
  });
});
