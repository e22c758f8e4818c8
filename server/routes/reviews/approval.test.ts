import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myReviewAnswer, reviewsAnswer, type ReviewRequest } from '../../../src/contract/reviews.ts';
import { reviewTexts, savedText } from '../../../src/domain/reviews.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../../test/harness.ts';
import { ownerCommand, placeOrder, productId, sendAllMail, signUp } from '../../test/helpers.ts';

/** The store's configuration as shipped, with the owner reading each review before it shows. */
function approvingStore() {
  const config = JSON.parse(readFileSync(storeConfigPath, 'utf8')) as Record<string, unknown>;
  const path = join(mkdtempSync(join(tmpdir(), 'store-')), 'store.json');
  writeFileSync(path, JSON.stringify({ ...config, approveReviews: true }));
  return path;
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ STORE_CONFIG: approvingStore() });
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const reviewsOf = (as?: string) => apiClient(h, as).products[':id'].reviews;
const published = async (id: string) =>
  reviewsAnswer.parse(await (await reviewsOf().$get({ param: { id }, query: {} })).json());
const write = async (id: string, token: string, json: ReviewRequest) =>
  myReviewAnswer.parse(await (await reviewsOf(token).mine.$post({ param: { id }, json })).json());

async function buyer(id: string) {
  const shopper = await signUp(h);
  const order = await placeOrder(h, shopper.token, { [id]: 1 });
  await shop('payments', 'mark-paid', order);
  await shop('orders', 'set-status', order, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
  await shop('orders', 'set-status', order, '3');
  return shopper;
}

/** The shop's e-mails about reviews waiting for it. */
const waitingMails = () => h.mailer.sent.filter((m) => m.subject.startsWith('Review waiting: '));

describe('reviews the owner approves first (approveReviews: true)', () => {
  it('holds a review, written or changed, until the owner approves it, and tells the shop each time', async () => {
    const id = productId(3);
    const title = seedProducts[3]!.title;
    const { token, email } = await buyer(id);
    const first = await write(id, token, { rating: 2, title: 'Thin', text: 'Tore on the second use.' });
    expect(first.review).toMatchObject({ rating: 2, hidden: false, waiting: true });
    expect(savedText(first.review, false)).toBe(reviewTexts.postedWaiting);
    // Not shown, not counted, not answerable.
    expect(await published(id)).toMatchObject({ summary: { count: 0 }, data: [] });
    await expect(shop('reviews', 'reply', String(first.review!.id), 'Sorry.')).rejects.toThrow(
      `review #${first.review!.id} waits for your approval, so no one sees it yet`,
    );
    const number = String(first.review!.id);
    expect(await shop('reviews', 'list', '--waiting')).toContain(
      `#${number}  2/5  ${title}  Asha Verma <${email}>`,
    );
    expect(await shop('reviews', 'list', '--waiting')).toContain('waiting for your approval');
    expect(await shop('products', 'show', id)).toContain(
      '  reviews: none yet, 1 waiting for your approval (reviews list --waiting)',
    );

    await sendAllMail(h);
    expect(waitingMails()).toHaveLength(1);
    const [mail] = waitingMails();
    expect(mail!.to).toBe('support@guptasupply.in');
    expect(mail!.subject).toBe(`Review waiting: ${title}, 2/5 by Asha V.`);
    expect(mail!.text).toContain(`Rated 2 out of 5, by Asha V. <${email}>`);
    expect(mail!.text).toContain('> Thin\n> Tore on the second use.');
    expect(mail!.text).toContain(`To show it:      npm run shop -- reviews approve ${number}`);
    expect(mail!.text).toContain(`To keep it down: npm run shop -- reviews hide ${number}`);

    expect(await shop('reviews', 'approve', number)).toBe(`Review #${number} approved: shoppers see it now.`);
    expect(await shop('reviews', 'approve', number)).toBe(
      `Review #${number} is shown already: nothing to approve.`,
    );
    expect((await published(id)).data.map((r) => r.id)).toEqual([first.review!.id]);
    expect(await shop('reviews', 'list', '--waiting')).toBe('No reviews.');

    // Changed: the new words wait in turn (the old ones are gone), and the shop is told again.
    const changed = await write(id, token, { rating: 5, text: 'The replacement was perfect.' });
    expect(changed.review).toMatchObject({ rating: 5, waiting: true });
    expect(savedText(changed.review, true)).toBe(reviewTexts.postedWaiting);
    expect((await published(id)).summary.count).toBe(0);
    await sendAllMail(h);
    expect(waitingMails()).toHaveLength(2);
    expect(waitingMails()[1]!.text).toContain('> The replacement was perfect.');
    await shop('reviews', 'approve', number);
    expect((await published(id)).summary).toMatchObject({ count: 1, average: 5 });
  });

  it('lets the owner decide a waiting review by taking it down, and mails nothing decided already', async () => {
    const id = productId(4);
    const { token } = await buyer(id);
    const { review } = await write(id, token, { rating: 1, text: 'Buy from example.com instead' });
    const number = String(review!.id);
    // Decided before the queue ran: the shop is not asked about it.
    expect(await shop('reviews', 'hide', number)).toBe(
      `Review #${number} taken down: shoppers no longer see it.`,
    );
    const before = waitingMails().length;
    await sendAllMail(h);
    expect(waitingMails()).toHaveLength(before);
    expect((await write(id, token, { rating: 1, text: 'Again' })).review).toMatchObject({ hidden: true });
    await sendAllMail(h);
    expect(waitingMails()).toHaveLength(before);
    await expect(shop('reviews', 'approve', number)).rejects.toThrow(
      `review #${number} is taken down: npm run shop -- reviews restore ${number} shows it`,
    );
    await expect(shop('reviews', 'approve', '999999')).rejects.toThrow('no review #999999');
    await expect(shop('reviews', 'list', '--waiting', '--hidden')).rejects.toThrow(UsageError);
    // Put back up by the owner: that is their approval.
    await shop('reviews', 'restore', number);
    expect((await published(id)).data.map((r) => r.id)).toEqual([review!.id]);
  });
});
