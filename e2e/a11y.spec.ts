import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { PHONE } from './support/phone.ts';
import { FLOOR_CLEANER, GLOVES, placeOrderByApi, productId } from './support/shopper.ts';
import { expectPageStructure } from './support/structure.ts';

const SIGNED_OUT_ROUTES = [
  '/',
  '/products',
  '/products?category=household%20supplies',
  '/products?category=packaging%20%26%20shipping%20products&page=2',
  '/cart',
  '/wishlist',
  '/quick-order',
  '/track-order',
  '/contact',
  '/api-test',
  '/order-success',
  '/terms',
  '/privacy',
  '/refund',
  '/return',
  '/shipping',
  '/about',
  '/404',
  '/no-such-page',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/confirm-email?token=x',
  '/verify-email?token=x',
  '/quotation',
];

const SIGNED_IN_ROUTES = [
  '/account',
  '/checkout',
  '/orders',
  '/payment?orderId={order}',
  '/order-success',
  '/',
];

const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: PHONE },
] as const;

async function addToCartFromListing(page: Page) {
  await page.goto('/products?category=household%20supplies');
  await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
}

async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label, { soft: true });
  await expectPageStructure(page, label, { soft: true });
}

/** A few pages per test: one browser page walks them (its cache warm), every failure is reported. */
const groups = <T>(list: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

for (const device of VIEWPORTS) {
  test.describe(`accessibility, ${device.name}`, { tag: SERVER_ONLY }, () => {
    test.use({ ...device.use, reducedMotion: 'reduce' });

    for (const routes of groups(SIGNED_OUT_ROUTES, 6)) {
      test(`signed out: ${routes.join(' ')}`, async ({ page }) => {
        for (const route of routes) {
          await test.step(route, async () => {
            await page.goto(route);
            await check(page, `${route} (${device.name}, signed out)`);
          });
        }
      });
    }

    test('/product/{id} and the filled cart, signed out', async ({ page, request }) => {
      await page.goto(`/product/${await productId(request, GLOVES)}`);
      await expect(page.getByRole('heading', { level: 1, name: GLOVES })).toBeVisible();
      await check(page, `/product/{id} (${device.name})`);
      // The size error, tied to its group, is part of the page too.
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
        'Please select a size',
      );
      await check(page, `/product/{id} with the size error (${device.name})`);

      await addToCartFromListing(page);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await check(page, `/cart filled (${device.name})`);
    });

    test('signed-in routes', async ({ page, request, context, baseURL }) => {
      const account = await createAccount(request, `a11y-${device.name}`);
      const order = await placeOrderByApi(request, account.token, await productId(request, GLOVES));
      await useToken(context, baseURL!, account.token);
      for (const route of SIGNED_IN_ROUTES) {
        const path = route.replace('{order}', order);
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
          await expect(page.getByRole('link', { name: /^(My account|My Account)$/ }).first()).toBeAttached();
          await check(page, `${path} (${device.name}, signed in)`);
        });
      }
      await test.step('/checkout with a filled cart', async () => {
        await addToCartFromListing(page);
        await page.goto('/checkout');
        await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
        await check(page, `/checkout filled (${device.name})`);
      });
    });
  });
}

test.describe('forms and notices', { tag: SERVER_ONLY }, () => {
  test('registration errors are tied to their fields and the first invalid field takes the focus', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    const first = page.getByLabel('First name');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(/First name must be at least 2 characters/);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(/Passwords do not match/);
    await expectNoAxeViolations(page, '/register with errors');
  });

  test('shipping errors are tied to their fields on /checkout', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const account = await createAccount(request, 'a11y-form');
    await useToken(context, baseURL!, account.token);
    await addToCartFromListing(page);
    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    for (const field of ['Full name', 'Address', 'City', 'State', 'PIN code', 'Phone']) {
      await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(field)).not.toHaveAccessibleDescription('');
    }
    await expectNoAxeViolations(page, '/checkout with errors');
  });

  test('toasts are announced in a live region', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill('newsletter@example.in');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const notices = page.getByRole('region', { name: /Notifications/ });
    await expect(notices.getByText('Subscribed!')).toBeVisible();
    // Radix reads each toast out through a polite status element with the same words.
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed!' }).first()).toBeAttached();
    await expectNoAxeViolations(page, 'home with a toast');
  });
});
