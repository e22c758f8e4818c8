import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../contract/auth.ts';
import { clearToken, setToken } from './auth-token.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(async () => {
  const [auth, { anything, messageBody }] = await Promise.all([
    import('../contract/auth.ts'),
    import('../contract/common.ts'),
  ]);
  return { ...auth, anything, messageBody };
});

/** POST /users/authorize; stores the token. Throws the spec's message when the answer has none. */
export async function login(input: LoginRequest): Promise<string> {
  const { loginRequest, loginResponse, authMessages } = await contract();
  const body = loginRequest.parse(input);
  const { token } = await request('/users/authorize', loginResponse, { method: 'POST', body });
  if (!token) throw new Error(authMessages.tokenMissing);
  setToken(token);
  return token;
}

export async function register(input: RegisterRequest): Promise<void> {
  const { anything, registerRequest } = await contract();
  await request('/users/register', anything, { method: 'POST', body: registerRequest.parse(input) });
}

/** Revokes the session on the server; the token is removed whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await request('/users/logout', (await contract()).anything, { method: 'POST' });
  } finally {
    clearToken();
  }
}

export async function requestPasswordReset(input: ForgotPasswordRequest) {
  const { messageBody, forgotPasswordRequest } = await contract();
  return request('/users/forgot-password', messageBody, {
    method: 'POST',
    body: forgotPasswordRequest.parse(input),
  });
}

export async function resetPassword(input: ResetPasswordRequest) {
  const { messageBody, resetPasswordRequest } = await contract();
  return request('/users/reset-password', messageBody, {
    method: 'POST',
    body: resetPasswordRequest.parse(input),
  });
}
