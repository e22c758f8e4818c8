import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PASSWORD, test, uniqueEmail } from './support/fixtures.ts';
import {
  choosePaymentMethod,
  expectOrderProcessing,
  expectToast,
  expectUpiLink,
  fillPayer,
  fillShipping,
  FLOOR_CLEANER,
  GLOVES,
  GLOVES_PRICE,
  placeOrder,
  SHIPPING_PHONE,
} from './support/shopper.ts';

test('a guest browses, fills a cart, registers, pays by UPI and the gateway, and tracks the order', async ({
  page,
}) => {
  const email = uniqueEmail('guest');

  await test.step('home → category card → listing, page 2 and back', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Trusted Supply Partner' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Quality Supply Solutions' })
      .getByRole('link', { name: /HouseHold Supplies/ })
      .click();
    await expect(page).toHaveURL(/\/products\?category=household%20supplies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HouseHold Supplies' })).toBeVisible();
    await expect(page.getByText(/Showing 1 to 12 of \d+ items/)).toBeVisible();

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Showing 13 to 24 of \d+ items/)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/Showing 1 to 12 of \d+ items/)).toBeVisible();
    await expectNoAxeViolations(page, 'listing, signed out');

    await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
    await expectToast(page, 'Added to cart');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  await test.step('sub-category filter → product → choose a size → add', async () => {
    await page.getByRole('combobox', { name: 'Category Types' }).selectOption('Gloves & Safety');
    await page.getByRole('link', { name: GLOVES }).click();
    await expect(page.getByRole('heading', { level: 1, name: GLOVES })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Please select a size');
    await expect(page).toHaveURL(/\/product\//);
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('quantity')).toHaveText('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  await test.step('cart: plus, minus, remove, reload keeps it', async () => {
    const gloves = page.getByTestId('cart-line').filter({ hasText: GLOVES });
    await expect(gloves.getByText('Size: M')).toBeVisible();
    await expect(gloves.getByTestId('line-quantity')).toHaveText(/2$/);
    await page.getByRole('button', { name: `Increase quantity of ${GLOVES}` }).click();
    await expect(gloves.getByTestId('line-quantity')).toHaveText(/3$/);
    await page.getByRole('button', { name: `Decrease quantity of ${GLOVES}` }).click();
    await expect(gloves.getByTestId('line-quantity')).toHaveText(/2$/);
    await page.getByRole('button', { name: `Remove ${FLOOR_CLEANER}` }).click();
    await expectToast(page, 'Item removed');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(gloves.getByTestId('line-total')).toHaveText('₹798');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expectNoAxeViolations(page, 'cart, filled, signed out');
  });

  await test.step("Checkout → 'Login Required' → register", async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expectToast(page, 'Login Required');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Account created successfully. You can now log in.');
    // Sent from checkout, the new account goes on to sign-in with the return path kept.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  });

  await test.step('sign in and come back to /checkout', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Logged in successfully.');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  });

  let orderId = '';
  let total = 0;
  await test.step('place the order', async () => {
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Verma');
    await fillShipping(page);
    ({ orderId, total } = await placeOrder(page));
    expect(total).toBe(2 * GLOVES_PRICE);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await test.step('pay by UPI QR: the code and a upi://pay link for the total', async () => {
    // The journeys' server runs with PAYMENT_SANDBOX=1: the form and its outcome say so.
    const testMode = page.getByRole('status').filter({ hasText: 'Test mode — no money is taken' });
    await expect(testMode).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveText('UPI QR code');
    await fillPayer(page, email);
    await expectNoAxeViolations(page, 'payment form, signed in');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible();
    await expect(testMode).toBeVisible();
    // On a desktop the app-link button is for phones only; its address is still the one the QR encodes.
    await expectUpiLink(page.getByRole('link', { name: 'Open UPI app', includeHidden: true }), total);
    await expectNoAxeViolations(page, 'payment QR, signed in');
  });

  await test.step('the order waits as Pending; pay it through the sandbox gateway', async () => {
    await page.getByRole('link', { name: 'View My Orders' }).click();
    const card = page.getByRole('article').filter({ hasText: orderId });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${orderId}$`));
    await choosePaymentMethod(page, 'Card / Netbanking (gateway)');
    await fillPayer(page, email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText('₹798')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order-success/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /orders/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/orders$/);
    await expectOrderProcessing(page, orderId);
  });

  await test.step('sign out, then track the order by e-mail and by phone; a wrong contact is refused', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.getByRole('link', { name: 'Track Order' }).click();
    const track = async (contact: string) => {
      await page.getByLabel('Order Number').fill(orderId);
      await page.getByLabel('Email or Phone').fill(contact);
      await page.getByRole('button', { name: 'Track Order' }).click();
    };
    await track(email);
    await expectToast(page, 'Order found');
    const result = page.getByTestId('tracked-order');
    await expect(result.getByRole('heading', { name: new RegExp(orderId) })).toBeVisible();
    await expect(result.getByText('Processing', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'track order result');

    await page.reload();
    await track(SHIPPING_PHONE);
    await expect(page.getByTestId('tracked-order').getByText('Processing', { exact: true })).toBeVisible();

    await page.reload();
    await track('someone-else@example.in');
    await expectToast(page, 'Failed to find order. Please check your information and try again.');
    await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  });
});
