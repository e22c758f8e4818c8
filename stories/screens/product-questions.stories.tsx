import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ProductDetailRoute from '../../src/app/routes/product-detail.tsx';
import { questionTexts as texts } from '../../src/domain/questions.ts';
import { oneSizeProduct, optionsProduct } from '../../src/mocks/fixtures/products.ts';
import { MOCK_QUESTIONS } from '../../src/mocks/fixtures/questions.ts';
import { questionHandlers } from '../../src/mocks/handlers/questions.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { SERVER_ERROR } from '../../src/mocks/overrides.ts';

const at = (id: string | number) => ({ route: { path: '/product/:id', url: `/product/${id}` } });
const QUESTIONS_PATH = mockPath(extensionRoutes.questions);
const tape = MOCK_QUESTIONS[optionsProduct.id]!;

// These stories render the route module `src/app/routes/product-detail.tsx` against the MSW
// handlers, for its questions and answers (our server's extension): the views in
// src/screens/product-detail/questions-section.tsx, question-form.tsx and the list parts it shares
// with the reviews (src/screens/product-detail/list-parts.tsx: LoadFailed, the answer under each).
const meta = {
  title: 'Screens/ProductDetail/Questions',
  component: ProductDetailRoute,
  parameters: at(optionsProduct.id),
} satisfies Meta<typeof ProductDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: texts.heading }));

/** A guest: the questions the shop answered, each with its answer, and sign-in to ask one. */
export const Questions: Story = {
  play: async ({ canvas }) => {
    const questions = await section(canvas);
    const items = await questions.findAllByRole('article');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAccessibleName(texts.asked('Suresh K.', '08 Jun 2026'));
    await expect(within(items[0]!).getByText(tape[0]!.question)).toBeVisible();
    await expect(within(items[0]!).getByText(`${texts.answer}`)).toBeVisible();
    await expect(within(items[0]!).getByText(tape[0]!.answer)).toBeVisible();
    await expect(questions.getByRole('link', { name: texts.signIn })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/product/${optionsProduct.id}#questions`)}`,
    );
    await expect(questions.queryByRole('button', { name: texts.ask })).not.toBeInTheDocument();
  },
};

/**
 * A signed-in shopper asks one: an empty question is refused, saying so; once sent it waits under
 * "Your questions" and a notice says the shop will answer here and by e-mail.
 */
export const AskAQuestion: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...questionHandlers());
  },
  play: async ({ canvas, userEvent, step }) => {
    const questions = await section(canvas);
    await userEvent.click(await questions.findByRole('button', { name: texts.ask }));
    const form = within(await questions.findByRole('form', { name: texts.ask }));
    const field = form.getByRole('textbox', { name: texts.label });
    await step('nothing written: the form says so and sends nothing', async () => {
      // The form takes the focus once it is drawn (an effect): on a slow machine a moment later.
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.click(form.getByRole('button', { name: texts.submit }));
      await expect(await form.findByText('Write your question.')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await step('asked: it waits under "Your questions"', async () => {
      await userEvent.type(field, 'Is the 72 mm width in stock?');
      await userEvent.click(form.getByRole('button', { name: texts.submit }));
      await expect(await within(document.body).findByText(texts.sent)).toBeVisible();
      const mine = within(await questions.findByTestId('my-questions'));
      await expect(mine.getByText('Is the 72 mm width in stock?')).toBeVisible();
      await expect(mine.getByText(new RegExp(texts.waiting))).toBeVisible();
      await expect(questions.queryByRole('form', { name: texts.ask })).not.toBeInTheDocument();
    });
  },
};

/** More than 500 characters: refused by the form, saying so; nothing is cut. */
export const TooLong: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas, userEvent }) => {
    const questions = await section(canvas);
    await userEvent.click(await questions.findByRole('button', { name: texts.ask }));
    const form = within(await questions.findByRole('form', { name: texts.ask }));
    const field = form.getByRole('textbox', { name: texts.label });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(form.getByRole('button', { name: texts.submit }));
    await expect(await form.findByText('Keep the question to 500 characters.')).toBeVisible();
    await expect(field).toHaveValue('x'.repeat(501));
  },
};

const waiting = [
  { id: 31, question: 'Is there a 72 mm width?', askedAt: '2026-06-12T09:15:00+05:30' },
  { id: 30, question: 'Does it stick to cold boxes?', askedAt: '2026-06-10T17:40:00+05:30' },
];
const mineSection = async (canvas: ReturnType<typeof within>) =>
  within(await (await section(canvas)).findByTestId('my-questions'));

