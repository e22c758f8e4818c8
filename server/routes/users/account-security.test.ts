import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../src/contract/auth.ts';
import { accountSecurityTexts as texts } from '../../../src/domain/account-security.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const signIn = async (email: string, password: string) => {
  const res = await apiClient(h).users.authorize.$post({ json: { email, password } });
  return res.status === 200 ? (await res.json()).token : undefined;
};
const changePassword = (token: string | undefined, currentPassword: string, password: string) =>
  apiClient(h, token).users['change-password'].$post({ json: { currentPassword, password } });
const signedIn = async (token: string | undefined) =>
  (await apiClient(h, token).accountInfo.$get()).status === 200;

describe('POST /api/v1/users/change-password', () => {
  it('takes the current password, keeps this session, ends every other one and mails the shopper', async () => {
    const { token, email, password } = await signUp(h);
    const laptop = await signIn(email, password);
    const resetLink = await apiClient(h).users['forgot-password'].$post({ json: { email } });
    expect(resetLink.status).toBe(200);
    const token0 = /token=([^\s]+)/.exec(h.mailer.sent.at(-1)!.text)![1]!;
    const mails = h.mailer.sent.length;

    const done = await changePassword(token, password, 'new-secret-9');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: texts.changed });

    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signIn(email, password)).toBeUndefined();
    expect(await signIn(email, 'new-secret-9')).toBeDefined();
    // A reset link mailed before the change cannot undo it.
    const reset = await apiClient(h).users['reset-password'].$post({
      json: { token: decodeURIComponent(token0), password: 'attacker-1' },
    });
    expect(reset.status).toBe(400);
    // Told by e-mail, so a change they did not make is noticed.
    expect(h.mailer.sent.length).toBe(mails + 1);
    expect(h.mailer.sent.at(-1)).toMatchObject({
      to: email,
      subject: expect.stringMatching(/^Your .+ password was changed$/),
    });
    expect(h.mailer.sent.at(-1)!.text).toContain('every other device signed in to it was signed out');
  });

  it('refuses a wrong current password with 403, signing nobody out and changing nothing', async () => {
    const { token, email, password } = await signUp(h);
    const phone = await signIn(email, password);
    const wrong = await changePassword(token, 'not-my-password', 'new-secret-9');
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toBe(texts.wrongPassword);
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(phone)).toBe(true);
    expect(await signIn(email, password)).toBeDefined();
  });

  it('answers 400 for a short, missing or unchanged password and 401 without a session', async () => {
    const { token, password } = await signUp(h);
    const short = await changePassword(token, password, 'abc');
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toBe(`password: ${authMessages.password}`);
    const missing = await changePassword(token, '', 'new-secret-9');
    expect(await errorOf(missing)).toBe(`currentPassword: ${authMessages.currentPasswordMissing}`);
    const same = await changePassword(token, password, password);
    expect(same.status).toBe(400);
    expect(await errorOf(same)).toBe(`password: ${authMessages.samePassword}`);
    expect((await changePassword(undefined, password, 'new-secret-9')).status).toBe(401);
  });
});

