import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedLists, type SavedListInput } from '../../../src/contract/quick-order.ts';
import { MAX_SAVED_LISTS } from '../../../src/contract/limits.ts';
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
