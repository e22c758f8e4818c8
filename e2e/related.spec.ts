import { createAccount, expect, SERVER_ONLY, test } from './support/fixtures.ts';
import { API_SHIPPING_ADDRESS, expectToast, ownerCommand, productId } from './support/shopper.ts';

const PACKAGING = 'Packaging & Shipping Products';
// Products no other journey orders, so their pages say what this one's orders made them.
const MASKING_TAPE = 'Masking Tape 48 mm x 20 m';
const BUBBLE_WRAP = 'Air Bubble Wrap Roll 0.5 m x 100 m, 40 GSM';

test(
  "a product's page offers what other paid orders bought with it, and adds one from there; the cart offers the rest",
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    const [tape, wrap] = await Promise.all([
      productId(request, MASKING_TAPE, PACKAGING),
      productId(request, BUBBLE_WRAP, PACKAGING),
    ]);

    await test.step('two paid orders hold both', async () => {
      const { token } = await createAccount(request, 'together');
      for (let i = 0; i < 2; i += 1) {
        const res = await request.post('/api/v1/orders', {
          headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
          data: {
            products: { [tape]: 1, [wrap]: 1 },
            shippingAddress: API_SHIPPING_ADDRESS,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        const { id } = (await res.json()) as { id: string };
        await ownerCommand(request, ['payments', 'mark-paid', id]);
      }
    });

    await test.step("the tape's page offers the bubble wrap; a press puts it in the cart", async () => {
      await page.goto(`/product/${tape}`);
      const row = page.getByRole('region', { name: 'Often bought together' });
      await expect(row.getByRole('heading', { level: 3, name: BUBBLE_WRAP })).toBeVisible();
      await expect(row.getByRole('heading', { level: 3, name: MASKING_TAPE })).toHaveCount(0);
      await row.getByRole('button', { name: `Add to Cart: ${BUBBLE_WRAP}` }).click();
      await expectToast(page, 'Added to cart');
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });

    await test.step('the cart offers the tape with the bubble wrap, and not what it holds', async () => {
      await page.goto('/cart');
      const row = page.getByRole('region', { name: 'Often bought together' });
      await expect(row.getByRole('heading', { level: 3, name: MASKING_TAPE })).toBeVisible();
      await expect(row.getByRole('heading', { level: 3, name: BUBBLE_WRAP })).toHaveCount(0);
    });
  },
);
