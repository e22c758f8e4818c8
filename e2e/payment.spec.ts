import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import { formatDeliveryDay } from '../src/domain/dates.ts';
import { expectedByDay, expectedDelivery } from '../src/domain/delivery.ts';
import {
  choosePaymentMethod,
  expectOrderProcessing,
  expectToast,
  GLOVES,
  placeOrderByApi,
  productId,
} from './support/shopper.ts';

test(
  'a UPI payment confirmed by the bank turns the QR screen into the order without a reload',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'upi-watch');
    const orderId = await placeOrderByApi(request, account.token, await productId(request, GLOVES), 'M');
    await useToken(context, baseURL!, account.token);

    await test.step('the payment page knows the order and the payer', async () => {
      await page.goto(`/payment?orderId=${orderId}`);
      const summary = page.getByTestId('payment-order');
      await expect(summary.getByText(GLOVES)).toBeVisible();
      await expect(summary.getByText('Size: M')).toBeVisible();
      // The store gives a day to pay (store.config.json payWithinHours), said under the total.
      await expect(summary.getByTestId('pay-by')).toHaveText(
        /^Please pay by \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m\. An order not paid by then is cancelled/,
      );
      await expect(page.getByLabel('Payer name')).toHaveValue('Asha Verma');
      await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
      await expect(page.getByLabel('Mobile number')).toHaveValue(/^\+91\d{10}$/);
    });

    const total = await page.getByTestId('payment-order-total').innerText();
    await test.step('the QR screen shows what is paid, to whom, and waits for the bank', async () => {
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible();
      const watch = page.getByTestId('payment-watch');
      await expect(watch.getByTestId('payment-amount')).toHaveText(total);
      await expect(watch.getByTestId('payment-payee')).toHaveText('Gupta Supply Co. · guptasupply@okaxis');
      await expect(watch.getByText(orderId)).toBeVisible();
      await expect(watch.getByRole('status')).toContainText('Waiting for your payment…');
    });

    await test.step('the bank approves in another tab; this one moves on by itself', async () => {
      const [bank] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Pay with the test bank' }).click(),
      ]);
      await expect(bank.getByText(orderId)).toBeVisible();
      await bank.getByRole('button', { name: 'Approve' }).click();
      await expect(bank).toHaveURL(/\/order-success/);
      // Polled every 3 s, so within 5 s of the approval on a quiet machine; the journey allows for
      // the test machine's load. No reload.
      await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`), { timeout: 8_000 });
      await bank.close();
      await expectToast(page, 'Payment received');
      await expect(page.getByRole('main').getByText('Paid', { exact: true })).toBeVisible();
      await expect(page.getByTestId('pay-by')).toHaveCount(0);
    });

    await test.step('paid, the order has its tax invoice: CGST and SGST, delivered in the shop’s own state', async () => {
      await expect(page.getByTestId('gst-note')).toHaveText(/^Includes ₹[\d,.]+ GST$/);
      await page.getByRole('link', { name: 'Download invoice' }).click();
      await expect(page).toHaveURL(new RegExp(`/invoice\\?order=${orderId}$`));
      const invoice = page.getByTestId('tax-document-invoice');
      await expect(invoice.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
      await expect(invoice.getByTestId('document-serial')).toHaveText(/^INV\/\d{2}-\d{2}\/\d{6}$/);
      await expect(invoice.getByText('GSTIN: 06AAGCG4821K1ZK')).toBeVisible();
      await expect(invoice.getByTestId('place-of-supply')).toHaveText('Place of supply: Haryana (06)');
      const lines = invoice.getByRole('region', { name: 'Items, Tax Invoice' });
      await expect(lines.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
      await expect(lines.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
      await expect(invoice.getByRole('columnheader', { name: 'IGST' })).toHaveCount(0);
      await expect(invoice.getByTestId('total-cgst')).toHaveText(
        await invoice.getByTestId('total-sgst').innerText(),
      );
      await expect(invoice.getByTestId('document-total')).toHaveText(total);
      await expect(invoice.getByText(GLOVES, { exact: false })).toBeVisible();
    });
  },
);

test(
  'a declined UPI payment says so, and another method keeps what the shopper typed',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'upi-declined');
    const orderId = await placeOrderByApi(request, account.token, await productId(request, GLOVES), 'L');
    await useToken(context, baseURL!, account.token);
    await page.goto(`/payment?orderId=${orderId}`);
    await page.getByLabel('Payer name').fill('Asha V. for Verma Traders');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    const [bank] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Pay with the test bank' }).click(),
    ]);
    await bank.getByRole('button', { name: 'Decline' }).click();
    await expect(bank).toHaveURL(/\/payment\?/);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your payment was declined', { timeout: 8_000 });
    await bank.close();
    // The declined QR is gone: nobody scans it again.
    await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeHidden();
    await alert.getByRole('button', { name: 'Choose another method' }).click();
    await expect(page.getByLabel('Payer name')).toHaveValue('Asha V. for Verma Traders');
  },
);

test(
  'a shopper cancels a Pending order with a reason; the order says so and offers no more cancelling',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'cancel');
    const orderId = await placeOrderByApi(request, account.token, await productId(request, GLOVES), 'M');
    await useToken(context, baseURL!, account.token);
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: orderId });
    await card.getByRole('button', { name: `Cancel order for order ${orderId}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: `Cancel order ${orderId}?` })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Want to change the delivery address' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled');
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('status-badge')).toHaveText('Cancelled');
    // A finished order's timeline is folded to its last step; opened, it has the reason.
    await expect(card.getByTestId('folded-timeline').locator('summary')).toContainText(
      'Timeline · Cancelled',
    );
    await card.getByTestId('folded-timeline').locator('summary').click();
    await expect(card.getByTestId('order-timeline').getByRole('listitem').last()).toBeVisible();
    await expect(card.getByTestId('order-timeline').getByRole('listitem').last()).toContainText(
      'Want to change the delivery address',
    );
    await expect(card.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  },
);

