import { Hono } from 'hono';
import { wishlistChange, type WishlistAnswerInput } from '../../../src/contract/wishlist.ts';
import type { Db } from '../../db/client.ts';
import { and, asc, eq, inArray, max } from '../../db/orm.ts';
import { UUID } from '../../db/product-id.ts';
import { products, stillSold, wishlistItems } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { json } from '../../lib/validate.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { servedProduct, stockByProduct } from '../products/product-shape.ts';

/**
 * A shopper's saved products, oldest first, each as GET /products/:id serves it (today's price), with
 * what it cost on the day it was saved.
 */
async function listOf(db: Db, userId: string, base: string): Promise<WishlistAnswerInput> {
  const rows = await db
    .select({ product: products, savedPricePaise: wishlistItems.savedPricePaise })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), stillSold))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  const stock = await stockByProduct(
    db,
    rows.map((r) => r.product.id),
  );
  return {
    data: rows.map((r) => ({
      ...servedProduct(r.product, base, stock.get(r.product.id)),
      ...(r.savedPricePaise !== null && { savedPrice: fromPaise(r.savedPricePaise) }),
    })),
  };
}

/**
 * The wishlist kept on the account (an extension of the spec's API; the app keeps the list in the
 * browser where a server answers 404). GET reads it; POST adds and removes products by id and
 * answers the whole list. Ids that name no product the shop sells are skipped (a list saved in a
 * browser may hold products it no longer sells); a saved product the shop retires is left out of
 * the list while it is retired, and back in it if the shop sells it again.
 */
export function wishlistRoutes(deps: Deps) {
  const { db, env } = deps;
  return new Hono<AppEnv>()
    .get('/wishlist', requireUser(deps), async (c) =>
      c.json(await listOf(db, c.get('user').id, env.PUBLIC_URL)),
    )
    .post('/wishlist', requireUser(deps), json(wishlistChange), async (c) => {
      const userId = c.get('user').id;
      const { add, remove } = c.req.valid('json');
      // Only UUIDs can name a product (anything else is skipped, not sent to the uuid column), in
      // the lower case the catalogue serves them in; once each, first place kept.
      const ids = (list: readonly string[]) => [
        ...new Set(list.filter((id) => UUID.test(id)).map((id) => id.toLowerCase())),
      ];
      const toRemove = ids(remove);
      const removed = new Set(toRemove);
      const toAdd = ids(add).filter((id) => !removed.has(id));
      await db.transaction(async (tx) => {
        if (toRemove.length > 0) {
          await tx
            .delete(wishlistItems)
            .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, toRemove)));
        }
        if (toAdd.length === 0) return;
        const sold = await tx
          .select({ id: products.id, payablePaise: products.payablePaise })
          .from(products)
          .where(and(inArray(products.id, toAdd), stillSold));
        // Each keeps what it costs today, the day it is saved.
        const priceOf = new Map(sold.map((p) => [p.id, p.payablePaise]));
        // One call's products keep the order they were given in, after everything saved before
        // (even a save a moment ago in the same millisecond).
        const [last] = await tx
          .select({ at: max(wishlistItems.addedAt) })
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, userId));
        const now = Math.max(Date.now(), (last?.at?.getTime() ?? 0) + 1);
        const rows = toAdd
          .filter((id) => priceOf.has(id))
          .map((productId, i) => ({
            userId,
            productId,
            addedAt: new Date(now + i),
            savedPricePaise: priceOf.get(productId)!,
          }));
        if (rows.length > 0) await tx.insert(wishlistItems).values(rows).onConflictDoNothing();
      });
      return c.json(await listOf(db, userId, env.PUBLIC_URL));
    });
}
