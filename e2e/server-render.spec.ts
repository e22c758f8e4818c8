import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { GLOVES, GLOVES_PRICE, productId } from './support/shopper.ts';

test(
  'before any script runs, the shop pages arrive readable: home, catalogue, a product and the cart',
  { tag: SERVER_ONLY },
  async ({ browser, baseURL, request }) => {
    // A phone still downloading the scripts sees what a browser without JavaScript sees.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await test.step('home: the categories and the featured products', async () => {
        await page.goto('/');
        await expect(page.getByRole('link', { name: /HouseHold Supplies/ }).first()).toBeVisible();
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      });

      await test.step('the catalogue: a full page of products with rupee prices', async () => {
        await page.goto('/products');
        await expect(page.getByTestId('product-card')).toHaveCount(12);
        await expect(page.getByTestId('product-card').first()).toContainText('₹');
      });

      await test.step('a product: its name, price and picture from this host', async () => {
        await page.goto(`/product/${await productId(request, GLOVES)}`);
        await expect(page.getByRole('heading', { level: 1, name: GLOVES })).toBeVisible();
        await expect(page.getByText(`₹${GLOVES_PRICE}`).first()).toBeVisible();
        const picture = page.getByRole('img', { name: GLOVES }).first();
        await expect(picture).toHaveAttribute('src', new RegExp(`^${baseURL}/images/`));
      });

      await test.step('the cart: its place is held until the browser reads the stored cart', async () => {
        await page.goto('/cart');
        await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Loading your cart' })).toBeVisible();
      });

      await test.step('sign-in: the form, its button off until the script can send it', async () => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      });
    } finally {
      await context.close();
    }
  },
);

test(
  'a sign-in form typed into before its script arrives: Enter sends nothing, then it signs in with what was typed',
  { tag: SERVER_ONLY },
  async ({ browser, baseURL, request }) => {
    const account = await createAccount(request, 'early');
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // A slow phone: the page has painted, its scripts are still on their way.
    let arrive = () => {};
    const scripts = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    try {
      await page.goto('/login?redirect=%2Ftrack-order', { waitUntil: 'commit' });
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      // The browser's own submission would have put both in the address and emptied the form.
      await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Ftrack-order`);

      arrive();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${baseURL}/track-order`);
      await expect(page.getByRole('textbox', { name: 'Email or Phone' })).toHaveValue(account.email);
    } finally {
      await context.close();
    }
  },
);

test(
  'a signed-in shopper’s pages arrive with their frame and held places, then fill in without errors',
  { tag: SERVER_ONLY },
  async ({ browser, baseURL, request }) => {
    const account = await createAccount(request, 'frame');
    const early = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await useToken(early, baseURL!, account.token);
    const page = await early.newPage();
    try {
      await test.step('before any script: headings and held places, nothing claimed', async () => {
        await page.goto('/account');
        await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
        await expect(
          page.getByRole('status').filter({ hasText: 'Loading account information' }),
        ).toBeAttached();
        await page.goto('/orders');
        await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
        await expect(page.getByText('No Orders Found')).toHaveCount(0);
        // The server cannot see the stored cart: it neither says it is empty nor shows a form.
        await page.goto('/checkout');
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toBeAttached();
        await expect(page.getByText('Cart is empty')).toHaveCount(0);
        // Back from the bank: the thanks at once.
        await page.goto('/order-success?orderId=ORD-0000TEST');
        await expect(page.getByText('ORD-0000TEST')).toBeVisible();
      });
    } finally {
      await early.close();
    }

    const live = await browser.newContext({ baseURL });
    await useToken(live, baseURL!, account.token);
    const shopper = await live.newPage();
    const problems: string[] = [];
    shopper.on('pageerror', (error) => problems.push(error.message));
    shopper.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    try {
      await test.step('once live: the shopper’s own, with no error on the way', async () => {
        await shopper.goto('/account');
        await expect(shopper.getByText(account.email, { exact: true })).toBeVisible();
        await shopper.goto('/orders');
        await expect(shopper.getByText('No Orders Found')).toBeVisible();
        await shopper.goto('/checkout');
        await expect(shopper.getByText('Cart is empty')).toBeVisible();
        // Not an order of theirs: once their orders are in, the page confirms nothing.
        await shopper.goto('/order-success?orderId=ORD-0000TEST');
        await expect(shopper.getByText('ORD-0000TEST')).toHaveCount(0);
        expect(problems).toEqual([]);
      });
    } finally {
      await live.close();
    }
  },
);

