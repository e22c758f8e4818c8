import { expect, test, SERVER_ONLY } from './support/fixtures.ts';

test(
  'a store policy with script and event handlers shows its text and runs none of it',
  { tag: SERVER_ONLY },
  async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto('/shipping');
    const policy = page.getByRole('article', { name: 'Shipping Policy' });
    await expect(policy.getByRole('heading', { level: 2, name: 'Shipping policy' })).toBeVisible();
    await expect(policy.getByText('Hi from Gupta Supply Company Pvt. Ltd.')).toBeVisible();

    // The sanitiser, not only the CSP, makes it inert: nothing executable is left in the page. (Chrome
    // still logs CSP reports for the handlers it sees while the sanitiser parses the text; none runs.)
    const html = await policy.getByTestId('safe-html').innerHTML();
    expect(html).not.toMatch(/<script|<iframe|javascript:|\son\w+=/i);

    await policy.getByText('Hover me').hover();
    await policy.getByText('Track your parcel').click();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(page.url()).toMatch(/\/shipping$/);
    expect(dialogs).toEqual([]);
  },
);
