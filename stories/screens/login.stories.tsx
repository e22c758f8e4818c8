import { consentTexts } from '../../src/components/auth-card.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEVICE_ID_KEY } from '../../src/api/device-id.ts';
import { DEVICE_ID } from '../../src/contract/limits.ts';
import LoginRoute from '../../src/app/routes/login.tsx';
import { WRONG_PASSWORD } from '../../src/mocks/handlers/auth.ts';
import { loading, networkError, respond } from '../../src/mocks/overrides.ts';
import { loginTexts } from '../../src/screens/login/login-view.tsx';

const AUTHORIZE = '*/api/v1/users/authorize';

// These stories render the route module `src/app/routes/login.tsx` against the MSW handlers, and with it
// the views in src/screens/login/: login-view.
const meta = {
  title: 'Screens/Login',
  component: LoginRoute,
  parameters: { route: { path: '/login', url: '/login' } },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

type Ctx = Parameters<NonNullable<Story['play']>>[0];

async function signIn(
  { canvas, userEvent }: Ctx,
  email = 'priya.sharma@example.com',
  password = 'secret123',
) {
  await userEvent.type(canvas.getByLabelText(loginTexts.email), email);
  await userEvent.type(canvas.getByLabelText(loginTexts.password), password);
  await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
}

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginTexts.heading })).toBeVisible();
    await expect(canvas.getByLabelText(loginTexts.email)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('checkbox', { name: loginTexts.rememberMe })).toBeChecked();
    await expect(canvas.getByLabelText(loginTexts.email)).toBeRequired();
    await expect(canvas.getByLabelText(loginTexts.password)).toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: loginTexts.rememberMe })).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: loginTexts.submit })).toBeEnabled();

    await step('links lead on to registration, the reset, the policies and home', async () => {
      const href = (name: string) => canvas.getByRole('link', { name });
      await expect(href('Create an account')).toHaveAttribute('href', '/register');
      await expect(href('Forgot password?')).toHaveAttribute('href', '/forgot-password');
      await expect(href(consentTexts.terms)).toHaveAttribute('href', '/terms');
      await expect(href(consentTexts.privacy)).toHaveAttribute('href', '/privacy');
      await expect(href(loginTexts.home)).toHaveAttribute('href', '/');
    });

    await step('the password can be shown and hidden again', async () => {
      const password = canvas.getByLabelText(loginTexts.password);
      await userEvent.type(password, 'secret123');
      await expect(password).toHaveAttribute('type', 'password');
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(password).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(password).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: loginTexts.submit })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const email = canvas.getByLabelText(loginTexts.email);
    const password = canvas.getByLabelText(loginTexts.password);

    await step('an empty form shows both messages and focuses the e-mail', async () => {
      await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
      await expect(email).toHaveAccessibleDescription('Invalid email address');
      await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveFocus();
    });

    await step('a malformed e-mail and a short password keep both messages', async () => {
      await userEvent.type(email, 'priya@example');
      await userEvent.type(password, '12345');
      await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
      await expect(canvas.getByText('Invalid email address')).toBeVisible();
      await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    });

    await step('fixing them clears the messages', async () => {
      await userEvent.type(email, '.com');
      await userEvent.type(password, '6');
      await waitFor(() => expect(canvas.queryByText('Invalid email address')).not.toBeInTheDocument());
      await expect(canvas.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
      await expect(email).toHaveAttribute('aria-invalid', 'false');
    });
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', AUTHORIZE));
  },
  play: async (ctx) => {
    await signIn(ctx);
    const button = await ctx.canvas.findByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
  },
};

export const ServerError: Story = {
  play: async (ctx) => {
    await signIn(ctx, 'priya.sharma@example.com', WRONG_PASSWORD);
    await expect(await body().findByText('Invalid email or password')).toBeVisible();
    await expect(body().getByText('Error')).toBeVisible();
    await expect(ctx.canvas.getByRole('button', { name: loginTexts.submit })).toBeEnabled();
    await expect(ctx.canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** The server answers an error without its own words: the spec's fallback. */
export const ServerErrorWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(respond('post', AUTHORIZE, {}, 401));
  },
  play: async (ctx) => {
    await signIn(ctx);
    await expect(await body().findByText('Failed to login. Please check your credentials.')).toBeVisible();
  },
};

export const NoResponse: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('post', AUTHORIZE));
  },
  play: async (ctx) => {
    await signIn(ctx);
    await expect(await body().findByText('No response from server. Please try again later.')).toBeVisible();
  },
};

export const TokenMissing: Story = {
  beforeEach({ msw }) {
    msw.use(respond('post', AUTHORIZE, {}));
  },
  play: async (ctx) => {
    await signIn(ctx);
    await expect(
      await body().findByText('Authentication failed: Token is missing in the response'),
    ).toBeVisible();
    await expect(ctx.canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

let sent: unknown;

/**
 * Sent here from /orders?page=2: back there after signing in, with a notice. The sign-in names this
 * browser (an extension: the server e-mails the owner about a browser it has not seen before).
 */
export const Success: Story = {
  parameters: { route: { path: '/login', url: '/login?redirect=%2Forders%3Fpage%3D2' } },
  beforeEach({ msw }) {
    sent = undefined;
    // Kept, then answered by the mock server as ever.
    msw.use(
      http.post(AUTHORIZE, async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
  },
  play: async (ctx) => {
    await signIn(ctx, '  Priya.Sharma@Example.com ');
    await expect(await ctx.canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /orders?page=2',
    );
    await expect(await body().findByText('Logged in successfully.')).toBeVisible();
    const device = localStorage.getItem(DEVICE_ID_KEY);
    await expect(device).toMatch(DEVICE_ID);
    await expect(sent).toEqual({ email: 'priya.sharma@example.com', password: 'secret123', device });
  },
};

/** A new shopper sent here from checkout keeps the return path on the way to registration. */
export const RegisterKeepsReturnPath: Story = {
  parameters: { route: { path: '/login', url: '/login?redirect=%2Fcheckout' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: loginTexts.register })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcheckout',
    );
  },
};

/** Only same-site paths are return targets: another origin lands on /. */
export const ReturnPathIgnoresOtherOrigin: Story = {
  parameters: { route: { path: '/login', url: '/login?redirect=https://evil.example' } },
  play: async (ctx) => {
    await signIn(ctx);
    await expect(await ctx.canvas.findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
  },
};

export const ProtocolRelativeReturnPathIgnored: Story = {
  parameters: { route: { path: '/login', url: '/login?redirect=%2F%2Fevil.example%2Fx' } },
  play: async (ctx) => {
    await signIn(ctx);
    await expect(await ctx.canvas.findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
  },
};

/** A signed-in shopper opening /login goes straight on to the return path. */
export const AlreadySignedIn: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/login', url: '/login?redirect=%2Faccount' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /account');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: ValidationErrors.play,
};
