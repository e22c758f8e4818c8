import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AccountRoute from '../../src/app/routes/account.tsx';
import { authMessages } from '../../src/contract/auth.ts';
import { accountSecurityTexts as texts } from '../../src/domain/account-security.ts';
import { WRONG_PASSWORD } from '../../src/mocks/handlers/auth.ts';
import { extensionRoutes, notOffered } from '../../src/mocks/handlers/routes.ts';
import { serverError } from '../../src/mocks/overrides.ts';

// These stories render the route module `src/app/routes/account.tsx` against the MSW handlers, for
// its "Sign-in and security": the views security-card (SecurityCard, EditNameButton),
// change-password-dialog and edit-name-dialog in src/screens/account/, both in FormDialog
// (src/components/form-dialog.tsx).
const meta = {
  title: 'Screens/Account Security',
  component: AccountRoute,
  parameters: { session: 'signed-in', route: { path: '/account', url: '/account' } },
} satisfies Meta<typeof AccountRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const REACH = 'write to support@guptasupply.example or call +91 98765 43210';

type Canvas = ReturnType<typeof within>;
type Clicks = { click(e: Element): Promise<void>; type(e: Element, text: string): Promise<void> };

async function securityCard(canvas: Canvas) {
  await canvas.findByText('Priya Sharma');
  return within(canvas.getByRole('region', { name: texts.heading }));
}

/** Opens "Change password" and answers the dialog with its three fields. */
async function openPasswordChange(canvas: Canvas, userEvent: Clicks) {
  const card = await securityCard(canvas);
  await userEvent.click(card.getByRole('button', { name: texts.changePassword }));
  const dialog = within(await body().findByRole('dialog', { name: texts.dialogTitle }));
  const current = dialog.getByLabelText(texts.current);
  const next = dialog.getByLabelText(texts.next);
  const confirm = dialog.getByLabelText(texts.confirm);
  const submit = dialog.getByRole('button', { name: texts.save });
  /** The right current password and a good new one, sent. */
  const fillAndSend = async () => {
    await userEvent.type(current, 'secret123');
    await userEvent.type(next, 'new-secret-9');
    await userEvent.type(confirm, 'new-secret-9');
    await userEvent.click(submit);
  };
  return { card, dialog, current, next, confirm, submit, fillAndSend };
}

/** The card: the password, changed in a dialog, and the other devices, signed out at once. */
export const SignInAndSecurity: Story = {
  play: async ({ canvas }) => {
    const card = await securityCard(canvas);
    await expect(card.getByText(texts.passwordIntro)).toBeVisible();
    await expect(card.getByText(texts.othersIntro)).toBeVisible();
    await expect(card.getByRole('button', { name: texts.changePassword })).toBeEnabled();
    await expect(card.getByRole('button', { name: texts.signOutOthers })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: texts.editName })).toBeEnabled();
  },
};

/** Changed: the dialog closes, a notice says the other devices were signed out, and the focus is back on the button. */
export const ChangePassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const { card, fillAndSend } = await openPasswordChange(canvas, userEvent);
    await fillAndSend();
    await expect(await body().findByText(texts.changed)).toBeVisible();
    await expect(body().getByText(texts.changedTitle)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card.getByRole('button', { name: texts.changePassword })).toHaveFocus());
    await expect(document.cookie).toMatch(/auth_token=/);
  },
};

/**
 * What the form refuses before sending (nothing typed, a short or unchanged password, a confirmation
 * that differs), and what the server refuses: a wrong current password, said on its field. The
 * shopper stays signed in (the server answers 403, not 401).
 */
