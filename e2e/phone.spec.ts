import { formatMoney } from '../src/domain/money.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createAccount, expect, test, SERVER_ONLY } from './support/fixtures.ts';
import { BACK_FORWARD_CACHE, expectSamePage, markPage } from './support/back-forward-cache.ts';
import { PHONE, renderedOpacity } from './support/phone.ts';
import {
  choosePaymentMethod,
  expectOrderProcessing,
  expectToast,
  expectUpiLink,
  fillPayer,
  fillShipping,
  FLOOR_CLEANER,
  placeOrder,
} from './support/shopper.ts';

// A phone's browser keeps the page the shopper leaves for the gateway, and shows it again on Back.
test.use({ ...PHONE, ...BACK_FORWARD_CACHE });

test(
  'a phone shopper buys through the menu and the bottom bar, by touch alone',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    const account = await createAccount(request, 'phone');
    const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
    const tap = (locator: ReturnType<typeof page.getByRole>) => locator.tap();

    await test.step('the menu opens the category listing', async () => {
      await page.goto('/');
      await expect(bottomBar).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.tap();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, 'home with the menu open, phone');
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'HouseHold Supplies' })
        .tap();
      await expect(page).toHaveURL(/\/products\?category=household%20supplies$/);
      // The address changes at once; the home page stays until the catalogue's screen is ready, and
      // its featured cards carry the same buttons as the catalogue's.
      await expect(page.getByRole('heading', { level: 1, name: 'HouseHold Supplies' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
      await expect(page.getByRole('group', { name: 'Grid layout' })).toBeHidden();
    });

    await test.step('card actions show without hover and work by touch', async () => {
      const add = page.getByRole('button', { name: `Add to Cart: ${FLOOR_CLEANER}` });
      for (const action of ['Add to Cart', 'Add to Wishlist', 'Quick View', 'Product Demo']) {
        const button = page.getByRole('button', { name: `${action}: ${FLOOR_CLEANER}` });
        await expect(button).toBeVisible();
        expect(await renderedOpacity(button), `${action} is drawn without hover`).toBe(1);
      }
      await add.tap();
      await expectToast(page, 'Added to cart');
      await add.tap();
      await expectToast(page, 'Quantity increased');
      await expectNoAxeViolations(page, 'listing, phone');
    });

    await test.step('the bottom bar leads to the cart; checkout asks to sign in and returns', async () => {
      await tap(bottomBar.getByRole('link', { name: 'Cart, 2 items' }));
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expectNoAxeViolations(page, 'cart, filled, phone');
      await tap(page.getByRole('button', { name: 'Checkout' }));
      await expectToast(page, 'Login Required');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await tap(page.getByRole('button', { name: 'Sign in' }));
      await expect(page).toHaveURL(/\/checkout$/);
    });

    let orderId = '';
    let total = 0;
    await test.step('place the order; the UPI app button carries the total', async () => {
      await fillShipping(page);
      await expectNoAxeViolations(page, 'checkout, phone');
      ({ orderId, total } = await placeOrder(page));
      await fillPayer(page, account.email);
      await tap(page.getByRole('button', { name: 'Proceed to Payment' }));
      await expect(page.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeVisible();
      const openApp = page.getByRole('link', { name: 'Open UPI app' });
      await expect(openApp).toBeVisible();
      await expectUpiLink(openApp, total);
      await expectNoAxeViolations(page, 'payment QR, phone');
    });

    await test.step('pay the pending order through the gateway from My Orders', async () => {
      await tap(page.getByRole('link', { name: 'View My Orders' }));
      await tap(
        page.getByRole('article').filter({ hasText: orderId }).getByRole('link', { name: 'Pay Now' }),
      );
      await choosePaymentMethod(page, 'Card / Netbanking (gateway)');
      await fillPayer(page, account.email);
      await markPage(page);
      await tap(page.getByRole('button', { name: 'Proceed to Payment' }));
      await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
      // Back on the phone: the payment page as it was left, ready to send again.
      await page.goBack({ waitUntil: 'commit' });
      await expectSamePage(page);
      await expect(page.getByText('Taking you to the payment page')).toBeHidden();
      await tap(page.getByRole('button', { name: 'Proceed to Payment' }));
      await expect(page.getByText('Sandbox gateway · no money moves')).toBeVisible();
      await expect(page.getByText(orderId)).toBeVisible();
      await expect(page.getByText(formatMoney(total))).toBeVisible();
      await tap(page.getByRole('button', { name: 'Approve' }));
      await expect(page).toHaveURL(/\/order-success/);
      await expectNoAxeViolations(page, 'order success, phone');
      await tap(bottomBar.getByRole('link', { name: 'My Account' }));
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await tap(page.getByRole('link', { name: /Orders/ }).first());
      await expect(page).toHaveURL(/\/orders$/);
      await expectOrderProcessing(page, orderId);
      await expectNoAxeViolations(page, 'orders, phone');
    });
  },
);

test('the header keeps its buttons on the name’s row on touch screens, phone to laptop', async ({ page }) => {
  // 360 px is the commonest Android width in India; 390 px an iPhone's.
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    const header = page.getByRole('banner');
    const row = [
      header.getByRole('link').first(),
      header.getByRole('link', { name: /^Cart/ }),
      header.getByRole('link', { name: 'Login' }),
      header.getByRole('button', { name: 'Menu' }),
    ];
    // A spec-only shop draws Login once it knows the visitor is signed out: measure once all show.
    for (const item of row) await expect(item).toBeVisible();
    const boxes = await Promise.all(row.map(async (item) => (await item.boundingBox())!));
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const box of boxes.slice(1))
      expect(Math.abs(middle(box) - middle(boxes[0]!)), `at ${width} px`).toBeLessThan(2);
    // Each button keeps its 44 px, and the last ends inside the screen.
    for (const box of boxes.slice(1)) expect(box.height).toBeGreaterThanOrEqual(44);
    expect(boxes[3]!.x + boxes[3]!.width).toBeLessThanOrEqual(width);
  }
  // A touch tablet and a touch laptop: the buttons stay on the name's row, at its end.
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    const name = (await header.getByRole('link').first().boundingBox())!;
    const login = (await header.getByRole('link', { name: 'Login' }).boundingBox())!;
    expect(Math.abs(login.y + login.height / 2 - (name.y + name.height / 2)), `at ${width} px`).toBeLessThan(
      2,
    );
    expect(width - (login.x + login.width), `at ${width} px`).toBeLessThanOrEqual(32);
    // No two of its tap areas overlap (Radix draws an icon button past its box).
    const overlapping = await header.evaluate((el) => {
      const boxes = [...el.querySelectorAll('a[href], button')]
        .map((e) => e.getBoundingClientRect())
        .filter((b) => b.width > 0);
      return boxes.flatMap((p, i) =>
        boxes
          .slice(i + 1)
          .filter((q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5)
          .filter((q) => Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5),
      ).length;
    });
    expect(overlapping, `at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/products');
  // At 390 px the whole name shows; narrower, it ends in an ellipsis rather than push the buttons down.
  const name = page.getByRole('banner').getByRole('link').first().locator('span').last();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
