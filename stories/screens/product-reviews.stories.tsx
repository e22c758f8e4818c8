import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ProductDetailRoute from '../../src/app/routes/product-detail.tsx';
import { ratingSummary, reviewTexts as texts, starCounts } from '../../src/domain/reviews.ts';
import { oneSizeProduct, optionsProduct } from '../../src/mocks/fixtures/products.ts';
import { MOCK_REVIEWS, MY_TAPE_REVIEW, TAPE_REPLY } from '../../src/mocks/fixtures/reviews.ts';
import { reviewHandlers } from '../../src/mocks/handlers/reviews.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { loading, SERVER_ERROR, serverError } from '../../src/mocks/overrides.ts';

const at = (id: string | number) => ({ route: { path: '/product/:id', url: `/product/${id}` } });
const REVIEWS_PATH = mockPath(extensionRoutes.reviews);
const tape = MOCK_REVIEWS[optionsProduct.id]!;
const MY_TAPE_REPLY = {
  text: 'Thank you! For monthly dispatch, the 6-roll carton comes with a bulk price.',
  repliedAt: '2026-06-03T08:00:00.000Z',
};

// These stories render the route module `src/app/routes/product-detail.tsx` against the MSW
// handlers, for its ratings and reviews (our server's extension): the views in
// src/screens/product-detail/reviews-section.tsx and review-form.tsx, and src/components/stars.tsx.
const meta = {
  title: 'Screens/ProductDetail/Reviews',
  component: ProductDetailRoute,
  parameters: at(optionsProduct.id),
} satisfies Meta<typeof ProductDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: texts.heading }));

/**
 * A guest: the average, each star's share, the newest ten reviews, the rest on asking (the oldest
 * with the shop's answer under it), and sign-in to write one.
 */
export const Reviews: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    await step('the summary: 48 stars from 12 reviews', async () => {
      const summary = within(await reviews.findByTestId('review-summary'));
      await expect(summary.getByRole('img', { name: '4 out of 5' })).toBeVisible();
      await expect(summary.getByText(texts.ratings(12))).toBeVisible();
      await expect(summary.getByText('5 stars: 6 reviews')).toBeInTheDocument();
      await expect(summary.getByText('1 star: 1 review')).toBeInTheDocument();
    });
    await step('beside the category, the stars and the count lead to them', async () => {
      const link = canvas.getByTestId('rating-link');
      await expect(link).toHaveAccessibleName('4 out of 5, 12 ratings');
      await expect(link).toHaveAttribute('href', '#reviews');
    });
    await step('the newest ten, each a verified buyer’s', async () => {
      const items = reviews.getAllByRole('article');
      await expect(items).toHaveLength(10);
      await expect(items[0]).toHaveAccessibleName(`Pooja S.: ${texts.starsLabel(5)}`);
      await expect(within(items[0]!).getByText(tape[0]!.text!)).toBeVisible();
      await expect(within(items[0]!).getByText(/Pooja S\. · Verified buyer · 12 Jun 2026/)).toBeVisible();
    });
    await step('how many found each helpful; a guest has no mark to give', async () => {
      const items = reviews.getAllByRole('article');
      await expect(within(items[0]!).getByTestId('helpful-count')).toHaveTextContent(texts.helpfulCount(8));
      await expect(within(items[2]!).queryByTestId('helpful-count')).not.toBeInTheDocument();
      await expect(reviews.queryByRole('button', { name: /helpful/ })).not.toBeInTheDocument();
    });
    await step('a guest is asked to sign in to write one, and comes back here', async () => {
      await expect(reviews.getByRole('link', { name: texts.signIn })).toHaveAttribute(
        'href',
        `/login?redirect=${encodeURIComponent(`/product/${optionsProduct.id}#reviews`)}`,
      );
      await expect(reviews.queryByRole('button', { name: texts.write })).not.toBeInTheDocument();
    });
    await step('the older two on asking', async () => {
      await userEvent.click(reviews.getByRole('button', { name: texts.showMore }));
      await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(12));
      await expect(reviews.queryByRole('button', { name: texts.showMore })).not.toBeInTheDocument();
      // The first of them takes the focus: the button has gone, and reading goes on from them.
      await waitFor(() => expect(reviews.getAllByRole('article')[10]).toHaveFocus());
    });
    await step('the shop’s answer, under the one review it answered', async () => {
      const answers = reviews.getAllByTestId('shop-reply');
      await expect(answers).toHaveLength(1);
      const answered = reviews.getAllByRole('article')[11]!;
      await expect(answered).toHaveAccessibleName(`Imran H.: ${texts.starsLabel(1)}`);
      await expect(answered).toContainElement(answers[0]!);
      await expect(answers[0]).toHaveTextContent(`${texts.shopReply} · 06 Mar 2026`);
      await expect(within(answers[0]!).getByText(TAPE_REPLY.text)).toBeVisible();
    });
  },
};

