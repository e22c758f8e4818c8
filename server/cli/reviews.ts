import { formatOrderDate } from '../../src/domain/dates.ts';
import type { Db } from '../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, isNotNull, isNull } from '../db/orm.ts';
import { products, reviews, users } from '../db/schema.ts';
import { flag, option } from './args.ts';
import { productByKey } from './product-key.ts';
import { replyToReview, reviewColumns } from '../catalogue/reviews.ts';
import { REVIEW_REPLY_MAX } from '../../src/domain/reviews.ts';
import { formatCount } from '../../src/domain/count.ts';
import { UsageError } from './usage-error.ts';

/**
 * The owner's view of product reviews: read the latest, approve one (where the store asks for that),
 * answer one, take one down, put it back up.
 */

interface Output {
  out(line: string): void;
}

/** The most reviews one list prints; past it the owner narrows by product. */
export const REVIEWS_LISTED = 100;

/**
 * The latest reviews (of one product; only those waiting for approval, those shown and not answered
 * yet, or those taken down), with the writer's e-mail to write to and the shop's answer under each.
 */
/** A review waiting for the owner's approval (`approveReviews`), not taken down. */
export const WAITING_APPROVAL = and(isNull(reviews.hiddenAt), isNotNull(reviews.waitingSince))!;

export async function listReviews(db: Db, io: Output, args: string[]) {
  const rest = [...args];
  const key = option(rest, 'product');
  const hidden = flag(rest, 'hidden');
  const waiting = flag(rest, 'waiting');
  const unanswered = flag(rest, 'unanswered');
  if (rest.length > 0)
    throw new UsageError(
      `unexpected '${rest[0]}': npm run shop -- reviews list [--product <product>] [--waiting | --unanswered | --hidden]`,
    );
  if ([hidden, waiting, unanswered].filter(Boolean).length > 1)
    throw new UsageError(
      'give one of --waiting, --unanswered and --hidden: a review is in one of those at a time',
    );
  const where: SQL[] = [];
  if (key) where.push(eq(reviews.productId, (await productByKey(db, key)).id));
  if (hidden) where.push(isNotNull(reviews.hiddenAt));
  if (waiting) where.push(WAITING_APPROVAL);
  if (unanswered) where.push(isNull(reviews.hiddenAt), isNull(reviews.waitingSince), isNull(reviews.reply));
  const condition = and(...where);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(condition),
    db
      .select({ ...reviewColumns, product: products.title, email: users.email })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(condition)
      .orderBy(desc(reviews.writtenAt), desc(reviews.id))
      .limit(REVIEWS_LISTED),
  ]);
  if (rows.length === 0) return io.out('No reviews.');
  for (const r of rows) {
    const words = [r.title, r.text].filter(Boolean).join(': ');
    io.out(
      `#${r.id}  ${r.rating}/5  ${r.product}  ${r.firstName} ${r.lastName} <${r.email}>  ${formatOrderDate(r.writtenAt.toISOString())}${r.hiddenAt ? '  taken down' : r.waitingSince ? '  waiting for your approval' : ''}${r.helpful > 0 ? `  helpful to ${formatCount(r.helpful)}` : ''}`,
    );
    if (words) io.out(`    ${words.replace(/\s+/g, ' ')}`);
    if (r.reply && r.repliedAt) {
      // The writer may have changed the review since: the owner sees that the answer may not fit.
      const changed = r.writtenAt > r.repliedAt ? '; the review was changed since' : '';
      io.out(
        `    Your reply (${formatOrderDate(r.repliedAt.toISOString())}${changed}): ${r.reply.replace(/\s+/g, ' ')}`,
      );
    }
  }
  const more = (total?.n ?? 0) - rows.length;
  if (more > 0) io.out(`… and ${more} older: add --product <product> to see one product's.`);
}

/**
 * Takes a review down (shoppers no longer see it or count it), puts it back up, or approves one
 * waiting for that (the store's `approveReviews`). Taking down or putting up decides a waiting one.
 */
export async function moderateReview(
  db: Db,
  io: Output,
  action: 'hide' | 'restore' | 'approve',
  args: string[],
) {
  const [typed, ...more] = args;
  const id = Number(typed?.replace(/^#/, ''));
  if (!typed || more.length > 0 || !Number.isSafeInteger(id) || id < 1)
    throw new UsageError(
      `give the review's number, e.g. npm run shop -- reviews ${action} 12 (reviews list shows them)`,
    );
  if (action === 'approve') return approveReview(db, io, id);
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: action === 'hide' ? new Date() : null, waitingSince: null })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (!row) throw new UsageError(`no review #${id}: npm run shop -- reviews list shows them`);
  io.out(
    action === 'hide'
      ? `Review #${id} taken down: shoppers no longer see it.`
      : `Review #${id} is shown again.`,
  );
}

async function approveReview(db: Db, io: Output, id: number) {
  const [approved] = await db
    .update(reviews)
    .set({ waitingSince: null })
    .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt), isNotNull(reviews.waitingSince)))
    .returning({ id: reviews.id });
  if (approved) return io.out(`Review #${id} approved: shoppers see it now.`);
  const [row] = await db.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, id));
  if (!row) throw new UsageError(`no review #${id}: npm run shop -- reviews list shows them`);
  if (row.hiddenAt)
    throw new UsageError(`review #${id} is taken down: npm run shop -- reviews restore ${id} shows it`);
  io.out(`Review #${id} is shown already: nothing to approve.`);
}

const REPLY_USAGE =
  'give the review\'s number and your answer, e.g. npm run shop -- reviews reply 12 "Thank you, Asha: glad the tape held." (or --remove to take your answer away)';

/**
 * Answers a review in public, under it on the product's page (its writer is e-mailed the first
 * time), rewords the answer, or takes it away (`--remove`).
 */
export async function replyReview(db: Db, io: Output, args: string[]) {
  const rest = [...args];
  const remove = flag(rest, 'remove');
  const [typed, ...words] = rest;
  const id = Number(typed?.replace(/^#/, ''));
  if (!typed || !Number.isSafeInteger(id) || id < 1) throw new UsageError(REPLY_USAGE);
  const reply = words.join(' ').trim();
  if (remove === (reply !== '')) throw new UsageError(REPLY_USAGE);
  if (reply.length > REVIEW_REPLY_MAX)
    throw new UsageError(
      `keep the answer to ${formatCount(REVIEW_REPLY_MAX)} characters (it has ${formatCount(reply.length)})`,
    );
  const outcome = await replyToReview(db, id, remove ? null : reply);
  if (outcome === 'no-review')
    throw new UsageError(`no review #${id}: npm run shop -- reviews list shows them`);
  if (outcome === 'waiting')
    throw new UsageError(
      `review #${id} waits for your approval, so no one sees it yet: npm run shop -- reviews approve ${id} first`,
    );
  if (outcome === 'hidden')
    throw new UsageError(
      `review #${id} is taken down, so no one would see an answer: npm run shop -- reviews restore ${id} first`,
    );
  io.out(
    outcome === 'removed'
      ? `Review #${id} has no answer from the shop now.`
      : `Answered review #${id}: shoppers see your answer under it, and its writer is e-mailed (once per review).`,
  );
}
