import { createAccount, expect, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { placeOrderByApi } from './support/shopper.ts';

test(
  'a business with many orders sees the newest 20, shows the older ones, and finds one by number or product',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL }) => {
    const account = await createAccount(request, 'many-orders');
    await useToken(context, baseURL!, account.token);
    // 23 orders, one product each.
    const res = await request.get('/api/v1/products', { params: { limit: 100 } });
    type Listed = { id: string; title: string; stock?: number; minQuantity?: number };
    const { data } = (await res.json()) as { data: Listed[] };
    // Two of each (placeOrderByApi): no product sold by the half-dozen or running short.
    const products = data.filter((p) => (p.stock ?? 100) >= 10 && (p.minQuantity ?? 1) <= 2).slice(0, 23);
    expect(products).toHaveLength(23);
    const placed: string[] = [];
    for (const product of products) placed.push(await placeOrderByApi(request, account.token, product.id));
    const newestFirst = placed.toReversed();
    const cards = page.getByTestId('order-card');

    await test.step('My Orders shows the newest 20, then the other 3 on asking', async () => {
      await page.goto('/orders');
      await expect(cards).toHaveCount(20);
      await expect(cards.first()).toContainText(`Order ${newestFirst[0]}`);
      await page.getByRole('button', { name: 'Show older orders' }).click();
      await expect(cards).toHaveCount(23);
      await expect(cards.last()).toContainText(`Order ${newestFirst[22]}`);
      await expect(page.getByRole('button', { name: 'Show older orders' })).toHaveCount(0);
    });

    await test.step('she finds the oldest by part of its number, typed in lower case', async () => {
      const search = page.getByRole('searchbox', { name: 'Find an order' });
      await search.fill(newestFirst[22]!.slice(4).toLowerCase());
      await search.press('Enter');
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(`Order ${newestFirst[22]}`);
      await expect(page).toHaveURL(/\/orders\?q=/);
    });

    await test.step("a question about it opens the shop's WhatsApp, the order's number written in", async () => {
      const chat = cards.getByRole('link', { name: `Ask us on WhatsApp about order ${newestFirst[22]}` });
      const href = new URL((await chat.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/919876543210');
      expect(href.searchParams.get('text')).toBe(
        `Hello, I have a question about my order ${newestFirst[22]}.`,
      );
    });

    await test.step('and an order by its product, from a link to the search', async () => {
      const title = products[5]!.title;
      await page.goto(`/orders?q=${encodeURIComponent(title)}`);
      await expect(cards.filter({ hasText: `Order ${placed[5]}` })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Find an order' })).toHaveValue(title);
      await page.getByRole('link', { name: 'Show all orders' }).click();
      await expect(cards).toHaveCount(20);
    });
  },
);
