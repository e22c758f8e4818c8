import { formatMoney } from '../src/domain/money.ts';
import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import {
  choosePaymentMethod,
  fillShipping,
  FLOOR_CLEANER,
  ownerCommand,
  payThroughSandbox,
  placeOrder,
  rupees,
} from './support/shopper.ts';

test(
  'the shop hands out a coupon; a shopper takes 10% off at checkout, pays the lower total, and her invoice and the owner’s list show it',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const code = `TEN${Date.now().toString(36).toUpperCase().slice(-6)}`;
    expect(await ownerCommand(request, ['coupons', 'add', code, '--percent', '10', '--show'])).toContain(
      `Added ${code}: 10% off, on any order, 1 per customer, shown at checkout.`,
    );
    const account = await createAccount(request, 'coupon');
    await useToken(context, baseURL!, account.token);

    const addToCart = async () => {
      await page.goto('/products?category=household%20supplies');
      await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
      await page.goto('/checkout');
    };
    const box = page.getByRole('textbox', { name: 'Coupon code' });

    let goods = 0;
    let paying = 0;
    await test.step('a mistyped code is refused with its reason; the right one, in small letters, is taken', async () => {
      await addToCart();
      await fillShipping(page);
      goods = rupees(await page.getByTestId('checkout-total').innerText());
      // Shown at checkout: the shop offers it with what it takes off.
      await expect(page.getByRole('region', { name: 'Offers for you' })).toContainText(
        `${code}10% off, on any order`,
      );
      await box.fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(box).toHaveAccessibleDescription('This coupon code is not valid.');
      await box.fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const off = Math.floor(goods * 10) / 100;
      await expect(page.getByTestId('coupon-applied')).toContainText(
        `${code} applied: ${formatMoney(off)} off`,
      );
      paying = Math.round((goods - off) * 100) / 100;
      await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(paying));
    });

    const { orderId, total } = await placeOrder(page);
    await test.step('the payment page asks for the lower total, and says what the coupon saved', async () => {
      expect(total).toBe(paying);
      await expect(page.getByTestId('payment-order-total')).toHaveText(formatMoney(paying));
      await expect(page.getByTestId('coupon-note')).toContainText(`with coupon ${code}`);
      await choosePaymentMethod(page, 'Card / Netbanking (gateway)');
      await payThroughSandbox(page, orderId);
      await expect(page.getByTestId('order-summary-total')).toHaveText(formatMoney(paying));
      await expect(page.getByTestId('coupon-note')).toBeVisible();
    });

    await test.step('its invoice takes the discount off the taxable value and comes to what was paid', async () => {
      await page.getByRole('link', { name: 'Download invoice' }).click();
      const invoice = page.getByTestId('tax-document-invoice');
      await expect(invoice.getByRole('columnheader', { name: 'Discount' })).toBeVisible();
      await expect(invoice.getByTestId('document-total')).toHaveText(formatMoney(paying));
    });

    await test.step('once used, the coupon is refused on her next order; the owner sees it used once', async () => {
      await addToCart();
      // Used up for her: no longer offered.
      await expect(page.getByRole('button', { name: `Apply ${code}` })).toHaveCount(0);
      await box.fill(code);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(box).toHaveAccessibleDescription('You have already used this coupon.');
      await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(goods));
      expect(await ownerCommand(request, ['coupons', 'list'])).toContain(
        `${code}  on  10% off, on any order, 1 per customer, shown at checkout; used on 1 order`,
      );
      expect(await ownerCommand(request, ['orders', 'show', orderId])).toContain(`Coupon ${code}`);
    });
  },
);
