/**
 * Changing the address a shopper signs in with (and where invoices and order updates go). The new
 * address must be confirmed by a link mailed to it: until the link is opened, the shopper signs in
 * with the old one, which then hears of the change. One home for the rule, the link and the texts,
 * shared by the server (server/routes/users/email-change.ts), the app and the mocks; the e-mails
 * are src/emails/account-emails.ts.
 */

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_HOURS = 24;

/** The confirmation page, and the query parameter that carries the link's token. */
export const EMAIL_CONFIRM_PATH = '/confirm-email';
export const EMAIL_TOKEN_PARAM = 'token';

/** The link mailed to the new address (`origin`: the shop's address, APP_URL). */
export const emailConfirmLink = (origin: string, token: string) =>
  `${origin}${EMAIL_CONFIRM_PATH}?${EMAIL_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** When a link made at `now` stops working. */
export const emailChangeExpiry = (now: Date) => new Date(now.getTime() + EMAIL_CHANGE_HOURS * 60 * 60 * 1000);

export const emailChangeTexts = {
  // The account page's "Sign-in and security".
  title: 'E-mail address',
  intro: (email: string) => `You sign in with ${email}. Order updates and invoices go there too.`,
  change: 'Change e-mail',
  dialogTitle: 'Change your e-mail address',
  dialogBody: `We will send a link to the new address. Until it is opened (within ${EMAIL_CHANGE_HOURS} hours), you sign in with the one you have now.`,
  newEmail: 'New e-mail address',
  password: 'Your password',
  send: 'Send link',
  sending: 'Sending...',
  cancel: 'Cancel',
  wrongPassword: 'Your password is not right.',
  sentTitle: 'Check your inbox',
  /** The server's answer once the link has gone. */
  sent: (email: string) =>
    `We have sent a link to ${email}. Open it within ${EMAIL_CHANGE_HOURS} hours to sign in with that address from then on.`,
  failed: 'The link could not be sent. Please try again.',
  notOffered: (how: string) => `This shop does not change e-mail addresses online. To change yours, ${how}.`,

  // The change waiting for its link.
  pendingLabel: 'Change waiting',
  pending: (email: string, sentAt: string) =>
    `Waiting for you to open the link we sent to ${email} on ${sentAt}. Did not get it? Check spam, or change again to send a new one.`,
  drop: 'Keep my address',
  droppedTitle: 'Change cancelled',
  dropped: 'Your e-mail address stays as it is; the link we sent no longer works.',
  dropFailedTitle: 'Not cancelled',
  dropFailed: 'The change could not be cancelled. Please try again.',

  // /confirm-email?token=…
  pageTitle: 'Confirm your e-mail address',
  noToken:
    'This page opens from the link we e-mailed to your new address. Open that link, or change your address again from your account.',
  confirmIntro: 'Press the button to sign in with this address from now on.',
  confirm: 'Confirm my new address',
  confirmedTitle: 'E-mail address changed',
  /** The server's answer once the address is changed. */
  confirmed: (email: string) => `Your e-mail address is now ${email}. Use it to sign in.`,
  linkInvalid:
    'This link is invalid or has expired. Change your address again from your account to get a new one.',
  confirmFailed: 'Your address could not be confirmed. Please try again.',
  confirmNotOffered: 'This shop does not change e-mail addresses online.',
  toAccount: 'Go to My Account',
  signIn: 'Sign in',
} as const;
