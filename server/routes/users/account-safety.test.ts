import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { signUp } from '../../test/helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const linkIn = (text: string) => /(\S+)\/reset-password\?token=(\S+)/.exec(text)!;

describe('links in e-mails come only from configuration', () => {
  let h: Harness;
  beforeAll(async () => {
    // APP_URL unset: the development default, http://localhost:PORT, and never a request header.
    h = await createHarness({ APP_URL: '', PORT: '8044', TRUST_PROXY: '1' });
  });
  afterAll(() => h.close());

  it.each([
    ['a forged Host', 'http://evil.example', {}],
    ['a forged Origin', 'http://shop.test', { Origin: 'https://evil.example' }],
    ['a localhost Origin', 'http://shop.test', { Origin: 'http://localhost:6666' }],
    ['a forged X-Forwarded-Host', 'http://shop.test', { 'X-Forwarded-Host': 'evil.example' }],
    [
      'all of them',
      'http://evil.example',
      { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ],
  ])('mails the reset link on APP_URL whatever %s says', async (_what, origin, headers) => {
    const { email } = await signUp(h);
    const res = await h.app.request(`${origin}/api/v1/users/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const mail = h.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(linkIn(mail.text)[1]).toBe('http://localhost:8044');
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('password reset tokens', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const forgot = (email: string) => apiClient(h).users['forgot-password'].$post({ json: { email } });
  const reset = (token: string, password: string) =>
    apiClient(h).users['reset-password'].$post({ json: { token, password } });

  it('a reset revokes every other reset link of the account', async () => {
    const { email } = await signUp(h);
    await forgot(email);
    const first = decodeURIComponent(linkIn(h.mailer.sent.at(-1)!.text)[2]!);
    await forgot(email);
    const second = decodeURIComponent(linkIn(h.mailer.sent.at(-1)!.text)[2]!);
    expect((await reset(second, 'new-secret-1')).status).toBe(200);
    const stale = await reset(first, 'new-secret-2');
    expect(stale.status).toBe(400);
    expect(await errorOf(stale)).toMatch(/invalid or has expired/);
  });
});

describe('password hashing under a flood', () => {
  let h: Harness;
  beforeAll(async () => {
    // One hash at a time and one waiting, at a cost that keeps each busy for a while.
    h = await createHarness({ HASH_CONCURRENCY: '1', HASH_QUEUE: '1', SCRYPT_N: String(2 ** 15) });
  });
  afterAll(() => h.close());

  const wrongPassword = (email: string) =>
    apiClient(h).users.authorize.$post({ json: { email, password: 'wrong-pass' } });

  it('answers 503 with Retry-After beyond the queue, and the rest as usual', async () => {
    const { email } = await signUp(h);
    const answers = await Promise.all(Array.from({ length: 8 }, () => wrongPassword(email)));
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(await busy[0]!.json()).toEqual({ error: 'The server is busy. Please try again in a moment.' });
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(2);
    expect(answers.every((a) => a.status === 401 || a.status === 503)).toBe(true);
  });

  it('checks a reset token before hashing: a made-up token is refused even while hashing is full', async () => {
    const { email } = await signUp(h);
    const flood = Array.from({ length: 4 }, () => wrongPassword(email));
    const bogus = await apiClient(h).users['reset-password'].$post({
      json: { token: 'x'.repeat(43), password: 'new-secret' },
    });
    expect(bogus.status).toBe(400);
    await Promise.all(flood);
  });
});

describe('sessions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ SESSION_IDLE_DAYS: '7' });
  });
  afterAll(() => h.close());

  const seen = async (token: string, at?: Date) => {
    const where = eq(sessions.tokenHash, hashToken(token));
    if (at) await h.database.db.update(sessions).set({ lastSeenAt: at }).where(where);
    const [row] = await h.database.db.select().from(sessions).where(where);
    return row!.lastSeenAt.getTime();
  };

  it('end after 7 idle days; use moves the idle limit forward', async () => {
    const active = await signUp(h);
    await seen(active.token, new Date(Date.now() - 6 * DAY));
    expect((await apiClient(h, active.token).accountInfo.$get()).status).toBe(200);
    expect(await seen(active.token)).toBeGreaterThan(Date.now() - 60_000);

    const idle = await signUp(h);
    await seen(idle.token, new Date(Date.now() - 7 * DAY - 60_000));
    const res = await apiClient(h, idle.token).accountInfo.$get();
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe('Please sign in again.');
  });
});
