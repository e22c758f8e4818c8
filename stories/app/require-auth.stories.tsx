import { Heading } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RequireAuth } from '../../src/app/require-auth.tsx';
import { serverError } from '../../src/mocks/overrides.ts';

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
