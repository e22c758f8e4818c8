import { createAccount, expect, SERVER_ONLY, test } from './support/fixtures.ts';
import { FLOOR_CLEANER, GLOVES, productId } from './support/shopper.ts';

test(
  'the products a shopper opened come back under the next product and on the home page; signing out forgets them',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    const [gloves, cleaner] = await Promise.all([
      productId(request, GLOVES),
      productId(request, FLOOR_CLEANER),
    ]);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    const names = recent.getByRole('heading', { level: 3 });

    await test.step('she opens the gloves, then the floor cleaner, whose page offers the gloves again', async () => {
      await page.goto(`/product/${gloves}`);
      await expect(page.getByRole('heading', { level: 1, name: GLOVES })).toBeVisible();
      await page.goto(`/product/${cleaner}`);
      await expect(page.getByRole('heading', { level: 1, name: FLOOR_CLEANER })).toBeVisible();
      await expect(names).toHaveText([GLOVES]);
    });

    await test.step('the home page lists both, newest first, after a reload and once she signs in', async () => {
      await page.goto('/');
      await expect(names).toHaveText([FLOOR_CLEANER, GLOVES]);
      await page.reload();
      await expect(names).toHaveText([FLOOR_CLEANER, GLOVES]);
      const account = await createAccount(request, 'recent');
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(names).toHaveText([FLOOR_CLEANER, GLOVES]);
    });

    await test.step('her cart is empty: it offers them too, and one added there fills it', async () => {
      await page.goto('/cart');
      await expect(names).toHaveText([FLOOR_CLEANER, GLOVES]);
      await recent.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).click();
      await expect(page.getByRole('list', { name: 'Items' })).toContainText(FLOOR_CLEANER);
      await expect(recent).toHaveCount(0);
    });

    await test.step('signing out forgets them: the next shopper at this computer sees none', async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'My Account' }).click();
      await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
      await expect(recent).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('recently-viewed'))).toBeNull();
    });
  },
);
