import { createAccount, expect, test, SERVER_ONLY } from './support/fixtures.ts';
import { expectFocusVisible, focusInfo, named, tabTo } from './support/keyboard.ts';
import { expectPaymentMethod, SHIPPING, SHIPPING_PHONE } from './support/shopper.ts';

test(
  'a keyboard-only shopper goes from home to a placed order, and dialogs trap and return focus',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    const account = await createAccount(request, 'keys');
    const press = (key: string) => page.keyboard.press(key);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Quick View: / }).first()).toBeAttached();

    let product = '';
    await test.step('Quick View opens from a card, keeps the focus inside, and gives it back on Escape', async () => {
      const skip = await tabTo(page, () => true, { what: 'the first stop' });
      expect(skip.name).toBe('Skip to content');
      const trigger = await tabTo(page, named(/^Quick View: /), { what: 'a Quick View button' });
      product = trigger.name.replace('Quick View: ', '');
      await press('Enter');
      const dialog = page.getByRole('dialog', { name: product });
      await expect(dialog).toBeVisible();
      await expect.poll(async () => (await focusInfo(page)).inDialog).toBe(true);
      await expectFocusVisible(page, 'first stop in the dialog');
      for (const key of [...Array(12).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
        await press(key);
        const info = await focusInfo(page);
        expect(info.inDialog, `${key} keeps the focus in the dialog (on "${info.name}")`).toBe(true);
        expect(info.visible, `focus ring on "${info.name}" in the dialog`).toBe(true);
      }
      await press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await focusInfo(page)).name).toBe(trigger.name);
      await expectFocusVisible(page, 'the Quick View trigger after Escape');
    });

    await test.step('add from the Quick View with Enter; focus comes back to the card', async () => {
      await press('Enter');
      const dialog = page.getByRole('dialog', { name: product });
      await expect(dialog).toBeVisible();
      await tabTo(page, named('Add to Cart'), { what: "the dialog's Add to Cart" });
      await press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expect.poll(async () => (await focusInfo(page)).name).toBe(`Quick View: ${product}`);
    });

    await test.step('the cart link, Checkout, and sign-in by keyboard', async () => {
      await tabTo(page, named('Cart, 1 item'), { back: true, what: 'the header cart link' });
      await press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
      await tabTo(page, named(`Increase quantity of ${product}`), { what: 'the plus button' });
      await press('Space');
      await expect(page.getByTestId('quantity-input')).toHaveValue('2');
      await tabTo(page, named('Checkout'), { what: 'Checkout' });
      await press('Enter');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
      await tabTo(page, named('Email'), { what: 'the e-mail field' });
      await page.keyboard.type(account.email);
      await tabTo(page, named('Password'), { what: 'the password field' });
      await page.keyboard.type(account.password);
      await tabTo(page, (i) => i.tag === 'button' && i.name === 'Sign in', { what: 'Sign in' });
      await press('Enter');
      await expect(page).toHaveURL(/\/checkout$/);
    });

    await test.step('the shipping form with Tab, typing and arrow keys; Enter places the order', async () => {
      await expect(page.getByLabel('Full name')).toHaveValue(`${account.firstName} ${account.lastName}`);
      await tabTo(page, named('Address'), { what: 'Address' });
      await page.keyboard.type(SHIPPING.address);
      await press('Tab');
      await page.keyboard.type(SHIPPING.city);
      await tabTo(page, named('State'), { what: 'State' });
      // The 8th state in the list, picked with the arrow keys on the closed native select.
      for (let i = 0; i < 8; i++) await press('ArrowDown');
      await expect(page.getByLabel('State')).toHaveValue(SHIPPING.state);
      await press('Tab');
      await page.keyboard.type(SHIPPING.postalCode);
      await press('Tab');
      await expectFocusVisible(page, 'Phone');
      await press('End');
      await page.keyboard.type(SHIPPING.phone);
      await expect(page.getByLabel('Phone')).toHaveValue(SHIPPING_PHONE);
      await tabTo(page, named('Place Order'), { what: 'Place Order' });
      await press('Enter');
      await expect(page).toHaveURL(/\/payment\?orderId=ORD-/);
    });

    await test.step('the payment form: a select driven by arrows, then the UPI QR', async () => {
      await tabTo(page, (i) => i.tag === 'select' && i.name === 'Payment method', {
        what: 'Payment method',
      });
      // The browser's own drop-down: the arrows change the choice without opening it.
      const methods = page.getByRole('combobox', { name: 'Payment method' });
      await expectPaymentMethod(page, 'UPI QR code');
      // A desktop has no UPI app to open: the QR is the UPI choice, then the gateway.
      await expect(methods.getByRole('option', { name: 'UPI app on this phone' })).toHaveCount(0);
      await press('ArrowDown');
      await expectPaymentMethod(page, 'Card / Netbanking (gateway)');
      await press('ArrowUp');
      await expectPaymentMethod(page, 'UPI QR code');
      await expectFocusVisible(page, 'Payment method after choosing');
      // The payer's details come filled in from the account and the address; the name is typed over.
      await tabTo(page, named('Payer name'), { what: 'Payer name' });
      await press('ControlOrMeta+a');
      await page.keyboard.type('Asha Verma');
      await tabTo(page, named('E-mail'), { what: 'E-mail' });
      await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
      await tabTo(page, named('Mobile number'), { what: 'Mobile number' });
      await expect(page.getByLabel('Mobile number')).toHaveValue(SHIPPING_PHONE);
      await tabTo(page, named('Proceed to Payment'), { what: 'Proceed to Payment' });
      await press('Enter');
      await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible();
      await tabTo(page, named('View My Orders'), { what: 'View My Orders' });
      await press('Enter');
      await expect(page).toHaveURL(/\/orders$/);
      await expect(page.getByRole('article').getByTestId('status-badge')).toHaveText('Pending');
    });
  },
);
