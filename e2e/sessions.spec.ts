import {
  createAccount,
  expect,
  mailsTo,
  test,
  tokenOf,
  uniqueEmail,
  type Account,
  SERVER_ONLY,
} from './support/fixtures.ts';
import type { Page } from '@playwright/test';
import { GLOVES, placeOrderByApi, productId } from './support/shopper.ts';

async function signIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sessions', { tag: SERVER_ONLY }, () => {
  test('a session revoked elsewhere sends the next protected call to /login', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request, 'revoked');
    await page.goto('/login');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    // The home page shown, as a shopper sees it before clicking on: on a loaded machine a click
    // sent while it and the "Welcome back" toast were still arriving was once lost.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Trusted Supply Partner' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();

    // "Sign out everywhere" from another device: the same token, sent from a second browser context.
    const token = await tokenOf(page.context());
    const elsewhere = await browser.newContext({ baseURL });
    const res = await elsewhere.request.post('/api/v1/users/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    await elsewhere.close();

    // The next protected call is the click's, or one the account page makes first on its own (a
    // revalidation, when the machine is slow to get to the click): either sends the shopper to sign in,
    // with the page they were going to. The page's own call can land between seeing the link and
    // clicking it (the link is then gone with the account page, as once seen in CI): the address says
    // which call it was.
    const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    const myOrders = page.getByRole('contentinfo').getByRole('link', { name: 'My Orders' });
    await expect(signInHeading.or(myOrders)).toBeVisible();
    if (await myOrders.isVisible()) await myOrders.click({ timeout: 10_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/login\?redirect=%2F(orders|account)$/);
    const back = new URL(page.url()).searchParams.get('redirect') === '/orders' ? 'orders' : 'account';
    await expect(signInHeading).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'auth_token' && c.value)).toBe(false);

    await signIn(page, account);
    await expect(page).toHaveURL(new RegExp(`/${back}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: back === 'orders' ? 'My Orders' : 'My Account' }),
    ).toBeVisible();
  });

  test('on a shared computer, the next shopper to sign in never sees the last one’s orders', async ({
    page,
    request,
  }) => {
    const first = await createAccount(request, 'shared-first');
    const next = await createAccount(request, 'shared-next');
    const theirs = await placeOrderByApi(request, first.token, await productId(request, GLOVES));
    await page.goto('/login');
    await signIn(page, first);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { name: `Order ${theirs}` })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The next shopper signs in in the same tab; their orders are held back until the page has been
    // looked at while they load (a fixed delay was shorter than a slow machine's render).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/orders?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: /Login/ }).first().click();
    await signIn(page, next);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your orders...' })).toBeAttached();
    await expect(page.getByRole('heading', { name: `Order ${theirs}` })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Order ${theirs}` })).toHaveCount(0);
  });

  test('the return path, with its query, survives sign-in', async ({ page, request }) => {
    const account = await createAccount(request, 'return');
    await page.goto('/payment?orderId=ORD-NOTMINE1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpayment%3ForderId%3DORD-NOTMINE1$/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/payment\?orderId=ORD-NOTMINE1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
  });

  test('an external return target is ignored', async ({ page, request, baseURL }) => {
    const account = await createAccount(request, 'external');
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fsteal');
    await signIn(page, account);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Trusted Supply Partner' })).toBeVisible();

    // A signed-in visit to /login goes straight on to the return path: the same check applies.
    for (const target of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login']) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(`${baseURL}/`);
    }
  });

  test('a shopper deletes their account: asked for the password, signed out, and it no longer signs in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'delete');
    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, account);
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('That password is not right.')).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Your account and its saved data have been deleted.', { exact: true }),
    ).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'auth_token' && c.value)).toBe(false);

    await page.goto('/login');
    await signIn(page, account);
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  });

  test('a password changed on the phone signs the office computer out; the old one stops working', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request, 'change-password');
    const office = await browser.newContext({ baseURL });
    const officePage = await office.newPage();
    await officePage.goto('/login?redirect=%2Faccount');
    await signIn(officePage, account);
    await expect(officePage.getByText(account.email, { exact: true })).toBeVisible();

    // On the phone: the name corrected, then the password changed.
    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, account);
    await expect(page.getByText('Asha Verma')).toBeVisible();
    // The office computer was the first browser the account signed in from; the phone is a new
    // one, and the account's owner is e-mailed about it.
    const newSignIns = async () =>
      (await mailsTo(account.email)).filter((m) => m.includes('\nSubject: New sign-in to your ')).length;
    await expect.poll(newSignIns, { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Edit name' }).click();
    const naming = page.getByRole('dialog', { name: 'Change your name' });
    await naming.getByLabel('First name').fill('Ashalata');
    await naming.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Ashalata Verma')).toBeVisible();

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill('a-new-secret-7');
    await dialog.getByLabel('Confirm new password').fill('a-new-secret-7');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Your current password is not right.')).toBeVisible();
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Other devices have been signed out.', { exact: true }),
    ).toBeVisible();

    // The phone stays signed in, with the new name kept on the account.
    await page.reload();
    await expect(page.getByText('Ashalata Verma')).toBeVisible();

    // The office computer's next page asks it to sign in; the old password no longer does.
    await officePage.goto('/account');
    await expect(officePage).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await signIn(officePage, account);
    await expect(officePage.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await signIn(officePage, { ...account, password: 'a-new-secret-7' });
    await expect(officePage.getByText(account.email, { exact: true })).toBeVisible();

    // Left signed in at the office again: the phone sees it in its list and signs it out.
    await page.reload();
    const devices = page.getByRole('group', { name: 'Devices signed in' }).getByTestId('signed-in-device');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText('This device');
    await expect(devices.nth(1)).toContainText(/^Chrome on Linux\s*Last active/);
    await devices.nth(1).getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
    await expect(page.getByText('Chrome on Linux has been signed out.', { exact: true })).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(page.getByText('No other device is signed in.')).toBeVisible();
    await officePage.goto('/orders');
    await expect(officePage).toHaveURL(/\/login\?redirect=%2Forders$/);

    // Once more, and then every other device at once.
    await signIn(officePage, { ...account, password: 'a-new-secret-7' });
    await expect(officePage).toHaveURL(/\/orders$/);
    await page.reload();
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page.getByText('1 other device has been signed out.', { exact: true })).toBeVisible();
    await officePage.goto('/account');
    await expect(officePage).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await page.reload();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await office.close();
    // The office signed in again and again, a browser the account knows: nobody was told of it.
    expect(await newSignIns()).toBe(1);
  });
  test('a shopper moves to a new e-mail address: the link mailed there makes the change, and the old one no longer signs in', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request, 'change-email');
    const moved = uniqueEmail('moved');
    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, account);
    await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible();

    // Asked on the phone, with the password (a wrong one refused on its field).
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your e-mail address' });
    await dialog.getByLabel('New e-mail address').fill(moved);
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText('Your password is not right.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(
      page.getByText(
        `We have sent a link to ${moved}. Open it within 24 hours to sign in with that address from then on.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByTestId('email-change-pending')).toContainText(moved);

    // Nothing changes until the link is opened: the old address still signs in.
    const before = await request.post('/api/v1/users/authorize', {
      data: { email: account.email, password: account.password },
    });
    expect(before.status()).toBe(200);

    // The link, opened on another device that is not signed in, makes the change with a press.
    await expect.poll(() => mailsTo(moved), { timeout: 20_000 }).toHaveLength(1);
    const [mail] = await mailsTo(moved);
    const link = new URL(/(https?:\/\/\S+\/confirm-email\?token=\S+)/.exec(mail!)![1]!);
    const laptop = await browser.newContext({ baseURL });
    const laptopPage = await laptop.newPage();
    await laptopPage.goto(`${link.pathname}${link.search}`);
    await laptopPage.getByRole('button', { name: 'Confirm my new address' }).click();
    await expect(
      laptopPage.getByText(`Your e-mail address is now ${moved}. Use it to sign in.`),
    ).toBeVisible();
    await laptopPage.getByRole('link', { name: 'Sign in' }).click();
    await signIn(laptopPage, account);
    await expect(laptopPage.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await signIn(laptopPage, { ...account, email: moved });
    await expect(laptopPage).toHaveURL(/\/$/);

    // The old address is told; the link works once.
    await expect
      .poll(async () => (await mailsTo(account.email)).some((m) => m.includes(`was changed to ${moved}`)), {
        timeout: 20_000,
      })
      .toBe(true);
    await laptopPage.goto(`${link.pathname}${link.search}`);
    await laptopPage.getByRole('button', { name: 'Confirm my new address' }).click();
    await expect(laptopPage.getByText(/This link is invalid or has expired/)).toBeVisible();
    await laptop.close();

    // The phone stays signed in, and its account page shows the new address with no change waiting.
    await page.reload();
    await expect(page.getByText(`You sign in with ${moved}.`)).toBeVisible();
    await expect(page.getByTestId('email-change-pending')).toHaveCount(0);
  });

  test('a new account confirms its address from the welcome e-mail, opened on a phone not signed in', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request, 'welcome');
    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, account);
    const notConfirmed = page.getByTestId('email-not-confirmed');
    await expect(notConfirmed).toContainText('Not confirmed yet');

    // The welcome's link, opened where nobody is signed in: a press confirms it.
    await expect.poll(() => mailsTo(account.email), { timeout: 20_000 }).toHaveLength(1);
    const [mail] = await mailsTo(account.email);
    expect(mail).toContain('Subject: Welcome to ');
    const link = new URL(/(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(mail!)![1]!);
    const phone = await browser.newContext({ baseURL });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${link.pathname}${link.search}`);
    await phonePage.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(phonePage.getByText('E-mail address confirmed')).toBeVisible();
    await expect(phonePage.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await phone.close();

    // The account page, read again, stops asking.
    await page.reload();
    await expect(page.getByTestId('email-confirmed')).toHaveText('Confirmed');
    await expect(notConfirmed).toHaveCount(0);
  });
});
