import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { expectToast, fillShipping, ownerCommand } from './support/shopper.ts';

// A seeded product no other journey uses: retired for this one, and sold again after it.
const SPONGE = 'Sponge Scrub Pad (Pack of 3)';

test(
  'the shop stops selling a product a shopper has in her cart: the cart says so, checkout refuses it in words, and the shop no longer shows it',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const res = await request.get('/api/v1/products', { params: { q: SPONGE, limit: 5 } });
    const { data } = (await res.json()) as { data: { id: string; title: string }[] };
    const id = data.find((p) => p.title === SPONGE)?.id;
    expect(id, SPONGE).toBeDefined();
    const account = await createAccount(request, 'retired');
    await useToken(context, baseURL!, account.token);

    try {
      await test.step('she puts it in her cart', async () => {
        await page.goto(`/product/${id}`);
        await page.getByRole('button', { name: 'Add to Cart' }).first().click();
        await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
      });

      await test.step('the shop retires it: her cart says it is no longer sold', async () => {
        expect(await ownerCommand(request, ['products', 'retire', id!])).toContain(`${SPONGE} (`);
        await page.goto('/cart');
        await expect(page.getByTestId('line-stock')).toHaveText('No longer sold: remove it to check out');
      });

      await test.step('placing the order anyway is refused, saying which product and what to do', async () => {
        await page.goto('/checkout');
        await fillShipping(page);
        await page.getByRole('button', { name: 'Place Order' }).click();
        await expectToast(page, 'Error placing order');
        await expectToast(page, `${SPONGE} is no longer sold. Please remove it.`);
        await expect(page).toHaveURL(/\/checkout$/);
      });

      await test.step('its page is not found, on the server and in the app, and search does not find it', async () => {
        expect((await request.get(`/product/${id}`)).status()).toBe(404);
        await page.goto(`/product/${id}`);
        await expect(page.getByText('Product not found')).toBeVisible();
        await page.goto(`/products?q=${encodeURIComponent(SPONGE)}`);
        await expect(page.getByText(`No products match “${SPONGE}”.`)).toBeVisible();
      });
    } finally {
      await ownerCommand(request, ['products', 'unretire', id!]);
    }
  },
);
