import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import ResetPasswordRoute from '../../src/app/routes/reset-password.tsx';
import { passwordResetNotOfferedTexts } from '../../src/components/password-reset-not-offered.tsx';
import { EXPIRED_RESET_TOKEN } from '../../src/mocks/handlers/auth.ts';
import { extensionRoutes, notOffered } from '../../src/mocks/handlers/routes.ts';
import { loading } from '../../src/mocks/overrides.ts';
import { resetPasswordTexts } from '../../src/screens/reset-password/reset-password-view.tsx';

const RESET = '*/api/v1/users/reset-password';
const INVALID = 'This reset link is invalid or has expired.';

// These stories render the route module `src/app/routes/reset-password.tsx` against the MSW handlers, and
// with it the views in src/screens/reset-password/: reset-password-view.
const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordRoute,
  parameters: { route: { path: '/reset-password', url: '/reset-password?token=a1b2c3d4' } },
} satisfies Meta<typeof ResetPasswordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

async function choose({ canvas, userEvent }: Ctx, password = 'newsecret1', confirm = password) {
  await userEvent.type(canvas.getByLabelText(resetPasswordTexts.password), password);
  await userEvent.type(canvas.getByLabelText(resetPasswordTexts.confirmPassword), confirm);
  await userEvent.click(canvas.getByRole('button', { name: resetPasswordTexts.submit }));
}

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: resetPasswordTexts.heading })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!);
    await expect(canvas.getByLabelText(resetPasswordTexts.password)).toHaveAttribute('type', 'text');
  },
};

export const ValidationErrors: Story = {
  play: async (ctx) => {
    await choose(ctx, '123', '1234');
    await expect(ctx.canvas.getByLabelText(resetPasswordTexts.password)).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    await expect(ctx.canvas.getByLabelText(resetPasswordTexts.confirmPassword)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  },
};

/** A link without a token cannot work: the shopper is offered a new one. */
export const InvalidToken: Story = {
  parameters: { route: { path: '/reset-password', url: '/reset-password' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID);
    await expect(canvas.queryByLabelText(resetPasswordTexts.password)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: resetPasswordTexts.requestNew })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** The server refuses a stale token: its words inline and in a notice, and the way to a new link. */
export const ExpiredToken: Story = {
  parameters: { route: { path: '/reset-password', url: `/reset-password?token=${EXPIRED_RESET_TOKEN}` } },
  play: async (ctx) => {
    await choose(ctx);
    await expect(await ctx.canvas.findByRole('alert')).toHaveTextContent(INVALID);
    await expect(await within(document.body).findByText('Error')).toBeVisible();
    await expect(ctx.canvas.getByRole('link', { name: resetPasswordTexts.requestNew })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(ctx.canvas.getByLabelText(resetPasswordTexts.password)).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', RESET));
  },
  play: async (ctx) => {
    await choose(ctx);
    await expect(
      await ctx.canvas.findByRole('button', { name: resetPasswordTexts.submitting }),
    ).toBeDisabled();
  },
};

let sent: unknown;

export const Done: Story = {
  beforeEach({ msw }) {
    sent = undefined;
    msw.use(
      http.post(RESET, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
  },
  play: async (ctx) => {
    await choose(ctx);
    await expect(await ctx.canvas.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in.',
    );
    await expect(ctx.canvas.getByRole('link', { name: resetPasswordTexts.login })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(sent).toEqual({ token: 'a1b2c3d4', password: 'newsecret1' });
  },
};

/** A shop whose server implements only the spec has no reset: no error, a plain notice and the way to help. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.resetPassword));
  },
  play: async (ctx) => {
    await choose(ctx);
    await expect(await ctx.canvas.findByRole('status')).toHaveTextContent(
      passwordResetNotOfferedTexts.notice,
    );
    await expect(ctx.canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(document.body).queryByText('Error')).not.toBeInTheDocument();
    await expect(ctx.canvas.queryByLabelText(resetPasswordTexts.password)).not.toBeInTheDocument();
    await expect(
      ctx.canvas.getByRole('link', { name: passwordResetNotOfferedTexts.contact }),
    ).toHaveAttribute('href', '/contact');
  },
};
