import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { GLOVES, fillShipping, placeOrder, productId } from './support/shopper.ts';

test(
  'two sizes of one product are two lines: in the cart, the order, My Orders and tracking',
  { tag: SERVER_ONLY },
  async ({ page, request, context, baseURL }) => {
    const account = await createAccount(request, 'sizes');
    await useToken(context, baseURL!, account.token);
    const product = `/product/${encodeURIComponent(await productId(request, GLOVES))}`;

    await test.step('add size M, then size L', async () => {
      for (const size of ['M', 'L']) {
        await page.goto(product);
        await page.getByRole('radio', { name: size, exact: true }).click();
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
        await expect(page).toHaveURL(/\/cart$/);
      }
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0).getByText('Size: M')).toBeVisible();
      await expect(lines.nth(1).getByText('Size: L')).toBeVisible();
    });

    let orderId = '';
    await test.step('check out', async () => {
      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await fillShipping(page, 'Asha Verma');
      ({ orderId } = await placeOrder(page));
    });

    const sized = (where: ReturnType<typeof page.getByTestId>) =>
      where.getByTestId('order-line-variant').allInnerTexts();

    await test.step('My Orders shows each line with its size', async () => {
      await page.goto('/orders');
      const card = page.getByTestId('order-card').filter({ hasText: orderId });
      await expect(card.getByText(GLOVES)).toHaveCount(2);
      expect(await sized(card)).toEqual(['Size: M', 'Size: L']);
    });

    await test.step('tracking shows them too', async () => {
      await page.goto(`/track-order?id=${orderId}`);
      await page.getByLabel('Email or Phone').fill(account.email);
      await page.getByRole('button', { name: 'Track Order' }).click();
      const result = page.getByTestId('tracked-order');
      await expect(result.getByText(GLOVES)).toHaveCount(2);
      expect(await sized(result)).toEqual(['Size: M', 'Size: L']);
    });
  },
);

test(
  'a shared link opens the product with the size chosen; on a computer it is copied from the share dialog',
  { tag: SERVER_ONLY },
  async ({ page, request, context, browser, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await productId(request, GLOVES);
    await page.goto(`/product/${encodeURIComponent(id)}`);
    await page.getByRole('radio', { name: 'L', exact: true }).click();
    await page.getByRole('button', { name: `Share ${GLOVES}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this product' });
    const link = `${baseURL}/product/${encodeURIComponent(id)}?size=L`;
    await expect(dialog.getByRole('textbox', { name: 'Link to this product' })).toHaveValue(link);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const whatsApp = new URL((await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
    expect(whatsApp.searchParams.get('text')).toMatch(
      new RegExp(`^${GLOVES.replace(/[()]/g, '\\$&')}, ₹[\\d,]+ at .+\\n${link.replace(/[?]/g, '\\?')}$`),
    );

    // The colleague it was sent to opens it: size L is chosen.
    const colleague = await browser.newContext({ baseURL });
    const theirs = await colleague.newPage();
    await theirs.goto(link);
    await expect(theirs.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await colleague.close();
  },
);
