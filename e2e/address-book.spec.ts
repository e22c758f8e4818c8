import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import {
  FLOOR_CLEANER,
  GLOVES,
  placeOrderByApi,
  placeOrder,
  productId,
  SHIPPING,
} from './support/shopper.ts';

const NOTE = 'Third floor, no lift; call 10 minutes before';

test(
  "an order's address is kept on the account, with its delivery instructions, and fills checkout next time; a removed one is gone",
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'address-book');
    await placeOrderByApi(request, account.token, await productId(request, GLOVES), 'M');
    await useToken(context, baseURL!, account.token);

    await test.step('the account page lists the address, as the default', async () => {
      await page.goto('/account');
      const book = page.getByRole('region', { name: 'Saved addresses' });
      await expect(book.getByTestId('saved-address')).toHaveCount(1);
      await expect(book.getByTestId('saved-address')).toContainText(SHIPPING.address);
      await expect(book.getByText('Default')).toBeVisible();
    });

    await test.step('checkout starts from it, and the order goes there', async () => {
      await page.goto('/products?category=household%20supplies');
      await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
      await page.goto('/checkout');
      const deliverTo = page.getByRole('radiogroup', { name: 'Deliver to' });
      await expect(deliverTo.getByRole('radio', { name: /Default/ })).toBeChecked();
      await expect(page.getByLabel('Address')).toHaveValue(SHIPPING.address);
      await expect(page.getByLabel('PIN code')).toHaveValue(SHIPPING.postalCode);
      await expect(page.getByTestId('delivery-promise')).toContainText(`Delivery to ${SHIPPING.postalCode}`);
      await page.getByLabel('Delivery instructions (optional)').fill(`${NOTE}\n`);
      await placeOrder(page);
    });

    await test.step('the order and the saved address keep the delivery instructions', async () => {
      await page.goto('/orders');
      const newest = page.getByTestId('order-card').first();
      await expect(newest.getByText(NOTE, { exact: true })).toBeVisible();
      await page.goto('/account');
      const book = page.getByRole('region', { name: 'Saved addresses' });
      await expect(book.getByTestId('saved-address')).toContainText(`Delivery instructions: ${NOTE}`);
    });

    await test.step('a removed address is gone from the next checkout', async () => {
      await page.goto('/account');
      const book = page.getByRole('region', { name: 'Saved addresses' });
      await book.getByRole('button', { name: /^Remove: / }).click();
      await expect(book.getByText('Addresses you send orders to are kept here')).toBeVisible();
    });
  },
);
