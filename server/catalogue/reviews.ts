import type { HelpfulAnswer, MyReviewAnswer, Review, ReviewsAnswer } from '../../src/contract/reviews.ts';
import {
  NEWEST_FIRST,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
  type ReviewView,
} from '../../src/contract/limits.ts';
import {
  REVIEWABLE_STATUS,
  ratingSummary,
  reviewerName,
  reviewTexts,
  STARS,
} from '../../src/domain/reviews.ts';
import type { Db } from '../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from '../db/orm.ts';
import {
  mailQueue,
  orderLines,
  orders,
  products,
  reviews,
  reviewVotes,
  stillSold,
  users,
} from '../db/schema.ts';
import { HttpError, messages } from '../lib/errors.ts';
import { UUID } from '../db/product-id.ts';

/**
 * Product reviews kept (rules in src/domain/reviews.ts): a product's published ones with their
 * summary, a shopper's own, writing and deleting it, and the owner's answer to one.
 */

/** A review's columns and its writer's name (joined with `users`), as the shop and the owner read them. */
export const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  writtenAt: reviews.writtenAt,
  hiddenAt: reviews.hiddenAt,
  waitingSince: reviews.waitingSince,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  /** How many marked it helpful (the primary key's index counts them). */
  helpful:
    sql<number>`(select count(*) from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id})`.mapWith(
      Number,
    ),
  firstName: users.firstName,
  lastName: users.lastName,
};

type ReviewRow = {
  id: number;
  rating: number;
  title: string | null;
  text: string | null;
  writtenAt: Date;
  reply: string | null;
  repliedAt: Date | null;
  helpful: number;
  firstName: string;
  lastName: string;
};

const served = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  ...(row.title && { title: row.title }),
  ...(row.text && { text: row.text }),
  name: reviewerName(row.firstName, row.lastName),
  writtenAt: row.writtenAt.toISOString(),
  ...(row.reply && row.repliedAt && { reply: { text: row.reply, repliedAt: row.repliedAt.toISOString() } }),
  helpful: row.helpful,
});

/** Shown and counted: not taken down, and not waiting for the owner's approval. */
const published = and(isNull(reviews.hiddenAt), isNull(reviews.waitingSince));

/** The summary of reviews counted by rating (rows of a `group by rating`). */
const summaryOf = (counts: readonly { rating: number; n: number }[]) =>
  ratingSummary(
    STARS.map((star) => counts.filter((c) => c.rating === star).reduce((sum, c) => sum + c.n, 0)),
  );

/** 404 unless the product is sold now: a retired product's page and reviews are gone. */
export async function soldProduct(db: Db, productId: string): Promise<string> {
  if (!UUID.test(productId)) throw new HttpError(404, messages.productNotFound);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId.toLowerCase()), stillSold))
    .limit(1);
  if (!row) throw new HttpError(404, messages.productNotFound);
  return row.id;
}

/** PostgreSQL's `integer`, which numbers reviews and questions, goes up to this. */
const LARGEST_INTEGER = 2_147_483_647;

/** The row number a path names ('42'), or undefined: not a number the table could hold. */
export function rowNumber(text: string): number | undefined {
  const number = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  return number <= LARGEST_INTEGER ? number : undefined;
}

/** How each order sorts a product's reviews; the newest first among equals, then by number. */
const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [],
  helpful: [desc(reviewColumns.helpful)],
  highest: [desc(reviews.rating)],
  lowest: [asc(reviews.rating)],
};

/**
 * The product's published reviews: the summary of all, and page `page` of them in `view`'s order,
 * only those of `view.stars` when it names a rating.
 */
