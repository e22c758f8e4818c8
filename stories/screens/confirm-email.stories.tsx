import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ConfirmEmailRoute from '../../src/app/routes/confirm-email.tsx';
import { EMAIL_CONFIRM_PATH, emailChangeTexts as texts } from '../../src/domain/email-change.ts';
import { pendingEmailChange } from '../../src/mocks/fixtures/account.ts';
import { EXPIRED_RESET_TOKEN } from '../../src/mocks/handlers/auth.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { serverError } from '../../src/mocks/overrides.ts';

const at = (url: string) => ({ route: { path: EMAIL_CONFIRM_PATH, url } });

// These stories render the route module `src/app/routes/confirm-email.tsx` (the link mailed to a new
// address) against the MSW handlers, and with it EmailedLinkPage (src/app/emailed-link-page.tsx) and
// the view in src/screens/confirm-email/:
// confirm-email-view (with PressToConfirm and OnwardLink from src/components/emailed-link.tsx).
const meta = {
  title: 'Screens/ConfirmEmail',
  component: ConfirmEmailRoute,
  parameters: at(`${EMAIL_CONFIRM_PATH}?token=e1f2a3b4`),
} satisfies Meta<typeof ConfirmEmailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the e-mail: nothing changes until the shopper presses the button. */
export const Confirm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    await expect(canvas.getByText(texts.confirmIntro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.confirm })).toBeEnabled();
  },
};

/** Confirmed on a browser not signed in: the new address, and the way to sign in with it. */
export const Confirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      texts.confirmed(pendingEmailChange.email),
    );
    await expect(canvas.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: texts.confirm })).not.toBeInTheDocument();
  },
};

/** Confirmed where the shopper is signed in: the way on is their account, which shows the new address. */
export const ConfirmedSignedIn: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.confirmedTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.toAccount })).toHaveAttribute('href', '/account');
  },
};

/** A link used, dropped or expired (400): the page says to change the address again, from the account. */
export const LinkEnded: Story = {
  parameters: at(`${EMAIL_CONFIRM_PATH}?token=${EXPIRED_RESET_TOKEN}`),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.linkInvalid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.toAccount })).toHaveAttribute('href', '/account');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The server failed: the page says so and the button stays, to press again. */
export const ConfirmFails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', mockPath(extensionRoutes.emailChangeConfirm)));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.confirm })).toBeEnabled();
  },
};

/** Opened without the e-mail's link: the page says where the link comes from. */
export const NoToken: Story = {
  parameters: at(EMAIL_CONFIRM_PATH),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.noToken)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A server that implements only the spec (the link cannot be its own): the page says addresses are not changed online. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.emailChangeConfirm));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.confirmNotOffered)).toBeVisible();
  },
};
