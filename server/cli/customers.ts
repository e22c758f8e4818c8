import { email as emailSchema } from '../../src/contract/auth.ts';
import { countOf } from '../../src/domain/count.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { orderStatus } from '../../src/domain/order-status.ts';
import { eraseAccount, isErasedEmail, ordersOfAccount } from '../account/erase.ts';
import type { Db } from '../db/client.ts';
import { count, eq } from '../db/orm.ts';
import {
  contactMessages,
  emailChanges,
  savedAddresses,
  reviews,
  savedLists,
  stockAlerts,
  users,
  wishlistItems,
} from '../db/schema.ts';
import { UsageError } from './usage-error.ts';
import { isUniqueViolation } from '../lib/errors.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { spendCredentials } from '../account/credentials.ts';
import { queueEmailChangeEmails } from '../mail/queue.ts';

/**
 * A customer's request to the owner to erase their data (server/account/erase.ts says what goes
 * and what stays): says what it would erase and keep, and with --yes erases it. An address with no
 * account may still be kept: a guest's back-in-stock alerts and messages from the contact page.
 */

interface Output {
  out(line: string): void;
}

/** How the owner's lists name an order's customer: their e-mail, or that they had it erased. */
export const customerLabel = (email: string | undefined) =>
  email === undefined ? '(account removed)' : isErasedEmail(email) ? '(erased at their request)' : email;

/** The e-mail address as the owner typed it, read as the sign-in reads it, and its account if one has it. */
export async function customerByEmail(db: Db, given: string) {
  const parsed = emailSchema.safeParse(given);
  if (!parsed.success) throw new UsageError(`'${given}' is not an e-mail address`);
  const [user] = await db.select().from(users).where(eq(users.email, parsed.data));
  return { email: parsed.data, user };
}

export async function eraseCustomer(db: Db, io: Output, args: string[]): Promise<void> {
  const confirmed = args.includes('--yes');
  const [given, ...extra] = args.filter((a) => a !== '--yes');
  if (!given || extra.length > 0)
    throw new UsageError('usage: npm run shop -- customers erase <email> [--yes]');
  const parsed = await customerByEmail(db, given);
  const { user } = parsed;
  if (!user) return eraseGuest(db, io, parsed.email, confirmed);

  const { all, open, owing } = await ordersOfAccount(db, user.id);
  if (open.length > 0) {
    const list = open.map((o) => `${o.id} (${orderStatus(o.status).label})`).join(', ');
    throw new UsageError(
      `${parsed.email} has orders still open: ${list}. Deliver or cancel them first (orders set-status), then erase; nothing was changed`,
    );
  }
  if (owing.length > 0) {
    const list = owing.map((o) => `${o.orderId} (${formatMoney(fromPaise(o.amountPaise))})`).join(', ');
    throw new UsageError(
      `${parsed.email} still owes on account: ${list}. Once it is paid (payments mark-paid), erase; nothing was changed`,
    );
  }
  const rowsOf = async (
    table: typeof wishlistItems | typeof savedAddresses | typeof savedLists | typeof reviews,
  ) => (await db.select({ n: count() }).from(table).where(eq(table.userId, user.id)))[0]?.n ?? 0;
  const addresses = await rowsOf(savedAddresses);
  const wishlist = await rowsOf(wishlistItems);
  const lists = await rowsOf(savedLists);
  const written = await rowsOf(reviews);

  io.out(`${parsed.email}: ${user.firstName} ${user.lastName}, registered ${isoDayInIndia(user.createdAt)}`);
  io.out(
    `  erases: the sign-in, e-mail and name, ${countOf(addresses, 'saved address', 'saved addresses')}, ${countOf(wishlist, 'wishlist item')}, ${countOf(lists, 'saved list')}, ${countOf(written, 'product review')}, every session, reset link and back-in-stock alert, and their orders' delivery instructions`,
  );
  io.out(`  keeps: ${countOf(all.length, 'order')} with their invoices and payments, as tax law requires`);
  if (!confirmed) {
    io.out('Nothing erased yet: run it again with --yes to erase.');
    return;
  }
  await eraseAccount(
    db,
    user.id,
    all.map((o) => o.id),
  );
  io.out(`Erased ${parsed.email}. The address is free to register again.`);
}

