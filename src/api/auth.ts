import { z } from 'zod';
import {
  authMessages,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  registerRequest,
  resetPasswordRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../contract/auth.ts';
import { messageBody } from '../contract/common.ts';
import { clearToken, setToken } from './auth-token.ts';
import { request } from './http.ts';

const anything = z.unknown();

/** POST /users/authorize; stores the token. Throws the spec's message when the answer has none. */
export async function login(input: LoginRequest): Promise<string> {
  const body = loginRequest.parse(input);
  const { token } = await request('/users/authorize', loginResponse, { method: 'POST', body });
  if (!token) throw new Error(authMessages.tokenMissing);
  setToken(token);
  return token;
}

export async function register(input: RegisterRequest): Promise<void> {
  await request('/users/register', anything, { method: 'POST', body: registerRequest.parse(input) });
}

/** Revokes the session on the server; the token is removed whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await request('/users/logout', anything, { method: 'POST' });
  } finally {
    clearToken();
  }
}

export const requestPasswordReset = (input: ForgotPasswordRequest) =>
  request('/users/forgot-password', messageBody, {
    method: 'POST',
    body: forgotPasswordRequest.parse(input),
  });

export const resetPassword = (input: ResetPasswordRequest) =>
  request('/users/reset-password', messageBody, { method: 'POST', body: resetPasswordRequest.parse(input) });
