import type {
  AccountInfo,
  ChangePasswordRequest,
  EmailChangeAnswer,
  EmailChangeRequest,
  EmailChangeState,
  EmailConfirmAnswer,
  NameRequest,
  SignedInDevice,
  SignOutOthersAnswer,
} from '../contract/auth.ts';
import type { MessageBody } from '../contract/common.ts';
import { accountInfoKey } from './account.ts';
import { type NotOffered, orNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

/**
 * The account page's "Sign-in and security", each call an extension: NOT_OFFERED from a server
 * without it (404/405), where the page says how else to do it. Loaded when a button is pressed.
 * The e-mail address is changed by a link mailed to the new one (src/domain/email-change.ts),
 * confirmed on /confirm-email; the address an account has is confirmed on /verify-email
 * (src/domain/email-verification.ts).
 */
const contract = lazyContract(async () => {
  const [auth, { messageBody }] = await Promise.all([
    import('../contract/auth.ts'),
    import('../contract/common.ts'),
  ]);
  return { ...auth, messageBody };
});

/** POST /users/change-password: this session stays, every other ends. A wrong current password is a 403. */
export async function changePassword(input: ChangePasswordRequest): Promise<MessageBody | NotOffered> {
  const { changePasswordRequest, messageBody } = await contract();
  const body = changePasswordRequest.parse(input);
  return orNotOffered(() => request('/users/change-password', messageBody, { method: 'POST', body }));
}

/** POST /users/sign-out-others: every session of the account but this one ends. */
export async function signOutOtherDevices(): Promise<SignOutOthersAnswer | NotOffered> {
  const { signOutOthersAnswer } = await contract();
  return orNotOffered(() => request('/users/sign-out-others', signOutOthersAnswer, { method: 'POST' }));
}

/** PUT /accountInfo: the name changed; answered with the account (the caller puts it in SWR's cache). */
export async function saveName(input: NameRequest): Promise<AccountInfo | NotOffered> {
  const { nameRequest, accountInfo } = await contract();
  const body = nameRequest.parse(input);
  return orNotOffered(() => request(accountInfoKey, accountInfo, { method: 'PUT', body }));
}

export const signedInDevicesKey = '/users/sessions';

/** GET /users/sessions: the devices signed in to the account, this one first. */
export const getSignedInDevices = async (): Promise<SignedInDevice[]> =>
  (await request(signedInDevicesKey, (await contract()).signedInDevices)).data;

/** The devices signed in, for a signed-in shopper; null where the server keeps no such list (404/405). */
export function useSignedInDevices(signedIn: boolean) {
  return useSignedInExtension(signedIn, signedInDevicesKey, getSignedInDevices);
}

/** DELETE /users/sessions/{id}: one other device signed out (404: it was already; 409: it is this one). */
export async function signOutDevice(id: string): Promise<MessageBody> {
  const { messageBody } = await contract();
  return request(`${signedInDevicesKey}/${encodeURIComponent(id)}`, messageBody, { method: 'DELETE' });
}

export const emailChangeKey = '/users/email-change';

/** GET /users/email-change: the change waiting for its link (`pending`, null when none waits). */
export const getEmailChange = async (): Promise<EmailChangeState> =>
  request(emailChangeKey, (await contract()).emailChangeState);

/** The change waiting, for a signed-in shopper; null where the server cannot change addresses (404/405). */
export function useEmailChange(signedIn: boolean) {
  return useSignedInExtension(signedIn, emailChangeKey, getEmailChange);
}

/** POST /users/email-change: a link goes to the new address. A wrong password is a 403, a taken address a 409. */
export async function askEmailChange(input: EmailChangeRequest): Promise<EmailChangeAnswer | NotOffered> {
  const { emailChangeRequest, emailChangeAnswer } = await contract();
  const body = emailChangeRequest.parse(input);
  return orNotOffered(() => request(emailChangeKey, emailChangeAnswer, { method: 'POST', body }));
}

/** DELETE /users/email-change: the waiting change is dropped; its link stops working. */
export async function dropEmailChange(): Promise<MessageBody> {
  const { messageBody } = await contract();
  return request(emailChangeKey, messageBody, { method: 'DELETE' });
}

/** POST /users/email-change/confirm: the link's token makes the change (400: the link no longer works). */
export async function confirmEmailChange(token: string): Promise<EmailConfirmAnswer | NotOffered> {
  const { emailConfirmRequest, emailConfirmAnswer } = await contract();
  const body = emailConfirmRequest.parse({ token });
  return orNotOffered(() =>
    request(`${emailChangeKey}/confirm`, emailConfirmAnswer, { method: 'POST', body }),
  );
}

/**
 * POST /users/verify-email: the link mailed to the account's address confirms it (400: the link no
 * longer works). src/domain/email-verification.ts.
 */
export async function verifyEmail(token: string): Promise<EmailConfirmAnswer | NotOffered> {
  const { emailConfirmRequest, emailConfirmAnswer } = await contract();
  const body = emailConfirmRequest.parse({ token });
  return orNotOffered(() => request('/users/verify-email', emailConfirmAnswer, { method: 'POST', body }));
}

/** POST /users/verify-email/send: a new link to the account's address (409: it is confirmed already). */
export async function sendEmailVerification(): Promise<MessageBody | NotOffered> {
  const { messageBody } = await contract();
  return orNotOffered(() => request('/users/verify-email/send', messageBody, { method: 'POST' }));
}
