import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ForgotPasswordRoute from '../../src/app/routes/forgot-password.tsx';
import { passwordResetNotOfferedTexts } from '../../src/components/password-reset-not-offered.tsx';
import { extensionRoutes, notOffered } from '../../src/mocks/handlers/routes.ts';
import { loading, networkError, respond, serverError } from '../../src/mocks/overrides.ts';
import { forgotPasswordTexts } from '../../src/screens/forgot-password/forgot-password-view.tsx';

const FORGOT = '*/api/v1/users/forgot-password';
const NEUTRAL = 'If an account exists for that e-mail, a reset link is on its way.';

// These stories render the route module `src/app/routes/forgot-password.tsx` against the MSW handlers, and
// with it the views in src/screens/forgot-password/: forgot-password-view.
const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordRoute,
  parameters: { route: { path: '/forgot-password', url: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

async function send({ canvas, userEvent }: Ctx, email = 'priya.sharma@example.com') {
  await userEvent.type(canvas.getByLabelText(forgotPasswordTexts.email), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: forgotPasswordTexts.heading })).toBeVisible();
    await expect(canvas.getByLabelText(forgotPasswordTexts.email)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: forgotPasswordTexts.back })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const InvalidEmail: Story = {
  play: async (ctx) => {
    await send(ctx, 'priya@');
    await expect(ctx.canvas.getByLabelText(forgotPasswordTexts.email)).toHaveAccessibleDescription(
      'Invalid email address',
    );
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', FORGOT));
  },
  play: async (ctx) => {
    await send(ctx);
    await expect(
      await ctx.canvas.findByRole('button', { name: forgotPasswordTexts.submitting }),
    ).toBeDisabled();
  },
};

/** The same neutral answer for any e-mail: it never says whether an account exists. */
export const Sent: Story = {
  play: async (ctx) => {
    await send(ctx, 'someone.unknown@example.com');
    await expect(await ctx.canvas.findByRole('status')).toHaveTextContent(NEUTRAL);
    await expect(ctx.canvas.queryByLabelText(forgotPasswordTexts.email)).not.toBeInTheDocument();
    await expect(ctx.canvas.getByRole('link', { name: forgotPasswordTexts.back })).toBeVisible();
  },
};

/** A server answering without a message still gets the neutral confirmation. */
export const SentWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(respond('post', FORGOT, { message: '' }));
  },
  play: async (ctx) => {
    await send(ctx);
    await expect(await ctx.canvas.findByRole('status')).toHaveTextContent(NEUTRAL);
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', FORGOT, 429, 'Too many requests. Please try again in a few minutes.'));
  },
  play: async (ctx) => {
    await send(ctx);
    await expect(await ctx.canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a few minutes.',
    );
    await expect(ctx.canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};

export const NoResponse: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('post', FORGOT));
  },
  play: async (ctx) => {
    await send(ctx);
    await expect(await ctx.canvas.findByRole('alert')).toHaveTextContent(
      'No response from server. Please try again later.',
    );
  },
};

/** A shop whose server implements only the spec has no reset: the page says so and where to get help. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.forgotPassword));
  },
  play: async (ctx) => {
    await send(ctx);
    const notice = await ctx.canvas.findByRole('status');
    await expect(notice).toHaveTextContent(passwordResetNotOfferedTexts.notice);
    await expect(ctx.canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(ctx.canvas.queryByLabelText(forgotPasswordTexts.email)).not.toBeInTheDocument();
    await expect(
      ctx.canvas.getByRole('link', { name: passwordResetNotOfferedTexts.contact }),
    ).toHaveAttribute('href', '/contact');
  },
};