/** Withdrawing a question still waiting is asked once more first: the question and the two answers. */
export const WithdrawConfirm: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...questionHandlers({ mine: waiting }));
  },
  play: async ({ canvas, userEvent }) => {
    const mine = await mineSection(canvas);
    await userEvent.click(
      await mine.findByRole('button', { name: texts.withdrawLabel(waiting[0]!.question) }),
    );
    const confirm = within(mine.getByRole('group', { name: texts.confirmWithdraw }));
    await expect(confirm.getByRole('button', { name: texts.confirmYes })).toBeVisible();
    await expect(confirm.getByRole('button', { name: texts.keep })).toBeVisible();
    // The other question keeps its own button.
    await expect(mine.getByRole('button', { name: texts.withdrawLabel(waiting[1]!.question) })).toBeVisible();
  },
};

/**
 * "Keep it" leaves the question; "Yes, withdraw it" takes it back: gone from "Your questions", the
 * other still there, and a notice says so.
 */
export const WithdrawAQuestion: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...questionHandlers({ mine: waiting }));
  },
  play: async ({ canvas, userEvent, step }) => {
    const mine = await mineSection(canvas);
    const withdraw = texts.withdrawLabel(waiting[0]!.question);
    await step('kept', async () => {
      await userEvent.click(await mine.findByRole('button', { name: withdraw }));
      await userEvent.click(mine.getByRole('button', { name: texts.keep }));
      await expect(mine.queryByRole('group', { name: texts.confirmWithdraw })).not.toBeInTheDocument();
      await expect(mine.getByText(waiting[0]!.question)).toBeVisible();
    });
    await step('withdrawn', async () => {
      await userEvent.click(mine.getByRole('button', { name: withdraw }));
      await userEvent.click(mine.getByRole('button', { name: texts.confirmYes }));
      await expect(await within(document.body).findByText(texts.withdrawn)).toBeVisible();
      await waitFor(() => expect(mine.queryByText(waiting[0]!.question)).not.toBeInTheDocument());
      await expect(mine.getByText(waiting[1]!.question)).toBeVisible();
    });
  },
};

/**
 * The shop answered it meanwhile (409): the notice says it stays with its answer, and it leaves the
 * waiting ones (the answered list has it once the page is loaded again).
 */
export const WithdrawAnsweredMeanwhile: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    const answered = {
      ...waiting[0]!,
      answer: 'Yes: 48 and 72 mm.',
      answeredAt: '2026-06-14T11:00:00+05:30',
    };
    msw.use(...questionHandlers({ mine: waiting }));
    let changed = false;
    msw.use(
      http.delete(mockPath(extensionRoutes.questionWithdraw), () => {
        changed = true;
        return HttpResponse.json({ error: texts.answeredStays }, { status: 409 });
      }),
      http.get(mockPath(extensionRoutes.myQuestions), () =>
        changed ? HttpResponse.json({ data: [answered, waiting[1]!] }) : undefined,
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const mine = await mineSection(canvas);
    await userEvent.click(
      await mine.findByRole('button', { name: texts.withdrawLabel(waiting[0]!.question) }),
    );
    await userEvent.click(mine.getByRole('button', { name: texts.confirmYes }));
    await expect(await within(document.body).findByText(texts.answeredStays)).toBeVisible();
    await waitFor(() => expect(mine.queryByText(waiting[0]!.question)).not.toBeInTheDocument());
    await expect(mine.getByText(waiting[1]!.question)).toBeVisible();
  },
};

/** A product no one has asked about (or none answered yet): said, with the way to ask. */
export const NoneYet: Story = {
  parameters: { ...at(oneSizeProduct.id), session: 'signed-in' },
  play: async ({ canvas }) => {
    const questions = await section(canvas);
    await expect(await questions.findByText(texts.none)).toBeVisible();
    await expect(questions.getByRole('button', { name: texts.ask })).toBeVisible();
    await expect(questions.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The questions could not be loaded: said, with a way to try again that gets them. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let asked = 0;
    msw.use(
      http.get(QUESTIONS_PATH, () =>
        asked++ === 0 ? HttpResponse.json({ error: SERVER_ERROR }, { status: 500 }) : undefined,
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const questions = await section(canvas);
    await expect(await questions.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    await userEvent.click(questions.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(questions.getAllByRole('article')).toHaveLength(3));
  },
};

/** A server without questions (404): the page has no questions part at all. */
export const NotOffered: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.questions), notOffered(extensionRoutes.myQuestions));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: optionsProduct.title })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Ratings and reviews' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: texts.heading })).not.toBeInTheDocument(),
    );
  },
};
