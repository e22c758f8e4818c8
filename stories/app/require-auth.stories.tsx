import { Button, Heading } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { send } from '../../src/api/http.ts';
import { RequireAuth } from '../../src/app/require-auth.tsx';
import { serverError } from '../../src/mocks/overrides.ts';
import { useSession } from '../../src/state/session.tsx';

const meta = {
  title: 'App/RequireAuth',
  component: RequireAuth,
  args: {
    children: (
      <Heading as="h1" m="4">
        Checkout
      </Heading>
    ),
  },
  parameters: { route: { path: '/checkout', url: '/checkout?x=1' } },
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: on to /login, carrying the page and its query to come back to. */
export const SignedOutRedirects: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /login?redirect=%2Fcheckout%3Fx%3D1',
    );
    await expect(canvas.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

/** A link that named a part of the page (an e-mail's, to one order) still names it after sign-in. */
export const SignedOutKeepsThePartLinkedTo: Story = {
  parameters: { route: { path: '/orders', url: '/orders#order-ORD-5B7K3N2W' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /login?redirect=%2Forders%23order-ORD-5B7K3N2W',
    );
  },
};

export const SignedInRenders: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** The stored token is no longer accepted: the 401 signs out and the guard sends the shopper to sign in. */
export const ExpiredSession: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(serverError('get', '*/api/v1/accountInfo', 401, 'Unauthorized'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /login?redirect=%2Fcheckout%3Fx%3D1',
    );
  },
};

/** A protected page's call still out as its shopper signs out there (a card loading its list). */
function SignOutWhileLoading() {
  const session = useSession();
  return (
    <Button
      m="4"
      onClick={() => {
        void send('/lists', {}, 'application/json');
        void session.logout();
      }}
    >
      Sign Out
    </Button>
  );
}

/**
 * Signing out on a protected page goes home, though a call the page still had out is refused
 * (401) once the server revokes the session, before the sign-out's own answer: that refusal is the
 * sign-out's, not a session gone stale, and sends nobody to sign in.
 */
export const SignOutWithACallStillOut: Story = {
  parameters: { session: 'signed-in' },
  args: { children: <SignOutWhileLoading /> },
  beforeEach({ msw }) {
    let revoke!: () => void;
    const revoked = new Promise<void>((resolve) => (revoke = resolve));
    msw.use(
      http.get('*/api/v1/lists', async () => {
        await revoked;
        return HttpResponse.json({ error: 'Please sign in again.' }, { status: 401 });
      }),
      http.post('*/api/v1/users/logout', async () => {
        revoke();
        await delay(300);
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Out' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
    // The refused call's answer, and then the sign-out's, change nothing.
    await delay(500);
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent(/^Navigated to \/$/);
    await expect(document.cookie).not.toMatch(/auth_token=/);
  },
};