export async function productReviews(
  db: Db,
  productId: string,
  page: number,
  { sort, stars }: ReviewView = NEWEST_FIRST,
): Promise<ReviewsAnswer> {
  const id = await soldProduct(db, productId);
  const [counts, rows] = await Promise.all([
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, id), published))
      .groupBy(reviews.rating),
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(
        and(
          eq(reviews.productId, id),
          published,
          stars === undefined ? undefined : eq(reviews.rating, stars),
        ),
      )
      .orderBy(...REVIEW_ORDER[sort], desc(reviews.writtenAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  const summary = summaryOf(counts);
  return {
    summary,
    data: rows.map(served),
    page,
    pages: Math.ceil(
      (stars === undefined ? summary.count : (summary.byStars[stars - 1] ?? 0)) / REVIEWS_PAGE_SIZE,
    ),
    sort,
    ...(stars !== undefined && { stars }),
  };
}

/** Whether the customer has had an order of the product delivered. */
async function hasReceived(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.productId, productId),
        eq(orders.status, REVIEWABLE_STATUS),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The customer's own review of the product (hidden or not), and whether they may write one. */
export async function myReview(db: Db, userId: string, productId: string): Promise<MyReviewAnswer> {
  const id = await soldProduct(db, productId);
  const [[row], canReview, marked] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, id), eq(reviews.userId, userId)))
      .limit(1),
    hasReceived(db, userId, id),
    db
      .select({ id: reviewVotes.reviewId })
      .from(reviewVotes)
      .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
      .where(and(eq(reviewVotes.userId, userId), eq(reviews.productId, id)))
      .orderBy(reviewVotes.reviewId),
  ]);
  return {
    canReview,
    helpful: marked.map((m) => m.id),
    review: row
      ? { ...served(row), hidden: row.hiddenAt !== null, waiting: row.waitingSince !== null }
      : null,
  };
}

export interface ReviewInput {
  rating: number;
  title?: string | undefined;
  text?: string | undefined;
}

/**
 * Writes the customer's review, or changes the one they wrote (its day becomes today's; a review the
 * owner took down stays down). Where the owner approves reviews first (`approve`), the words wait
 * for that, written or changed, and the shop is e-mailed. 403 unless an order of the product was
 * delivered to them.
 */
export async function saveReview(
  db: Db,
  userId: string,
  productId: string,
  input: ReviewInput,
  approve: boolean,
): Promise<MyReviewAnswer> {
  const id = await soldProduct(db, productId);
  if (!(await hasReceived(db, userId, id))) throw new HttpError(403, reviewTexts.notBought);
  const values = {
    rating: input.rating,
    title: input.title ?? null,
    text: input.text ?? null,
    waitingSince: approve ? sql`now()` : null,
  };
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(reviews)
      .values({ productId: id, userId, ...values })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { ...values, writtenAt: sql`now()` },
      })
      .returning({ review: reviews.id, writtenAt: reviews.writtenAt, hiddenAt: reviews.hiddenAt });
    // The shop hears of each version it is to read (one taken down stays down: nothing to read).
    if (approve && saved && !saved.hiddenAt)
      await tx
        .insert(mailQueue)
        .values({
          key: `review-waiting:${saved.review}:${saved.writtenAt.getTime()}`,
          kind: 'owner-review-waiting',
          reviewId: saved.review,
        })
        .onConflictDoNothing({ target: mailQueue.key });
  });
  return myReview(db, userId, id);
}

/** Deletes the customer's review of the product, if they wrote one. */
export async function deleteReview(db: Db, userId: string, productId: string): Promise<MyReviewAnswer> {
  const id = await soldProduct(db, productId);
  await db.delete(reviews).where(and(eq(reviews.productId, id), eq(reviews.userId, userId)));
  return myReview(db, userId, id);
}

/**
 * Of the products given, those the customer can review from a delivered order's e-mail: still sold
 * (a retired one has no page) and not reviewed by them yet.
 */
export async function stillToReview(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const [sold, reviewed] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [...productIds]), stillSold)),
    db
      .select({ id: reviews.productId })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), inArray(reviews.productId, [...productIds]))),
  ]);
  const done = new Set(reviewed.map((r) => r.id));
  return new Set(sold.map((p) => p.id).filter((id) => !done.has(id)));
}

/**
 * For the owner's `products show`: the published reviews' summary, how many were taken down, and
 * how many wait for approval.
 */
