import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import VerifyEmailRoute from '../../src/app/routes/verify-email.tsx';
import { EMAIL_VERIFY_PATH, emailVerificationTexts as texts } from '../../src/domain/email-verification.ts';
import { accountEmail } from '../../src/mocks/fixtures/account.ts';
import { EXPIRED_RESET_TOKEN } from '../../src/mocks/handlers/auth.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { serverError } from '../../src/mocks/overrides.ts';

const at = (url: string) => ({ route: { path: EMAIL_VERIFY_PATH, url } });

// These stories render the route module `src/app/routes/verify-email.tsx` (the link mailed at
// registration to confirm the account's address) against the MSW handlers, and with it
// EmailedLinkPage (src/app/emailed-link-page.tsx) and the view confirm-email-view in
// src/screens/confirm-email/, with the account's own address's words.
const meta = {
  title: 'Screens/VerifyEmail',
  component: VerifyEmailRoute,
  parameters: at(`${EMAIL_VERIFY_PATH}?token=a1b2c3d4`),
} satisfies Meta<typeof VerifyEmailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the welcome e-mail: nothing is confirmed until the shopper presses the button. */
export const Confirm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    await expect(canvas.getByText(texts.confirmIntro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.confirm })).toBeEnabled();
  },
};

/** Confirmed on a phone not signed in (where a welcome e-mail is often opened): the way on is to sign in. */
export const Confirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.confirmed(accountEmail));
    await expect(canvas.getByText(texts.confirmedTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
  },
};

/** Confirmed where the shopper is signed in: the way on is their account. */
export const ConfirmedSignedIn: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.confirmedTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.toAccount })).toHaveAttribute('href', '/account');
  },
};

/** An expired link (400): the page says to send a new one from the account. */
export const LinkEnded: Story = {
  parameters: at(`${EMAIL_VERIFY_PATH}?token=${EXPIRED_RESET_TOKEN}`),
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
    msw.use(serverError('post', mockPath(extensionRoutes.verifyEmail)));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.confirm })).toBeEnabled();
  },
};

/** Opened without the e-mail's link: the page says where the link comes from. */
export const NoToken: Story = {
  parameters: at(EMAIL_VERIFY_PATH),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.noToken)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A server that implements only the spec: the page says addresses are not confirmed online. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.verifyEmail));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.confirmNotOffered)).toBeVisible();
  },
};
