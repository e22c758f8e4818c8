import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  savedLists,
  type ListReminderInput,
  type SavedListInput,
} from '../../../src/contract/quick-order.ts';
import { MAX_SAVED_LISTS } from '../../../src/contract/limits.ts';
import { isoDayInIndia } from '../../../src/domain/dates.ts';
import { addDays } from '../../../src/domain/dates.ts';
import { eq, sql } from '../../db/orm.ts';
import { mailQueue, savedLists as savedListsTable } from '../../db/schema.ts';
import { queueDueListReminders } from '../../mail/list-reminders.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { signUp } from '../../test/helpers.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  ({ token } = await signUp(h));
});
afterAll(() => h.close());

const save = (json: SavedListInput, as = token) => apiClient(h, as).lists.$post({ json });
const lists = async (as = token) => savedLists.parse(await (await apiClient(h, as).lists.$get()).json()).data;
const remove = (id: string, as = token) => apiClient(h, as).lists[':id'].$delete({ param: { id } });
const remind = (id: string, json: ListReminderInput, as = token) =>
  apiClient(h, as).lists[':id'].reminder.$put({ param: { id }, json });

describe('reorder lists', () => {
  it('keeps a named list on the account and replaces its lines when saved under the same name', async () => {
    const first = await save({ name: 'Monthly office supplies', lines: [{ sku: 'tap-001', quantity: 60 }] });
    expect(first.status).toBe(201);
    expect((await first.json()).data).toMatchObject([
      { name: 'Monthly office supplies', lines: [{ sku: 'TAP-001', quantity: 60 }] },
    ]);
    const again = await save({
      name: 'monthly OFFICE supplies',
      lines: [
        { sku: 'COR-001', quantity: 10 },
        { sku: 'GLO-002-M', quantity: 2 },
      ],
    });
    expect(again.status).toBe(200);
    const kept = await lists();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      name: 'monthly OFFICE supplies',
      lines: [
        { sku: 'COR-001', quantity: 10 },
        { sku: 'GLO-002-M', quantity: 2 },
      ],
    });
  });

  it('are the buyer’s own: another account sees none and cannot delete them', async () => {
    const other = (await signUp(h)).token;
    expect(await lists(other)).toEqual([]);
    const [mine] = await lists();
    const res = await remove(mine!.id, other);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('List not found');
    expect(await lists()).toHaveLength(1);
  });

  it('deletes a list and answers the rest, newest first', async () => {
    await save({ name: 'Kitchen', lines: [{ sku: 'KIT-001', quantity: 3 }] });
    const before = await lists();
    expect(before.map((l) => l.name)).toEqual(['Kitchen', 'monthly OFFICE supplies']);
    const res = await remove(before[1]!.id);
    expect(res.status).toBe(200);
    expect(savedLists.parse(await res.json()).data.map((l) => l.name)).toEqual(['Kitchen']);
    expect((await remove('not-an-id')).status).toBe(404);
  });

  it('need a signed-in buyer, a name and at least one good line', async () => {
    expect((await apiClient(h).lists.$get()).status).toBe(401);
    expect(await errorOf(await save({ name: '  ', lines: [{ sku: 'A', quantity: 1 }] }))).toBe(
      'name: give the list a name',
    );
    expect(await errorOf(await save({ name: 'Empty', lines: [] }))).toBe(
      'lines: a list needs at least one line',
    );
    expect(await errorOf(await save({ name: 'Bad', lines: [{ sku: 'A', quantity: -1 }] }))).toBe(
      'lines.0.quantity: must be at least 1',
    );
  });

  it(`stop at ${MAX_SAVED_LISTS} lists with a clear 409`, async () => {
    const { token: busy } = await signUp(h);
    for (let i = 0; i < MAX_SAVED_LISTS; i++)
      expect((await save({ name: `List ${i}`, lines: [{ sku: 'TAP-001', quantity: 6 }] }, busy)).status).toBe(
        201,
      );
    const over = await save({ name: 'One more', lines: [{ sku: 'TAP-001', quantity: 6 }] }, busy);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toBe(
      `You can keep ${MAX_SAVED_LISTS} lists: delete one before saving another`,
    );
    // Saving again under a name it has still works.
    expect((await save({ name: 'List 3', lines: [{ sku: 'TAP-001', quantity: 12 }] }, busy)).status).toBe(
      200,
    );
  });
});

