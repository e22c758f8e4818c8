import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionTexts } from '../../../src/domain/account-deletion.ts';
import { eq } from '../../db/orm.ts';
import { emailVerifications, orders, users } from '../../db/schema.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ownerCommand, placeOrder, signUp } from '../../test/helpers.ts';
import { erasedEmail } from '../../account/erase.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const deleteAccount = (token: string | undefined, password: string) =>
  apiClient(h, token).users['delete-account'].$post({ json: { password } });

describe('POST /api/v1/users/delete-account', () => {
  it('asks for the password again, waits for open orders, then erases the account and keeps the orders', async () => {
    const { token, email, password } = await signUp(h);
    const id = await placeOrder(h, token);
    const welcome = h.mailer.sent.findLast((m) => m.to === email)!;
    const link = decodeURIComponent(/verify-email\?token=(\S+)/.exec(welcome.text)![1]!);
    expect((await apiClient(h).users['verify-email'].$post({ json: { token: link } })).status).toBe(200);

    const wrong = await deleteAccount(token, 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toBe(accountDeletionTexts.wrongPassword);
    // Still signed in: a wrong password is not a lost session.
    expect((await apiClient(h, token).accountInfo.$get()).status).toBe(200);

    const open = await deleteAccount(token, password);
    expect(open.status).toBe(409);
    expect(await errorOf(open)).toBe(accountDeletionTexts.openOrders(`${id}, Pending`));

    await ownerCommand(h, ['orders', 'set-status', id, '4']);
    const done = await deleteAccount(token, password);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: accountDeletionTexts.deleted });

    expect((await apiClient(h, token).accountInfo.$get()).status).toBe(401);
    expect((await apiClient(h).users.authorize.$post({ json: { email, password } })).status).toBe(401);
    expect((await apiClient(h).users['verify-email'].$post({ json: { token: link } })).status).toBe(400);
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    const [account] = await h.database.db.select().from(users).where(eq(users.id, order!.userId));
    expect(account!.email).toBe(erasedEmail(account!.id));
    // The welcome's link named the address: it goes with the account, and the link stops working.
    expect(account!.emailConfirmedAt).toBeNull();
    expect(
      await h.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, account!.id)),
    ).toEqual([]);
  });

  it('answers 401 without a session and 400 without a password', async () => {
    expect((await deleteAccount(undefined, 'secret123')).status).toBe(401);
    const { token } = await signUp(h);
    const empty = await deleteAccount(token, '');
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('password: Enter your password');
  });
});
