import { isoDayInIndia } from '../../src/domain/dates.ts';
import { nextReminderDay, reminderAt } from '../../src/domain/list-reminders.ts';
import type { Db } from '../db/client.ts';
import { and, asc, eq, isNotNull, lte, sql } from '../db/orm.ts';
import { newToken } from '../lib/tokens.ts';
import { mailQueue, savedLists, users } from '../db/schema.ts';
import { resolveQuickOrder } from '../routes/quick-order/quick-order.ts';

/** Reminders turned into e-mails in one transaction. */
const BATCH = 50;

/**
 * Reorder reminders (PUT /lists/{id}/reminder) that are due at `now` become the mail queue's rows,
 * and each list's next reminder is set, in one transaction per batch. The row's key is the list and
 * the day the reminder fell due, so a pass retried after a failure queues no second e-mail; the
 * lists are locked (`skip locked`), so two servers on one database never take the same one. A list
 * whose turns were missed (the shop was stopped) gets one e-mail, and its next reminder falls after
 * today, on the same day of the week. Run by the mail queue before each drain; answers how many
 * were queued.
 */
export async function queueDueListReminders(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (;;) {
    const pass = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: savedLists.id, everyDays: savedLists.remindEveryDays, remindAt: savedLists.remindAt })
        .from(savedLists)
        .where(and(isNotNull(savedLists.remindAt), lte(savedLists.remindAt, now)))
        .orderBy(asc(savedLists.remindAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let inserted = 0;
      for (const list of due) {
        // Both are set together (saved_lists_reminder_whole).
        const day = isoDayInIndia(list.remindAt!);
        const rows = await tx
          .insert(mailQueue)
          .values({ key: `list-reminder:${list.id}:${day}`, kind: 'list-reminder', savedListId: list.id })
          .onConflictDoNothing({ target: mailQueue.key })
          .returning({ id: mailQueue.id });
        inserted += rows.length;
        await tx
          .update(savedLists)
          .set({ remindAt: reminderAt(nextReminderDay(day, list.everyDays!, now)) })
          .where(eq(savedLists.id, list.id));
      }
      return { taken: due.length, inserted };
    });
    queued += pass.inserted;
    if (pass.taken < BATCH) return queued;
  }
}

/**
 * What a list's reminder says when it goes: the list as it stands, its buyer's address, the title
 * of each line's product where the SKU still names one (as the quick-order pad resolves it) and
 * the token of its one-click stop (made with the first e-mail that needs it, kept until the
 * reminder stops); undefined when the list is gone or its reminder was stopped since it was queued.
 */
export async function listToRemind(db: Db, listId: string, publicUrl: string) {
  const [list] = await db
    .select({
      id: savedLists.id,
      name: savedLists.name,
      lines: savedLists.lines,
      everyDays: savedLists.remindEveryDays,
      email: users.email,
    })
    .from(savedLists)
    .innerJoin(users, eq(users.id, savedLists.userId))
    .where(eq(savedLists.id, listId));
  if (!list || list.everyDays === null) return undefined;
  const [stop] = await db
    .update(savedLists)
    .set({ reminderStopToken: sql`coalesce(${savedLists.reminderStopToken}, ${newToken()})` })
    .where(eq(savedLists.id, list.id))
    .returning({ token: savedLists.reminderStopToken });
  const resolved = await resolveQuickOrder(db, list.lines, publicUrl);
  return {
    id: list.id,
    name: list.name,
    everyDays: list.everyDays,
    email: list.email,
    stopToken: stop!.token!,
    lines: list.lines.map((l, i) => ({
      sku: l.sku,
      quantity: l.quantity,
      title: resolved.lines[i]?.product?.title,
    })),
  };
}
