import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, SERVER_ONLY } from './support/fixtures.ts';

// The server renders the pages (and sends the CSP): the spec-only shop, a static build, does neither.

/**
 * The background of a page as the server sent it, before any of the app's scripts: the page is
 * opened with the app's JavaScript files refused, so what shows is the server's markup, its styles
 * and the theme's inline head script, as on the first paint (Radix paints it on the theme's root).
 */
async function firstPaintBackground(page: Page, path: string) {
  const bare = await page.context().newPage();
  await bare.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await bare.goto(path);
  const background = await bare
    .locator('.radix-themes')
    .first()
    .evaluate((root) => getComputedStyle(root).backgroundColor);
  await bare.close();
  return background;
}

/** Radix's page background: white in light, near black (slate 1) in dark; anything else fails. */
const isDark = (rgb: string | undefined) => {
  const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(rgb ?? '');
  if (!match) throw new Error(`the first paint's background is not an opaque colour: ${rgb}`);
  return Number(match[1]) + Number(match[2]) + Number(match[3]) < 3 * 60;
};

test.describe('the dark theme', () => {
  test.use({ colorScheme: 'light' });

  test(
    'the toggle switches the shop to dark, and a reload comes back dark from its first paint',
    { tag: SERVER_ONLY },
    async ({ page }) => {
      expect(isDark(await firstPaintBackground(page, '/'))).toBe(false);
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }),
      ).toBeVisible();

      expect(isDark(await firstPaintBackground(page, '/')), 'the first paint is dark').toBe(true);
      await page.reload();
      // The server rendered it dark (the pick is in the cookie), not only the browser afterwards.
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('class="radix-themes dark"');
      await expectNoAxeViolations(page, 'home in dark');

      for (const path of ['/products', '/cart', '/quick-order']) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} in dark`);
      }

      await page
        .getByRole('button', { name: 'Switch to light theme' })
        .first()
        .click()
        .catch(() => undefined);
    },
  );
});

test.describe('a shopper whose system is dark', () => {
  test.use({ colorScheme: 'dark' });

  test(
    'gets the dark shop on the first paint without picking (the head script, allowed by its hash)',
    { tag: SERVER_ONLY },
    async ({ page }) => {
      expect(isDark(await firstPaintBackground(page, '/products')), 'the first paint is dark').toBe(true);
      await page.goto('/products');
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }),
      ).toBeVisible();
      // A pick wins over the system, and is kept.
      await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
      expect(isDark(await firstPaintBackground(page, '/products'))).toBe(false);
    },
  );
});
