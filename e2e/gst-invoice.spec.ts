import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney } from '../src/domain/money.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createAccount, expect, mailsTo, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import { choosePaymentMethod, FLOOR_CLEANER, placeOrder } from './support/shopper.ts';

const GSTIN = '27AAPFU0939F1ZV';
const LEGAL_NAME = 'Unicorn Logistics LLP';
const PURCHASE_ORDER = 'PO/2627/0142';
const ACCOUNTS = 'accounts@unicornlogistics.in';

test(
  'a business buyer in another state checks out with its GSTIN, purchase order number and accounts e-mail, pays, and gets an IGST invoice with both, copied to its accounts',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'gst-business');
    await useToken(context, baseURL!, account.token);

    await test.step('fill the cart and give a Mumbai address', async () => {
      await page.goto('/products?category=household%20supplies');
      await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
      await page.goto('/checkout');
      await expect(page.getByLabel('Full name')).not.toHaveValue('');
      await page.getByLabel('Address', { exact: true }).fill('Unit 7, Goregaon Industrial Estate');
      await page.getByLabel('City', { exact: true }).fill('Mumbai');
      await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
      await page.getByLabel('PIN code', { exact: true }).fill('400104');
      await page.getByLabel('Phone').fill('9820012345');
    });

    await test.step('buying for a business: a mistyped GSTIN is caught, the right one is taken', async () => {
      await page.getByRole('checkbox', { name: /^Buying for a business\?/ }).click();
      const gstin = page.getByRole('textbox', { name: 'GSTIN' });
      await gstin.fill('27AAPFU0939F1ZW');
      await page.getByLabel('Legal (trade) name').fill(LEGAL_NAME);
      await page.getByLabel('Your purchase order no. (optional)').fill(PURCHASE_ORDER);
      await page.getByLabel('Accounts e-mail (optional)').fill(ACCOUNTS);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(gstin).toHaveAccessibleDescription(/one of its characters is mistyped/);
      await gstin.fill(GSTIN.toLowerCase());
      await expect(gstin).toHaveAccessibleDescription('Registered in Maharashtra (27)');
      await expect(page.getByTestId('tax-by-rate')).toContainText('18% on ₹');
    });

    const { orderId, total } = await placeOrder(page);
    await test.step('pay through the sandbox gateway', async () => {
      await choosePaymentMethod(page, 'Card / Netbanking (gateway)');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`));
    });

    await test.step('the order, bought for the business, shows its tax per rate', async () => {
      await expect(page.getByTestId('tax-by-rate')).toContainText('18% on ₹');
    });

    await test.step('the invoice: the shop’s GSTIN and the buyer’s, IGST, the amount paid', async () => {
      await page.getByRole('link', { name: 'Download invoice' }).click();
      const invoice = page.getByTestId('tax-document-invoice');
      await expect(invoice.getByText(`GSTIN: ${GSTIN}`)).toBeVisible();
      await expect(invoice.getByText('GSTIN: 06AAGCG4821K1ZK')).toBeVisible();
      await expect(invoice.getByText(LEGAL_NAME)).toBeVisible();
      await expect(invoice.getByTestId('buyer-order')).toHaveText(PURCHASE_ORDER);
      await expect(invoice.getByTestId('place-of-supply')).toHaveText('Place of supply: Maharashtra (27)');
      const lines = invoice.getByRole('region', { name: 'Items, Tax Invoice' });
      await expect(lines.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
      await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
      await expect(invoice.getByTestId('document-total')).toHaveText(formatMoney(total));
      await expectNoAxeViolations(page, 'invoice');
    });

    await test.step('a copy of the invoice goes to the accounts e-mail, with the PDF', async () => {
      await expect.poll(async () => (await mailsTo(ACCOUNTS)).length, { timeout: 20_000 }).toBe(1);
      const [copy] = await mailsTo(ACCOUNTS);
      expect(copy).toMatch(new RegExp(`\nSubject: Tax invoice \\S+ for order ${orderId} `));
      expect(copy).toContain(`For: ${LEGAL_NAME}, GSTIN ${GSTIN}`);
      expect(copy).toContain(`Your purchase order: ${PURCHASE_ORDER}`);
      expect(copy).toMatch(/\nAttached: .+\.pdf\n/);
    });

    await test.step('the PDF download: read back, it holds both GSTINs and the IGST head', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{6}\.pdf$/);
      const bytes = new Uint8Array(await readFile((await download.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      for (const expected of [
        `GSTIN: ${GSTIN}`,
        'GSTIN: 06AAGCG4821K1ZK',
        LEGAL_NAME,
        PURCHASE_ORDER,
        'IGST',
        'Maharashtra (27)',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('CGST');
    });

    await test.step('the account page: the year’s statement for the accountant, as CSV, by rate', async () => {
      await page.goto('/account');
      const card = page.getByTestId('tax-documents');
      await expect(card.getByTestId('tax-year')).toHaveCount(1);
      await expect(card.getByTestId('tax-year')).toContainText(`1 invoice · Net value ${formatMoney(total)}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card
          .getByRole('button', { name: /^Download CSV: tax invoices of financial year \d{4}-\d{2}$/ })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^tax-invoices-\d{4}-\d{2}\.csv$/);
      const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
      expect(header).toContain('Supplier GSTIN,Recipient,Recipient GSTIN,Place of supply');
      expect(rows.length).toBeGreaterThanOrEqual(1);
      for (const row of rows) {
        expect(row).toMatch(/^Invoice,INV\/\d{2}-\d{2}\/\d{6},/);
        expect(row).toContain(`06AAGCG4821K1ZK,${LEGAL_NAME},${GSTIN},27-Maharashtra,N,`);
      }
      await expectNoAxeViolations(page, 'account with tax invoices');
    });

    await test.step('next time, the cart shows the tax per rate and checkout offers the same business details', async () => {
      await page.goto('/products?category=household%20supplies');
      await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
      // The cart knows the account buys for a business: the tax per rate before checkout.
      await page.goto('/cart');
      await expect(page.getByTestId('tax-by-rate')).toContainText('18% on ₹');
      await page.goto('/checkout');
      await expect(page.getByRole('textbox', { name: 'GSTIN' })).toHaveValue(GSTIN);
      await expect(page.getByLabel('Legal (trade) name')).toHaveValue(LEGAL_NAME);
      // The last order's purchase order number was that order's; the accounts e-mail is the business's.
      await expect(page.getByLabel('Your purchase order no. (optional)')).toHaveValue('');
      await expect(page.getByLabel('Accounts e-mail (optional)')).toHaveValue(ACCOUNTS);
    });
  },
);