/** Sorted by the shopper: the lowest rated first, then the most helpful; "Show more" goes on in that order. */
export const Sorted: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    const sort = await reviews.findByRole('combobox', { name: texts.sort });
    await expect(sort).toHaveValue('newest');
    const firstName = () => reviews.getAllByRole('article')[0]!.getAttribute('aria-label');
    await step('lowest rated first', async () => {
      await userEvent.selectOptions(sort, texts.sorts.lowest);
      await waitFor(() => expect(firstName()).toBe(`Imran H.: ${texts.starsLabel(1)}`));
      await userEvent.click(reviews.getByRole('button', { name: texts.showMore }));
      await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(12));
      // Page two goes on in the same order: the five-star reviews last.
      await expect(reviews.getAllByRole('article').at(-1)).toHaveAccessibleName(/Rated 5 out of 5$/);
    });
    await step('most helpful first, from the first page again', async () => {
      await userEvent.selectOptions(sort, texts.sorts.helpful);
      await waitFor(() => expect(firstName()).toBe(`Pooja S.: ${texts.starsLabel(5)}`));
      await expect(reviews.getAllByRole('article')).toHaveLength(10);
      await expect(reviews.getAllByRole('article')[1]).toHaveAccessibleName(
        `Karan B.: ${texts.starsLabel(2)}`,
      );
    });
  },
};

/** Only the five-star reviews, on asking, the count in the choice; then all of them again. */
export const OneRating: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    const show = await reviews.findByRole('combobox', { name: texts.show });
    await expect(show).toHaveValue('0');
    await step('five stars only: the six of them, on one page', async () => {
      await userEvent.selectOptions(show, texts.onlyStars(5, 6));
      await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(6));
      for (const article of reviews.getAllByRole('article'))
        await expect(article).toHaveAccessibleName(/Rated 5 out of 5$/);
      await expect(reviews.queryByRole('button', { name: texts.showMore })).not.toBeInTheDocument();
      // The summary is still of all of them.
      await expect(reviews.getByText(texts.ratings(12))).toBeVisible();
    });
    await step('all ratings again', async () => {
      await userEvent.selectOptions(show, texts.allRatings);
      await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(10));
      await expect(reviews.getByRole('button', { name: texts.showMore })).toBeVisible();
    });
    // Only the ratings someone gave are offered: the tape has every one from 1 to 5.
    await expect(within(show).getAllByRole('option')).toHaveLength(6);
  },
};

/** A server that serves the newest first only (it does not say which order it served): no choices. */
export const SortNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(REVIEWS_PATH, () =>
        HttpResponse.json({
          summary: ratingSummary(starCounts(tape.map((r) => r.rating))),
          data: tape.slice(0, 10),
          page: 1,
          pages: 2,
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findAllByRole('article')).toHaveLength(10);
    await expect(reviews.queryByRole('combobox', { name: texts.sort })).not.toBeInTheDocument();
    await expect(reviews.queryByRole('combobox', { name: texts.show })).not.toBeInTheDocument();
  },
};

/** The next page could not be loaded: said beside the button, which asks again and gets it. */
export const MoreFailed: Story = {
  beforeEach({ msw }) {
    let asked = 0;
    msw.use(
      http.get(REVIEWS_PATH, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' && asked++ === 0
          ? HttpResponse.json({ error: SERVER_ERROR }, { status: 500 })
          : undefined,
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: texts.showMore }));
    await expect(await reviews.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    await expect(reviews.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(reviews.getByRole('button', { name: texts.showMore }));
    await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(12));
    await expect(reviews.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A buyer of a product nobody has reviewed: asked to be the first. */
export const NoneYet: Story = {
  parameters: { ...at(oneSizeProduct.id), session: 'signed-in' },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByText(texts.noneYetBuyer)).toBeVisible();
    await expect(reviews.getByRole('button', { name: texts.write })).toBeVisible();
    await expect(reviews.queryByRole('article')).not.toBeInTheDocument();
    // No reviews: no stars beside the category.
    await expect(canvas.queryByTestId('rating-link')).not.toBeInTheDocument();
  },
};

/**
 * A buyer writes one: the stars are needed (said when missing), the words are optional; once posted
 * it is theirs at the top, counted in the summary, and a notice thanks them.
 */
export const WriteAReview: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ keep: true }));
  },
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: texts.write }));
    const form = within(await reviews.findByRole('form', { name: texts.write }));
    await step('no stars: the form says so and sends nothing', async () => {
      await userEvent.type(form.getByRole('textbox', { name: texts.text }), 'Strong and clear.');
      await userEvent.click(form.getByRole('button', { name: texts.submit }));
      await expect(await form.findByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    });
    await step('four stars, a title, posted', async () => {
      await userEvent.click(form.getByRole('radio', { name: texts.starChoice(4) }));
      await expect(form.getByRole('radio', { name: texts.starChoice(4) })).toBeChecked();
      await userEvent.type(form.getByRole('textbox', { name: texts.title }), 'Good tape');
      await userEvent.click(form.getByRole('button', { name: texts.submit }));
      await expect(await within(document.body).findByText(texts.posted)).toBeVisible();
    });
    await step('theirs, with Edit and Delete, and in the list and the count', async () => {
      const mine = within(await reviews.findByTestId('my-review'));
      await expect(mine.getByText('Good tape')).toBeVisible();
      await expect(mine.getByRole('button', { name: texts.edit })).toBeVisible();
      await waitFor(() => expect(reviews.getByText(texts.ratings(13))).toBeVisible());
    });
  },
};

