import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, SERVER_ONLY } from './support/fixtures.ts';

const payable = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test(
  'from any page, the keyboard alone finds a product by a misspelt or partial word',
  { tag: SERVER_ONLY },
  async ({ page }) => {
    await page.goto('/cart');
    const box = page.getByRole('combobox', { name: 'Search products' });

    await test.step('a partial word: "bubbl", arrow to the first product, Enter opens it', async () => {
      await box.focus();
      await page.keyboard.type('bubbl');
      const list = page.getByRole('listbox', { name: 'Search products' });
      await expect(list.getByRole('option').first()).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: /suggestions?, use the up and down/ }),
      ).toBeAttached();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const first = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
      const title = (await first.locator('span > span').first().textContent())!;
      expect(title).toMatch(/bubble/i);
      await expectNoAxeViolations(page, 'the cart with the suggestions open');
      // Categories come first: arrow down until the first product is highlighted.
      const firstId = await first.getAttribute('id');
      for (let i = 0; i < 6 && (await box.getAttribute('aria-activedescendant')) !== firstId; i++) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    await test.step('a misspelt word: "bubbel wrap" + Enter lists close matches', async () => {
      await box.fill('');
      await box.focus();
      await page.keyboard.type('bubbel wrap');
      // The close matches are suggested too; Enter with none highlighted searches.
      await expect(page.getByRole('option', { name: /bubble wrap/i }).first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=bubbel\+wrap$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “bubbel wrap”' })).toBeVisible();
      await expect(page.getByTestId('fuzzy-notice')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toContainText(/bubble wrap/i);
      await expect(box).toHaveValue('bubbel wrap');
    });
  },
);

test(
  'filters by size and sorts by price, and a reload keeps both',
  { tag: SERVER_ONLY },
  async ({ page }) => {
    await page.goto('/products');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const prices = async () =>
      (await page.getByTestId('product-card').locator('[data-testid="price"]').allTextContents()).map(
        payable,
      );

    await test.step('size M, then price low to high', async () => {
      await filters.getByRole('radio', { name: /^M\b/ }).click();
      await expect(filters.getByRole('radio', { name: /^M\b/ })).toBeChecked();
      await expect(page).toHaveURL(/[?&]size=M(&|$)/);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
      await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
      await expect(page.getByRole('button', { name: 'Remove Size: M' })).toBeVisible();
    });

    const shown = await test.step('the list has only size M products, cheapest first', async () => {
      await expect(page.getByTestId('products-count')).toBeVisible();
      // The previous list stays on screen until the sorted one arrives.
      const cheapestFirst = async () => {
        const list = await prices();
        return list.length > 0 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
      };
      await expect.poll(cheapestFirst, { message: 'size M products, cheapest first' }).toBe(true);
      return page.getByTestId('product-card').allTextContents();
    });

    await test.step('a reload (or a shared link) opens the same list', async () => {
      await page.reload();
      await expect(filters.getByRole('radio', { name: /^M\b/ })).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
      expect(await page.getByTestId('product-card').allTextContents()).toEqual(shown);
      await expectNoAxeViolations(page, 'filtered and sorted products');
    });

    await test.step('back goes to the list before the filters', async () => {
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/products$/);
      await expect(filters.getByRole('radio', { name: 'Any' }).first()).toBeChecked();
    });
  },
);
