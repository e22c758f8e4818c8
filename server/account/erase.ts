import { openOnAccount } from '../payments/account.ts';
import { isOrderOpen } from '../../src/domain/order-status.ts';
import type { Db } from '../db/client.ts';
import { and, asc, eq, inArray, isNotNull, isNull } from '../db/orm.ts';
import {
  contactMessages,
  emailChanges,
  emailVerifications,
  mailQueue,
  orders,
  passwordResets,
  productQuestions,
  reviews,
  reviewVotes,
  savedAddresses,
  savedLists,
  sessions,
  knownDevices,
  stockAlerts,
  users,
  wishlistItems,
  creditAccounts,
} from '../db/schema.ts';

/**
 * Erasing an account (the privacy policy's promise under the DPDP Act, src/domain/policies.ts),
 * asked for by the shopper (POST /users/delete-account) or by the owner for them (npm run shop --
 * customers erase). The sign-in, e-mail and name, saved addresses, wishlist, saved lists, sessions,
 * the browsers it signed in from, reset links, changes of e-mail address, product reviews and helpful marks, product questions, back-in-stock alerts, messages from the contact page (also under addresses the account had before) and unsent order e-mails go; orders, their invoices
 * and payments stay, as tax law requires (the policy says so), under an account row that no longer
 * names anyone. Orders still open must end first, so that no delivery or refund is left without
 * its customer.
 */

/** The address an erased account keeps: unique, and one no mail can reach (.invalid, RFC 2606). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;
export const isErasedEmail = (email: string) => email.endsWith('@erased.invalid');

/**
 * The account's orders, oldest first, those still open, and those bought on account still to pay
 * (the shop keeps a customer who owes it until they have paid: `payments mark-paid`).
 */
export async function ordersOfAccount(db: Db, userId: string) {
  const all = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const owing = await openOnAccount(db, userId);
  return { all, open: all.filter((o) => isOrderOpen(o.status)), owing };
}

/** Erases the account in one transaction; the caller has checked that no order is open. */
export async function eraseAccount(db: Db, userId: string, orderIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      sessions,
      // The browsers it signed in from (their names, hashed).
      knownDevices,
      passwordResets,
      // The links that confirmed its address, with the address.
      emailVerifications,
      wishlistItems,
      savedAddresses,
      savedLists,
      // Back-in-stock alerts, and with them their unsent e-mails.
      stockAlerts,
      // Their reviews: their words, under their name; and their "helpful" marks on others'.
      reviews,
      reviewVotes,
      // Their questions about products, under their name.
      productQuestions,
      // Their credit with the shop: no new order on account (what they owe stays on their orders).
      creditAccounts,
    ] as const)
      await tx.delete(table).where(eq(table.userId, userId));
    // Order e-mails not yet sent would go to the address being erased.
    if (orderIds.length > 0)
      await tx
        .delete(mailQueue)
        .where(and(inArray(mailQueue.orderId, [...orderIds]), isNull(mailQueue.sentAt)));
    // Their messages from the contact page (their unsent mail goes with them) and the alerts they set
    // as a guest: by the account's e-mail, and by those it had before a change (not one another
    // account signs in with now: what is kept for that address is that customer's).
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const before = await tx
      .selectDistinct({ email: emailChanges.oldEmail })
      .from(emailChanges)
      .leftJoin(users, eq(users.email, emailChanges.oldEmail))
      .where(and(eq(emailChanges.userId, userId), isNotNull(emailChanges.confirmedAt), isNull(users.id)));
    const addresses = [...(user ? [user.email] : []), ...before.map((b) => b.email)];
    if (addresses.length > 0) {
      await tx.delete(contactMessages).where(inArray(contactMessages.email, addresses));
      await tx.delete(stockAlerts).where(inArray(stockAlerts.email, addresses));
    }
    // The changes of address asked, with the addresses they name; the e-mails about one the shop
    // made (mail_queue.email_change_key) go with them, so none not yet sent reaches either address.
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    // The orders stay for tax; the words they gave the courier have no use once they are closed.
    await tx.update(orders).set({ deliveryNote: null }).where(eq(orders.userId, userId));
    // No scrypt hash: no password signs in to it again.
    await tx
      .update(users)
      .set({
        email: erasedEmail(userId),
        emailConfirmedAt: null,
        passwordHash: 'erased',
        firstName: 'Erased',
        lastName: 'customer',
      })
      .where(eq(users.id, userId));
  });
}