/**
 * Where the shop reads each review first (the store's `approveReviews`): once posted it is theirs,
 * said to wait for the shop, and neither in the list nor in the count until approved.
 */
export const WaitsForTheShop: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ keep: true, approve: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: texts.write }));
    const form = within(await reviews.findByRole('form', { name: texts.write }));
    await userEvent.click(form.getByRole('radio', { name: texts.starChoice(5) }));
    await userEvent.type(form.getByRole('textbox', { name: texts.title }), 'Good tape');
    await userEvent.click(form.getByRole('button', { name: texts.submit }));
    await expect(await within(document.body).findByText(texts.postedWaiting)).toBeVisible();
    const mine = within(await reviews.findByTestId('my-review'));
    await expect(mine.getByRole('status')).toHaveTextContent(texts.waiting);
    await expect(mine.getByRole('button', { name: texts.edit })).toBeVisible();
    // Only theirs: the list and the count stay as they were.
    await expect(reviews.getAllByText('Good tape')).toHaveLength(1);
    await expect(reviews.getByText(texts.ratings(12))).toBeVisible();
  },
};

/** Deleting the buyer's review is asked once more first: the question and its two answers, as they look. */
export const DeleteConfirm: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ mine: { canReview: true, review: MY_TAPE_REVIEW }, keep: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const reviews = await section(canvas);
    const mine = within(await reviews.findByTestId('my-review'));
    await userEvent.click(mine.getByRole('button', { name: texts.delete }));
    const confirm = within(mine.getByRole('group', { name: texts.confirmDelete }));
    await expect(confirm.getByRole('button', { name: texts.confirmYes })).toBeVisible();
    await expect(confirm.getByRole('button', { name: texts.keep })).toBeVisible();
    await expect(mine.queryByRole('button', { name: texts.edit })).not.toBeInTheDocument();
  },
};

/** The buyer's review, changed and then deleted (after asking), leaving the way to write one again. */
export const EditAndDelete: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ mine: { canReview: true, review: MY_TAPE_REVIEW }, keep: true }));
  },
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    const mine = within(await reviews.findByTestId('my-review'));
    await step('edit: the form starts from the review', async () => {
      await userEvent.click(mine.getByRole('button', { name: texts.edit }));
      const form = within(await reviews.findByRole('form', { name: texts.edit }));
      await expect(form.getByRole('radio', { name: texts.starChoice(4) })).toBeChecked();
      await expect(form.getByRole('textbox', { name: texts.title })).toHaveValue(MY_TAPE_REVIEW.title);
      await userEvent.click(form.getByRole('radio', { name: texts.starChoice(5) }));
      await userEvent.click(form.getByRole('button', { name: texts.update }));
      await expect(await within(document.body).findByText(texts.updated)).toBeVisible();
      await expect(
        within(await reviews.findByTestId('my-review')).getByRole('img', { name: texts.starsLabel(5) }),
      ).toBeVisible();
    });
    await step('delete asks first, then the review is gone', async () => {
      await userEvent.click(reviews.getByRole('button', { name: texts.delete }));
      await userEvent.click(reviews.getByRole('button', { name: texts.confirmYes }));
      await expect(await within(document.body).findByText(texts.deleted)).toBeVisible();
      await expect(await reviews.findByRole('button', { name: texts.write })).toBeVisible();
      await expect(reviews.queryByTestId('my-review')).not.toBeInTheDocument();
    });
  },
};

/**
 * The shop answered the buyer's review: the answer shows under theirs, and stays there when they
 * change their review (the shop's words are its own; only the shop takes them away).
 */
