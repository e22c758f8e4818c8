import { email as emailSchema } from '../../src/contract/auth.ts';
import { formatCount } from '../../src/domain/count.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { ORDER_STATUS, orderStatus } from '../../src/domain/order-status.ts';
import type { Db } from '../db/client.ts';
import { and, asc, count, eq, inArray, isNull } from '../db/orm.ts';
import {
  mailQueue,
  orders,
  passwordResets,
  savedAddresses,
  savedLists,
  sessions,
  users,
  wishlistItems,
} from '../db/schema.ts';
import { UsageError } from './usage-error.ts';

/**
 * A customer's request to erase their personal data (the privacy policy's DPDP Act promise,
 * src/domain/policies.ts): the account's sign-in, name, saved addresses, wishlist, saved lists and
 * sessions go; orders, their invoices and payments stay, as tax law requires (the policy says so
 * too), and no longer lead to an e-mail address. Orders still open must end first, so that no
 * delivery or refund is left without its customer.
 */

interface Output {
  out(line: string): void;
}

const OPEN: readonly number[] = [ORDER_STATUS.pending, ORDER_STATUS.processing, ORDER_STATUS.shipped];

/** The address an erased account keeps: unique, and one no mail can reach (.invalid, RFC 2606). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/** How the owner's lists name an order's customer: their e-mail, or that they had it erased. */
export const customerLabel = (email: string | undefined) =>
  email === undefined
    ? '(account removed)'
    : email.endsWith('@erased.invalid')
      ? '(erased at their request)'
      : email;

const counted = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

export async function eraseCustomer(db: Db, io: Output, args: string[]): Promise<void> {
  const confirmed = args.includes('--yes');
  const [given, ...extra] = args.filter((a) => a !== '--yes');
  if (!given || extra.length > 0)
    throw new UsageError('usage: npm run shop -- customers erase <email> [--yes]');
  const parsed = emailSchema.safeParse(given);
  if (!parsed.success) throw new UsageError(`'${given}' is not an e-mail address`);
  const [user] = await db.select().from(users).where(eq(users.email, parsed.data));
  if (!user) throw new UsageError(`no customer signs in with ${parsed.data}`);

  const theirs = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(asc(orders.createdAt));
  const open = theirs.filter((o) => OPEN.includes(o.status));
  if (open.length > 0) {
    const list = open.map((o) => `${o.id} (${orderStatus(o.status).label})`).join(', ');
    throw new UsageError(
      `${parsed.data} has orders still open: ${list}. Deliver or cancel them first (orders set-status), then erase; nothing was changed`,
    );
  }
  const countOf = async (table: typeof wishlistItems | typeof savedAddresses | typeof savedLists) =>
    (await db.select({ n: count() }).from(table).where(eq(table.userId, user.id)))[0]?.n ?? 0;
  const addresses = await countOf(savedAddresses);
  const wishlist = await countOf(wishlistItems);
  const lists = await countOf(savedLists);

  io.out(`${parsed.data}: ${user.firstName} ${user.lastName}, registered ${isoDayInIndia(user.createdAt)}`);
  io.out(
    `  erases: the sign-in, e-mail and name, ${counted(addresses, 'saved address', 'saved addresses')}, ${counted(wishlist, 'wishlist item')}, ${counted(lists, 'saved list')}, every session and reset link`,
  );
  io.out(`  keeps: ${counted(theirs.length, 'order')} with their invoices and payments, as tax law requires`);
  if (!confirmed) {
    io.out('Nothing erased yet: run it again with --yes to erase.');
    return;
  }
  await db.transaction(async (tx) => {
    for (const table of [sessions, passwordResets, wishlistItems, savedAddresses, savedLists] as const)
      await tx.delete(table).where(eq(table.userId, user.id));
    // Order e-mails not yet sent would go to the address being erased.
    if (theirs.length > 0)
      await tx.delete(mailQueue).where(
        and(
          inArray(
            mailQueue.orderId,
            theirs.map((o) => o.id),
          ),
          isNull(mailQueue.sentAt),
        ),
      );
    // No scrypt hash: no password signs in to it again.
    await tx
      .update(users)
      .set({ email: erasedEmail(user.id), passwordHash: 'erased', firstName: 'Erased', lastName: 'customer' })
      .where(eq(users.id, user.id));
  });
  io.out(`Erased ${parsed.data}. The address is free to register again.`);
}
