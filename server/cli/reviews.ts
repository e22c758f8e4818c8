import { formatOrderDate } from '../../src/domain/dates.ts';
import type { Db } from '../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, isNotNull } from '../db/orm.ts';
import { products, reviews, users } from '../db/schema.ts';
import { option } from './args.ts';
import { productByKey } from './product-key.ts';
import { reviewColumns } from '../catalogue/reviews.ts';
import { UsageError } from './usage-error.ts';

/** The owner's view of product reviews: read the latest, take one down, put it back up. */

interface Output {
  out(line: string): void;
}

/** The most reviews one list prints; past it the owner narrows by product. */
export const REVIEWS_LISTED = 100;

/** The latest reviews (of one product, or only those taken down), with the writer's e-mail to reply. */
export async function listReviews(db: Db, io: Output, args: string[]) {
  const rest = [...args];
  const key = option(rest, 'product');
  const hiddenAt = rest.indexOf('--hidden');
  if (hiddenAt >= 0) rest.splice(hiddenAt, 1);
  if (rest.length > 0)
    throw new UsageError(
      `unexpected '${rest[0]}': npm run shop -- reviews list [--product <product>] [--hidden]`,
    );
  const where: SQL[] = [];
  if (key) where.push(eq(reviews.productId, (await productByKey(db, key)).id));
  if (hiddenAt >= 0) where.push(isNotNull(reviews.hiddenAt));
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
      `#${r.id}  ${r.rating}/5  ${r.product}  ${r.firstName} ${r.lastName} <${r.email}>  ${formatOrderDate(r.writtenAt.toISOString())}${r.hiddenAt ? '  taken down' : ''}`,
    );
    if (words) io.out(`    ${words.replace(/\s+/g, ' ')}`);
  }
  const more = (total?.n ?? 0) - rows.length;
  if (more > 0) io.out(`… and ${more} older: add --product <product> to see one product's.`);
}

/** Takes a review down (shoppers no longer see it or count it) or puts it back up. */
export async function moderateReview(db: Db, io: Output, action: 'hide' | 'restore', args: string[]) {
  const [typed, ...more] = args;
  const id = Number(typed?.replace(/^#/, ''));
  if (!typed || more.length > 0 || !Number.isSafeInteger(id) || id < 1)
    throw new UsageError(
      `give the review's number, e.g. npm run shop -- reviews ${action} 12 (reviews list shows them)`,
    );
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: action === 'hide' ? new Date() : null })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (!row) throw new UsageError(`no review #${id}: npm run shop -- reviews list shows them`);
  io.out(
    action === 'hide'
      ? `Review #${id} taken down: shoppers no longer see it.`
      : `Review #${id} is shown again.`,
  );
}
