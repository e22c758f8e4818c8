import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import {
  GLOVES,
  advanceOrder,
  expectToast,
  ownerCommand,
  placeOrderByApi,
  productId,
} from './support/shopper.ts';

test(
  'a shopper returns one box of a delivered order from My Orders; the shop approves and refunds it, and she sees each step',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL, browser }) => {
    const account = await createAccount(request, 'returns');
    await useToken(context, baseURL!, account.token);
    const orderId = await placeOrderByApi(request, account.token, await productId(request, GLOVES), 'M');
    await advanceOrder(request, orderId, 'delivered');

    const card = page.getByTestId('order-card').filter({ hasText: `Order ${orderId}` });
    await test.step('she asks to send back one of the two boxes, saying why', async () => {
      await page.goto('/orders');
      await card.getByRole('button', { name: `Request a return for order ${orderId}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(/^Returns are accepted until /)).toBeVisible();
      await dialog.getByRole('checkbox', { name: new RegExp(`^${GLOVES.replace(/[()]/g, '\\$&')}`) }).click();
      const count = dialog.getByRole('textbox', { name: /^How many of / });
      await count.fill('1');
      await dialog.getByRole('radio', { name: 'Arrived damaged' }).click();
      await dialog.getByLabel('Tell us more (optional)').fill('The box was torn open');
      await dialog.getByRole('button', { name: 'Request return' }).click();
      await expectToast(page, 'Return requested');
      await expect(dialog).toBeHidden();
      const asked = card.getByTestId('order-return');
      await expect(asked.getByRole('heading', { name: 'Return requested' })).toBeFocused();
      await expect(asked).toContainText(`Going back: 1 x ${GLOVES} (Size: M)`);
      await expect(asked).toContainText('Reason: Arrived damaged: The box was torn open');
      await expect(card.getByRole('button', { name: /^Request a return/ })).toHaveCount(0);
    });

    await test.step('the shop sees it waiting, approves it with the pickup, and she reads that', async () => {
      const waiting = await ownerCommand(request, ['returns', 'list']);
      expect(waiting).toContain(orderId);
      expect(waiting).toContain(`1 x ${GLOVES} (Size: M)`);
      await ownerCommand(request, ['returns', 'approve', orderId, '--note', 'Pickup on Monday by Delhivery']);
      await page.reload();
      const answered = card.getByTestId('order-return');
      await expect(answered.getByRole('heading', { name: 'Return approved' })).toBeVisible();
      await expect(answered).toContainText('From the shop: Pickup on Monday by Delhivery');
    });

    await test.step('the box is back and paid out: she sees the refund, and its credit note beside the invoice', async () => {
      expect(await ownerCommand(request, ['returns', 'refunded', orderId])).toMatch(
        /refund of ₹399 recorded; credit note CRN\/\d{2}-\d{2}\/\d{6} issued/,
      );
      await page.reload();
      const refunded = card.getByTestId('order-return');
      await expect(refunded.getByRole('heading', { name: 'Return refunded' })).toBeVisible();
      await expect(refunded).toContainText('₹399 refunded to your original payment method');
      await expect(card.getByTestId('invoice-link')).toContainText('invoice and credit note');
    });

    await test.step('tracked by number and e-mail without signing in, the order says the same', async () => {
      // Another browser context: no sign-in token, as from an e-mail on another device.
      const elsewhere = await browser.newContext({ baseURL: baseURL!, serviceWorkers: 'block' });
      try {
        const guest = await elsewhere.newPage();
        await guest.goto('/track-order');
        await guest.getByLabel('Order Number').fill(orderId);
        await guest.getByLabel('Email or Phone').fill(account.email);
        await guest.getByRole('button', { name: 'Track Order' }).click();
        const tracked = guest.getByTestId('tracked-order').getByTestId('order-return');
        await expect(tracked.getByRole('heading', { name: 'Return refunded' })).toBeVisible();
        await expect(tracked).toContainText('₹399 refunded to your original payment method');
      } finally {
        await elsewhere.close();
      }
    });
  },
);
