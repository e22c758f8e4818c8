import type {
  AccountInfo,
  ChangePasswordRequest,
  NameRequest,
  SignOutOthersAnswer,
} from '../contract/auth.ts';
import type { MessageBody } from '../contract/common.ts';
import { accountInfoKey } from './account.ts';
import { NOT_OFFERED, unlessNotOffered, type NotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

/**
 * The account page's "Sign-in and security", each call an extension: NOT_OFFERED from a server
 * without it (404/405), where the page says how else to do it. Loaded when a button is pressed.
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
  return unlessNotOffered<MessageBody | NotOffered>(
    () => request('/users/change-password', messageBody, { method: 'POST', body }),
    () => NOT_OFFERED,
  );
}

/** POST /users/sign-out-others: every session of the account but this one ends. */
export async function signOutOtherDevices(): Promise<SignOutOthersAnswer | NotOffered> {
  const { signOutOthersAnswer } = await contract();
  return unlessNotOffered<SignOutOthersAnswer | NotOffered>(
    () => request('/users/sign-out-others', signOutOthersAnswer, { method: 'POST' }),
    () => NOT_OFFERED,
  );
}

/** PUT /accountInfo: the name changed; answered with the account (the caller puts it in SWR's cache). */
export async function saveName(input: NameRequest): Promise<AccountInfo | NotOffered> {
  const { nameRequest, accountInfo } = await contract();
  const body = nameRequest.parse(input);
  return unlessNotOffered<AccountInfo | NotOffered>(
    () => request(accountInfoKey, accountInfo, { method: 'PUT', body }),
    () => NOT_OFFERED,
  );
}