describe('reorder reminders', () => {
  let buyer: string;
  let listId: string;
  beforeAll(async () => {
    ({ token: buyer } = await signUp(h));
    await save({ name: 'Pantry', lines: [{ sku: 'KIT-001', quantity: 3 }] }, buyer);
    const res = await save({ name: 'Office', lines: [{ sku: 'TAP-001', quantity: 60 }] }, buyer);
    listId = savedLists.parse(await res.json()).data.find((l) => l.name === 'Office')!.id;
  });
  /** Today in India plus `days`, read from the clock before and after the call (midnight may pass). */
  const daysFromToday = (days: number) => addDays(isoDayInIndia(new Date()), days);

  it('are served on every list, null until one is set', async () => {
    expect((await lists(buyer)).map((l) => [l.name, l.reminder])).toEqual([
      ['Office', null],
      ['Pantry', null],
    ]);
  });

  it('are set on one list, the first that many days after today in India, at 9 there', async () => {
    const before = daysFromToday(14);
    const res = await remind(listId, { everyDays: 14 }, buyer);
    const after = daysFromToday(14);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const answered = savedLists.parse(await res.json()).data;
    expect(answered.map((l) => [l.name, l.reminder?.everyDays ?? null])).toEqual([
      ['Office', 14],
      ['Pantry', null],
    ]);
    const nextOn = answered[0]!.reminder!.nextOn;
    expect([before, after]).toContain(nextOn);
    expect(await lists(buyer)).toEqual(answered);
    const [row] = await h.database.db
      .select({ remindAt: savedListsTable.remindAt })
      .from(savedListsTable)
      .where(eq(savedListsTable.id, listId));
    expect(row!.remindAt!.toISOString()).toBe(`${nextOn}T03:30:00.000Z`);
  });

  it('are changed, and kept when the list is saved again under its name', async () => {
    const res = await remind(listId, { everyDays: 7 }, buyer);
    const week = savedLists.parse(await res.json()).data[0]!.reminder;
    expect(week?.everyDays).toBe(7);
    const again = await save({ name: 'OFFICE', lines: [{ sku: 'COR-001', quantity: 10 }] }, buyer);
    expect(again.status).toBe(200);
    const office = savedLists.parse(await again.json()).data.find((l) => l.id === listId)!;
    expect(office).toMatchObject({ name: 'OFFICE', lines: [{ sku: 'COR-001', quantity: 10 }] });
    expect(office.reminder).toEqual(week);
  });

  it('are stopped with null', async () => {
    const res = await remind(listId, { everyDays: null }, buyer);
    expect(res.status).toBe(200);
    expect((await lists(buyer)).map((l) => l.reminder)).toEqual([null, null]);
  });

  it('come every 1, 2, 4 or 8 weeks only: another interval is a 400 naming the field', async () => {
    for (const everyDays of [10, 0, -7, 7.5]) {
      const res = await remind(listId, { everyDays }, buyer);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe('everyDays: every 7, 14, 28, 56 or null days');
    }
    expect((await lists(buyer)).map((l) => l.reminder)).toEqual([null, null]);
  });

  it('are the buyer’s own: another buyer’s list or a malformed id is a 404, no session a 401', async () => {
    const other = (await signUp(h)).token;
    const res = await remind(listId, { everyDays: 7 }, other);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('List not found');
    const malformed = await remind('not-an-id', { everyDays: 7 }, buyer);
    expect(malformed.status).toBe(404);
    expect(await errorOf(malformed)).toBe('List not found');
    expect(
      (await apiClient(h).lists[':id'].reminder.$put({ param: { id: listId }, json: { everyDays: 7 } }))
        .status,
    ).toBe(401);
    expect((await lists(buyer)).map((l) => l.reminder)).toEqual([null, null]);
  });

  it('go with their list: deleting it removes its queued e-mail', async () => {
    await remind(listId, { everyDays: 7 }, buyer);
    // Its day came while the mail server was down: the e-mail waits in the queue.
    await h.database.db
      .update(savedListsTable)
      .set({ remindAt: sql`now() - interval '1 hour'` })
      .where(eq(savedListsTable.id, listId));
    expect(await queueDueListReminders(h.database.db)).toBe(1);
    const queued = () => h.database.db.select().from(mailQueue).where(eq(mailQueue.savedListId, listId));
    expect((await queued()).map((r) => [r.kind, r.sentAt])).toEqual([['list-reminder', null]]);
    expect((await remove(listId, buyer)).status).toBe(200);
    expect(await queued()).toEqual([]);
  });
});
