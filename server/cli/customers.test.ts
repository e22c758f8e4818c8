import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from '../db/orm.ts';
import {
  contactMessages,
  emailChanges,
  mailQueue,
  orderReturns,
  orders,
  savedAddresses,
  stockAlerts,
  users,
} from '../db/schema.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import {
  address,
  business,
  placeOrder,
  productId,
  sendAllMail,
  signUp,
  ownerCommand,
} from '../test/helpers.ts';
import { orderCreateResponse } from '../../src/contract/order.ts';
import { UsageError } from './commands.ts';
import { erasedEmail } from '../account/erase.ts';
import { formatOrderDate, isoDayInIndia } from '../../src/domain/dates.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = async (...argv: string[]) => (await ownerCommand(h, argv)).split('\n');

/** The e-mails queued about changes of address the owner made (npm run shop -- customers email). */
const emailChangeRows = () =>
  h.database.db
    .select()
    .from(mailQueue)
    .where(inArray(mailQueue.kind, ['email-changed-old', 'email-changed-new']));
/** What the queue sends now (everything queued before was sent first). */
async function sentByQueue() {
  const before = h.mailer.sent.length;
  await sendAllMail(h);
  return h.mailer.sent.slice(before);
}

describe('npm run shop -- customers show', () => {
  it('shows a customer as the owner needs them on the phone, found by e-mail or by an order number', async () => {
    const { token, email } = await signUp(h);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await placeOrder(h, token, { [productId(0)]: 1 }));
    const [paid, cancelled] = [ids[4]!, ids[3]!];
    await ownerCommand(h, ['payments', 'mark-paid', paid]);
    await h.database.db.update(orders).set({ status: 4 }).where(eq(orders.id, cancelled));
    await ownerCommand(h, ['credit', 'set', email, '50000', '30']);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, paid));
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));

    const shown = await shop('customers', 'show', email);
    expect(shown[0]).toBe(
      `${email}: ${user!.firstName} ${user!.lastName}, registered on ${formatOrderDate(user!.createdAt.toISOString())}, e-mail not confirmed yet`,
    );
    expect(shown[1]).toMatch(/^Mobile: {3}\+91 \d{5} \d{5} \(the latest order's first\)$/);
    expect(shown[2]).toBe(
      `Orders:   6 orders, ${formatMoney(fromPaise(row!.totalPaise))} sold (1 paid or confirmed)`,
    );
    // The latest five, newest first, then the way to the rest.
    expect(shown.slice(3, 8).map((l) => l.trim().split(/\s+/)[0])).toEqual(ids.slice(1).reverse());
    expect(shown.find((l) => l.includes(paid))).toMatch(/ Processing /);
    expect(shown.find((l) => l.includes(cancelled))).toMatch(/ Cancelled /);
    expect(shown[8]).toBe(`  … and 1 older: orders list --customer ${email} --all`);
    expect(shown).toContain('Credit:   ₹50,000, 30 days; owes ₹0');
    expect(shown.some((l) => /^(Business|Return):/.test(l))).toBe(false);

    // An order number is enough, in any case.
    expect(await shop('customers', 'show', paid.toLowerCase())).toEqual(shown);
    // Once the welcome's link is opened, the owner sees the address is theirs.
    const welcome = h.mailer.sent.find((m) => m.to === email && m.text.includes('/verify-email?token='));
    const link = /\/verify-email\?token=(\S+)/.exec(welcome!.text)![1]!;
    await apiClient(h).users['verify-email'].$post({ json: { token: decodeURIComponent(link) } });
    expect((await shop('customers', 'show', email))[0]).toMatch(/, e-mail confirmed$/);
    await expect(shop('customers', 'show', 'ORD-ZZZZZZZZ')).rejects.toThrow('no order ORD-ZZZZZZZZ');
    await expect(shop('customers', 'show', 'nobody@example.in')).rejects.toThrow(
      'no account signs in with nobody@example.in',
    );
    await expect(shop('customers', 'show')).rejects.toThrow(UsageError);
  });

  it('names the business they buy for and the returns still open', async () => {
    const { token, email } = await signUp(h);
    const res = await apiClient(h, token).orders.$post({
      json: {
        products: { [productId(0)]: 1 },
        shippingAddress: address,
        business,
      },
    });
    const { id } = orderCreateResponse.parse(await res.json());
    const other = await placeOrder(h, token);
    await h.database.db
      .update(orders)
      .set({ status: 3 })
      .where(inArray(orders.id, [id, other]));
    await h.database.db.insert(orderReturns).values([
      { orderId: id, lines: [], reason: 'Damaged' },
      { orderId: other, lines: [], reason: 'Wrong size', status: 'approved' },
    ]);
    const shown = await shop('customers', 'show', email);
    expect(shown).toContain(
      'Business: Unicorn Logistics LLP, GSTIN 27AAPFU0939F1ZV (their latest business order)',
    );
    expect(shown.filter((l) => l.startsWith('Return:')).sort()).toEqual(
      [
        `Return:   ${id} asked, waiting for your answer`,
        `Return:   ${other} approved, to refund once back`,
      ].sort(),
    );
    // No credit given: no credit line.
    expect(shown.some((l) => l.startsWith('Credit:'))).toBe(false);
  });
});

