import type { Page } from '@playwright/test';
import { createAccount, expect, livePage, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { FLOOR_CLEANER, GLOVES, productId } from './support/shopper.ts';

const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist, / });

test(
  'the wishlist follows the shopper: saved as a guest, merged at sign-in, seen and changed on another device',
  { tag: SERVER_ONLY },
  async ({ page, browser, request, baseURL }) => {
    const account = await createAccount(request, 'wishlist');
    /** The titles the account keeps, as the server answers them. */
    const onAccount = async () => {
      const res = await request.get('/api/v1/wishlist', {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      return ((await res.json()) as { data: Array<{ title: string }> }).data.map((p) => p.title);
    };

    await test.step('a guest saves a product; the header counts it', async () => {
      await page.goto(`/product/${encodeURIComponent(await productId(request, GLOVES))}`);
      await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 products');
      await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
      await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 product');
      // The count sits on its heart: the page is no wider than the window.
      const box = (await wishlistLink(page).boundingBox())!;
      const badge = (await wishlistLink(page).getByText('1', { exact: true }).boundingBox())!;
      expect(badge.x).toBeGreaterThan(box.x);
      expect(badge.x + badge.width).toBeLessThan(box.x + box.width + 10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        await page.evaluate(() => window.innerWidth),
      );
    });

    await test.step('signing in keeps it and puts it on the account', async () => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('link', { name: 'My account', exact: true })).toBeVisible();
      await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 product');
      await expect.poll(onAccount).toEqual([GLOVES]);
    });

    const other = await browser.newContext();
    try {
      const phone = livePage(await other.newPage());
      await test.step('another device, signed in, shows it and adds one more', async () => {
        await useToken(other, baseURL!, account.token);
        await phone.goto('/wishlist');
        await expect(phone.getByTestId('wishlist-line')).toHaveCount(1);
        await expect(phone.getByRole('link', { name: GLOVES })).toBeVisible();
        await phone.goto(`/product/${encodeURIComponent(await productId(request, FLOOR_CLEANER))}`);
        await phone.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
        await expect(wishlistLink(phone)).toHaveAccessibleName('Wishlist, 2 products');
      });

      await test.step('removing one there removes it here at the next visit', async () => {
        await phone.goto('/wishlist');
        await phone.getByRole('button', { name: `Remove: ${GLOVES}` }).click();
        await expect(phone.getByTestId('wishlist-line')).toHaveCount(1);
        // The change is on its way to the account (gathered for a moment); wait until it arrives.
        await expect.poll(onAccount).toEqual([FLOOR_CLEANER]);

        await page.goto('/wishlist');
        await expect(page.getByTestId('wishlist-line')).toHaveCount(1);
        await expect(page.getByRole('link', { name: FLOOR_CLEANER })).toBeVisible();
        await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 product');
      });
    } finally {
      await other.close();
    }

    await test.step('signing out takes the account list off this browser', async () => {
      await page.goto('/account');
      await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 products');
    });
  },
);
