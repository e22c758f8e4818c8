import { createAccount, expect, SERVER_ONLY, test, useToken } from './support/fixtures.ts';
import {
  advanceOrder,
  expectToast,
  FLOOR_CLEANER,
  ownerCommand,
  placeOrderByApi,
  productId,
} from './support/shopper.ts';

test(
  'a customer reviews what was delivered to her; every shopper reads it under the product, and may mark it helpful; the shop answers it, and can take it down',
  { tag: SERVER_ONLY },
  async ({ page, context, request, baseURL, browser }) => {
    const id = await productId(request, FLOOR_CLEANER);
    const account = await createAccount(request, 'review');
    await useToken(context, baseURL!, account.token);
    const orderId = await placeOrderByApi(request, account.token, id);
    await advanceOrder(request, orderId, 'shipped');
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    const title = `Cleans grout ${Date.now().toString(36)}`;

    await test.step('on its way: she is told she can review it once it is delivered', async () => {
      await page.goto(`/product/${id}`);
      await expect(
        reviews.getByText('You can review this product once an order of it has been delivered to you.'),
      ).toBeVisible();
      await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    });

    await test.step('delivered: she gives four stars and a few words, and reads them back as hers', async () => {
      await ownerCommand(request, ['orders', 'set-status', orderId, '3']);
      // From the delivered order in My Orders, to the product's reviews part.
      await page.goto('/orders');
      await page
        .getByTestId('order-card')
        .filter({ hasText: `Order ${orderId}` })
        .getByRole('link', { name: `Write a review of ${FLOOR_CLEANER}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/product/${id}#reviews$`));
      await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeInViewport();
      await reviews.getByRole('button', { name: 'Write a review' }).click();
      const form = reviews.getByRole('form', { name: 'Write a review' });
      await form.getByRole('button', { name: 'Post review' }).click();
      await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
      await form.getByTitle('4 stars').click();
      await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await form.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
      await form
        .getByRole('textbox', { name: 'Your review (optional)' })
        .fill('Lavender smell stays for hours.');
      await form.getByRole('button', { name: 'Post review' }).click();
      await expectToast(page, 'Thank you: your review is up.');
      const mine = reviews.getByTestId('my-review');
      await expect(mine).toContainText(title);
      await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    });

    const guest = await browser.newPage();
    const guestReviews = guest.getByRole('region', { name: 'Ratings and reviews' });
    await test.step('a guest reads it, by "Asha V.", a verified buyer, and is asked to sign in to write one', async () => {
      await guest.goto(`/product/${id}`);
      const review = guestReviews.getByRole('article').filter({ hasText: title });
      await expect(review).toContainText('Lavender smell stays for hours.');
      await expect(review).toContainText(/Asha V\. · Verified buyer · \d{2} \w{3} \d{4}/);
      await expect(guestReviews.getByTestId('review-summary')).toBeVisible();
      // The server's page has them already: their words, and the stars for search results.
      const html = await (await request.get(`/product/${id}`)).text();
      expect(html).toContain('Lavender smell stays for hours.');
      expect(html).toMatch(
        /"aggregateRating":\{"@type":"AggregateRating","ratingValue":[\d.]+,"reviewCount":\d+/,
      );
      // Beside the category, the stars lead to the same part.
      await expect(guest.getByTestId('rating-link')).toHaveAttribute('href', '#reviews');
      await expect(
        guestReviews.getByRole('link', { name: 'Sign in to review a product you have bought' }),
      ).toBeVisible();
    });

    let number: string | undefined;
    await test.step('the owner answers it: every shopper reads the answer under her review', async () => {
      const listed = await ownerCommand(request, ['reviews', 'list', '--product', id]);
      number = /#(\d+) {2}4\/5 {2}/.exec(listed)?.[1];
      expect(number, listed).toBeDefined();
      expect(listed).toContain(`<${account.email}>`);
      const answer = 'Thank you, Asha! Glad it suits your floors.';
      await ownerCommand(request, ['reviews', 'reply', number!, answer]);
      await guest.reload();
      const review = guestReviews.getByRole('article').filter({ hasText: title });
      await expect(review.getByTestId('shop-reply')).toContainText(
        new RegExp(`Reply from the shop · \\d{2} \\w{3} \\d{4}${answer.replace(/[.!]/g, '\\$&')}`),
      );
      // In the server's page too, with the review it answers.
      expect(await (await request.get(`/product/${id}`)).text()).toContain(answer);
    });

    await test.step('another shopper marks it helpful: everyone reads how many did', async () => {
      const ravi = await createAccount(request, 'helpful');
      const other = await browser.newContext({ baseURL: baseURL! });
      await useToken(other, baseURL!, ravi.token);
      const shopper = await other.newPage();
      await shopper.goto(`/product/${id}`);
      const mark = shopper
        .getByRole('region', { name: 'Ratings and reviews' })
        .getByRole('button', { name: 'Mark Asha V.’s review helpful' })
        .first();
      await mark.click();
      await expect(mark).toHaveAttribute('aria-pressed', 'true');
      await other.close();
      await guest.reload();
      await expect(
        guestReviews.getByRole('article').filter({ hasText: title }).getByTestId('helpful-count'),
      ).toHaveText('1 person found this helpful');
      // Her own review offers her no mark.
      await page.reload();
      await expect(reviews.getByTestId('my-review')).toBeVisible();
      await expect(
        reviews
          .getByRole('article')
          .filter({ hasText: title })
          .getByRole('button', { name: /helpful/ }),
      ).toHaveCount(0);
    });

    await test.step('the owner takes it down: the guest no longer sees it, and she is told', async () => {
      await ownerCommand(request, ['reviews', 'hide', number!]);
      await guest.reload();
      await expect(guestReviews.getByRole('heading', { name: 'Ratings and reviews' })).toBeVisible();
      await expect(guestReviews.getByRole('article').filter({ hasText: title })).toHaveCount(0);
      await page.reload();
      await expect(reviews.getByTestId('my-review')).toContainText(
        'The shop has taken your review down, so others do not see it.',
      );
    });
    await guest.close();
  },
);
