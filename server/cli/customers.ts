import { email as emailSchema } from '../../src/contract/auth.ts';
import { countOf } from '../../src/domain/count.ts';
import { formatPaise } from '../../src/domain/money.ts';
import { formatOrderDate, isoDayInIndia } from '../../src/domain/dates.ts';
import { formatIndianMobile } from '../../src/domain/phone.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import { creditTermsOf, openOnAccount, owedOf } from '../payments/account.ts';
import { SOLD } from '../../src/domain/order-status.ts';
import { orderStatus } from '../../src/domain/order-status.ts';
import { eraseAccount, isErasedEmail, ordersOfAccount } from '../account/erase.ts';
import type { Db } from '../db/client.ts';
import { and, count, desc, eq, inArray } from '../db/orm.ts';
import {
  contactMessages,
  emailChanges,
  orderReturns,
  orders,
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
    const list = owing.map((o) => `${o.orderId} (${formatPaise(o.amountPaise)})`).join(', ');
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
      // Not confirmed: the shop has the customer's word for it, not a link opened.
      await tx.update(users).set({ email: to, emailConfirmedAt: null }).where(eq(users.id, user.id));
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

/** How many of a customer's latest orders `customers show` lists. */
export const CUSTOMER_ORDERS_SHOWN = 5;

/**
 * `customers show <email | order ID>`: one customer as the owner needs them when they call or write
 * (an order number is enough to find them): who they are, since when and whether their e-mail
 * address is confirmed, the mobiles their orders
 * went to, their orders (how many, what was sold to them, the latest few), the business they buy
 * for, their credit and what they owe, and any return still open.
 */
export async function showCustomer(db: Db, io: Output, args: string[]): Promise<void> {
  const [given, ...extra] = args;
  if (!given || extra.length > 0)
    throw new UsageError(
      'give the e-mail address or one of their order numbers, e.g. customers show ORD-7K2M9XQ4',
    );
  const user = await customerOf(db, given.trim());
  const theirs = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt));
  // Whether the address is theirs (a link mailed to it was opened): before trusting it with an invoice.
  const confirmed = user.emailConfirmedAt ? 'e-mail confirmed' : 'e-mail not confirmed yet';
  io.out(
    `${user.email}: ${user.firstName} ${user.lastName}, registered on ${formatOrderDate(user.createdAt.toISOString())}, ${confirmed}`,
  );
  const mobiles = [...new Set(theirs.map((o) => o.shippingPhone))].slice(0, 3).map(formatIndianMobile);
  if (mobiles.length > 0) io.out(`Mobile:   ${mobiles.join(', ')} (the latest order's first)`);
  const sold = theirs.filter((o) => (SOLD as number[]).includes(o.status));
  const soldPaise = sold.reduce((sum, o) => sum + o.totalPaise, 0);
  io.out(
    theirs.length === 0
      ? 'Orders:   none yet'
      : `Orders:   ${countOf(theirs.length, 'order')}, ${formatPaise(soldPaise)} sold (${sold.length} paid or confirmed)`,
  );
  for (const o of theirs.slice(0, CUSTOMER_ORDERS_SHOWN))
    io.out(
      `  ${o.id}  ${orderStatus(o.status).label.padEnd(10)}  ${formatPaise(o.totalPaise).padStart(10)}  ${formatOrderDate(o.createdAt.toISOString())}`,
    );
  if (theirs.length > CUSTOMER_ORDERS_SHOWN)
    io.out(
      `  … and ${theirs.length - CUSTOMER_ORDERS_SHOWN} older: orders list --customer ${user.email} --all`,
    );
  const buyer = theirs.find((o) => o.buyer)?.buyer;
  if (buyer) io.out(`Business: ${buyer.legalName}, GSTIN ${buyer.gstin} (their latest business order)`);
  const terms = await creditTermsOf(db, user.id);
  if (terms) {
    const owed = owedOf(await openOnAccount(db, user.id), new Date());
    const overdue = owed.overduePaise > 0 ? `, ${formatPaise(owed.overduePaise)} of it overdue` : '';
    io.out(
      `Credit:   ${formatPaise(terms.limitPaise)}, ${terms.days} days; owes ${formatPaise(owed.owedPaise)}${overdue}`,
    );
  }
  const open = await db
    .select({ orderId: orderReturns.orderId, status: orderReturns.status })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(eq(orders.userId, user.id), inArray(orderReturns.status, ['requested', 'approved'])));
  for (const r of open)
    io.out(
      `Return:   ${r.orderId} ${r.status === 'requested' ? 'asked, waiting for your answer' : 'approved, to refund once back'}`,
    );
}

/** The account an e-mail address signs in with, or the one that placed an order; a UsageError if none. */
async function customerOf(db: Db, given: string) {
  if (/^ord-/i.test(given)) {
    const id = normaliseOrderId(given);
    const [row] = await db
      .select({ user: users })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, id));
    if (!row) throw new UsageError(`no order ${id}`);
    return row.user;
  }
  const { email, user } = await customerByEmail(db, given);
  if (!user) throw new UsageError(`no account signs in with ${email}`);
  return user;
}
