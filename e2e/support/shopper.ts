import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const GLOVES = 'Nitrile Examination Gloves, Powder-Free (Box of 100)';
export const GLOVES_PRICE = 399;
export const FLOOR_CLEANER = 'Floor Cleaner Lavender 1 L';

export const SHIPPING = {
  address: 'Flat 12B, Lotus Residency, MG Road',
  city: 'Gurugram',
  state: 'Haryana',
  postalCode: '122002',
  phone: '9876501234',
};
export const SHIPPING_PHONE = `+91${SHIPPING.phone}`;

/** The notices region: every toast is announced from here. */
export const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

export async function expectToast(page: Page, title: string | RegExp) {
  await expect(notices(page).getByText(title).first()).toBeVisible();
}

/** Rupees as the app prints them (₹1,234.50) back to a number. */
export const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

export async function fillShipping(page: Page, fullName?: string) {
  const name = page.getByLabel('Full name');
  if (fullName) await name.fill(fullName);
  else await expect(name).not.toHaveValue('');
  await page.getByLabel('Address').fill(SHIPPING.address);
  await page.getByLabel('City').fill(SHIPPING.city);
  await page.getByLabel('State').selectOption(SHIPPING.state);
  await page.getByLabel('PIN code').fill(SHIPPING.postalCode);
  await page.getByLabel('Phone').fill(SHIPPING.phone);
  await expect(page.getByLabel('Phone')).toHaveValue(SHIPPING_PHONE);
}

/** Places the order from /checkout; returns its id from the payment page's address. */
export async function placeOrder(page: Page): Promise<{ orderId: string; total: number }> {
  const total = rupees(await page.getByTestId('checkout-total').innerText());
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  return { orderId, total };
}

/** Picks the payment method from the browser's own drop-down (a phone's picker), by its label. */
export async function choosePaymentMethod(page: Page, method: string) {
  await page.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: method });
  await expectPaymentMethod(page, method);
}

/** The payment method the form shows chosen. */
export const expectPaymentMethod = (page: Page, method: string) =>
  expect(page.getByRole('combobox', { name: 'Payment method' }).locator('option:checked')).toHaveText(method);

export async function fillPayer(page: Page, email: string) {
  await page.getByLabel('Payer name').fill('Asha Verma');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill(SHIPPING.phone);
}

/** The UPI link the QR result offers, checked to pay this shop the order's total in rupees. */
export async function expectUpiLink(link: Locator, total: number) {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^upi:\/\/pay\?/);
  const params = new URL(href!.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
  expect(params.get('pa')).toBe('guptasupply@okaxis');
  expect(params.get('am')).toBe(total.toFixed(2));
  expect(params.get('cu')).toBe('INR');
  expect(params.get('tr')).toBeTruthy();
}

/** From the payment form: pay through the sandbox gateway and approve; lands on /order-success. */
export async function payThroughSandbox(page: Page, orderId: string) {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/order-success/);
}

export async function expectOrderProcessing(page: Page, orderId: string) {
  const card = page.getByRole('article').filter({ hasText: orderId });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Processing');
}

/** The id of a seeded product, by its title (household supplies unless another category is named). */
export async function productId(
  request: APIRequestContext,
  title: string,
  category = 'household supplies',
): Promise<string> {
  const res = await request.get('/api/v1/products', { params: { category, limit: 100 } });
  const { data } = (await res.json()) as { data: { id: string; title: string }[] };
  const found = data.find((p) => p.title === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

/** The address orders placed through the API ship to. */
export const API_SHIPPING_ADDRESS = {
  fullName: 'Asha Verma',
  address: 'Flat 12B, Lotus Residency, MG Road',
  city: 'Gurugram',
  state: 'Haryana',
  postalCode: '122002',
  phone: SHIPPING_PHONE,
};

/** Places an order of two of a product through the API (for journeys about what comes after); its id. */
export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  product: string,
  size?: string,
): Promise<string> {
  const res = await request.post('/api/v1/orders', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      products: { [product]: 2 },
      ...(size ? { items: [{ productId: product, quantity: 2, size }] } : {}),
      shippingAddress: API_SHIPPING_ADDRESS,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Takes an order placed by the API on, as the owner's commands do: paid, shipped with Delhivery,
 * and (`'delivered'`) delivered.
 */
export async function advanceOrder(request: APIRequestContext, orderId: string, to: 'shipped' | 'delivered') {
  await ownerCommand(request, ['payments', 'mark-paid', orderId]);
  await ownerCommand(request, [
    'orders',
    'set-status',
    orderId,
    '2',
    '--courier',
    'Delhivery',
    '--awb',
    '1234567890123',
  ]);
  if (to === 'delivered') await ownerCommand(request, ['orders', 'set-status', orderId, '3']);
}

/**
 * An owner command (`npm run shop -- …`) through the running server's admin API, as the CLI sends
 * it while the server holds the data folder; what it printed.
 */
export async function ownerCommand(request: APIRequestContext, argv: string[]): Promise<string> {
  const token = (await readFile(join(process.env.E2E_TEMP_DIR!, 'data', 'owner-token'), 'utf8')).trim();
  const res = await request.post('/api/v1/admin/commands', {
    headers: { Authorization: `Bearer ${token}` },
    data: { argv },
  });
  const answer = (await res.json()) as { code: number; output: string[]; error?: string };
  expect(answer.code, answer.error).toBe(0);
  return answer.output.join('\n');
}