test(
  'a shopper checks her PIN on the product page, then pays cash on delivery: the order is confirmed with the fee',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'cod');
    const gloves = await productId(request, GLOVES);
    await useToken(context, baseURL!, account.token);

    await test.step('the product page says whether her PIN is served and takes cash', async () => {
      await page.goto(`/product/${gloves}`);
      const check = page.getByRole('form', { name: 'Delivery' });
      await check.getByLabel('Check delivery to your PIN code').fill('122002');
      await check.getByRole('button', { name: 'Check' }).click();
      await expect(check.getByRole('status')).toHaveText(
        `Delivery to 122002 by ${formatDeliveryDay(expectedByDay(new Date(), 7))} · Cash on delivery available`,
      );
      // Kept for the next product page.
      await page.reload();
      await expect(page.getByRole('form', { name: 'Delivery' }).getByRole('status')).toHaveText(
        /^Delivery to 122002/,
      );
    });

    const orderId = await placeOrderByApi(request, account.token, gloves, 'M');
    await test.step('the payment page offers cash on delivery with its fee; choosing it confirms the order', async () => {
      await page.goto(`/payment?orderId=${orderId}`);
      await expect(page.getByTestId('cod-offer')).toContainText('a ₹40 fee is added');
      await choosePaymentMethod(page, 'Cash on delivery (+₹40 fee)');
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`));
      const main = page.getByRole('main');
      await expect(main.getByText('Cash on delivery', { exact: true })).toBeVisible();
      await expect(main.getByTestId('cod-note')).toContainText('This includes the ₹40 cash on delivery fee.');
      // Confirmed: the day it should arrive by, seven working days on (the shop's usual 2–7 days).
      await expect(main.getByTestId('expected-delivery')).toHaveText(
        expectedDelivery({ status: 1, expectedBy: expectedByDay(new Date(), 7) })!,
      );
    });

    await test.step('My Orders shows it Processing, to be paid in cash', async () => {
      await page.goto('/orders');
      await expectOrderProcessing(page, orderId);
      const card = page.getByRole('article').filter({ hasText: orderId });
      await expect(card.getByTestId('expected-delivery')).toHaveText(/^By \w{3}, \d{1,2} \w{3}$/);
      await expect(card.getByTestId('cod-note')).toContainText(
        /^Pay ₹[\d,.]+ in cash when your order arrives\./,
      );
    });
  },
);

test(
  'My Orders watches a payment on its way: the order turns Paid there, without a reload, once the bank says yes',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'orders-watch');
    const orderId = await placeOrderByApi(request, account.token, await productId(request, GLOVES), 'M');
    const started = await request.post('/api/v1/payments', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: {
        orderId,
        fields: {
          method: 'upi_qr',
          payerName: 'Asha Verma',
          payerEmail: account.email,
          payerPhone: '+919876501234',
        },
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { testBank } = (await started.json()) as {
      testBank: { data: { paymentId: string; signature: string } };
    };
    await useToken(context, baseURL!, account.token);

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: orderId });
    await expect(card.getByTestId('payment-progress')).toContainText('Waiting for your payment…');
    await expect(card.getByTestId('status-badge')).toHaveText('Pending');

    const approved = await request.post(`/api/v1/payments/sandbox/${testBank.data.paymentId}/approve`, {
      form: { signature: testBank.data.signature },
    });
    expect(approved.status()).toBeLessThan(400);
    // Asked every 3 s while the tab is visible; the machine's load is allowed for.
    await expect(card.getByTestId('paid-badge')).toHaveText('Paid', { timeout: 8_000 });
    await expect(card.getByTestId('status-badge')).toHaveText('Processing');
    await expect(card.getByTestId('payment-progress')).toHaveCount(0);
    await expectToast(page, 'Payment received');
  },
);