export const YoursAnswered: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(
      ...reviewHandlers({
        mine: { canReview: true, review: { ...MY_TAPE_REVIEW, reply: MY_TAPE_REPLY } },
        keep: true,
      }),
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    const answerOf = async () => within(await reviews.findByTestId('my-review')).getByTestId('shop-reply');
    await step('under their review, the shop’s answer and its day', async () => {
      await expect(await answerOf()).toHaveTextContent(
        `${texts.shopReply} · 03 Jun 2026${MY_TAPE_REPLY.text}`,
      );
    });
    await step('changed to five stars, the answer stays under it', async () => {
      await userEvent.click(reviews.getByRole('button', { name: texts.edit }));
      const form = within(await reviews.findByRole('form', { name: texts.edit }));
      await userEvent.click(form.getByRole('radio', { name: texts.starChoice(5) }));
      await userEvent.click(form.getByRole('button', { name: texts.update }));
      await expect(await within(document.body).findByText(texts.updated)).toBeVisible();
      await waitFor(async () =>
        expect(
          within(await reviews.findByTestId('my-review')).getByRole('img', { name: texts.starsLabel(5) }),
        ).toBeVisible(),
      );
      await expect(within(await answerOf()).getByText(MY_TAPE_REPLY.text)).toBeVisible();
    });
  },
};

/**
 * A signed-in shopper marks a review helpful: the mark shows pressed and the count goes up; pressed
 * again, both go back. Their own review has no mark to give.
 */
export const MarkHelpful: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ mine: { canReview: true, review: MY_TAPE_REVIEW }, keep: true }));
  },
  play: async ({ canvas, userEvent, step }) => {
    const reviews = await section(canvas);
    const mark = await reviews.findByRole('button', { name: texts.helpfulFor('Rahul M.') });
    const rahul = within(reviews.getAllByRole('article').find((a) => a.contains(mark))!);
    await step('marked: pressed, and counted', async () => {
      await expect(mark).toHaveAttribute('aria-pressed', 'false');
      await expect(rahul.getByTestId('helpful-count')).toHaveTextContent(texts.helpfulCount(3));
      await userEvent.click(mark);
      await waitFor(() => expect(mark).toHaveAttribute('aria-pressed', 'true'));
      await expect(rahul.getByTestId('helpful-count')).toHaveTextContent(texts.helpfulCount(4));
    });
    await step('their own review has no mark', async () => {
      const own = within(await reviews.findByTestId('my-review'));
      await expect(own.queryByRole('button', { name: /helpful/ })).not.toBeInTheDocument();
      const buttons = reviews.getAllByRole('button', { name: /^Mark .* review helpful$/ });
      // Ten reviews on the first page, the shopper's own among them: nine to mark.
      await expect(buttons).toHaveLength(9);
    });
  },
};

/** The mark could not be saved: said beside it, and nothing changes. */
export const MarkHelpfulFailed: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(serverError('put', mockPath(extensionRoutes.reviewHelpful)));
  },
  play: async ({ canvas, userEvent }) => {
    const reviews = await section(canvas);
    const mark = await reviews.findByRole('button', { name: texts.helpfulFor('Pooja S.') });
    await userEvent.click(mark);
    await expect(await reviews.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed in, no order of it delivered yet: told when they can review it. */
export const NotABuyerYet: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ mine: { canReview: false, review: null } }));
  },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByText(texts.notBuyer)).toBeVisible();
    await expect(reviews.queryByRole('button', { name: texts.write })).not.toBeInTheDocument();
  },
};

/** The shop took the buyer's review down: they are told, and others do not see it. */
export const TakenDown: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...reviewHandlers({ mine: { canReview: true, review: { ...MY_TAPE_REVIEW, hidden: true } } }));
  },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    const mine = within(await reviews.findByTestId('my-review'));
    await expect(mine.getByRole('status')).toHaveTextContent(texts.hidden);
    await expect(reviews.getAllByText(MY_TAPE_REVIEW.title!)).toHaveLength(1);
  },
};

/** Words past the limit are refused by the form, saying so; nothing is cut. */
export const TooLong: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas, userEvent }) => {
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: texts.write }));
    const form = within(await reviews.findByRole('form', { name: texts.write }));
    await userEvent.click(form.getByRole('radio', { name: texts.starChoice(3) }));
    const title = form.getByRole('textbox', { name: texts.title });
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(form.getByRole('button', { name: texts.submit }));
    await expect(await form.findByText('Keep the title to 100 characters.')).toBeVisible();
    await expect(title).toHaveValue('x'.repeat(101));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', REVIEWS_PATH));
  },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(reviews.getByTestId('reviews-skeleton')).toBeInTheDocument();
  },
};

/** The reviews could not be loaded: the page says so and offers to try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', REVIEWS_PATH));
  },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    await expect(reviews.getByRole('button', { name: texts.retry })).toBeVisible();
  },
};

/** A server without reviews (404): the page has no reviews part at all. */
export const NotOffered: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.reviews), notOffered(extensionRoutes.myReview));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: optionsProduct.title })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: texts.heading })).not.toBeInTheDocument(),
    );
  },
};
