import { formatMoney } from '../src/domain/money.ts';
import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import {
  choosePaymentMethod,
  expectToast,
  fillShipping,
  FLOOR_CLEANER,
  ownerCommand,
  placeOrder,
  placeOrderByApi,
  productId,
} from './support/shopper.ts';
import { BACK_FORWARD_CACHE, expectSamePage, markPage } from './support/back-forward-cache.ts';

test.use(BACK_FORWARD_CACHE);

test(
  'a business the shop gives credit places an order on account, sees what it owes and by when, and the owner records the payment',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'credit');
    expect(await ownerCommand(request, ['credit', 'set', account.email, '50000', '30'])).toContain(
      `${account.email}: may buy on account up to ₹50,000, each order due 30 days after it is confirmed`,
    );
    await useToken(context, baseURL!, account.token);

    const { orderId, total } = await test.step('checkout offers paying on account', async () => {
      await page.goto('/products?category=household%20supplies');
      await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
      await page.goto('/checkout');
      await fillShipping(page);
      const placed = await placeOrder(page);
      await expect(page.getByTestId('account-offer')).toContainText(
        `You can buy this order on account: pay ${formatMoney(placed.total)} by `,
      );
      await expect(page.getByTestId('account-offer')).toContainText('Credit available: ₹50,000.');
      return placed;
    });

    await test.step('placing it on account confirms it at once, with what is due by when', async () => {
      await choosePaymentMethod(page, "Pay on account (30 days' credit)");
      await page.getByRole('button', { name: 'Place order on account' }).click();
      await expect(page).toHaveURL(new RegExp(`/order-success\\?orderId=${orderId}$`));
      await expect(page.getByTestId('account-badge')).toHaveText('On account');
      await expect(page.getByTestId('account-note')).toContainText(
        `On account: pay ${formatMoney(total)} by`,
      );
    });

    await test.step('My Orders sends the order to pay to the account page, which shows the credit used', async () => {
      await page.goto('/orders');
      const order = page.getByRole('article').filter({ hasText: orderId });
      await expect(order.getByTestId('account-note')).toContainText(
        `On account: pay ${formatMoney(total)} by`,
      );
      await order.getByRole('link', { name: `Pay Now for order ${orderId}` }).click();
      await expect(page).toHaveURL(/\/account#credit-account$/);
      const card = page.getByTestId('credit-account');
      await expect(card).toBeInViewport();
      await expect(card).toBeFocused();
      await expect(card.getByTestId('credit-owed')).toHaveText(formatMoney(total));
      await expect(card.getByTestId('credit-available')).toHaveText(formatMoney(50_000 - total));
      await expect(card.getByTestId('credit-order')).toContainText(orderId);
      // How to pay it: the shop's UPI ID or its bank account (store.config.json), and (shown on
      // phones) its amount in a UPI app, the order ID its note; on a computer the same as a QR code.
      await expect(card).toContainText(
        'Pay by UPI to guptasupply@okaxis, or by bank transfer (NEFT, RTGS or IMPS) to the account below',
      );
      await expect(card.getByTestId('bank-transfer')).toContainText('50200012345678');
      await expect(card.getByTestId('bank-transfer')).toContainText('HDFC0001234');
      await card
        .getByRole('button', { name: `Scan to pay ${formatMoney(total)} by UPI for order ${orderId}` })
        .click();
      await expect(
        page.getByRole('dialog', { name: `Pay ${formatMoney(total)} for order ${orderId}` }),
      ).toBeVisible();
      await expect(page.getByTestId('account-upi-qr')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const upi = card.getByRole('link', {
        name: `Pay ${formatMoney(total)} by UPI for order ${orderId}`,
        includeHidden: true,
      });
      await expect(upi).toHaveAttribute(
        'href',
        // Its reference is the order's payment's: the gateway's webhook settles the order by it.
        new RegExp(`^upi://pay\\?pa=guptasupply%40okaxis&.*&tn=Order%20${orderId}&tr=PAY[0-9A-Z]{12}$`),
      );
      expect(await ownerCommand(request, ['credit', 'list'])).toContain(
        `  ${orderId}  ${formatMoney(total)} due by`,
      );
      // The order's ID leads back to it on My Orders.
      await card.getByRole('link', { name: orderId, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/orders#order-${orderId}$`));
      await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeInViewport();
      await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeFocused();
      await page.goBack();
    });

    await test.step('once the owner records the money, the order is paid and the credit is whole again', async () => {
      expect(await ownerCommand(request, ['payments', 'mark-paid', orderId])).toBe(
        `${orderId}: ${formatMoney(total)} received on account; paid in full`,
      );
      await page.reload();
      await expect(page.getByTestId('credit-account').getByTestId('credit-available')).toHaveText('₹50,000');
      await page.goto('/orders');
      const card = page.getByRole('article').filter({ hasText: orderId });
      await expect(card.getByTestId('paid-badge')).toBeVisible();
      await expect(card.getByTestId('account-note')).toHaveCount(0);
      await expect(card.getByRole('link', { name: /^Pay Now/ })).toHaveCount(0);
    });
  },
);

test(
  'a business pays an order on account online from its account page: the bank declines, then approves, and the credit is whole again',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'credit-online');
    await ownerCommand(request, ['credit', 'set', account.email, '50000', '30']);
    const orderId = await placeOrderByApi(request, account.token, await productId(request, FLOOR_CLEANER));
    const onAccount = await request.post('/api/v1/payments', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: {
        orderId,
        fields: {
          method: 'account',
          payerName: 'Asha Verma',
          payerEmail: account.email,
          payerPhone: '+919876543210',
        },
      },
    });
    expect(onAccount.status()).toBe(200);
    await useToken(context, baseURL!, account.token);
    await page.goto('/account');
    const card = page.getByTestId('credit-account');
    const owed = await card.getByTestId('credit-owed').innerText();
    const pay = card.getByRole('button', { name: `Pay ${owed} now for order ${orderId}` });

    await test.step('back from the gateway without paying: the button is there to press again', async () => {
      await markPage(page);
      await pay.click();
      await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
      await page.goBack({ waitUntil: 'commit' });
      await expectSamePage(page);
      await expect(pay).toBeEnabled();
    });

    await test.step('declined by the bank: back on the account page, still owed', async () => {
      await pay.click();
      // The sandbox gateway's page, for what is owed.
      await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
      await expect(page.getByText(owed, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page).toHaveURL(/\/account\?payment=[0-9a-f-]{36}&declined=1$/);
      await expect(card.getByTestId('account-payment')).toContainText(
        `Your payment for order ${orderId} was declined, and no money was taken.`,
      );
      await expect(card.getByTestId('account-payment')).toBeInViewport();
      await expect(card.getByTestId('credit-owed')).toHaveText(owed);
    });

    await test.step('approved: received, said so, and the order no longer owed', async () => {
      await pay.click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/account\?payment=[0-9a-f-]{36}$/);
      await expect(card.getByTestId('account-payment')).toContainText(
        `Payment received: ${owed} for order ${orderId}. Thank you.`,
      );
      await expectToast(page, 'Payment received');
      await expect(card.getByTestId('credit-available')).toHaveText('₹50,000');
      await expect(card.getByTestId('credit-order')).toHaveCount(0);
      expect(await ownerCommand(request, ['credit', 'list'])).not.toContain(orderId);
    });
  },
);
