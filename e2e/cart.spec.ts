import { expect, test, SERVER_ONLY } from './support/fixtures.ts';
import { PHONE } from './support/phone.ts';
import { FLOOR_CLEANER, GLOVES, notices, productId } from './support/shopper.ts';

test.use(PHONE);

test(
  'a phone shopper removes a line by mistake and takes it back with Undo; Clear Cart asks first',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    await test.step('two lines in the cart; the first chosen and added without scrolling', async () => {
      await page.goto(`/product/${encodeURIComponent(await productId(request, GLOVES))}`);
      const bar = page.getByTestId('sticky-add-bar');
      await expect(bar).toBeInViewport();
      await bar.getByLabel('Size').selectOption('M');
      // Still at the top of the page: nothing had to scroll into view.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await bar.getByRole('button', { name: 'Add to Cart' }).tap();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goto('/products?category=household%20supplies');
      await page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` }).tap();
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
    });

    await test.step('remove the first line, then Undo puts it back in its place', async () => {
      await page.getByRole('button', { name: `Remove ${GLOVES}, size M` }).tap();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await notices(page).getByRole('button', { name: 'Undo' }).tap();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(page.getByTestId('cart-line').first()).toContainText(GLOVES);
      await page.reload();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
    });

    await test.step('Clear Cart asks; Keep Items keeps them, Clear Cart empties the cart', async () => {
      await page.getByRole('button', { name: 'Clear Cart' }).tap();
      const question = page.getByRole('alertdialog', { name: 'Clear your cart?' });
      await question.getByRole('button', { name: 'Keep Items' }).tap();
      await expect(question).toBeHidden();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await page.getByRole('button', { name: 'Clear Cart' }).tap();
      await question.getByRole('button', { name: 'Clear Cart' }).tap();
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    });
  },
);