describe('npm run shop -- customers erase', () => {
  it('erases the account once its orders are closed, keeps the orders, and frees the address', async () => {
    const { token, email, password } = await signUp(h);
    await apiClient(h, token).wishlist.$post({ json: { add: [productId(3)], remove: [] } });
    const id = await placeOrder(h, token);
    await h.database.db
      .update(orders)
      .set({ deliveryNote: 'Call Asha at the gate' })
      .where(eq(orders.id, id));
    const [me] = await h.database.db.select().from(users).where(eq(users.email, email));

    await expect(shop('customers', 'erase', email.toUpperCase(), '--yes')).rejects.toThrow(
      new UsageError(
        `${email} has orders still open: ${id} (Pending). Deliver or cancel them first (orders set-status), then erase; nothing was changed`,
      ),
    );
    await shop('orders', 'set-status', id, '4');

    const asked = await shop('customers', 'erase', email);
    expect(asked).toEqual([
      `${email}: Asha Verma, registered ${isoDayInIndia(me!.createdAt)}`,
      "  erases: the sign-in, e-mail and name, 1 saved address, 1 wishlist item, 0 saved lists, 0 product reviews, every session, reset link and back-in-stock alert, and their orders' delivery instructions",
      '  keeps: 1 order with their invoices and payments, as tax law requires',
      'Nothing erased yet: run it again with --yes to erase.',
    ]);
    expect((await apiClient(h, token).wishlist.$get()).status).toBe(200);

    // An e-mail about the order, queued and not yet sent, would go to the erased address.
    await h.database.db.insert(mailQueue).values({ key: `erase-test-${id}`, kind: 'cancelled', orderId: id });
    expect(await shop('customers', 'erase', email, '--yes')).toContain(
      `Erased ${email}. The address is free to register again.`,
    );

    const login = await apiClient(h).users.authorize.$post({ json: { email, password } });
    expect(login.status).toBe(401);
    expect((await apiClient(h, token).wishlist.$get()).status).toBe(401);
    const [after] = await h.database.db.select().from(users).where(eq(users.id, me!.id));
    expect(after).toMatchObject({ email: erasedEmail(me!.id), firstName: 'Erased', lastName: 'customer' });
    expect(
      await h.database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, me!.id)),
    ).toEqual([]);
    expect(await h.database.db.select().from(mailQueue).where(eq(mailQueue.orderId, id))).toEqual([]);
    const [kept] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    expect(kept).toMatchObject({ id, status: 4, deliveryNote: null });
    expect(await shop('orders', 'show', id)).toContain('Customer: (erased at their request)');
    expect((await shop('orders', 'list')).find((l) => l.startsWith(id))).toMatch(
      / {2}\(erased at their request\)$/,
    );

    // The address is someone's to register again: a new account, with none of the old one's orders.
    const again = await apiClient(h).users.register.$post({
      json: { email, password, firstName: 'Asha', lastName: 'Verma' },
    });
    expect(again.status).toBe(201);
    const relogin = await apiClient(h).users.authorize.$post({ json: { email, password } });
    const { token: fresh } = await relogin.json();
    expect(await (await apiClient(h, fresh).orders.$get({ query: {} })).json()).toEqual([]);
  });

  it("erases what an address without an account left: a guest's alerts and contact messages", async () => {
    const email = 'guest.erase@example.in';
    const product = productId(13);
    await h.database.db
      .insert(stockAlerts)
      .values({ email, productId: product, tokenHash: 'erase-test-token', confirmedAt: new Date() });
    const sent = await apiClient(h).contact.$post({
      json: { name: 'Asha Rao', email, subject: 'Boxes', message: 'Do you sell 10 x 10 inch boxes?' },
    });
    expect(sent.status).toBe(201);
    expect(await shop('customers', 'erase', email)).toEqual([
      `${email}: no account`,
      '  erases: 1 back-in-stock alert asked as a guest and 1 message from the contact page',
      'Nothing erased yet: run it again with --yes to erase.',
    ]);
    expect(await shop('customers', 'erase', email, '--yes')).toContain(
      `Erased what the shop kept for ${email}.`,
    );
    expect(await h.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toEqual([]);
    expect(
      await h.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toEqual([]);
    await expect(shop('customers', 'erase', email)).rejects.toThrow(UsageError);
  });

  it('says what is wrong with the address it is given', async () => {
    await expect(shop('customers', 'erase', 'nobody@example.in')).rejects.toThrow(
      new UsageError('no customer signs in with nobody@example.in, and the shop keeps nothing else for it'),
    );
    await expect(shop('customers', 'erase', 'not-an-address')).rejects.toThrow(
      new UsageError("'not-an-address' is not an e-mail address"),
    );
    await expect(shop('customers', 'erase')).rejects.toThrow(
      new UsageError('usage: npm run shop -- customers erase <email> [--yes]'),
    );
  });
});

