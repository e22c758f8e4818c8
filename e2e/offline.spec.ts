import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import { FLOOR_CLEANER, GLOVES, productId } from './support/shopper.ts';

test.use({ serviceWorkers: 'allow' });
// One at a time: the release journey changes the worker file every page of the shop checks.
test.describe.configure({ mode: 'serial' });

/** Resolves once the shop's service worker controls the page and has kept the app. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

const offlineNotice = (page: Page) => page.getByTestId('offline-notice');

test(
  'a shopper who loses signal still opens the products and cart they saw, and is told checkout must wait',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'offline');
    await useToken(context, baseURL!, account.token);
    const gloves = `/product/${await productId(request, GLOVES)}`;
    const cleaner = `/product/${await productId(request, FLOOR_CLEANER)}`;

    await test.step('online: the app installs its worker; two products and the cart are seen', async () => {
      await page.goto('/');
      await workerReady(page);
      await page.goto(gloves);
      await expect(page.getByRole('heading', { level: 1, name: GLOVES })).toBeVisible();
      await page.goto(cleaner);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ }).first()).toBeAttached();
      await page.goto('/cart');
      await expect(page.getByText(FLOOR_CLEANER).first()).toBeVisible();
      await expect(offlineNotice(page)).toHaveCount(0);
    });

    await context.setOffline(true);

    await test.step('offline: both products open again, with the offline notice', async () => {
      await page.goto(gloves);
      await expect(page.getByRole('heading', { level: 1, name: GLOVES })).toBeVisible();
      await expect(offlineNotice(page).first()).toContainText('You are offline.');
      await page.goto(cleaner);
      await expect(page.getByRole('heading', { level: 1, name: FLOOR_CLEANER })).toBeVisible();
    });

    await test.step('offline: the cart is kept', async () => {
      await page.goto('/cart');
      await expect(page.getByText(FLOOR_CLEANER).first()).toBeVisible();
    });

    await test.step('offline: checkout opens but says placing the order needs a connection', async () => {
      await page.goto('/checkout');
      await expect(page.getByText('Placing an order needs a connection.', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    });

    await test.step('back online: the notice goes and the order can be placed', async () => {
      await context.setOffline(false);
      await expect(offlineNotice(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    });
  },
);

test(
  'a new release takes over at once and drops the pages the last one kept (they name its old files)',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    const worker = join(process.env.E2E_TEMP_DIR!, 'dist', 'sw.js');
    const released = readFileSync(worker, 'utf8');
    const keptPages = () =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('pages-')));

    await page.goto('/');
    await workerReady(page);
    await page.goto(`/product/${await productId(request, GLOVES)}`);
    const before = await keptPages();
    expect(before).toHaveLength(1);

    // A deploy: the next build's worker (here: the same one with a changed precache entry).
    const next = released.replace(
      /"revision":"[^"]+","url":"\/app-shell"/,
      '"revision":"next-release","url":"/app-shell"',
    );
    expect(next).not.toBe(released);
    writeFileSync(worker, next);
    try {
      const changed = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
          ),
      );
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      // It controls this open page without the shopper closing every tab.
      await changed;
      await expect.poll(keptPages).not.toContain(before[0]);
      await page.goto('/products');
      await expect.poll(keptPages).toHaveLength(1);
    } finally {
      writeFileSync(worker, released);
    }
  },
);