test(
  'a business buyer gets a quotation for the cart first: priced as the cart, IGST for another state, its name and GSTIN as recipient',
  { tag: SERVER_ONLY },
  async ({ page }) => {
    await page.goto('/products?category=household%20supplies');
    await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
    await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toContainText(FLOOR_CLEANER);
    await page.getByRole('link', { name: 'Need a quotation first? Get one for this cart' }).click();
    await expect(page).toHaveURL(/\/quotation$/);

    await page.getByLabel('Deliver to (state)').selectOption('Maharashtra');
    await page.getByLabel('Legal name').fill(LEGAL_NAME);
    await page.getByLabel('GSTIN').fill(GSTIN.toLowerCase());
    await page.getByRole('button', { name: 'Make quotation' }).click();
    const quotation = page.getByTestId('tax-document-quotation');
    await expect(quotation.getByRole('heading', { name: 'Quotation' })).toBeVisible();
    await expect(quotation.getByText(LEGAL_NAME)).toBeVisible();
    await expect(quotation.getByText(`GSTIN: ${GSTIN}`)).toBeVisible();
    await expect(quotation.getByTestId('total-igst')).toBeVisible();
    await expect(quotation.getByTestId('place-of-supply')).toContainText('Maharashtra (27)');
    await expect(quotation.getByTestId('document-line')).toHaveCount(1);
    await expectNoAxeViolations(page, 'the quotation');

    // The same quotation as a PDF, to forward to whoever approves the purchase.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^quotation-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of ['Quotation', 'Not a tax invoice.', LEGAL_NAME, `GSTIN: ${GSTIN}`])
      expect(text).toContain(expected);

    // What the cart would be charged: the same total.
    const total = (await quotation.getByTestId('document-total').textContent()) ?? '';
    await page.goto('/cart');
    await expect(page.getByRole('complementary').getByText(total, { exact: true }).first()).toBeVisible();
  },
);
