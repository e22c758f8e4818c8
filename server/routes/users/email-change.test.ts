import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../src/contract/auth.ts';
import { formatOrderDate } from '../../../src/domain/dates.ts';
import { emailChangeTexts as texts, EMAIL_CHANGE_HOURS } from '../../../src/domain/email-change.ts';
import {
  emailChangeAskedEmail,
  emailChangedEmail,
  emailChangeLinkEmail,
} from '../../../src/emails/account-emails.ts';
import { storeSignature } from '../../mail/queue.ts';
import { eq } from '../../db/orm.ts';
import { contactMessages, emailChanges } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call, signUp, uniqueEmail } from '../../test/helpers.ts';
import { userMessages } from './messages.ts';

let h: Harness;
let store: ReturnType<typeof loadStoreConfig>;
let signature: ReturnType<typeof storeSignature>;
beforeAll(async () => {
  h = await createHarness();
  store = loadStoreConfig(h.env.STORE_CONFIG, h.env);
  signature = storeSignature(store);
});
afterAll(() => h.close());

const HOUR_MS = 60 * 60 * 1000;

const signIn = async (email: string, password: string) => {
  const res = await apiClient(h).users.authorize.$post({ json: { email, password } });
  return res.status === 200 ? (await res.json()).token : undefined;
};
const ask = (token: string | undefined, email: string, password: string) =>
  apiClient(h, token).users['email-change'].$post({ json: { email, password } });
const pending = async (token: string) =>
  (await (await apiClient(h, token).users['email-change'].$get()).json()).pending;
const confirm = (token: string) => apiClient(h).users['email-change'].confirm.$post({ json: { token } });
const drop = (token: string | undefined) => apiClient(h, token).users['email-change'].$delete();
const accountEmail = async (token: string) =>
  (await (await apiClient(h, token).accountInfo.$get()).json()).data.email;

