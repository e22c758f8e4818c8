import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { dayBefore, digestDayDue, type OwnerDigest } from '../../src/domain/owner-digest.ts';
import { atInIndia, isoDayInIndia } from '../../src/domain/dates.ts';
import { REFUND_DUE } from '../orders/cancel.ts';
import { lateOrderRows } from '../cli/late-orders.ts';
import { lowStockProducts } from '../cli/products-report.ts';
import { UNANSWERED } from '../cli/questions.ts';
import { WAITING_APPROVAL } from '../cli/reviews.ts';
import { SOLD } from '../../src/domain/order-status.ts';
import type { Db } from '../db/client.ts';
import { and, asc, count, eq, gte, inArray, lt, sum } from '../db/orm.ts';
import { mailQueue, orderReturns, orders, payments, productQuestions, reviews } from '../db/schema.ts';
import { openOnAccount, owedOf } from '../payments/account.ts';

/**
 * The shop's morning e-mail to its owner (src/domain/owner-digest.ts; the words are
 * src/emails/owner-digest-email.ts). Queued once a day by the mail queue's drain, keyed by the
 * day, so servers sharing a database and a drain retried send it once; gathered as it is sent.
 */

/**
 * Queues the day's e-mail once its hour has come (`hour` 'off': never), unless `queuedFor` says it
 * is already. Answers the day whose e-mail is now in the queue (queued now or before), if any, for
 * the caller to pass back: the queue asks every few seconds, and need not ask the database again.
 */
export async function queueOwnerDigest(
  db: Db,
  hour: number | 'off',
  now = new Date(),
  queuedFor?: string,
): Promise<{ day?: string; queued: boolean }> {
  const day = hour === 'off' ? undefined : digestDayDue(now, hour);
  if (!day || day === queuedFor) return { day: queuedFor, queued: false };
  const rows = await db
    .insert(mailQueue)
    .values({ key: `owner-digest:${day}`, kind: 'owner-digest' })
    .onConflictDoNothing({ target: mailQueue.key })
    .returning({ id: mailQueue.id });
  return { day, queued: rows.length > 0 };
}

const counted = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** What the morning e-mail says, as things stand at `now`; "yesterday" is the Indian day before. */
export async function ownerDigestOf(db: Db, now = new Date()): Promise<OwnerDigest> {
  const day = isoDayInIndia(now);
  const placedYesterday = and(
    gte(orders.createdAt, atInIndia(dayBefore(day))),
    lt(orders.createdAt, atInIndia(day)),
  );
  const [placed, soldRow, cancelled, packing, late, returns, refundsDue, questions, waiting, open, low] =
    await Promise.all([
      counted(db.select({ n: count() }).from(orders).where(placedYesterday)),
      db
        .select({ n: count(), paise: sum(orders.totalPaise) })
        .from(orders)
        .where(and(placedYesterday, inArray(orders.status, SOLD))),
      counted(
        db
          .select({ n: count() })
          .from(orders)
          .where(and(placedYesterday, eq(orders.status, ORDER_STATUS.cancelled))),
      ),
      db
        .select({ createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.status, ORDER_STATUS.processing))
        .orderBy(asc(orders.createdAt)),
      lateOrderRows(db, now),
      db.select({ status: orderReturns.status, n: count() }).from(orderReturns).groupBy(orderReturns.status),
      counted(
        db
          .select({ n: count() })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(REFUND_DUE),
      ),
      counted(db.select({ n: count() }).from(productQuestions).where(UNANSWERED)),
      counted(db.select({ n: count() }).from(reviews).where(WAITING_APPROVAL)),
      openOnAccount(db),
      lowStockProducts(db),
    ]);
  const returnsIn = (status: string) => Number(returns.find((r) => r.status === status)?.n ?? 0);
  const owed = owedOf(open, now);
  return {
    day,
    yesterday: {
      placed,
      sold: Number(soldRow[0]?.n ?? 0),
      soldPaise: Number(soldRow[0]?.paise ?? 0),
      cancelled,
    },
    toPack: {
      orders: packing.length,
      ...(packing[0] && { oldest: isoDayInIndia(packing[0].createdAt) }),
    },
    late: late.length,
    returns: { toAnswer: returnsIn('requested'), toRefund: returnsIn('approved') },
    refundsDue,
    questions,
    reviewsWaiting: waiting,
    onAccount: {
      owedPaise: owed.owedPaise,
      overduePaise: owed.overduePaise,
      customers: new Set(open.map((o) => o.userId)).size,
    },
    stock: {
      soldOut: low.filter((p) => p.fewest === 0).length,
      low: low.filter((p) => p.fewest > 0).length,
    },
  };
}