export const ChangePasswordRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const { dialog, current, next, confirm, submit } = await openPasswordChange(canvas, userEvent);
    await userEvent.click(submit);
    await expect(await dialog.findByText(authMessages.currentPasswordMissing)).toBeVisible();
    await expect(dialog.getByText(authMessages.password)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(current, 'secret123');
    await userEvent.type(next, 'secret123');
    await userEvent.type(confirm, 'secret-other');
    await userEvent.click(submit);
    await expect(await dialog.findByText(authMessages.samePassword)).toBeVisible();
    await expect(dialog.getByText(authMessages.confirmPassword)).toBeVisible();

    await userEvent.clear(current);
    await userEvent.type(current, WRONG_PASSWORD);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'secret123');
    await userEvent.click(submit);
    await expect(await dialog.findByText(texts.wrongPassword)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveFocus();
    await expect(document.cookie).toMatch(/auth_token=/);
  },
};

/** The server failed: the dialog says so and keeps what was typed, to try again. */
export const ChangePasswordFails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', '*/api/v1/users/change-password'));
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog, next, fillAndSend } = await openPasswordChange(canvas, userEvent);
    await fillAndSend();
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(next).toHaveValue('new-secret-9');
    await expect(dialog.getByRole('button', { name: texts.save })).toBeEnabled();
  },
};

/** A server that implements only the spec cannot change passwords: the dialog says how to ask the shop. */
export const ChangePasswordNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.changePassword));
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog, fillAndSend } = await openPasswordChange(canvas, userEvent);
    await fillAndSend();
    await expect(await dialog.findByText(texts.changeNotOffered(REACH))).toBeVisible();
  },
};

/** Signed out everywhere else: the notice says how many devices the server signed out. */
export const SignOutOtherDevices: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await securityCard(canvas);
    await userEvent.click(card.getByRole('button', { name: texts.signOutOthers }));
    await expect(await body().findByText(texts.signedOutOthers(1))).toBeVisible();
    await expect(body().getByText(texts.signedOutOthersTitle)).toBeVisible();
    await expect(card.getByRole('button', { name: texts.signOutOthers })).toBeEnabled();
    await expect(document.cookie).toMatch(/auth_token=/);
  },
};

/** A server without it: the notice says how to have it done. */
export const SignOutOtherDevicesNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.signOutOthers));
  },
  play: async ({ canvas, userEvent }) => {
    const card = await securityCard(canvas);
    await userEvent.click(card.getByRole('button', { name: texts.signOutOthers }));
    await expect(await body().findByText(texts.othersNotOffered(REACH))).toBeVisible();
  },
};

/** Renamed: the details show the new name at once, and a notice says it was saved. */
export const EditName: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Priya Sharma');
    await userEvent.click(canvas.getByRole('button', { name: texts.editName }));
    const dialog = within(await body().findByRole('dialog', { name: texts.nameTitle }));
    const first = dialog.getByLabelText(texts.firstName);
    await expect(first).toHaveValue('Priya');
    await expect(dialog.getByLabelText(texts.lastName)).toHaveValue('Sharma');
    await userEvent.clear(first);
    await userEvent.type(first, 'Priyanka');
    await userEvent.click(dialog.getByRole('button', { name: texts.saveName }));
    await expect(await canvas.findByText('Priyanka Sharma')).toBeVisible();
    await expect(await body().findByText(texts.nameSaved('Priyanka'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: texts.editName })).toHaveFocus());
  },
};

/** A name shorter than registration takes is refused on its field; a spec server's answer says how to ask the shop. */
export const EditNameRefused: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.saveName));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Priya Sharma');
    await userEvent.click(canvas.getByRole('button', { name: texts.editName }));
    const dialog = within(await body().findByRole('dialog', { name: texts.nameTitle }));
    const last = dialog.getByLabelText(texts.lastName);
    await userEvent.clear(last);
    await userEvent.type(last, ' S ');
    await userEvent.click(dialog.getByRole('button', { name: texts.saveName }));
    await expect(await dialog.findByText(authMessages.lastName)).toBeVisible();
    await userEvent.clear(last);
    await userEvent.type(last, 'Sharma-Iyer');
    await userEvent.click(dialog.getByRole('button', { name: texts.saveName }));
    await expect(await dialog.findByText(texts.nameNotOffered(REACH))).toBeVisible();
    await expect(canvas.getByText('Priya Sharma')).toBeVisible();
  },
};
