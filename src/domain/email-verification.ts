/**
 * Confirming the address an account has: a link mailed to it at registration (and again when the
 * shopper asks from the account page) shows the address is theirs and reaches them, so order
 * updates and invoices are not lost to a typo. Nothing waits on it: an account not confirmed signs
 * in, buys and pays as any other; the account page asks, and the shop's owner sees which are.
 * One home for the rule, the link and the texts, shared by the server
 * (server/routes/users/email-verification.ts), the app and the mocks; the e-mail is in
 * src/emails/account-emails.ts.
 */

/** How long a confirmation link works: a week, as a shopper may open the welcome e-mail days later. */
export const EMAIL_VERIFY_DAYS = 7;

/** The page the link opens, and the query parameter that carries its token. */
export const EMAIL_VERIFY_PATH = '/verify-email';
export const EMAIL_VERIFY_TOKEN_PARAM = 'token';

/** The link mailed to the account's address (`origin`: the shop's address, APP_URL). */
export const emailVerifyLink = (origin: string, token: string) =>
  `${origin}${EMAIL_VERIFY_PATH}?${EMAIL_VERIFY_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** When a link made at `now` stops working. */
export const emailVerifyExpiry = (now: Date) =>
  new Date(now.getTime() + EMAIL_VERIFY_DAYS * 24 * 60 * 60 * 1000);

export const emailVerificationTexts = {
  // The account page's e-mail part.
  confirmedBadge: 'Confirmed',
  notConfirmedTitle: 'Not confirmed yet',
  notConfirmed: (email: string) =>
    `Open the link we e-mailed to ${email}, so we know order updates and invoices reach you. Not there? Check spam, or send a new one.`,
  send: 'Send a new link',
  sentTitle: 'Check your inbox',
  /** The server's answer once a new link has gone. */
  sent: (email: string) => `We have sent a new link to ${email}. It works for ${EMAIL_VERIFY_DAYS} days.`,
  failed: 'The link could not be sent. Please try again.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',

  // /verify-email?token=…
  pageTitle: 'Confirm your e-mail address',
  noToken:
    'This page opens from the link we e-mailed you. Open that link, or send a new one from your account.',
  confirmIntro: 'Press the button to confirm that this address is yours.',
  confirm: 'Confirm my address',
  confirmedTitle: 'E-mail address confirmed',
  /** The server's answer once the address is confirmed. */
  confirmed: (email: string) => `Thank you. Order updates and invoices will reach you at ${email}.`,
  linkInvalid: 'This link is invalid or has expired. Sign in and send a new one from your account.',
  confirmFailed: 'Your address could not be confirmed. Please try again.',
  confirmNotOffered: 'This shop does not confirm e-mail addresses online.',
  toAccount: 'Go to My Account',
  signIn: 'Sign in',
} as const;
