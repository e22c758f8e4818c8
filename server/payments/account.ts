import { and, asc, eq, inArray, isNotNull, lte, sql } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { creditAccounts, orders, payments, users } from '../db/schema.ts';
import {
  ACCOUNT_METHOD,
  accountOffer,
  DUE_SOON_DAYS,
  dueDay,
  isDueSoon,
  type AccountOffer,
  type CreditTerms,
  type Owed,
} from '../../src/domain/credit-account.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import type { Tx } from '../orders/moves.ts';
import { recordPaymentEvent } from './events.ts';
import type { PaymentAttempt } from './machine.ts';
import { confirmToPayLater, pendingOrderFor, type PayLaterStart } from './pay-later.ts';

/**
 * Buying on account (src/domain/credit-account.ts holds the rule). A customer the owner gave credit
 * (`credit_accounts`) confirms an order without paying: an open payment of its total is kept with
 * method 'account' and the day it is due (`due_on`), and the order is packed at once
 * (server/payments/pay-later.ts). What the customer owes is the sum of those payments still open,
 * so cancelling an order (which closes its payment) gives its credit back, and the owner recording
 * the money (`payments mark-paid`: settleOnAccount) does too. The customer's credit row is locked
 * while an order is confirmed, so two orders at once cannot both take the last of the limit.
 * The customer is e-mailed once as its day nears, and once past it (remindOnAccount, in the unpaid sweep).
 */

/** The customer's terms; undefined when the owner gave them none. `lock`: held until the transaction ends. */
export async function creditTermsOf(
  db: Db | Tx,
  userId: string,
  lock = false,
): Promise<CreditTerms | undefined> {
  const query = db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row && { limitPaise: row.limitPaise, days: row.days };
}

/** The orders on account still to pay (one customer's, or everyone's), the earliest due first. */
export async function openOnAccount(db: Db | Tx, userId?: string) {
  return db
    .select({
      orderId: payments.orderId,
      reference: payments.reference,
      userId: orders.userId,
      email: users.email,
      amountPaise: payments.amountPaise,
      dueOn: payments.dueOn,
      createdAt: orders.createdAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(payments.method, ACCOUNT_METHOD),
        eq(payments.status, 'pending'),
        isNotNull(payments.dueOn),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .orderBy(asc(payments.dueOn), asc(orders.createdAt));
}

/** What these open payments come to, and the part past its day. */
export function owedOf(open: readonly { amountPaise: number; dueOn: string | null }[], now: Date): Owed {
  const today = isoDayInIndia(now);
  return open.reduce(
    (owed, p) => ({
      owedPaise: owed.owedPaise + p.amountPaise,
      overduePaise: owed.overduePaise + (p.dueOn !== null && p.dueOn < today ? p.amountPaise : 0),
    }),
    { owedPaise: 0, overduePaise: 0 },
  );
}

/** Whether this customer may buy an order of `orderPaise` on account now; undefined: they have no credit. */
export async function accountOfferFor(
  db: Db | Tx,
  userId: string,
  orderPaise: number,
  now = new Date(),
  lock = false,
): Promise<AccountOffer | undefined> {
  const terms = await creditTermsOf(db, userId, lock);
  if (!terms) return undefined;
  return accountOffer(terms, owedOf(await openOnAccount(db, userId), now), orderPaise, now);
}

export type AccountResult =
  | { kind: 'confirmed'; paymentId: string; orderId: string }
  | Exclude<PayLaterStart, { kind: 'ready' }>
  | { kind: 'no-account' }
  | { kind: 'refused'; offer: Extract<AccountOffer, { offered: false }> };

/** POST /payments with method 'account': the order is confirmed, its total due by the customer's day. */
export async function chooseOnAccount(
  db: Db,
  orderId: string,
  userId: string,
  attempt: Omit<PaymentAttempt, 'method' | 'signatureHash'>,
): Promise<AccountResult> {
  return db.transaction(async (tx) => {
    const start = await pendingOrderFor(tx, orderId, userId);
    if (start.kind !== 'ready') return start;
    const { order } = start;
    const offer = await accountOfferFor(tx, userId, order.totalPaise, new Date(), true);
    if (!offer) return { kind: 'no-account' };
    if (!offer.offered) return { kind: 'refused', offer };
    const paymentId = await confirmToPayLater(tx, order.id, attempt, {
      method: ACCOUNT_METHOD,
      amountPaise: order.totalPaise,
      dueOn: offer.dueOn,
      note: 'on account',
      email: 'account-confirmed',
    });
    return { kind: 'confirmed', paymentId, orderId: order.id };
  });
}

/** The order's payment on account still open (of one order, or of any of several): what is owed on it. */
const owedOnAccount = (orderId: string | readonly string[]) =>
  and(
    typeof orderId === 'string' ? eq(payments.orderId, orderId) : inArray(payments.orderId, [...orderId]),
    eq(payments.method, ACCOUNT_METHOD),
    eq(payments.status, 'pending'),
  );

/** Which of these orders still owe on account (`payments mark-paid` checks them all before settling any). */
export async function owingOnAccount(db: Db, orderIds: readonly string[]): Promise<Set<string>> {
  const open = await db.select({ orderId: payments.orderId }).from(payments).where(owedOnAccount(orderIds));
  return new Set(open.map((p) => p.orderId));
}

/**
 * The owner received an order's money on account (`payments mark-paid`): its payment is paid, the
 * customer is e-mailed a receipt. Answers what was received, in paise; undefined when the order
 * has no payment on account still open.
 */
export async function settleOnAccount(db: Db, orderId: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: new Date(), receivedPaise: sql`${payments.amountPaise}` })
      .where(owedOnAccount(orderId))
      .returning();
    if (!settled) return undefined;
    await recordPaymentEvent(tx, settled, 'pending', 'paid', true, 'owner', {
      amountPaise: settled.amountPaise,
      note: 'received on account',
    });
    await queueOrderEmail(tx, orderId, 'account-paid');
    return settled.amountPaise;
  });
}

