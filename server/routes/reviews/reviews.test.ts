import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myReviewAnswer, reviewsAnswer, type ReviewRequest } from '../../../src/contract/reviews.ts';
import { REVIEWS_PAGE_SIZE } from '../../../src/contract/limits.ts';
import { reviewTexts } from '../../../src/domain/reviews.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ownerCommand, placeOrder, productId, sendAllMail, signUp } from '../../test/helpers.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { storeConfigPath } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const reviewsOf = (as?: string) => apiClient(h, as).products[':id'].reviews;
const published = async (id: string, page = '1') =>
  reviewsAnswer.parse(await (await reviewsOf().$get({ param: { id }, query: { page } })).json());
const mine = async (id: string, token: string) =>
  myReviewAnswer.parse(await (await reviewsOf(token).mine.$get({ param: { id } })).json());
const write = (id: string, token: string, json: ReviewRequest) =>
  reviewsOf(token).mine.$post({ param: { id }, json });

/** A new customer with an order of the product that is `status` (3: delivered; 2: shipped). */
async function buyer(id: string, status: '2' | '3' = '3', shopper?: { token: string; email: string }) {
  shopper ??= await signUp(h);
  const order = await placeOrder(h, shopper.token, { [id]: 1 });
  await shop('payments', 'mark-paid', order);
  await shop('orders', 'set-status', order, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
  if (status === '3') await shop('orders', 'set-status', order, '3');
  return shopper;
}

describe('product reviews', () => {
  it('lets a customer whose order was delivered write one, shown to everyone under "Asha V."', async () => {
    const id = productId(3);
    expect(await published(id)).toEqual({
      summary: { average: 0, count: 0, byStars: [0, 0, 0, 0, 0] },
      data: [],
      page: 1,
      pages: 0,
      sort: 'newest',
    });
    const { token } = await buyer(id);
    expect(await mine(id, token)).toEqual({ canReview: true, review: null, helpful: [] });
    const res = await write(id, token, { rating: 4, title: '  Strong tape  ', text: 'Held 20 kg cartons.' });
    expect(res.status).toBe(200);
    const answer = myReviewAnswer.parse(await res.json());
    expect(answer.review).toMatchObject({
      rating: 4,
      title: 'Strong tape',
      name: 'Asha V.',
      hidden: false,
      waiting: false,
    });
    const shown = await published(id);
    expect(shown.summary).toEqual({ average: 4, count: 1, byStars: [0, 0, 0, 1, 0] });
    expect(shown.data).toEqual([
      {
        id: answer.review!.id,
        rating: 4,
        title: 'Strong tape',
        text: 'Held 20 kg cartons.',
        name: 'Asha V.',
        writtenAt: answer.review!.writtenAt,
        helpful: 0,
      },
    ]);
    // The writer's e-mail is not served to others.
    expect(JSON.stringify(shown)).not.toContain('@');
  });

  it('refuses a shopper whose order has not been delivered, and anyone signed out', async () => {
    const id = productId(4);
    const { token } = await buyer(id, '2');
    expect(await mine(id, token)).toEqual({ canReview: false, review: null, helpful: [] });
    const refused = await write(id, token, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(reviewTexts.notBought);
    const stranger = await signUp(h);
    expect((await write(id, stranger.token, { rating: 5 })).status).toBe(403);
    expect((await reviewsOf().mine.$get({ param: { id } })).status).toBe(401);
    expect((await published(id)).summary.count).toBe(0);
  });

  it('refuses bad input with the field and its words, and answers 404 for a product not sold', async () => {
    const id = productId(5);
    const { token } = await buyer(id);
    const bad = async (json: unknown) => {
      const res = await write(id, token, json as ReviewRequest);
      expect(res.status).toBe(400);
      return errorOf(res);
    };
    expect(await bad({ rating: 0 })).toBe('rating: Choose a rating from 1 to 5 stars.');
    expect(await bad({ rating: 4.5 })).toBe('rating: Choose a rating from 1 to 5 stars.');
    expect(await bad({ title: 'No stars' })).toBe('rating: Choose a rating from 1 to 5 stars.');
    expect(await bad({ rating: 3, title: 'x'.repeat(101) })).toBe('title: Keep the title to 100 characters.');
    expect(await bad({ rating: 3, text: 'x'.repeat(2001) })).toBe(
      'text: Keep the review to 2,000 characters.',
    );
    const page = await reviewsOf().$get({ param: { id }, query: { page: 'two' } });
    expect(page.status).toBe(400);
    for (const missing of ['not-a-product', '00000000-0000-4000-8000-000000000000']) {
      const res = await reviewsOf().$get({ param: { id: missing }, query: {} });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe('Product not found');
    }
    expect((await mine(id, token)).review).toBeNull();
  });

  it('changes the writer’s review in place, deletes it, and keeps one per customer', async () => {
    const id = productId(6);
    const { token } = await buyer(id);
    await write(id, token, { rating: 2, text: 'Tore at the corner.' });
    const changed = myReviewAnswer.parse(await (await write(id, token, { rating: 5 })).json());
    expect(changed.review).toMatchObject({ rating: 5, hidden: false });
    expect(changed.review).not.toHaveProperty('text');
    expect((await published(id)).summary).toEqual({ average: 5, count: 1, byStars: [0, 0, 0, 0, 1] });
    const gone = await reviewsOf(token).mine.$delete({ param: { id } });
    expect(myReviewAnswer.parse(await gone.json())).toEqual({ canReview: true, review: null, helpful: [] });
    expect((await published(id)).summary.count).toBe(0);
  });

  it('summarises every published review, pages them newest first, and leaves out those taken down', async () => {
    const id = productId(7);
    const ratings = [5, 4, 4, 3, 5, 5, 1, 4, 5, 2, 4];
    const written: number[] = [];
    for (const rating of ratings) {
      const { token } = await buyer(id);
      written.push(myReviewAnswer.parse(await (await write(id, token, { rating })).json()).review!.id);
    }
    const first = await published(id);
    // 42 stars over 11 reviews: 3.818… shows as 3.8.
    expect(first.summary).toEqual({ average: 3.8, count: 11, byStars: [1, 1, 1, 4, 4] });
    expect(first.pages).toBe(2);
    expect(first.data.map((r) => r.id)).toEqual(written.toReversed().slice(0, REVIEWS_PAGE_SIZE));
    expect((await published(id, '2')).data.map((r) => r.id)).toEqual([written[0]]);

    // The owner takes the one-star review down: not shown, not counted; its writer is told.
    const listed = await shop('reviews', 'list', '--product', id);
    expect(listed).toContain(`#${written[6]}  1/5  `);
    expect(listed).toMatch(/<shopper\.[0-9a-f]+@example\.in>/);
    expect(await shop('reviews', 'hide', `#${written[6]}`)).toBe(
      `Review #${written[6]} taken down: shoppers no longer see it.`,
    );
    const after = await published(id);
    expect(after.summary).toEqual({ average: 4.1, count: 10, byStars: [0, 1, 1, 4, 4] });
    expect(after.data.map((r) => r.id)).not.toContain(written[6]);
    expect(await shop('reviews', 'list', '--hidden')).toContain(`#${written[6]}  1/5`);
    expect(await shop('reviews', 'restore', String(written[6]))).toBe(
      `Review #${written[6]} is shown again.`,
    );
    expect((await published(id)).summary.count).toBe(11);
    await expect(shop('reviews', 'hide', '999999')).rejects.toThrow(UsageError);
    await expect(shop('reviews', 'hide', 'twelve')).rejects.toThrow(/give the review's number/);
  });

  it('tells the writer of a review taken down, and keeps it down when they change it', async () => {
    const id = productId(8);
    const { token } = await buyer(id);
    const { review } = myReviewAnswer.parse(
      await (await write(id, token, { rating: 1, text: 'spam' })).json(),
    );
    await shop('reviews', 'hide', String(review!.id));
    expect((await mine(id, token)).review).toMatchObject({ hidden: true });
    const changed = myReviewAnswer.parse(await (await write(id, token, { rating: 2 })).json());
    expect(changed.review).toMatchObject({ rating: 2, hidden: true });
    expect((await published(id)).summary.count).toBe(0);
  });

  it('is asked for in the delivered e-mail, for each product not reviewed yet', async () => {
    const [a, b] = [productId(10), productId(11)];
    const titles = [seedProducts[10]!.title, seedProducts[11]!.title];
    const shopper = await buyer(a);
    await write(a, shopper.token, { rating: 5 });
    await buyer(b, '3', shopper);
    const order = await placeOrder(h, shopper.token, { [a]: 1, [b]: 2 });
    await shop('payments', 'mark-paid', order);
    await shop('orders', 'set-status', order, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await shop('orders', 'set-status', order, '3');
    await sendAllMail(h);
    const deliveredMail = (id: string) =>
      h.mailer.sent
        .filter((m) => m.to === shopper.email && m.subject === `Your order ${id} has been delivered`)
        .at(-1)!;
    // It held a, reviewed already, and b: only b is asked for.
    const both = deliveredMail(order);
    expect(both.text).toContain('How did it go?');
    expect(both.text).toContain(`Review ${titles[1]}: http://shop.test/product/${b}#reviews`);
    expect(both.text).not.toContain(`Review ${titles[0]}`);
    expect(both.html).toContain(`href="http://shop.test/product/${b}#reviews"`);
    await write(b, shopper.token, { rating: 4 });
    const again = await placeOrder(h, shopper.token, { [a]: 1 });
    await shop('payments', 'mark-paid', again);
    await shop('orders', 'set-status', again, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await shop('orders', 'set-status', again, '3');
    await sendAllMail(h);
    // Everything it held is reviewed: the e-mail asks for nothing.
    expect(deliveredMail(again).text).not.toContain('How did it go?');
  });

  it('shows the shop’s answer under the review and e-mails its writer once, however often it is reworded', async () => {
    const id = productId(12);
    const { token, email } = await buyer(id);
    const { review } = myReviewAnswer.parse(
      await (await write(id, token, { rating: 2, title: 'Thin', text: 'Tore on the\nsecond use.' })).json(),
    );
    const number = review!.id;
    expect(await shop('reviews', 'list', '--unanswered')).toContain(`#${number}  2/5`);

    expect(await shop('reviews', 'reply', `#${number}`, 'Sorry, Asha: a new pack is on its way.')).toBe(
      `Answered review #${number}: shoppers see your answer under it, and its writer is e-mailed (once per review).`,
    );
    const [shown] = (await published(id)).data;
    expect(shown).toMatchObject({ id: number, reply: { text: 'Sorry, Asha: a new pack is on its way.' } });
    expect(Date.parse(shown!.reply!.repliedAt)).toBeGreaterThanOrEqual(Date.parse(shown!.writtenAt));
    expect((await mine(id, token)).review?.reply?.text).toBe('Sorry, Asha: a new pack is on its way.');
    expect(await shop('reviews', 'list', '--unanswered')).not.toContain(`#${number}  2/5`);
    expect(await shop('reviews', 'list', '--product', id)).toContain(
      '    Your reply (', // then the day, and the answer
    );

    // Reworded before the queue ran: one e-mail, with the words as they stand when it goes.
    await shop('reviews', 'reply', String(number), 'Sorry, Asha:', 'two new packs are on their way.');
    await sendAllMail(h);
    const store = loadStoreConfig(storeConfigPath);
    const subject = reviewTexts.replySubject('Gupta Supply Co', seedProducts[12]!.title);
    expect(store.storeName).toBe('Gupta Supply Co.');
    const mails = () => h.mailer.sent.filter((m) => m.to === email && m.subject === subject);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.text).toContain('> Sorry, Asha: two new packs are on their way.');
    expect(mails()[0]!.text).toContain('> Thin\n> Tore on the\n> second use.');
    expect(mails()[0]!.text).toContain(`Read it with your review: http://shop.test/product/${id}#reviews`);
    await shop('reviews', 'reply', String(number), 'Reworded once more.');
    await sendAllMail(h);
    expect(mails()).toHaveLength(1);

    // The writer changes their review: the answer stays, and the owner sees it may not fit now.
    const changed = myReviewAnswer.parse(await (await write(id, token, { rating: 5 })).json());
    expect(changed.review?.reply?.text).toBe('Reworded once more.');
    expect(await shop('reviews', 'list', '--product', id)).toContain(
      '; the review was changed since): Reworded once more.',
    );

    expect(await shop('reviews', 'reply', String(number), '--remove')).toBe(
      `Review #${number} has no answer from the shop now.`,
    );
    expect((await published(id)).data[0]).not.toHaveProperty('reply');
  });

  it('refuses an answer to a review taken down, one too long or none, and mails no word of an answer no one sees', async () => {
    const id = productId(13);
    const { token, email } = await buyer(id);
    const { review } = myReviewAnswer.parse(await (await write(id, token, { rating: 1 })).json());
    const number = String(review!.id);
    await expect(shop('reviews', 'reply', number, 'x'.repeat(1001))).rejects.toThrow(
      'keep the answer to 1,000 characters (it has 1,001)',
    );
    await expect(shop('reviews', 'reply', number)).rejects.toThrow(
      /give the review's number and your answer/,
    );
    await expect(shop('reviews', 'reply', number, 'Thanks', '--remove')).rejects.toThrow(UsageError);
    await expect(shop('reviews', 'reply', '999999', 'Thanks')).rejects.toThrow('no review #999999');
    await expect(shop('reviews', 'list', '--hidden', '--unanswered')).rejects.toThrow(UsageError);

    await shop('reviews', 'reply', number, 'We are sorry to hear it.');
    await shop('reviews', 'hide', number);
    await expect(shop('reviews', 'reply', number, 'Again.')).rejects.toThrow(
      `review #${number} is taken down, so no one would see an answer`,
    );
    // Taken down before the queue ran: its writer is not told of an answer no one sees.
    await sendAllMail(h);
    expect(h.mailer.sent.filter((m) => m.to === email && m.subject.includes('answered your review'))).toEqual(
      [],
    );
    await shop('reviews', 'restore', number);
    expect((await published(id)).data[0]?.reply?.text).toBe('We are sorry to hear it.');
  });

  it('counts "helpful" marks, one per shopper, never on their own review, and tells each shopper theirs', async () => {
    const id = productId(14);
    const writer = await buyer(id);
    const { review } = myReviewAnswer.parse(await (await write(id, writer.token, { rating: 4 })).json());
    const reviewId = String(review!.id);
    const helpfulOf = (token: string) => reviewsOf(token)[':reviewId'].helpful;
    const mark = async (token: string, on = true) => {
      const res = await helpfulOf(token)[on ? '$put' : '$delete']({ param: { id, reviewId } });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const [asha, ravi] = [await signUp(h), await signUp(h)];
    expect((await published(id)).data[0]).toMatchObject({ id: review!.id, helpful: 0 });
    expect(await mark(asha.token)).toEqual({ status: 200, body: { helpful: 1, marked: true } });
    // Marked twice by one shopper: counted once.
    expect(await mark(asha.token)).toEqual({ status: 200, body: { helpful: 1, marked: true } });
    expect(await mark(ravi.token)).toEqual({ status: 200, body: { helpful: 2, marked: true } });
    expect((await published(id)).data[0]!.helpful).toBe(2);
    expect((await mine(id, asha.token)).helpful).toEqual([review!.id]);
    expect((await mine(id, writer.token)).helpful).toEqual([]);
    expect(await mark(ravi.token, false)).toEqual({ status: 200, body: { helpful: 1, marked: false } });
    expect((await mine(id, ravi.token)).helpful).toEqual([]);
    expect(await shop('reviews', 'list', '--product', id)).toContain(`#${reviewId}  4/5`);
    expect(await shop('reviews', 'list', '--product', id)).toMatch(/ {2}helpful to 1$/m);

    // Not their own; not a review of another product, taken down, or none; not signed out.
    expect(await mark(writer.token)).toEqual({ status: 403, body: { error: reviewTexts.ownReview } });
    const other = await (
      await apiClient(h, asha.token).products[':id'].reviews[':reviewId'].helpful.$put({
        param: { id: productId(15), reviewId },
      })
    ).json();
    expect(other).toEqual({ error: reviewTexts.reviewNotFound });
    for (const bad of ['999999', '9999999999', 'one', '0', '1e3'])
      expect((await helpfulOf(asha.token).$put({ param: { id, reviewId: bad } })).status).toBe(404);
    expect((await reviewsOf()[':reviewId'].helpful.$put({ param: { id, reviewId } })).status).toBe(401);
    await shop('reviews', 'hide', reviewId);
    expect((await mark(ravi.token)).status).toBe(404);
    await shop('reviews', 'restore', reviewId);

    // An erased account's marks go with it.
    await shop('customers', 'erase', asha.email, '--yes');
    expect((await published(id)).data[0]!.helpful).toBe(0);
  });

  it('serves them in the order asked (newest first, most helpful, highest or lowest rated), of one rating if asked', async () => {
    const id = productId(16);
    const ids: number[] = [];
    for (const rating of [3, 5, 1, 5]) {
      const { token } = await buyer(id);
      ids.push(myReviewAnswer.parse(await (await write(id, token, { rating })).json()).review!.id);
    }
    const voter = await signUp(h);
    await reviewsOf(voter.token)[':reviewId'].helpful.$put({ param: { id, reviewId: String(ids[2]) } });
    const order = async (sort?: string) => {
      const res = await reviewsOf().$get({ param: { id }, query: sort ? { sort } : {} });
      const answer = reviewsAnswer.parse(await res.json());
      return { sort: answer.sort, ids: answer.data.map((r) => ids.indexOf(r.id)) };
    };
    expect(await order()).toEqual({ sort: 'newest', ids: [3, 2, 1, 0] });
    expect(await order('helpful')).toEqual({ sort: 'helpful', ids: [2, 3, 1, 0] });
    expect(await order('highest')).toEqual({ sort: 'highest', ids: [3, 1, 0, 2] });
    expect(await order('lowest')).toEqual({ sort: 'lowest', ids: [2, 0, 3, 1] });
    const bad = await reviewsOf().$get({ param: { id }, query: { sort: 'random' } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toContain('sort must be one of newest, helpful, highest or lowest');

    // Only those of one rating, the summary still of all, the pages of those kept.
    const fives = reviewsAnswer.parse(
      await (await reviewsOf().$get({ param: { id }, query: { stars: '5', sort: 'helpful' } })).json(),
    );
    expect(fives.data.map((r) => ids.indexOf(r.id))).toEqual([3, 1]);
    expect(fives).toMatchObject({ stars: 5, sort: 'helpful', pages: 1, summary: { count: 4 } });
    const twos = reviewsAnswer.parse(
      await (await reviewsOf().$get({ param: { id }, query: { stars: '2' } })).json(),
    );
    expect(twos).toMatchObject({ data: [], pages: 0, stars: 2 });
    for (const stars of ['0', '6', '2.5', 'five']) {
      const refused = await reviewsOf().$get({ param: { id }, query: { stars } });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toContain('stars must be a whole number from 1 to 5');
    }
  });

  it('goes with the account when the customer has it erased', async () => {
    const id = productId(9);
    const { token, email } = await buyer(id);
    await write(id, token, { rating: 5, text: 'Good.' });
    expect(await shop('customers', 'erase', email)).toContain('1 product review');
    await shop('customers', 'erase', email, '--yes');
    expect((await published(id)).summary.count).toBe(0);
  });
});
