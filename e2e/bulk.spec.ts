import { expectNoAxeViolations } from './support/axe.ts';
import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { expectToast, fillShipping, placeOrder, productId } from './support/shopper.ts';

const TAPE = 'Brown BOPP Packing Tape 48 mm x 65 m';

test(
  'packing tape by the carton: the volume price a quantity reaches is what the cart shows and the order charges',
  { tag: SERVER_ONLY },
  async ({ page, request, context, baseURL }) => {
    const account = await createAccount(request, 'bulk');
    await useToken(context, baseURL!, account.token);

    await test.step('the product page: cartons of six, and the prices by quantity', async () => {
      await page.goto(
        `/product/${encodeURIComponent(await productId(request, TAPE, 'packaging & shipping products'))}`,
      );
      const quantity = page.getByRole('textbox', { name: 'Quantity' });
      await expect(quantity).toHaveValue('6');
      await expect(quantity).toHaveAccessibleDescription('Sold in cartons of 6');
      const tiers = page.getByTestId('price-tiers');
      await expect(tiers.getByRole('row')).toHaveText([
        /Quantity/,
        /1–49.*₹48/,
        /50–199.*₹43\.20/,
        /200\+.*₹38\.40/,
      ]);
      await expect(page.getByTestId('next-tier')).toHaveText('Buy 50 or more and pay ₹43.20 each');
      // Not a whole carton: said, and nothing changes.
      await quantity.fill('50');
      await expect(page.getByRole('alert')).toHaveText(
        'Sold in cartons of 6: order 54 or another multiple of 6',
      );
      await quantity.fill('54');
      await expect(tiers.locator('[aria-current="true"]')).toContainText('50–199');
      await expectNoAxeViolations(page, 'product page with volume prices');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    await test.step('the cart prices the line at ₹43.20 and says what it saves', async () => {
      const line = page.getByTestId('cart-line');
      await expect(line.getByTestId('line-total')).toHaveText('₹2,332.80');
      await expect(line.getByTestId('line-saving')).toHaveText('Bulk price: you save ₹259.20');
    });

    await test.step('checkout and the order charge the same', async () => {
      await page.getByRole('button', { name: 'Checkout' }).click();
      await fillShipping(page, 'Asha Verma');
      await expect(page.getByTestId('summary-line')).toContainText('54 x ₹43.20');
      const { orderId, total } = await placeOrder(page);
      expect(total).toBe(2332.8);
      await page.goto('/orders');
      const card = page.getByTestId('order-card').filter({ hasText: orderId });
      await expect(card.getByText('54 x ₹43.20')).toBeVisible();
      await expect(card.getByTestId('order-total')).toHaveText('Total: ₹2,332.80');
    });
  },
);

test(
  'a bulk buyer asks for a quote from the product page: the contact form comes filled in for that product',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    await page.goto(
      `/product/${encodeURIComponent(await productId(request, TAPE, 'packaging & shipping products'))}`,
    );
    await page.getByRole('link', { name: 'Buying in larger quantities? Ask us for a quote' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    const form = page.getByRole('form', { name: 'Contact Us' });
    // The tape's one colour is chosen for the shopper, so the quote names it.
    await expect(form.getByLabel('Subject')).toHaveValue(`Quote for ${TAPE} (Colour: Brown)`);
    const message = form.getByLabel('Message');
    await expect(message).toHaveValue(
      new RegExp(
        `^Please send me your best price for ${TAPE} \\(Colour: Brown\\) \\(SKU [A-Z0-9-]+\\)\\.\\nQuantity:\\nDeliver to PIN code:$`,
      ),
    );
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill('ravi.quote@example.in');
    await message.press('End');
    await message.pressSequentially(' 560038');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message Sent');
    await expect(form.getByLabel('Subject')).toHaveValue('');
  },
);