test(
  'a rendered page comes alive with the answers it was sent: no errors, no second fetch',
  { tag: SERVER_ONLY },
  async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const catalogueCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/v1/products')) catalogueCalls.push(req.url());
    });

    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    expect(catalogueCalls, 'the catalogue came with the page').toEqual([]);

    // Alive: a card's wishlist button answers.
    const save = page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /^Add to Wishlist:/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(
      page
        .getByTestId('product-card')
        .first()
        .getByRole('button', { name: /^In your wishlist:/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  },
);

test(
  'a category opened by its address: the sub-category filter, All Types, back and reload show what they say',
  { tag: SERVER_ONLY },
  async ({ page }) => {
    const cards = page.getByTestId('product-card');
    const count = page.getByTestId('products-count');
    const types = page.getByLabel('Category Types');
    const pages = page.getByRole('navigation', { name: 'Pagination' });

    await page.goto('/products?category=HouseHold%20Supplies');
    await expect(cards).toHaveCount(12);
    const allCount = (await count.textContent())!;
    const firstOfAll = (await cards.first().textContent())!;
    await expect(pages).toBeVisible();

    await types.selectOption('Kitchen');
    await expect(page).toHaveURL(/parentCategory=Kitchen/);
    await expect(count).not.toHaveText(allCount);
    const kitchenCount = (await count.textContent())!;
    await expect(cards.first()).not.toHaveText(firstOfAll);

    // Back to every type: the server's answer for this address, not the kitchen list kept on screen.
    await types.selectOption('All Types');
    await expect(page).not.toHaveURL(/parentCategory/);
    await expect(count).toHaveText(allCount);
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toHaveText(firstOfAll);
    await expect(pages).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/parentCategory=Kitchen/);
    await expect(count).toHaveText(kitchenCount);
    await expect(types).toHaveValue('Kitchen');

    await page.reload();
    await expect(count).toHaveText(kitchenCount);
    await expect(types).toHaveValue('Kitchen');
    await page.getByRole('button', { name: 'Clear the category type' }).click();
    await expect(count).toHaveText(allCount);
    await expect(cards.first()).toHaveText(firstOfAll);
  },
);

test(
  'each page names itself once, for search engines and shared links, and a missing product is a real 404',
  { tag: SERVER_ONLY },
  async ({ page, request, baseURL }) => {
    const heads = async () =>
      page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        title: document.title,
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        products: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) =>
          (s.textContent ?? '').includes('"Product"'),
        ).length,
      }));
    const gloves = await productId(request, GLOVES);

    // The rendered page's tags are in <head> before any script runs, and hydration adds no second set.
    const answer = await page.goto(`/product/${gloves}?utm_source=whatsapp`);
    expect(answer?.status()).toBe(200);
    const html = (await answer?.text()) ?? '';
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="canonical"');
    const head = await heads();
    expect(head.title).toContain(GLOVES);
    expect(head).toMatchObject({
      titles: 1,
      canonical: [`${baseURL}/product/${gloves}`],
      descriptions: 1,
      products: 1,
    });

    // Moving on in the app, the page's own tags replace the last page's.
    await page.getByRole('banner').getByRole('link').first().click(); // the shop's name: home
    await expect(page).toHaveTitle(/household supplies and packaging across India/);
    expect(await heads()).toMatchObject({
      titles: 1,
      canonical: [`${baseURL}/`],
      descriptions: 1,
      products: 0,
    });

    const missing = await page.goto('/product/no-such-product-0000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    expect((await request.get('/no-such-page')).status()).toBe(404);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  },
);

test(
  'every icon the shop names answers with a picture, and /favicon.ico is there for what asks for it',
  { tag: SERVER_ONLY },
  async ({ page, request }) => {
    await page.goto('/');
    const named = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestHref!)).json()) as { icons: { src: string }[] };
    const icons = [...new Set([...named, ...manifest.icons.map((i) => i.src), '/favicon.ico'])];
    expect(icons.length).toBeGreaterThanOrEqual(5);
    for (const icon of icons) {
      const res = await request.get(icon);
      expect(res.status(), icon).toBe(200);
      expect(res.headers()['content-type'], icon).toMatch(/^image\//);
    }
    // The browser reads the ICO file as a picture: its 32 px image, as the page names it.
    const size = await page.evaluate(async () => {
      const img = new Image();
      img.src = '/favicon.ico';
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect([16, 32, 48]).toContain(size[0]);
    expect(size[1]).toBe(size[0]);
  },
);