describe('POST /api/v1/users/sign-out-others', () => {
  it('ends every other live session of the account, says how many, and keeps this one', async () => {
    const { token, email, password } = await signUp(h);
    const office = await signIn(email, password);
    const phone = await signIn(email, password);
    const other = await signUp(h);
    await apiClient(h, phone).users.logout.$post();

    const res = await apiClient(h, token).users['sign-out-others'].$post();
    expect(res.status).toBe(200);
    // The phone had signed out already: only the office computer was still signed in.
    expect(await res.json()).toEqual({ message: texts.signedOutOthers(1), ended: 1 });
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(office)).toBe(false);
    expect(await signedIn(other.token)).toBe(true);

    const again = await apiClient(h, token).users['sign-out-others'].$post();
    expect(await again.json()).toEqual({ message: 'No other device was signed in.', ended: 0 });
    expect((await apiClient(h).users['sign-out-others'].$post()).status).toBe(401);
  });
});

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const OFFICE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe('GET and DELETE /api/v1/users/sessions', () => {
  const signInFrom = async (email: string, password: string, userAgent: string) => {
    const res = await apiClient(h).users.authorize.$post(
      { json: { email, password } },
      { headers: { 'User-Agent': userAgent } },
    );
    return (await res.json()).token!;
  };

  it('lists the devices signed in, this one first, and signs one other out by its id', async () => {
    const { email, password } = await signUp(h);
    const phone = await signInFrom(email, password, PHONE_UA);
    const office = await signInFrom(email, password, OFFICE_UA);
    const gone = await signInFrom(email, password, OFFICE_UA);
    await apiClient(h, gone).users.logout.$post();

    const res = await apiClient(h, phone).users.sessions.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = await res.json();
    // signUp's own session (no User-Agent), the phone and the office computer; not the one signed out.
    expect(data.map((d) => [d.device, d.current])).toEqual([
      ['Chrome on Android', true],
      expect.anything(),
      expect.anything(),
    ]);
    expect(
      data
        .slice(1)
        .map((d) => d.device ?? null)
        .sort(),
    ).toEqual(['Edge on Windows', null]);
    const officeId = data.find((d) => d.device === 'Edge on Windows')!.id;
    expect(JSON.stringify(data)).not.toMatch(/token/i);

    const end = await apiClient(h, phone).users.sessions[':id'].$delete({ param: { id: officeId } });
    expect(end.status).toBe(200);
    expect(await end.json()).toEqual({ message: texts.deviceSignedOut('Edge on Windows') });
    expect(await signedIn(office)).toBe(false);
    expect(await signedIn(phone)).toBe(true);

    const again = await apiClient(h, phone).users.sessions[':id'].$delete({ param: { id: officeId } });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toBe(texts.deviceGone);
    const self = await apiClient(h, phone).users.sessions[':id'].$delete({ param: { id: data[0]!.id } });
    expect(self.status).toBe(409);
    expect(await errorOf(self)).toBe(texts.deviceIsThisOne);
  });

  it("never lists or ends another customer's sessions", async () => {
    const mine = await signUp(h);
    const theirs = await signUp(h);
    const [their] = (await (await apiClient(h, theirs.token).users.sessions.$get()).json()).data;
    const res = await apiClient(h, mine.token).users.sessions[':id'].$delete({ param: { id: their!.id } });
    expect(res.status).toBe(404);
    expect(await signedIn(theirs.token)).toBe(true);
    expect(
      (await apiClient(h, mine.token).users.sessions[':id'].$delete({ param: { id: 'x' } })).status,
    ).toBe(404);
    expect((await apiClient(h).users.sessions.$get()).status).toBe(401);
  });
});

describe('PUT /api/v1/accountInfo', () => {
  it('changes the name, trimmed, and answers the account as GET does', async () => {
    const { token, email } = await signUp(h);
    const res = await apiClient(h, token).accountInfo.$put({
      json: { firstName: ' Priya ', lastName: 'Sharma' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({ firstName: 'Priya', lastName: 'Sharma', email });
    expect(await (await apiClient(h, token).accountInfo.$get()).json()).toEqual(body);
  });

  it('refuses a name shorter than registration takes, and answers 401 without a session', async () => {
    const { token } = await signUp(h);
    const short = await apiClient(h, token).accountInfo.$put({
      json: { firstName: 'P', lastName: 'Sharma' },
    });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toBe(`firstName: ${authMessages.firstName}`);
    const blank = await apiClient(h, token).accountInfo.$put({
      json: { firstName: 'Priya', lastName: '  ' },
    });
    expect(await errorOf(blank)).toBe(`lastName: ${authMessages.lastName}`);
    expect(
      (await apiClient(h).accountInfo.$put({ json: { firstName: 'Priya', lastName: 'Sharma' } })).status,
    ).toBe(401);
    expect((await (await apiClient(h, token).accountInfo.$get()).json()).data).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
    });
  });
});
