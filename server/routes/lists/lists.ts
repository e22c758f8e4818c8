import { Hono } from 'hono';
import { savedListInput, type SavedListsInput } from '../../../src/contract/quick-order.ts';
import { MAX_SAVED_LISTS } from '../../../src/contract/limits.ts';
import { normalizeSku } from '../../../src/domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { and, count, desc, eq, sql } from '../../db/orm.ts';
import { UUID } from '../../db/product-id.ts';
import { savedLists } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { json } from '../../lib/validate.ts';

export const listMessages = {
  notFound: 'List not found',
  tooMany: `You can keep ${MAX_SAVED_LISTS} lists: delete one before saving another`,
} as const;

/** A buyer's reorder lists, the latest saved first. */
async function listsOf(db: Db, userId: string): Promise<SavedListsInput> {
  const rows = await db
    .select()
    .from(savedLists)
    .where(eq(savedLists.userId, userId))
    .orderBy(desc(savedLists.updatedAt), desc(savedLists.id));
  return {
    data: rows.map((r) => ({ id: r.id, name: r.name, lines: r.lines, updatedAt: r.updatedAt.toISOString() })),
  };
}

/**
 * Extension: reorder lists kept on the account (src/contract/quick-order.ts). GET reads them; POST
 * saves lines under a name (a list of that name, in any case, gets the new lines: 201 for a new
 * list, 200 for a replaced one); DELETE removes one. Each answers the buyer's lists.
 */
export function listRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/lists', requireUser(deps), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listsOf(db, c.get('user').id));
    })
    .post('/lists', requireUser(deps), json(savedListInput), async (c) => {
      const userId = c.get('user').id;
      const { name, lines } = c.req.valid('json');
      const kept = lines.map((l) => ({ sku: normalizeSku(l.sku), quantity: l.quantity }));
      const created = await db.transaction(async (tx) => {
        const sameName = and(eq(savedLists.userId, userId), sql`lower(${savedLists.name}) = lower(${name})`);
        const [old] = await tx.select({ id: savedLists.id }).from(savedLists).where(sameName).for('update');
        if (old) {
          await tx
            .update(savedLists)
            .set({ name, lines: kept, updatedAt: new Date() })
            .where(eq(savedLists.id, old.id));
          return false;
        }
        const [held] = await tx.select({ n: count() }).from(savedLists).where(eq(savedLists.userId, userId));
        if ((held?.n ?? 0) >= MAX_SAVED_LISTS) throw new HttpError(409, listMessages.tooMany);
        await tx.insert(savedLists).values({ userId, name, lines: kept });
        return true;
      });
      return c.json(await listsOf(db, userId), created ? 201 : 200);
    })
    .delete('/lists/:id', requireUser(deps), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id').trim().toLowerCase();
      if (!UUID.test(id)) throw new HttpError(404, listMessages.notFound);
      const gone = await db
        .delete(savedLists)
        .where(and(eq(savedLists.userId, userId), eq(savedLists.id, id)))
        .returning({ id: savedLists.id });
      if (gone.length === 0) throw new HttpError(404, listMessages.notFound);
      return c.json(await listsOf(db, userId));
    });
}
