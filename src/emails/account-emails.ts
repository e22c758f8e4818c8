import { EMAIL_CHANGE_HOURS } from '../domain/email-change.ts';
import { EMAIL_VERIFY_DAYS } from '../domain/email-verification.ts';
import { plainMail, shopName, type Store } from './plain-mail.ts';

/**
 * The e-mails about a customer's sign-in: the link confirming the address an account has (a
 * welcome, at registration), a sign-in from a new browser, a password reset link, a changed password, and a change
 * of address (the link to the new one, a word to the old one when it is asked, and when it is
 * made; when the shop makes it for the customer, a word to both). Plain text, signed as every
 * e-mail is, with the shop's address, phone and e-mail: a customer who did not make the change
 * knows at once where to turn.
 */

const aboutTheAccount = (store: Store) =>
  `You get this e-mail because it is about signing in to your account at ${shopName(store)}.`;

/**
 * The link confirming the account's address (src/domain/email-verification.ts): at registration
 * (`welcome`), a welcome too; asked again from the account page, the link alone.
 */
export function emailVerifyEmail(
  { firstName, link, welcome }: { firstName: string; link: string; welcome: boolean },
  store: Store,
) {
  return plainMail(
    store,
    welcome
      ? `Welcome to ${shopName(store)}: please confirm your e-mail address`
      : `Confirm your e-mail address for ${shopName(store)}`,
    [
      `Hello ${firstName},`,
      '',
      ...(welcome ? [`Thank you for registering with ${shopName(store)}.`, ''] : []),
      `Order updates and invoices come to this address. To confirm it is yours, open this link within ${EMAIL_VERIFY_DAYS} days:`,
      link,
      '',
      'If you did not register, write to us at the address below and we will close the account.',
    ],
    aboutTheAccount(store),
  );
}

/** A link to choose a new password (POST /users/forgot-password), working for `hours`. */
export function passwordResetEmail(
  { firstName, link, hours }: { firstName: string; link: string; hours: number },
  store: Store,
) {
  return plainMail(
    store,
    `Reset your ${shopName(store)} password`,
    [
      `Hello ${firstName},`,
      '',
      `To choose a new password, open this link within ${hours === 1 ? '1 hour' : `${hours} hours`}:`,
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
    aboutTheAccount(store),
  );
}

/**
 * A sign-in from a browser the account had not signed in from before (server/account/known-devices.ts):
 * when, on what, and what to do if it was not the owner. `device` is the list of devices' label
 * ("Chrome on Android"), absent when the browser did not say.
 */
export function newSignInEmail(
  {
    firstName,
    device,
    when,
    accountUrl,
  }: { firstName: string; device?: string | undefined; when: string; accountUrl: string },
  store: Store,
) {
  return plainMail(
    store,
    `New sign-in to your ${shopName(store)} account`,
    [
      `Hello ${firstName},`,
      '',
      `Your ${shopName(store)} account was signed in to on ${when}${device ? `, on ${device}` : ''}: a browser it had not been signed in from before.`,
      '',
      'If it was you, there is nothing to do.',
      '',
      'If it was not you, choose a new password at once with "Forgot password?" on the sign-in page: that signs out every device. Your account page lists the devices signed in, and signs out the others:',
      accountUrl,
    ],
    aboutTheAccount(store),
  );
}

/** The password was changed on the account page, and every other device signed out. */
export function passwordChangedEmail({ firstName, when }: { firstName: string; when: string }, store: Store) {
  return plainMail(
    store,
    `Your ${shopName(store)} password was changed`,
    [
      `Hello ${firstName},`,
      '',
      `The password of your ${shopName(store)} account was changed on ${when}, and every other device signed in to it was signed out.`,
      '',
      'If you did not change it, reset it now with "Forgot password?" on the sign-in page, and write to us or call us at once (below).',
    ],
    aboutTheAccount(store),
  );
}

/** To the new address: the link that makes the change, working for EMAIL_CHANGE_HOURS. */
export function emailChangeLinkEmail({ firstName, link }: { firstName: string; link: string }, store: Store) {
  return plainMail(
    store,
    `Confirm your new e-mail address for ${shopName(store)}`,
    [
      `Hello ${firstName},`,
      '',
      `To sign in to ${shopName(store)} with this address from now on, open this link within ${EMAIL_CHANGE_HOURS} hours:`,
      link,
    ],
    `Someone, we hope you, asked to sign in to ${shopName(store)} with this address. If it was not you, ignore this e-mail: without the link nothing changes.`,
  );
}

/** To the address the account has, when a change is asked: its owner can stop one they did not ask for. */
export function emailChangeAskedEmail(
  { firstName, email, when }: { firstName: string; email: string; when: string },
  store: Store,
) {
  return plainMail(
    store,
    `A new e-mail address was asked for your ${shopName(store)} account`,
    [
      `Hello ${firstName},`,
      '',
      `On ${when}, someone signed in to your ${shopName(store)} account asked to move it to ${email}. Nothing changes unless the link we sent there is opened within ${EMAIL_CHANGE_HOURS} hours.`,
      '',
      'If it was you, there is nothing to do. If it was not, sign in and change your password at once: that cancels the change and signs out every other device. "Keep my address" on your account page cancels it too.',
    ],
    aboutTheAccount(store),
  );
}

/**
 * To the old address, once the change is made: by its owner with the link (the account page), or
 * `byShop`, by the owner of the shop at the customer's request (npm run shop -- customers email),
 * which also signed the account out everywhere.
 */
export function emailChangedEmail(
  {
    firstName,
    email,
    when,
    byShop = false,
  }: { firstName: string; email: string; when: string; byShop?: boolean },
  store: Store,
) {
  const changed = byShop
    ? `As you asked us to, we changed the e-mail address of your ${shopName(store)} account to ${email} on ${when}, and signed it out on every device.`
    : `The e-mail address of your ${shopName(store)} account was changed to ${email} on ${when}.`;
  return plainMail(
    store,
    `Your ${shopName(store)} e-mail address was changed`,
    [
      `Hello ${firstName},`,
      '',
      `${changed} Sign in with that address from now on; order updates and invoices go there too.`,
      '',
      `If you did not ${byShop ? 'ask us for it' : 'change it'}, write to us or call us at once (below): we will give the account back to you.`,
    ],
    aboutTheAccount(store),
  );
}

/**
 * To the new address, when the owner of the shop moved the account to it at the customer's request
 * (npm run shop -- customers email): the password stays, and "Forgot password?" now mails here.
 */
export function emailChangedToHereEmail(
  { firstName, email, when }: { firstName: string; email: string; when: string },
  store: Store,
) {
  return plainMail(
    store,
    `Your ${shopName(store)} account now signs in with this address`,
    [
      `Hello ${firstName},`,
      '',
      `As you asked us to, we changed the e-mail address of your ${shopName(store)} account to this one, ${email}, on ${when}. Sign in with it from now on, with the password you had; order updates and invoices come here too. Every device was signed out.`,
      '',
      'If you need a new password, "Forgot password?" on the sign-in page mails a link to this address.',
      '',
      `If you have no account with ${shopName(store)}, this address was given to us by mistake: write to us or call us (below).`,
    ],
    aboutTheAccount(store),
  );
}
