import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInfo, loginResponse, type RegisterRequest } from '../../../src/contract/auth.ts';
import { TOKEN_MAX_AGE_SECONDS } from '../../../src/api/auth-token.ts';
import { eq } from '../../db/orm.ts';
import { passwordResets, sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call, errorIn, signUp, uniqueEmail } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ APP_URL: 'https://shop.example.in' });
});
afterAll(() => h.close());

const users = () => apiClient(h).users;
const register = (json: RegisterRequest) => users().register.$post({ json });
const login = (email: string, password: string) => users().authorize.$post({ json: { email, password } });

describe('POST /api/v1/users/register', () => {
  it('creates an account (201) that can sign in', async () => {
    const email = uniqueEmail();
    const res = await register({ email, password: 'secret123', firstName: 'Ravi', lastName: 'Kumar' });
    expect(res.status).toBe(201);
    const signIn = await login(email, 'secret123');
    expect(signIn.status).toBe(200);
    expect(loginResponse.parse(await signIn.json()).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a second account for the same e-mail in any letter case (409)', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'secret123', firstName: 'Ravi', lastName: 'Kumar' });
    const again = await register({
      email: email.toUpperCase(),
      password: 'other-pass',
      firstName: 'Ravi',
      lastName: 'K.',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it.each([
    [
      { email: 'not-an-email', password: 'secret123', firstName: 'Ravi', lastName: 'Kumar' },
      'email: Invalid email address',
    ],
    [
      { email: 'a@b.in', password: '123', firstName: 'Ravi', lastName: 'Kumar' },
      'password: Password must be at least 6 characters',
    ],
    [
      { email: 'a@b.in', password: 'secret123', firstName: 'R', lastName: 'Kumar' },
      'firstName: First name must be at least 2 characters',
    ],
    [{ email: 'a@b.in', password: 'secret123', firstName: 'Ravi' }, 'lastName: '],
  ])('refuses bad input with a 400 naming the field (%#)', async (body, message) => {
    // Sent as it is: the last one lacks a field, which the typed client would not send.
    const res = await call(h, 'POST', '/api/v1/users/register', { body });
    expect(res.status).toBe(400);
    expect(errorIn(res).startsWith(message)).toBe(true);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await call(h, 'POST', '/api/v1/users/register', {
      raw: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(errorIn(res)).toBe('The request body must be valid JSON');
  });
});

describe('POST /api/v1/users/authorize', () => {
  it('answers 401 Invalid email or password for a wrong password or an unknown e-mail', async () => {
    const { email } = await signUp(h);
    for (const res of [await login(email, 'wrong-password'), await login(uniqueEmail(), 'secret123')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('keeps a sign-in as long as the app keeps its cookie, and no longer', async () => {
    const { email, password } = await signUp(h);
    const before = Date.now();
    const { token } = loginResponse.parse(await (await login(email, password)).json());
    const [session] = await h.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token!)));
    const cookieEnds = before + TOKEN_MAX_AGE_SECONDS * 1000;
    expect(session!.expiresAt.getTime()).toBeGreaterThanOrEqual(cookieEnds);
    expect(session!.expiresAt.getTime()).toBeLessThan(cookieEnds + 60_000);
  });

  it('signs in with the e-mail in another letter case', async () => {
    const { email, password } = await signUp(h);
    expect((await login(`  ${email.toUpperCase()} `, password)).status).toBe(200);
  });
});

describe('GET /api/v1/accountInfo and POST /api/v1/users/logout', () => {
  it('answers the signed-in customer and nothing after logout', async () => {
    const { token, email } = await signUp(h);
    const api = apiClient(h, token);
    const info = await api.accountInfo.$get();
    expect(info.status).toBe(200);
    const body = await info.json();
    expect(accountInfo.parse(body)).toMatchObject({ firstName: 'Asha', lastName: 'Verma', email });
    expect(new Date(body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await api.users.logout.$post()).status).toBe(200);
    const after = await api.accountInfo.$get();
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'Please sign in again.' });
  });

  it.each([undefined, 'Bearer nonsense-token-that-is-long-enough', 'Basic abc'])(
    'answers 401 Please sign in again. for authorization %s',
    async (authorization) => {
      const res = await call(h, 'GET', '/api/v1/accountInfo', {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Please sign in again.' });
    },
  );
});

describe('password reset', () => {
  const forgot = (email: string) => users()['forgot-password'].$post({ json: { email } });
  const reset = (token: string, password: string) =>
    users()['reset-password'].$post({ json: { token, password } });
  const neutral = { message: 'If an account exists for that e-mail, a reset link is on its way.' };

  it('answers the same neutral message for a known and an unknown e-mail, mailing only the known one', async () => {
    const { email } = await signUp(h);
    const before = h.mailer.sent.length;
    const unknown = await forgot(uniqueEmail());
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject(neutral);
    expect(h.mailer.sent.length).toBe(before);
    const known = await forgot(email);
    expect(known.status).toBe(200);
    expect(await known.json()).toMatchObject(neutral);
    expect(h.mailer.sent.at(-1)?.to).toBe(email);
    expect(h.mailer.sent.at(-1)?.text).toMatch(/https:\/\/shop\.example\.in\/reset-password\?token=/);
  });

  it('changes the password once with the mailed token, signs out old sessions, and refuses the token again', async () => {
    const { email, token: oldSession } = await signUp(h);
    await forgot(email);
    const link = /reset-password\?token=([^\s]+)/.exec(h.mailer.sent.at(-1)!.text)![1]!;
    const token = decodeURIComponent(link);
    expect((await reset(token, 'new-secret')).status).toBe(200);
    expect((await login(email, 'new-secret')).status).toBe(200);
    expect((await login(email, 'secret123')).status).toBe(401);
    expect((await apiClient(h, oldSession).accountInfo.$get()).status).toBe(401);
    const again = await reset(token, 'third-pass');
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token', async () => {
    const { email } = await signUp(h);
    await forgot(email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(h.mailer.sent.at(-1)!.text)![1]!);
    await h.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(token, 'new-secret');
    expect(res.status).toBe(400);
  });
});