/** An address without an account: its guest's alerts and contact messages, or nothing to erase. */
async function eraseGuest(db: Db, io: Output, email: string, confirmed: boolean): Promise<void> {
  const [alerts] = await db.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.email, email));
  const [messages] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  const kept = `${countOf(alerts?.n ?? 0, 'back-in-stock alert')} asked as a guest and ${countOf(messages?.n ?? 0, 'message')} from the contact page`;
  if (!alerts?.n && !messages?.n)
    throw new UsageError(`no customer signs in with ${email}, and the shop keeps nothing else for it`);
  io.out(`${email}: no account`);
  io.out(`  erases: ${kept}`);
  if (!confirmed) {
    io.out('Nothing erased yet: run it again with --yes to erase.');
    return;
  }
  await db.transaction(async (tx) => {
    // Their unsent e-mails go with the rows (the mail queue's rows cascade).
    await tx.delete(stockAlerts).where(eq(stockAlerts.email, email));
    await tx.delete(contactMessages).where(eq(contactMessages.email, email));
  });
  io.out(`Erased what the shop kept for ${email}.`);
}

/**
 * A customer who cannot open the link the account page sends (the old mailbox is gone), or whose
 * address was changed by someone else, asks the owner: the account signs in with `new` from now on.
 * Every session ends (a thief's too), and reset links and changes waiting stop working; the
 * password stays. Both addresses are e-mailed, through the mail queue (the shop's server sends them
 * when it next drains it; this command may run with the shop stopped): the old one, in case someone
 * phoned as the customer, and the new one, with how to sign in. Without --yes it only says what it
 * would do.
 */
export async function changeCustomerEmail(db: Db, io: Output, args: string[]): Promise<void> {
  const confirmed = args.includes('--yes');
  const [given, wanted, ...extra] = args.filter((a) => a !== '--yes');
  if (!given || !wanted || extra.length > 0)
    throw new UsageError('usage: npm run shop -- customers email <email> <new email> [--yes]');
  const { email, user } = await customerByEmail(db, given);
  if (!user || isErasedEmail(email)) throw new UsageError(`no customer signs in with ${email}`);
  const next = emailSchema.safeParse(wanted);
  if (!next.success) throw new UsageError(`'${wanted}' is not an e-mail address`);
  const to = next.data;
  if (to === email) throw new UsageError(`${email} already signs in with that address; nothing was changed`);
  const taken = (await customerByEmail(db, to)).user;
  if (taken) throw new UsageError(`another customer signs in with ${to}; nothing was changed`);

  io.out(`${email}: ${user.firstName} ${user.lastName}, registered ${isoDayInIndia(user.createdAt)}`);
  io.out(
    `  changes: signs in with ${to} from now on; every session ends, and reset links and e-mail changes waiting stop working. The password stays.`,
  );
  if (!confirmed) {
    io.out('Nothing changed yet: run it again with --yes to change it.');
    return;
  }
  const now = new Date();
  const tokenHash = hashToken(newToken());
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: to }).where(eq(users.id, user.id));
      await spendCredentials(tx, user.id, now, 'all');
      // Kept as a confirmed change, as the account page's are: erasing the account later also
      // erases what the shop kept under the old address.
      await tx.insert(emailChanges).values({
        tokenHash,
        userId: user.id,
        oldEmail: email,
        newEmail: to,
        expiresAt: now,
        usedAt: now,
        confirmedAt: now,
      });
      await queueEmailChangeEmails(tx, tokenHash);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new UsageError(`another customer signs in with ${to}; nothing was changed`);
    throw error;
  }
  io.out(
    `${email} now signs in as ${to}, and is signed out everywhere. Tell them: their password is the one they had; "Forgot password?" mails ${to}.`,
  );
  io.out(
    `Both addresses are e-mailed when the shop's server next sends its mail: ${email} that you changed it, and to write or call at once if they did not ask; ${to} how to sign in. If ${email} did not ask, give it back: npm run shop -- customers email ${to} ${email} --yes`,
  );
}