describe('npm run shop -- customers email', () => {
  it('moves the account to a new address: signed out everywhere, the password kept, links waiting spent', async () => {
    const { token, email, password } = await signUp(h);
    const thief = await signUp(h);
    const next = `moved.${Date.now().toString(36)}@example.in`;
    // A change someone asked from the account page, still waiting for its link.
    const asked = await apiClient(h, token).users['email-change'].$post({
      json: { email: `elsewhere.${Date.now().toString(36)}@example.in`, password },
    });
    expect(asked.status).toBe(200);
    const [me] = await h.database.db.select().from(users).where(eq(users.email, email));

    await sendAllMail(h);

    expect(await shop('customers', 'email', email, next)).toEqual([
      `${email}: Asha Verma, registered ${isoDayInIndia(me!.createdAt)}`,
      `  changes: signs in with ${next} from now on; every session ends, and reset links and e-mail changes waiting stop working. The password stays.`,
      'Nothing changed yet: run it again with --yes to change it.',
    ]);
    expect((await apiClient(h, token).accountInfo.$get()).status).toBe(200);
    // Asked only: nothing queued, nothing sent.
    expect(await emailChangeRows()).toEqual([]);
    expect(await sentByQueue()).toEqual([]);

    expect(await shop('customers', 'email', email.toUpperCase(), ` ${next} `, '--yes')).toEqual([
      `${email}: Asha Verma, registered ${isoDayInIndia(me!.createdAt)}`,
      `  changes: signs in with ${next} from now on; every session ends, and reset links and e-mail changes waiting stop working. The password stays.`,
      `${email} now signs in as ${next}, and is signed out everywhere. Tell them: their password is the one they had; "Forgot password?" mails ${next}.`,
      `Both addresses are e-mailed when the shop's server next sends its mail: ${email} that you changed it, and to write or call at once if they did not ask; ${next} how to sign in. If ${email} did not ask, give it back: npm run shop -- customers email ${next} ${email} --yes`,
    ]);
    // Queued by the command, with the change: the running server's queue sends them.
    expect(await emailChangeRows()).toHaveLength(2);
    const mails = await sentByQueue();
    expect(mails.map((m) => m.to).sort()).toEqual([email, next].sort());
    const toOld = mails.find((m) => m.to === email)!;
    expect(toOld.subject).toBe('Your Gupta Supply Co e-mail address was changed');
    expect(toOld.text).toMatch(/^Hello Asha,\n/);
    // When, in India, as the account's other e-mails say it: the moment the change was made.
    const [change] = await h.database.db
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, me!.id), eq(emailChanges.newEmail, next)));
    const when = formatOrderDate(change!.confirmedAt!.toISOString());
    expect(when).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(toOld.text).toContain(
      `As you asked us to, we changed the e-mail address of your Gupta Supply Co account to ${next} on ${when}, and signed it out on every device. Sign in with that address from now on;`,
    );
    expect(toOld.text).toContain(
      'If you did not ask us for it, write to us or call us at once (below): we will give the account back to you.',
    );
    expect(toOld.text).toContain('support@guptasupply.in');
    const toNew = mails.find((m) => m.to === next)!;
    expect(toNew.subject).toBe('Your Gupta Supply Co account now signs in with this address');
    expect(toNew.text).toContain(
      `As you asked us to, we changed the e-mail address of your Gupta Supply Co account to this one, ${next}, on ${when}.`,
    );
    expect(toNew.text).toContain('Sign in with it from now on, with the password you had;');
    expect(toNew.text).toContain(
      'If you need a new password, "Forgot password?" on the sign-in page mails a link to this address.',
    );
    // Once: draining again sends nothing more.
    expect(await sentByQueue()).toEqual([]);
    expect((await apiClient(h, token).accountInfo.$get()).status).toBe(401);
    const signIn = (address: string) =>
      apiClient(h).users.authorize.$post({ json: { email: address, password } });
    expect((await signIn(email)).status).toBe(401);
    const fresh = await signIn(next);
    expect(fresh.status).toBe(200);
    const { token: again } = await fresh.json();
    expect((await (await apiClient(h, again).users['email-change'].$get()).json()).pending).toBeNull();

    // Another customer's address, or the one it has, changes nothing, and mails no one.
    await expect(shop('customers', 'email', next, thief.email, '--yes')).rejects.toThrow(
      new UsageError(`another customer signs in with ${thief.email}; nothing was changed`),
    );
    await expect(shop('customers', 'email', next, next, '--yes')).rejects.toThrow(
      new UsageError(`${next} already signs in with that address; nothing was changed`),
    );
    expect(await emailChangeRows()).toHaveLength(2);
    expect(await sentByQueue()).toEqual([]);
  });

  it('mails neither address once the account is erased before the queue ran', async () => {
    const { email } = await signUp(h);
    const next = `erased.${Date.now().toString(36)}@example.in`;
    await sendAllMail(h);
    await shop('customers', 'email', email, next, '--yes');
    const queued = (await emailChangeRows()).filter((r) => r.sentAt === null);
    expect(queued.map((r) => r.kind).sort()).toEqual(['email-changed-new', 'email-changed-old']);
    await shop('customers', 'erase', next, '--yes');
    // The change's row is erased, and its unsent e-mails with it (ON DELETE CASCADE).
    expect(
      await h.database.db
        .select()
        .from(mailQueue)
        .where(
          inArray(
            mailQueue.id,
            queued.map((r) => r.id),
          ),
        ),
    ).toEqual([]);
    expect(await sentByQueue()).toEqual([]);
  });

  it('says what is wrong with what it is given', async () => {
    await expect(shop('customers', 'email', 'nobody@example.in', 'new@example.in')).rejects.toThrow(
      new UsageError('no customer signs in with nobody@example.in'),
    );
    const { email } = await signUp(h);
    await expect(shop('customers', 'email', email, 'not-an-address')).rejects.toThrow(
      new UsageError("'not-an-address' is not an e-mail address"),
    );
    await expect(shop('customers', 'email', email)).rejects.toThrow(
      new UsageError('usage: npm run shop -- customers email <email> <new email> [--yes]'),
    );
  });
});
