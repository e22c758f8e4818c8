import { formatMoney } from '../src/domain/money.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PASSWORD, test } from './support/fixtures.ts';
import { shops } from './support/shops.ts';
import {
  expectPaymentMethod,
  expectToast,
  expectUpiLink,
  fillPayer,
  fillShipping,
  notices,
  placeOrder,
} from './support/shopper.ts';

// Runs against our server and against a spec-only shop (MSW): nothing here needs an extension. The
// gateway payment and the paid order's status are in phone.spec.ts (they need our server's sandbox).

test('a guest browses, fills a cart, registers, pays by UPI QR, signs out and tracks the order', async ({
  page,
  backend,
}) => {
  const shop = shops[backend];
  const { email, firstName, lastName } = shop.shopper('guest');
  const { sized } = shop;

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
    await expect(page.getByText(/Showing 13 to \d+ of \d+ items/)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/Showing 1 to 12 of \d+ items/)).toBeVisible();
    await expectNoAxeViolations(page, 'listing, signed out');

    await page.getByRole('button', { name: `Add to Cart: ${shop.listed}` }).click();
    await expectToast(page, 'Added to cart');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  await test.step('sub-category filter → product → choose a size → add', async () => {
    await page.getByRole('combobox', { name: 'Category Types' }).selectOption(sized.subCategory);
    await page.getByRole('link', { name: sized.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: sized.name })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(page, 'Please select a size');
    await expect(page).toHaveURL(/\/product\//);
    await page.getByRole('radio', { name: sized.size, exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('quantity-input')).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  await test.step('cart: plus, minus, remove, reload keeps it', async () => {
    const gloves = page.getByTestId('cart-line').filter({ hasText: sized.name });
    await expect(gloves.getByText(`Size: ${sized.size}`)).toBeVisible();
    await expect(gloves.getByTestId('quantity-input')).toHaveValue('2');
    await page.getByRole('button', { name: `Increase quantity of ${sized.name}` }).click();
    await expect(gloves.getByTestId('quantity-input')).toHaveValue('3');
    await page.getByRole('button', { name: `Decrease quantity of ${sized.name}` }).click();
    await expect(gloves.getByTestId('quantity-input')).toHaveValue('2');
    await page.getByRole('button', { name: `Remove ${shop.listed}` }).click();
    await expectToast(page, 'Item removed');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(gloves.getByTestId('line-total')).toHaveText(formatMoney(2 * sized.price));
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expectNoAxeViolations(page, 'cart, filled, signed out');
  });

  await test.step("Checkout → 'Login Required' → register", async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expectToast(page, 'Login Required');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill(lastName);
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
    await expect(page.getByLabel('Full name')).toHaveValue(`${firstName} ${lastName}`);
    await fillShipping(page);
    ({ orderId, total } = await placeOrder(page));
    expect(total).toBe(2 * sized.price);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await test.step('pay by UPI QR: the code and a upi://pay link for the total', async () => {
    // The journeys' server runs with PAYMENT_SANDBOX=1: the form and its outcome say so.
    const testMode = page.getByRole('status').filter({ hasText: 'Test mode — no money is taken' });
    await expect(testMode).toHaveCount(shop.testMode ? 1 : 0);
    await expectPaymentMethod(page, 'UPI QR code');
    await fillPayer(page, email);
    await expectNoAxeViolations(page, 'payment form, signed in');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible();
    await expect(testMode).toHaveCount(shop.testMode ? 1 : 0);
    // On a desktop the app-link button is for phones only; its address is still the one the QR encodes.
    await expectUpiLink(
      page.getByRole('link', { name: 'Open UPI app', includeHidden: true }),
      shop.upiAmount(total),
    );
    await expectNoAxeViolations(page, 'payment QR, signed in');
  });

  await test.step('sign out, then track the order by e-mail and by phone; a wrong contact is refused', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expectToast(page, 'Logged out');
    await expectToast(page, 'You have been logged out successfully.');
    // A spec-only server has no sign-out call to make: that is no failure (the token is gone either way).
    await expect(notices(page).getByText('Failed to log out properly.')).toHaveCount(0);
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
    await expect(result.getByTestId('status-badge')).toHaveText('Pending');
    await expectNoAxeViolations(page, 'track order result');

    await page.reload();
    await track(shop.trackingPhone);
    await expect(page.getByTestId('tracked-order').getByTestId('status-badge')).toHaveText('Pending');

    await page.reload();
    await track('someone-else@example.in');
    await expectToast(page, 'Failed to find order. Please check your information and try again.');
    await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  });

  await test.step('ask the shop about the order on the contact page', async () => {
    // Our server keeps the message and mails it to the shop; a spec-only one takes none (the spec's form).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill(`${firstName} ${lastName}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(`Order ${orderId}`);
    await form.getByLabel('Message').fill('Can the parcel be left with the security guard?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message Sent');
    await expect(form.getByLabel('Subject')).toHaveValue('');
  });
});
