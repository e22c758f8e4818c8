import { preprocess, z } from './zod.ts';
import { optional } from './common.ts';
import { DEVICE_ID } from './limits.ts';

export const authMessages = {
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  confirmPassword: 'Passwords do not match',
  passwordMissing: 'Enter your password',
  currentPasswordMissing: 'Enter your current password',
  samePassword: 'Choose a new password, not the one you have now',
  sameEmail: 'That is already the address you sign in with',
  tokenMissing: 'Authentication failed: Token is missing in the response',
} as const;

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;

/** The e-mail as it is sent: trimmed and lower-cased, then checked. */
export const email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(authMessages.email));
export const password = z.string().check(z.minLength(PASSWORD_MIN, authMessages.password), z.maxLength(200));

export const loginRequest = z.object({
  email,
  password,
  /**
   * Extension: the browser's own random name (src/api/device-id.ts), so the server can tell a
   * sign-in from a browser the account has not used before and e-mail its owner. One not of that
   * form counts as none, never as a refusal.
   */
  device: z.catch(optional(z.string().check(z.regex(DEVICE_ID))), undefined),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginForm = z.extend(loginRequest, { rememberMe: z.optional(z.boolean()) });
export type LoginForm = z.input<typeof loginForm>;

export const loginResponse = z.object({ token: optional(z.string().check(z.minLength(1))) });
export type LoginResponse = z.infer<typeof loginResponse>;

const name = (message: string) =>
  z.string().check(z.trim(), z.minLength(NAME_MIN, message), z.maxLength(100));

export const registerRequest = z.object({
  email,
  password,
  firstName: name(authMessages.firstName),
  lastName: name(authMessages.lastName),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerForm = z.extend(registerRequest, { confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: authMessages.confirmPassword,
    path: ['confirmPassword'],
  }),
);
export type RegisterForm = z.input<typeof registerForm>;

const accountFields = z.object({
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  email: z.string(),
  createdAt: optional(z.string()),
  /**
   * Extension: whether `email` has been confirmed by a link mailed to it
   * (src/domain/email-verification.ts); absent from a spec server, and left out when malformed.
   */
  emailConfirmed: z.catch(optional(z.boolean()), undefined),
});

/** Account info is read from `data` when present, else from the whole body. */
export const accountInfo = preprocess(
  (body) =>
    body && typeof body === 'object' && 'data' in body && body.data && typeof body.data === 'object'
      ? body.data
      : body,
  accountFields,
);
export type AccountInfo = z.infer<typeof accountInfo>;

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetPasswordForm = z.object({ password, confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: authMessages.confirmPassword,
    path: ['confirmPassword'],
  }),
);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

/** POST /users/delete-account (an extension): the shopper's own password, asked again. */
export const deleteAccountRequest = z.object({
  password: z.string().check(z.minLength(1, authMessages.passwordMissing), z.maxLength(200)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/**
 * Extensions for the signed-in shopper's own sign-in (the account page's "Sign-in and security"):
 * POST /users/change-password, POST /users/sign-out-others and PUT /accountInfo.
 */
export const changePasswordRequest = z
  .object({
    currentPassword: z.string().check(z.minLength(1, authMessages.currentPasswordMissing), z.maxLength(200)),
    password,
  })
  .check(
    z.refine((v) => v.password !== v.currentPassword, {
      message: authMessages.samePassword,
      path: ['password'],
    }),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordForm = z
  .object({
    currentPassword: z.string().check(z.minLength(1, authMessages.currentPasswordMissing)),
    password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password !== v.currentPassword, {
      message: authMessages.samePassword,
      path: ['password'],
    }),
    z.refine((v) => v.password === v.confirmPassword, {
      message: authMessages.confirmPassword,
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** What signing out the other devices ended: `ended`, how many sessions. */
export const signOutOthersAnswer = z.object({
  message: z.string(),
  ended: z.number().check(z.int(), z.nonnegative()),
});
export type SignOutOthersAnswer = z.infer<typeof signOutOthersAnswer>;

/** PUT /accountInfo: the shopper's name, as registration takes it; answered with the account info. */
export const nameRequest = z.object({
  firstName: name(authMessages.firstName),
  lastName: name(authMessages.lastName),
});
export type NameRequest = z.infer<typeof nameRequest>;

/** GET /users/sessions (extension): the devices signed in to the account, this one first. */
export const signedInDevice = z.object({
  id: z.string().check(z.minLength(1)),
  /** "Chrome on Android"; absent when the browser did not say. */
  device: optional(z.string()),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;
export const signedInDevices = z.object({ data: z.array(signedInDevice) });
export type SignedInDevices = z.infer<typeof signedInDevices>;

/**
 * Changing the e-mail address (extensions): POST /users/email-change asks with the password, and a
 * link goes to the new address; POST /users/email-change/confirm with the link's token makes the
 * change. GET /users/email-change says which change is waiting; DELETE /users/email-change drops it.
 */
export const emailChangeRequest = z.object({
  email,
  password: z.string().check(z.minLength(1, authMessages.passwordMissing), z.maxLength(200)),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequest>;

/** The form refuses the address the shopper signs in with now (`current`), as the server does. */
export const emailChangeForm = (current: string) =>
  emailChangeRequest.check(
    z.refine((v) => v.email !== current.trim().toLowerCase(), {
      message: authMessages.sameEmail,
      path: ['email'],
    }),
  );
export type EmailChangeForm = z.input<typeof emailChangeRequest>;

/** A change waiting for its link to be opened: the new address, when the link went, until when it works. */
export const pendingEmailChange = z.object({
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChange>;

/** GET /users/email-change: the change waiting, or none. */
export const emailChangeState = z.object({ pending: z.nullable(pendingEmailChange) });
export type EmailChangeState = z.infer<typeof emailChangeState>;

/** POST /users/email-change: what the page says, and the change now waiting. */
export const emailChangeAnswer = z.object({ message: z.string(), pending: pendingEmailChange });
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswer>;

/**
 * POST /users/email-change/confirm and POST /users/verify-email (extensions): the e-mailed link's
 * token (no session needed: any device opens it).
 */
export const emailConfirmRequest = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });
export type EmailConfirmRequest = z.infer<typeof emailConfirmRequest>;

/** Either confirmation's answer: what the page says, and the address the account signs in with now. */
export const emailConfirmAnswer = z.object({ message: z.string(), email: z.string() });
export type EmailConfirmAnswer = z.infer<typeof emailConfirmAnswer>;
