import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { knownDevices, users } from '../../db/schema.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { mailsTo, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const OFFICE = '6f1c1a52-7d1e-4d0b-9a52-0d5f3c7e9b21';
const PHONE = 'b0c4e1f2-3a5d-4c7e-8f90-1a2b3c4d5e6f';

describe('a sign-in from a browser the account has not used before (extension: device)', () => {
  const signIn = (email: string, password: string, device?: unknown, userAgent = PHONE_UA) =>
    apiClient(h).users.authorize.$post(
      // A device that is not a name (a number, markup) is sent as a client might send it.
      { json: { email, password, ...(device !== undefined && { device: device as string }) } },
      { headers: { 'User-Agent': userAgent } },
    );

  it('e-mails the owner once per new browser, never for the first or one it knows', async () => {
    const { email, password } = await signUp(h);
    // The first browser the account names is its own (signing up, or the first sign-in after
    // the shop began keeping them): nobody is told.
    expect((await signIn(email, password, OFFICE)).status).toBe(200);
    expect((await signIn(email, password, OFFICE)).status).toBe(200);
    expect(mailsTo(h, email)).toEqual([]);

    expect((await signIn(email, password, PHONE)).status).toBe(200);
    const [mail, ...more] = mailsTo(h, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New sign-in to your Gupta Supply Co account');
    expect(mail!.text).toMatch(
      /^Hello Asha,\n\nYour Gupta Supply Co account was signed in to on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m, on Chrome on Android: a browser it had not been signed in from before\.\n/,
    );
    expect(mail!.text).toContain('"Forgot password?" on the sign-in page: that signs out every device.');
    expect(mail!.text).toContain(`\n${h.env.APP_URL}/account\n`);
    // Known from now on.
    await signIn(email, password, PHONE);
    expect(mailsTo(h, email)).toHaveLength(1);
  });

  it('takes a sign-in with no name, or one not of that form, as a new browser, and refuses none', async () => {
    const { email, password } = await signUp(h);
    await signIn(email, password, OFFICE);
    for (const device of [undefined, '<script>', 42]) {
      const res = await signIn(email, password, device, 'curl/8.5.0');
      expect(res.status).toBe(200);
    }
    expect(mailsTo(h, email)).toHaveLength(3);
    // A browser that says nothing of itself is not named.
    expect(mailsTo(h, email)[0]!.text).toContain(' account was signed in to on ');
    expect(mailsTo(h, email)[0]!.text).not.toContain(', on ');
  });

  it('tells nobody of a wrong password, and keeps no browser for it', async () => {
    const { email, password } = await signUp(h);
    await signIn(email, password, OFFICE);
    expect((await signIn(email, 'wrong-password', PHONE)).status).toBe(401);
    expect(mailsTo(h, email)).toEqual([]);
    const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const kept = await h.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user!.id));
    expect(kept).toHaveLength(1);
    // Kept hashed: the name itself is nowhere in the database's row.
    expect(kept[0]!.deviceHash).not.toContain(OFFICE);
  });

  it('forgets the browsers with the account', async () => {
    const { email, password, token } = await signUp(h);
    await signIn(email, password, OFFICE);
    const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const erased = await apiClient(h, token).users['delete-account'].$post({ json: { password } });
    expect(erased.status).toBe(200);
    expect(await h.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user!.id))).toEqual(
      [],
    );
  });
});
