import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailVerificationTexts as texts,
  EMAIL_VERIFY_DAYS,
} from '../../../src/domain/email-verification.ts';
import { emailVerifyEmail } from '../../../src/emails/account-emails.ts';
import { eq } from '../../db/orm.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { storeSignature } from '../../mail/queue.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call, ownerCommand, signUp, uniqueEmail } from '../../test/helpers.ts';

let h: Harness;
let signature: ReturnType<typeof storeSignature>;
beforeAll(async () => {
  h = await createHarness();
  signature = storeSignature(loadStoreConfig(h.env.STORE_CONFIG, h.env));
});
afterAll(() => h.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tokens of the confirmation links mailed to `to`, oldest first. */
function linksTo(to: string): string[] {
  return h.mailer.sent
    .filter((m) => m.to === to)
    .flatMap((m) => /\/verify-email\?token=(\S+)/.exec(m.text)?.[1] ?? [])
    .map(decodeURIComponent);
}
const lastLinkTo = (to: string) => {
  const link = linksTo(to).at(-1);
  if (!link) throw new Error(`no confirmation link mailed to ${to}`);
  return link;
};
const verify = (token: string) => apiClient(h).users['verify-email'].$post({ json: { token } });
const sendAgain = (token?: string) => apiClient(h, token).users['verify-email'].send.$post();
const accountOf = async (token: string) => (await (await apiClient(h, token).accountInfo.$get()).json()).data;

describe('confirming the address an account has', () => {
  it('registering mails a welcome with the link; opening it on any device confirms the address', async () => {
    const { token, email } = await signUp(h);
    const link = lastLinkTo(email);
    expect(h.mailer.sent.findLast((m) => m.to === email)).toEqual({
      to: email,
      ...emailVerifyEmail(
        { firstName: 'Asha', link: `http://shop.test/verify-email?token=${link}`, welcome: true },
        signature,
      ),
    });
    const [row] = await h.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(EMAIL_VERIFY_DAYS * DAY_MS);
    // Nothing waits on it: the account signs in and says it is not confirmed yet.
    expect((await accountOf(token)).emailConfirmed).toBe(false);

    const done = await verify(link);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: texts.confirmed(email), email });
    expect((await accountOf(token)).emailConfirmed).toBe(true);

    // Pressed again, or come back to: the same answer, and the account stays confirmed.
    const again = await verify(link);
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe(texts.confirmed(email));
    // Once confirmed, there is no new link to ask for.
    const send = await sendAgain(token);
    expect(send.status).toBe(409);
    expect(await send.json()).toEqual({ error: texts.alreadyConfirmed });
  });

  it('a new link can be asked from the account; the first one still works too', async () => {
    const { token, email } = await signUp(h);
    const first = lastLinkTo(email);
    const sent = await sendAgain(token);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: texts.sent(email) });
    const second = lastLinkTo(email);
    expect(second).not.toBe(first);
    // Asked again, it is not a welcome.
    expect(h.mailer.sent.at(-1)!.subject).toMatch(/^Confirm your e-mail address for /);
    expect((await verify(first)).status).toBe(200);
    expect((await accountOf(token)).emailConfirmed).toBe(true);
    expect((await verify(second)).status).toBe(200);
    // Asking needs a session.
    expect((await sendAgain()).status).toBe(401);
  });

  it('turns away a made-up, expired or malformed link, and one sent to an address the account no longer has', async () => {
    const { token, email, password } = await signUp(h);
    const link = lastLinkTo(email);
    for (const bad of ['not-a-token', `${link}x`]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: texts.linkInvalid });
    }
    const empty = await call(h, 'POST', '/api/v1/users/verify-email', { token: '' });
    expect(empty.status).toBe(400);

    // Expired.
    await h.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, email));
    expect((await verify(link)).status).toBe(400);
    expect((await accountOf(token)).emailConfirmed).toBe(false);

    // A fresh link, then the account moves to a new address (confirmed by its own link): the first
    // link proves nothing about the new address, which is confirmed anyway by the change's link.
    await sendAgain(token);
    const stale = lastLinkTo(email);
    const next = uniqueEmail('moved');
    await apiClient(h, token).users['email-change'].$post({ json: { email: next, password } });
    const change = /\/confirm-email\?token=(\S+)/.exec(
      h.mailer.sent.findLast((m) => m.to === next)!.text,
    )![1]!;
    await h.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.email, email));
    const changed = await apiClient(h).users['email-change'].confirm.$post({
      json: { token: decodeURIComponent(change) },
    });
    expect(changed.status).toBe(200);
    expect((await accountOf(token)).emailConfirmed).toBe(true);
    expect((await verify(stale)).status).toBe(400);
  });

  it('a password reset, mailed to the address, confirms it; the shop changing it by hand does not', async () => {
    const { email } = await signUp(h);
    await apiClient(h).users['forgot-password'].$post({ json: { email } });
    const reset = /reset-password\?token=(\S+)/.exec(
      h.mailer.sent.findLast((m) => m.to === email)!.text,
    )![1]!;
    const done = await apiClient(h).users['reset-password'].$post({
      json: { token: decodeURIComponent(reset), password: 'another123' },
    });
    expect(done.status).toBe(200);
    const confirmedAt = async (address: string) =>
      (await h.database.db.select().from(users).where(eq(users.email, address)))[0]?.emailConfirmedAt;
    expect(await confirmedAt(email)).toBeInstanceOf(Date);

    const next = uniqueEmail('phoned');
    await ownerCommand(h, ['customers', 'email', email, next, '--yes']);
    expect(await confirmedAt(next)).toBeNull();
  });
});
