import type {
  DeleteAccountRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../contract/auth.ts';
import type { MessageBody } from '../contract/common.ts';
import { clearToken, getToken, setToken } from './auth-token.ts';
import { deviceId } from './device-id.ts';
import { NOT_OFFERED, type NotOffered, orNotOffered, unlessNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(async () => {
  const [auth, { anything, messageBody }] = await Promise.all([
    import('../contract/auth.ts'),
    import('../contract/common.ts'),
  ]);
  return { ...auth, anything, messageBody };
});

/**
 * POST /users/authorize, with this browser's own name (`deviceId`, an extension); stores the token.
 * Throws the spec's message when the answer has none.
 */
export async function login(input: LoginRequest): Promise<string> {
  const { loginRequest, loginResponse, authMessages } = await contract();
  const body = loginRequest.parse({ ...input, device: input.device ?? deviceId() });
  const { token } = await request('/users/authorize', loginResponse, { method: 'POST', body });
  if (!token) throw new Error(authMessages.tokenMissing);
  setToken(token);
  return token;
}

export async function register(input: RegisterRequest): Promise<void> {
  const { anything, registerRequest } = await contract();
  await request('/users/register', anything, { method: 'POST', body: registerRequest.parse(input) });
}

/**
 * Sign-out: the spec's is the token removed here, first, whatever the server then says.
 * POST /users/logout (an extension) also revokes the session on the server, with the token it was
 * given; a server without it (404/405) has nothing to revoke, and sign-out succeeds.
 */
export async function logout(token = getToken()): Promise<void> {
  clearToken();
  if (token === undefined) return;
  const { anything } = await contract();
  await unlessNotOffered(
    () => request('/users/logout', anything, { method: 'POST', token }),
    () => undefined,
  );
}

/** POST /users/forgot-password (an extension): NOT_OFFERED from a server without it. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<MessageBody | NotOffered> {
  const { messageBody, forgotPasswordRequest } = await contract();
  const body = forgotPasswordRequest.parse(input);
  return orNotOffered(() => request('/users/forgot-password', messageBody, { method: 'POST', body }));
}

/** POST /users/reset-password (an extension): NOT_OFFERED from a server without it. */
export async function resetPassword(input: ResetPasswordRequest): Promise<MessageBody | NotOffered> {
  const { messageBody, resetPasswordRequest } = await contract();
  const body = resetPasswordRequest.parse(input);
  return orNotOffered(() => request('/users/reset-password', messageBody, { method: 'POST', body }));
}

/**
 * POST /users/delete-account (an extension): the shopper's account erased, with their password.
 * NOT_OFFERED from a server without it; once the account is gone its token goes too.
 */
export async function deleteAccount(input: DeleteAccountRequest): Promise<MessageBody | NotOffered> {
  const { messageBody, deleteAccountRequest } = await contract();
  const body = deleteAccountRequest.parse(input);
  const answer = await orNotOffered(() =>
    request('/users/delete-account', messageBody, { method: 'POST', body }),
  );
  if (answer !== NOT_OFFERED) clearToken();
  return answer;
}
