import { firstReminderDay, reminderTexts } from '../src/domain/list-reminders.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { fillShipping, placeOrder } from './support/shopper.ts';

// Seeded SKUs (server/catalogue/skus.ts numbers them in catalogue order within each family).
const GOOD = [
  'COR-001, 10', // 3 ply box, ₹152 each from 10
  'COR-002, 12',
  'MAI-001, 10',
  'TAP-001, 60', // brown tape in cartons of 6, ₹43.20 each from 50
  'TAP-005, 54', // clear tape, ₹46.80 each from 50
  'PRO-005, 10',
  'PRO-006, 20',
  'COU-001, 10',
  'PAP-004, 10',
  'CLE-001, 2',
  'TIS-001, 3',
  'DIS-001, 1',
  'KIT-001, 4',
  'GLO-001-M, 2', // a size by its code
  'GLO-005, 1', // one size: no code needed
  'GAR-001, 2',
  'CLE-023, 1',
];
const PART_CARTON = 'TAP-002, 7';
const BAD = [PART_CARTON, 'NOPE-404, 5', 'GLO-002, 2'];
const LIST = [...GOOD.slice(0, 8), ...BAD, ...GOOD.slice(8)];

test(
  'a business buyer pastes 20 lines, fixes one, adds all, saves the list and is charged the volume prices',
  { tag: SERVER_ONLY },
  async ({ page, request, context, baseURL }) => {
    const account = await createAccount(request, 'quick');
    await useToken(context, baseURL!, account.token);
    const pad = page.getByRole('textbox', { name: 'SKUs and quantities' });
    const summary = page.getByTestId('pad-summary');

    await test.step('the pad checks every pasted line and says exactly what is wrong with three', async () => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Quick order' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
      await pad.fill(LIST.join('\n'));
      await expect(summary).toContainText('17 of 20 lines ready');
      await expect(page.getByTestId('pad-line-problem')).toHaveText([
        'Brown BOPP Packing Tape 48 mm x 100 m is sold in cartons of 6: order 12 or another multiple of 6',
        'No product has the SKU NOPE-404',
        'Heavy Duty Black Nitrile Gloves (Box of 50) comes in sizes: order one by its SKU, GLO-002-M, GLO-002-L, GLO-002-XL',
      ]);
      const tape = page.getByTestId('pad-line').filter({ hasText: 'TAP-001' });
      await expect(tape).toContainText('Brown BOPP Packing Tape 48 mm x 65 m');
      await expect(tape).toContainText('60 × ₹43.20');
      await expect(tape).toContainText('₹2,592');
      await expectNoAxeViolations(page, 'quick order with bad lines');
    });

    await test.step('fixing the part carton makes it ready; adding takes the 18 and leaves the 2', async () => {
      await pad.fill(LIST.join('\n').replace(PART_CARTON, 'TAP-002, 12'));
      await expect(summary).toContainText('18 of 20 lines ready');
      await page.getByRole('button', { name: 'Add all to cart' }).click();
      await expect(page.getByText('Added 18 lines to your cart', { exact: true })).toBeVisible();
      await expect(pad).toHaveValue('NOPE-404, 5\nGLO-002, 2');
      await expect(page.getByTestId('pad-line')).toHaveCount(2);
    });

    await test.step('the cart is saved as a reorder list, on the account', async () => {
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(18);
      await page.getByRole('button', { name: 'Save as a list' }).click();
      await page.getByRole('textbox', { name: 'List name' }).fill('Monthly office supplies');
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(page.getByText('Saved “Monthly office supplies”', { exact: true })).toBeVisible();
      await page.goto('/account');
      const lists = page.getByTestId('saved-lists');
      await expect(lists).toContainText('Monthly office supplies');
      await expect(lists).toContainText('18 lines');
    });

    await test.step('the list is set to remind every 4 weeks (kept on the account) and opens in quick order', async () => {
      const lists = page.getByTestId('saved-lists');
      const reminder = lists.getByRole('combobox', {
        name: reminderTexts.labelFor('Monthly office supplies'),
      });
      await reminder.selectOption({ label: reminderTexts.every(28) });
      await expect(
        page.getByText(reminderTexts.set('Monthly office supplies', 28), { exact: true }),
      ).toBeVisible();
      const next = reminderTexts.next(firstReminderDay(new Date(), 28));
      await expect(lists.getByText(next)).toBeVisible();
      await page.reload();
      await expect(reminder).toHaveValue('28');
      await expect(lists.getByText(next)).toBeVisible();
      await lists.getByRole('link', { name: 'Open in quick order: Monthly office supplies' }).click();
      await expect(pad).toHaveValue(/^COR-001, 10\n/);
      await expect(summary).toContainText('18 of 18 lines ready');
    });

    await test.step('checkout and the order carry the volume prices', async () => {
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await fillShipping(page, 'Asha Verma');
      await expect(
        page.getByTestId('summary-line').filter({ hasText: 'Brown BOPP Packing Tape 48 mm x 65 m' }),
      ).toContainText('60 x ₹43.20');
      const { orderId } = await placeOrder(page);
      await page.goto('/orders');
      const card = page.getByTestId('order-card').filter({ hasText: orderId });
      await expect(card.getByText('60 x ₹43.20')).toBeVisible();
      await expect(card.getByText('54 x ₹46.80')).toBeVisible();
      await expect(card.getByText('10 x ₹152', { exact: true })).toBeVisible();
    });
  },
);