/** The token of the link in the last e-mail to `to`. */
function linkTo(to: string): string {
  const mail = h.mailer.sent.findLast((m) => m.to === to);
  const match = /\/confirm-email\?token=(\S+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no confirmation link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

describe('changing the e-mail address', () => {
  it('mails a link to the new address, and changes nothing until it is opened on any device', async () => {
    const { token, email, password } = await signUp(h);
    const next = uniqueEmail('moved');
    const mails = h.mailer.sent.length;

    const asked = await ask(token, next, password);
    expect(asked.status).toBe(200);
    const answer = await asked.json();
    expect(answer.message).toBe(texts.sent(next));
    expect(answer.pending.email).toBe(next);
    const sentAt = Date.parse(answer.pending.sentAt);
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    expect(Date.parse(answer.pending.expiresAt) - sentAt).toBe(EMAIL_CHANGE_HOURS * HOUR_MS);

    const state = await apiClient(h, token).users['email-change'].$get();
    expect(state.status).toBe(200);
    expect(state.headers.get('cache-control')).toBe('private, no-store');
    expect(await state.json()).toEqual({ pending: answer.pending });

    // Two mails: the link, to the new address; and a word to the address the account has, so that its
    // owner can stop a change they did not ask for.
    expect(h.mailer.sent.length).toBe(mails + 2);
    const [toNew, toOld] = h.mailer.sent.slice(-2);
    const link = linkTo(next);
    expect(toNew).toEqual({
      to: next,
      ...emailChangeLinkEmail(
        { firstName: 'Asha', link: `http://shop.test/confirm-email?token=${link}` },
        signature,
      ),
    });
    expect(toOld).toEqual({
      to: email,
      ...emailChangeAskedEmail(
        { firstName: 'Asha', email: next, when: formatOrderDate(answer.pending.sentAt) },
        signature,
      ),
    });
    // Signed as every e-mail is: the shop's address, phone and e-mail, for whoever did not ask.
    expect(toOld!.text).toContain(`${store.companyPhone} · ${store.companyEmail}`);

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect(await accountEmail(token)).toBe(email);
    expect(await signIn(email, password)).toBeDefined();
    expect(await signIn(next, password)).toBeUndefined();

    // Opened without a session (another device).
    const before = new Date().toISOString();
    const done = await confirm(link);
    const after = new Date().toISOString();
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: texts.confirmed(next), email: next });

    expect(await signIn(next, password)).toBeDefined();
    expect(await signIn(email, password)).toBeUndefined();
    // The session that asked is still signed in, and sees the new address at once.
    expect(await accountEmail(token)).toBe(next);
    expect(await pending(token)).toBeNull();

    // The old address is told, with when, signed with how to reach the shop.
    const notice = h.mailer.sent.at(-1)!;
    expect(
      [before, after].map((when) => ({
        to: email,
        ...emailChangedEmail({ firstName: 'Asha', email: next, when: formatOrderDate(when) }, signature),
      })),
    ).toContainEqual(notice);
    expect(h.mailer.sent.length).toBe(mails + 3);

    // Single use.
    const again = await confirm(link);
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toBe(texts.linkInvalid);
    expect(await accountEmail(token)).toBe(next);
  });

  it('refuses a wrong password with 403, keeping the session and mailing nothing', async () => {
    const { token, email } = await signUp(h);
    const mails = h.mailer.sent.length;
    const wrong = await ask(token, uniqueEmail(), 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toBe(texts.wrongPassword);
    expect(h.mailer.sent.length).toBe(mails);
    expect(await pending(token)).toBeNull();
    expect(await accountEmail(token)).toBe(email);
  });

  it('refuses the address the account has with 400, as written in any case', async () => {
    const { token, email, password } = await signUp(h);
    const same = await ask(token, ` ${email.toUpperCase()} `, password);
    expect(same.status).toBe(400);
    expect(await errorOf(same)).toBe(authMessages.sameEmail);
    expect(await pending(token)).toBeNull();
  });

  it("refuses another account's address with 409, as registration does, mailing nothing", async () => {
    const { token, password } = await signUp(h);
    const other = await signUp(h);
    const mails = h.mailer.sent.length;
    const taken = await ask(token, other.email, password);
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toBe(userMessages.duplicate);
    expect(h.mailer.sent.length).toBe(mails);
    expect(await pending(token)).toBeNull();
  });

  it('makes the link of an earlier request stop working when a new one is asked', async () => {
    const { token, email, password } = await signUp(h);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await ask(token, first, password)).status).toBe(200);
    const firstLink = linkTo(first);
    expect((await ask(token, second, password)).status).toBe(200);
    expect((await pending(token))?.email).toBe(second);

    const stale = await confirm(firstLink);
    expect(stale.status).toBe(400);
    expect(await errorOf(stale)).toBe(texts.linkInvalid);
    expect(await accountEmail(token)).toBe(email);

    expect((await confirm(linkTo(second))).status).toBe(200);
    expect(await accountEmail(token)).toBe(second);
  });

  it('drops the change waiting on DELETE, its link no longer working; nothing waiting is no error', async () => {
    const { token, email, password } = await signUp(h);
    const next = uniqueEmail();
    await ask(token, next, password);
    const dropped = await drop(token);
    expect(dropped.status).toBe(200);
    expect(await dropped.json()).toEqual({ message: texts.dropped });
    expect(await pending(token)).toBeNull();
    expect((await confirm(linkTo(next))).status).toBe(400);
    expect(await accountEmail(token)).toBe(email);

    const again = await drop(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: texts.dropped });
  });

  it('refuses an expired link and a made-up one with 400', async () => {
    const { token, email, password } = await signUp(h);
    const next = uniqueEmail();
    await ask(token, next, password);
    const link = linkTo(next);
    // The link was mailed more than EMAIL_CHANGE_HOURS ago.
    const past = new Date(Date.now() - 1000);
    await h.database.db
      .update(emailChanges)
      .set({ createdAt: new Date(past.getTime() - EMAIL_CHANGE_HOURS * HOUR_MS), expiresAt: past })
      .where(eq(emailChanges.newEmail, next));
    expect(await pending(token)).toBeNull();
    const expired = await confirm(link);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe(texts.linkInvalid);
    expect(await accountEmail(token)).toBe(email);

    const madeUp = await confirm('not-a-token-we-ever-sent-0123456789');
    expect(madeUp.status).toBe(400);
    expect(await errorOf(madeUp)).toBe(texts.linkInvalid);
  });

  it('answers 409 and keeps the old address when the new one was registered after the link went', async () => {
    const { token, email, password } = await signUp(h);
    const next = uniqueEmail();
    await ask(token, next, password);
    const link = linkTo(next);
    const register = await apiClient(h).users.register.$post({
      json: { email: next, password: 'someone-else-1', firstName: 'Ravi', lastName: 'Kumar' },
    });
    expect(register.status).toBe(201);

    const taken = await confirm(link);
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toBe(userMessages.duplicate);
    expect(await accountEmail(token)).toBe(email);
    expect(await signIn(email, password)).toBeDefined();
    // The address stays the other customer's.
    expect(await signIn(next, password)).toBeUndefined();
    expect(await signIn(next, 'someone-else-1')).toBeDefined();
  });

  it('under races: a link opened twice at once works once, and of two accounts confirming one address one gets it', async () => {
    const { token, password } = await signUp(h);
    const next = uniqueEmail();
    await ask(token, next, password);
    const link = linkTo(next);
    const twice = await Promise.all([confirm(link), confirm(link)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 400]);

    const a = await signUp(h);
    const b = await signUp(h);
    const both = uniqueEmail();
    await ask(a.token, both, a.password);
    const forA = linkTo(both);
    await ask(b.token, both, b.password);
    const forB = linkTo(both);
    // On PostgreSQL both may pass the check before either commits: the unique index decides.
    const answers = await Promise.all([confirm(forA), confirm(forB)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const emails = [await accountEmail(a.token), await accountEmail(b.token)];
    expect(emails.filter((e) => e === both)).toHaveLength(1);
    expect(emails).toContain(answers[0]!.status === 200 ? b.email : a.email);
  });

  it('makes a reset link mailed to the old address stop working once the change is made', async () => {
    const { email, password, token } = await signUp(h);
    expect((await apiClient(h).users['forgot-password'].$post({ json: { email } })).status).toBe(200);
    const reset = decodeURIComponent(/token=(\S+)/.exec(h.mailer.sent.at(-1)!.text)![1]!);
    const next = uniqueEmail();
    await ask(token, next, password);
    expect((await confirm(linkTo(next))).status).toBe(200);

    const used = await apiClient(h).users['reset-password'].$post({
      json: { token: reset, password: 'attacker-1' },
    });
    expect(used.status).toBe(400);
    expect(await errorOf(used)).toBe(userMessages.resetInvalid);
    expect(await signIn(next, password)).toBeDefined();
  });

  it('drops the change waiting when the password is changed or reset: a stolen session cannot keep it', async () => {
    const { token, email, password } = await signUp(h);
    const thief = uniqueEmail('thief');
    expect((await ask(token, thief, password)).status).toBe(200);
    const stolen = linkTo(thief);
    const changed = await apiClient(h, token).users['change-password'].$post({
      json: { currentPassword: password, password: 'owner-new-1' },
    });
    expect(changed.status).toBe(200);
    expect(await pending(token)).toBeNull();
    expect((await confirm(stolen)).status).toBe(400);
    expect(await accountEmail(token)).toBe(email);

    // The same by "Forgot password?" (the owner no longer signed in anywhere).
    const again = uniqueEmail('thief');
    expect((await ask(token, again, 'owner-new-1')).status).toBe(200);
    const second = linkTo(again);
    expect((await apiClient(h).users['forgot-password'].$post({ json: { email } })).status).toBe(200);
    const reset = decodeURIComponent(/reset-password\?token=(\S+)/.exec(h.mailer.sent.at(-1)!.text)![1]!);
    const done = await apiClient(h).users['reset-password'].$post({
      json: { token: reset, password: 'owner-new-2' },
    });
    expect(done.status).toBe(200);
    expect((await confirm(second)).status).toBe(400);
    expect(await signIn(email, 'owner-new-2')).toBeDefined();
  });

  it('answers 401 without a session (the confirmation needs none) and 400 for a bad body', async () => {
    const { token, password } = await signUp(h);
    expect((await apiClient(h).users['email-change'].$get()).status).toBe(401);
    expect((await ask(undefined, uniqueEmail(), password)).status).toBe(401);
    expect((await drop(undefined)).status).toBe(401);

    const badEmail = await ask(token, 'not-an-address', password);
    expect(badEmail.status).toBe(400);
    expect(await errorOf(badEmail)).toBe(`email: ${authMessages.email}`);
    const noPassword = await ask(token, uniqueEmail(), '');
    expect(noPassword.status).toBe(400);
    expect(await errorOf(noPassword)).toBe(`password: ${authMessages.passwordMissing}`);
    const broken = await call(h, 'POST', '/api/v1/users/email-change', {
      token,
      raw: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);

    expect((await confirm('')).status).toBe(400);
    expect((await confirm('x'.repeat(201))).status).toBe(400);
    expect((await call(h, 'POST', '/api/v1/users/email-change/confirm', { body: {} })).status).toBe(400);
    expect(await pending(token)).toBeNull();
  });

  it('erases, with the account, the messages kept under the address it had before', async () => {
    const { token, email, password } = await signUp(h);
    const message = { name: 'Asha Verma', subject: 'Bulk order', message: 'Do you deliver to Mysuru?' };
    expect((await apiClient(h).contact.$post({ json: { ...message, email } })).status).toBe(201);
    const next = uniqueEmail();
    await ask(token, next, password);
    expect((await confirm(linkTo(next))).status).toBe(200);
    expect((await apiClient(h).contact.$post({ json: { ...message, email: next } })).status).toBe(201);
    const kept = async (address: string) =>
      (await h.database.db.select().from(contactMessages).where(eq(contactMessages.email, address))).length;
    expect(await kept(email)).toBe(1);

    const erased = await apiClient(h, token).users['delete-account'].$post({ json: { password } });
    expect(erased.status).toBe(200);
    expect(await kept(email)).toBe(0);
    expect(await kept(next)).toBe(0);
    expect(await h.database.db.select().from(emailChanges).where(eq(emailChanges.newEmail, next))).toEqual(
      [],
    );
  });

  it('keeps, when erasing, what another customer who now has the old address sent under it', async () => {
    const { token, email, password } = await signUp(h);
    const next = uniqueEmail();
    await ask(token, next, password);
    expect((await confirm(linkTo(next))).status).toBe(200);
    // Someone else registers the address the account gave up, and writes from it.
    const register = await apiClient(h).users.register.$post({
      json: { email, password: 'someone-else-1', firstName: 'Ravi', lastName: 'Kumar' },
    });
    expect(register.status).toBe(201);
    const message = { name: 'Ravi Kumar', email, subject: 'Invoice', message: 'Please send my GST invoice.' };
    expect((await apiClient(h).contact.$post({ json: message })).status).toBe(201);

    expect((await apiClient(h, token).users['delete-account'].$post({ json: { password } })).status).toBe(
      200,
    );
    const kept = await h.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(kept).toHaveLength(1);
  });
});
