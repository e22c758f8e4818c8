import { Hono } from 'hono';
import {
  listReminderInput,
  savedListInput,
  type SavedListsInput,
} from '../../../src/contract/quick-order.ts';
import { MAX_SAVED_LISTS } from '../../../src/contract/limits.ts';
import { isoDayInIndia } from '../../../src/domain/dates.ts';
import {
  firstReminderDay,
  isReminderEvery,
  reminderAt,
  REMINDER_STOP_PATH,
  reminderTexts,
} from '../../../src/domain/list-reminders.ts';
import { savedListsHref } from '../../../src/domain/routes.ts';
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

/** A list with no reminder: its stop token goes with it (a reminder set again gets a new one). */
const NO_REMINDER = { remindEveryDays: null, remindAt: null, reminderStopToken: null };

/** A list's id as the path gives it; a 404 when it cannot be one. */
function listId(param: string): string {
  const id = param.trim().toLowerCase();
  if (!UUID.test(id)) throw new HttpError(404, listMessages.notFound);
  return id;
}

/** A buyer's reorder lists, the latest saved first, each with its reminder (null: none). */
async function listsOf(db: Db, userId: string): Promise<SavedListsInput> {
  const rows = await db
    .select()
    .from(savedLists)
    .where(eq(savedLists.userId, userId))
    .orderBy(desc(savedLists.updatedAt), desc(savedLists.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      lines: r.lines,
      updatedAt: r.updatedAt.toISOString(),
      reminder:
        r.remindEveryDays !== null && r.remindAt !== null
          ? { everyDays: r.remindEveryDays, nextOn: isoDayInIndia(r.remindAt) }
          : null,
    })),
  };
}

/**
 * Extension: reorder lists kept on the account (src/contract/quick-order.ts). GET reads them; POST
 * saves lines under a name (a list of that name, in any case, gets the new lines and keeps its
 * reminder: 201 for a new list, 200 for a replaced one); DELETE removes one; PUT /lists/:id/reminder
 * sets how often the list e-mails its buyer to reorder it (src/domain/list-reminders.ts; the first
 * goes that many days after today in India), or stops it (null). Each answers the buyer's lists,
 * every list with its `reminder` (null: none); the mail queue sends the reminders
 * (server/mail/list-reminders.ts).
 *
 * The reminder e-mail's one-click stop (RFC 8058, `reminderStopPath`): a POST stops the reminder
 * its token names, with no sign-in; a token already used (or never made) stops nothing and answers
 * the same, so a mail app that posts twice sees no error. A GET (a mail app that opens the address
 * rather than posting to it, a link scanner) changes nothing and leads to the saved lists.
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
    .put('/lists/:id/reminder', requireUser(deps), json(listReminderInput), async (c) => {
      const userId = c.get('user').id;
      const id = listId(c.req.param('id'));
      const { everyDays } = c.req.valid('json');
      const set =
        everyDays !== null && isReminderEvery(everyDays)
          ? { remindEveryDays: everyDays, remindAt: reminderAt(firstReminderDay(new Date(), everyDays)) }
          : NO_REMINDER;
      const changed = await db
        .update(savedLists)
        .set(set)
        .where(and(eq(savedLists.userId, userId), eq(savedLists.id, id)))
        .returning({ id: savedLists.id });
      if (changed.length === 0) throw new HttpError(404, listMessages.notFound);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listsOf(db, userId));
    })
    .post(`${REMINDER_STOP_PATH}/:token`, async (c) => {
      await db
        .update(savedLists)
        .set(NO_REMINDER)
        .where(eq(savedLists.reminderStopToken, c.req.param('token')));
      c.header('Cache-Control', 'no-store');
      return c.json({ message: reminderTexts.stoppedByLink });
    })
    .get(`${REMINDER_STOP_PATH}/:token`, (c) => c.redirect(`${deps.env.APP_URL}${savedListsHref}`, 303))
    .delete('/lists/:id', requireUser(deps), async (c) => {
      const userId = c.get('user').id;
      const id = listId(c.req.param('id'));
      const gone = await db
        .delete(savedLists)
        .where(and(eq(savedLists.userId, userId), eq(savedLists.id, id)))
        .returning({ id: savedLists.id });
      if (gone.length === 0) throw new HttpError(404, listMessages.notFound);
      return c.json(await listsOf(db, userId));
    });
}