export type OnlineStart =
  | { kind: 'ready'; payment: typeof payments.$inferSelect }
  | { kind: 'order-not-found' }
  /** The order is the customer's, with nothing open on account (paid, or never on account). */
  | { kind: 'nothing-owed' };

/**
 * POST /account/credit/pay: the customer pays an order's due online. Its open payment on account
 * is what the gateway is asked to collect, signed anew for the gateway's form (the last signature
 * given is the one that counts) and coming back to `returnOrigin`. Nothing moves here: the
 * gateway's "paid" settles it in the payment machine (server/payments/machine.ts); its "failed"
 * leaves it owed.
 */
export async function startPayingOnAccount(
  db: Db,
  orderId: string,
  userId: string,
  signing: { signatureHash: string; returnOrigin: string },
): Promise<OnlineStart> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || order.userId !== userId) return { kind: 'order-not-found' };
    const [payment] = await tx.update(payments).set(signing).where(owedOnAccount(orderId)).returning();
    return payment ? { kind: 'ready', payment } : { kind: 'nothing-owed' };
  });
}

/**
 * A return of an order on account not yet paid (server/orders/returns.ts): its value comes off what
 * is owed instead of going back as money; owing nothing then, the payment is settled. Answers
 * whether it did (false: the order had no payment on account still open).
 */
export async function takeOffAccount(tx: Tx, orderId: string, paise: number): Promise<boolean> {
  const [open] = await tx.select().from(payments).where(owedOnAccount(orderId)).for('update');
  if (!open) return false;
  const left = Math.max(0, open.amountPaise - paise);
  await tx
    .update(payments)
    .set(
      left === 0
        ? { amountPaise: 0, status: 'paid', paidAt: new Date(), receivedPaise: 0 }
        : { amountPaise: left },
    )
    .where(eq(payments.id, open.id));
  await recordPaymentEvent(tx, open, 'pending', left === 0 ? 'paid' : 'pending', true, 'owner', {
    amountPaise: left,
    note: `return of ${formatMoney(fromPaise(paise))} taken off`,
  });
  return true;
}

/**
 * The unpaid sweep's reminders on account (server/orders/cancel-unpaid.ts), each queued once per
 * order (the queue's key): 'account-due-soon' as an order's day nears (isDueSoon), 'account-overdue'
 * once it has passed. Answers the orders reminded, of each kind.
 */
export async function remindOnAccount(
  db: Db,
  now = new Date(),
): Promise<{ dueSoon: string[]; overdue: string[] }> {
  const today = isoDayInIndia(now);
  const open = await db
    .select({ orderId: payments.orderId, dueOn: payments.dueOn, confirmedAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.method, ACCOUNT_METHOD),
        eq(payments.status, 'pending'),
        isNotNull(payments.dueOn),
        // Due within the reminder's window, or past it.
        lte(payments.dueOn, dueDay(now, DUE_SOON_DAYS)),
      ),
    )
    .orderBy(asc(payments.dueOn));
  const overdue = open.filter(({ dueOn }) => dueOn! < today).map(({ orderId }) => orderId);
  const dueSoon = open
    .filter(({ dueOn, confirmedAt }) => isDueSoon(dueOn!, confirmedAt, now))
    .map(({ orderId }) => orderId);
  return {
    dueSoon: await queueEach(db, dueSoon, 'account-due-soon'),
    overdue: await queueEach(db, overdue, 'account-overdue'),
  };
}

/** Queues one e-mail of `kind` for each order; answers those not already queued before. */
async function queueEach(db: Db, orderIds: string[], kind: 'account-due-soon' | 'account-overdue') {
  const queued: string[] = [];
  for (const orderId of orderIds) {
    const fresh = await db.transaction(
      async (tx) => (await queueOrderEmail(tx, orderId, kind).returning()).length > 0,
    );
    if (fresh) queued.push(orderId);
  }
  return queued;
}
