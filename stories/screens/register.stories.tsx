import { consentTexts } from '../../src/components/auth-card.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import RegisterRoute from '../../src/app/routes/register.tsx';
import { TAKEN_EMAIL } from '../../src/mocks/handlers/auth.ts';
import { loading, networkError } from '../../src/mocks/overrides.ts';
import { registerTexts } from '../../src/screens/register/register-view.tsx';

const REGISTER = '*/api/v1/users/register';

// These stories render the route module `src/app/routes/register.tsx` against the MSW handlers, and with it
// the views in src/screens/register/: register-view.
const meta = {
  title: 'Screens/Register',
  component: RegisterRoute,
  parameters: { route: { path: '/register', url: '/register' } },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);

async function fillIn(
  { canvas, userEvent }: Ctx,
  values: { email?: string; password?: string; confirm?: string } = {},
) {
  const { email = 'anil.kumar@example.com', password = 'secret123', confirm = password } = values;
  await userEvent.type(canvas.getByLabelText(registerTexts.firstName), 'Anil');
  await userEvent.type(canvas.getByLabelText(registerTexts.lastName), 'Kumar');
  await userEvent.type(canvas.getByLabelText(registerTexts.email), email);
  await userEvent.type(canvas.getByLabelText(registerTexts.password), password);
  await userEvent.type(canvas.getByLabelText(registerTexts.confirmPassword), confirm);
}

const submit = ({ canvas, userEvent }: Ctx) =>
  userEvent.click(canvas.getByRole('button', { name: registerTexts.submit }));

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: registerTexts.heading })).toBeVisible();
    for (const label of [
      registerTexts.firstName,
      registerTexts.lastName,
      registerTexts.email,
      registerTexts.password,
      registerTexts.confirmPassword,
    ])
      await expect(canvas.getByLabelText(label)).toBeRequired();
    await expect(canvas.getByLabelText(registerTexts.email)).toHaveAccessibleDescription(
      'Use an address you check often, such as Gmail, Outlook or Yahoo Mail, so order updates reach you.',
    );
    await expect(canvas.getByRole('link', { name: registerTexts.login })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: consentTexts.terms })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: consentTexts.privacy })).toHaveAttribute(
      'href',
      '/privacy',
    );

    // Each password field has its own toggle.
    const toggles = canvas.getAllByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[1]!);
    await expect(canvas.getByLabelText(registerTexts.confirmPassword)).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText(registerTexts.password)).toHaveAttribute('type', 'password');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};

export const ValidationErrors: Story = {
  play: async (ctx) => {
    const { canvas, userEvent } = ctx;
    await submit(ctx);
    await expect(canvas.getByLabelText(registerTexts.firstName)).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    await expect(canvas.getByLabelText(registerTexts.firstName)).toHaveFocus();
    await expect(canvas.getByLabelText(registerTexts.lastName)).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    );
    // The hint stays; the error joins it.
    await expect(canvas.getByLabelText(registerTexts.email)).toHaveAccessibleDescription(
      /so order updates reach you\. Invalid email address$/,
    );
    await expect(canvas.getByLabelText(registerTexts.password)).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );

    await userEvent.type(canvas.getByLabelText(registerTexts.firstName), 'A');
    await submit(ctx);
    await expect(canvas.getByText('First name must be at least 2 characters')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  play: async (ctx) => {
    await fillIn(ctx, { password: 'secret123', confirm: 'secret124' });
    await submit(ctx);
    const confirm = ctx.canvas.getByLabelText(registerTexts.confirmPassword);
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(ctx.canvas.getByLabelText(registerTexts.password)).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', REGISTER));
  },
  play: async (ctx) => {
    await fillIn(ctx);
    await submit(ctx);
    await expect(await ctx.canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  play: async (ctx) => {
    await fillIn(ctx, { email: TAKEN_EMAIL });
    await submit(ctx);
    await expect(await body().findByText('An account with this email already exists')).toBeVisible();
    await expect(body().getByText('Registration Error')).toBeVisible();
    await expect(ctx.canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

export const NoResponse: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('post', REGISTER));
  },
  play: async (ctx) => {
    await fillIn(ctx);
    await submit(ctx);
    await expect(await body().findByText('No response from server. Please try again later.')).toBeVisible();
  },
};

let sent: unknown;

/** The e-mail goes out trimmed and lower-cased; the shopper lands on / with a notice. */
export const Success: Story = {
  beforeEach({ msw }) {
    sent = undefined;
    msw.use(
      http.post(REGISTER, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
  },
  play: async (ctx) => {
    await fillIn(ctx, { email: ' Anil.Kumar@Example.COM ' });
    // An address that looks right is offered nothing.
    await expect(ctx.canvas.queryByTestId('email-suggestion')).toBeNull();
    await submit(ctx);
    await expect(await ctx.canvas.findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
    await expect(await body().findByText('Account created successfully. You can now log in.')).toBeVisible();
    await expect(sent).toEqual({
      email: 'anil.kumar@example.com',
      password: 'secret123',
      firstName: 'Anil',
      lastName: 'Kumar',
    });
  },
};

/**
 * A mistyped mail provider: once the shopper leaves the field, the likely address is offered under
 * it (src/domain/email-typo.ts). Nothing is changed unless they take it.
 */
export const MistypedEmail: Story = {
  play: async (ctx) => {
    await fillIn(ctx, { email: 'anil.kumar@gmial.com' });
    const offer = await ctx.canvas.findByRole('status');
    await expect(offer).toHaveTextContent('Did you mean anil.kumar@gmail.com?');
    await expect(ctx.canvas.getByLabelText(registerTexts.email)).toHaveValue('anil.kumar@gmial.com');
    await expect(within(offer).getByRole('button', { name: 'Use it: anil.kumar@gmail.com' })).toBeVisible();
  },
};

/** "Use it" puts the likely address in the field, the offer goes, and that is the address registered. */
export const MistypedEmailCorrected: Story = {
  beforeEach: Success.beforeEach,
  play: async (ctx) => {
    await fillIn(ctx, { email: 'anil.kumar@gmail.con' });
    await ctx.userEvent.click(
      await ctx.canvas.findByRole('button', { name: 'Use it: anil.kumar@gmail.com' }),
    );
    await expect(ctx.canvas.getByLabelText(registerTexts.email)).toHaveValue('anil.kumar@gmail.com');
    await expect(ctx.canvas.queryByTestId('email-suggestion')).toBeNull();
    await submit(ctx);
    await expect(await ctx.canvas.findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
    await expect(sent).toMatchObject({ email: 'anil.kumar@gmail.com' });
  },
};

/** Sent here from checkout: after registering, sign-in is next, and it leads back to /checkout. */
export const SuccessKeepsReturnPath: Story = {
  parameters: { route: { path: '/register', url: '/register?redirect=%2Fcheckout' } },
  play: async (ctx) => {
    await expect(ctx.canvas.getByRole('link', { name: registerTexts.login })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
    await fillIn(ctx, { email: 'new.shopper@example.com' });
    await submit(ctx);
    await expect(await ctx.canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /login?redirect=%2Fcheckout',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: PasswordMismatch.play,
};