export async function reviewStanding(db: Db, productId: string) {
  const state = sql<
    'hidden' | 'waiting' | 'shown'
  >`case when ${reviews.hiddenAt} is not null then 'hidden' when ${reviews.waitingSince} is not null then 'waiting' else 'shown' end`;
  const rows = await db
    .select({ rating: reviews.rating, state, n: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating, state);
  const total = (of: string) => rows.filter((r) => r.state === of).reduce((sum, r) => sum + r.n, 0);
  return {
    summary: summaryOf(rows.filter((r) => r.state === 'shown')),
    hidden: total('hidden'),
    waiting: total('waiting'),
  };
}

/** What answering a review did, or why it could not. */
export type ReplyOutcome = 'answered' | 'removed' | 'no-review' | 'hidden' | 'waiting';

/**
 * The shop's public answer to review `id` (words, or null to take the answer away). A review taken
 * down, or not approved yet, cannot be answered: its writer would be told of an answer no one sees.
 * The first answer to a review e-mails its writer, once; changing the words later does not mail
 * again.
 */
export async function replyToReview(db: Db, id: number, words: string | null): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hiddenAt: reviews.hiddenAt, waitingSince: reviews.waitingSince })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!row) return 'no-review';
    if (words === null) {
      await tx.update(reviews).set({ reply: null, repliedAt: null }).where(eq(reviews.id, id));
      return 'removed';
    }
    if (row.hiddenAt) return 'hidden';
    if (row.waitingSince) return 'waiting';
    await tx
      .update(reviews)
      .set({ reply: words, repliedAt: sql`now()` })
      .where(eq(reviews.id, id));
    // Keyed by the review, so a reworded answer does not mail again (server/mail/queue.ts sends it).
    await tx
      .insert(mailQueue)
      .values({ key: `review-reply:${id}`, kind: 'review-reply', reviewId: id })
      .onConflictDoNothing({ target: mailQueue.key });
    return 'answered';
  });
}

/**
 * A review as its e-mails tell of it, if it is still `state`: 'waiting' for the owner's approval, or
 * 'shown' to shoppers (not taken down, not waiting, its product still sold). The writer's address
 * and name, the product, the stars, the words as one text, and the shop's answer.
 */
export async function reviewToMail(db: Db, id: number, state: 'waiting' | 'shown') {
  const [row] = await db
    .select({
      ...reviewColumns,
      email: users.email,
      productId: reviews.productId,
      productTitle: products.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(reviews.id, id),
        state === 'waiting' ? and(isNull(reviews.hiddenAt), isNotNull(reviews.waitingSince)) : published,
        state === 'shown' ? stillSold : undefined,
      ),
    );
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: reviewerName(row.firstName, row.lastName),
    productId: row.productId,
    title: row.productTitle,
    rating: row.rating,
    writtenAt: row.writtenAt.toISOString(),
    words: [row.title, row.text].filter(Boolean).join('\n') || undefined,
    reply: row.reply ?? undefined,
  };
}

/**
 * Marks a published review of the product helpful for the shopper, or takes the mark away: once per
 * shopper, never on their own review. 404 for a review not shown under this product.
 */
export async function markHelpful(
  db: Db,
  userId: string,
  productId: string,
  reviewId: string,
  marked: boolean,
): Promise<HelpfulAnswer> {
  const id = await soldProduct(db, productId);
  const number = rowNumber(reviewId);
  if (number === undefined) throw new HttpError(404, reviewTexts.reviewNotFound);
  const [review] = await db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, number), eq(reviews.productId, id), published));
  if (!review) throw new HttpError(404, reviewTexts.reviewNotFound);
  if (review.userId === userId) throw new HttpError(403, reviewTexts.ownReview);
  if (marked) await db.insert(reviewVotes).values({ reviewId: number, userId }).onConflictDoNothing();
  else
    await db.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, number), eq(reviewVotes.userId, userId)));
  const [counted] = await db.select({ n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, number));
  return { helpful: counted?.n ?? 0, marked };
}
