import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../../src/contract/address-book.ts';
import { MAX_SAVED_ADDRESSES } from '../../../src/domain/address-book.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { address, placeOrder, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const office = {
  fullName: 'Asha Verma',
  address: 'Unit 7, Goregaon Industrial Estate',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400104',
  phone: '+919820012345',
};

const addresses = (token?: string) => apiClient(h, token).account.addresses;
const bookOf = async (token: string) => {
  const res = await addresses(token).$get();
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return addressBook.parse(await res.json());
};

describe('the address book (GET /api/v1/account/addresses)', () => {
  it("keeps each order's address once, the newest used first, the first the default until one is chosen", async () => {
    const { token } = await signUp(h);
    expect(await bookOf(token)).toEqual([]);

    await placeOrder(h, token);
    await placeOrder(h, token, undefined, office);
    // The same address typed again, with other spaces and capitals, is the same entry.
    await placeOrder(h, token, undefined, { ...address, address: ' 12  MG road, Indiranagar ' });
    const book = await bookOf(token);
    expect(book.map((a) => [a.shippingAddress.city, a.isDefault])).toEqual([
      ['Bengaluru', true],
      ['Mumbai', false],
    ]);
    // Kept as it was last typed.
    expect(book[0]!.shippingAddress.address).toBe('12  MG road, Indiranagar');

    const mumbai = book[1]!.id;
    const chosen = await addresses(token)[':id'].default.$put({ param: { id: mumbai } });
    expect(addressBook.parse(await chosen.json()).map((a) => [a.shippingAddress.city, a.isDefault])).toEqual([
      ['Mumbai', true],
      ['Bengaluru', false],
    ]);
    // A chosen default stays first, whatever is used later.
    await placeOrder(h, token);
    expect((await bookOf(token))[0]).toMatchObject({ id: mumbai, isDefault: true });

    const removed = await addresses(token)[':id'].$delete({ param: { id: mumbai } });
    expect(addressBook.parse(await removed.json()).map((a) => [a.shippingAddress.city, a.isDefault])).toEqual(
      [['Bengaluru', true]],
    );
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} besides the chosen default, dropping the oldest used`, async () => {
    const { token } = await signUp(h);
    await placeOrder(h, token, undefined, { ...address, fullName: 'First Address' });
    const [first] = await bookOf(token);
    await addresses(token)[':id'].default.$put({ param: { id: first!.id } });
    for (let i = 1; i <= MAX_SAVED_ADDRESSES + 2; i++)
      await placeOrder(h, token, undefined, { ...address, fullName: `Name ${i}` });
    const names = (await bookOf(token)).map((a) => a.shippingAddress.fullName);
    expect(names).toHaveLength(MAX_SAVED_ADDRESSES + 1);
    expect(names[0]).toBe('First Address');
    expect(names[1]).toBe(`Name ${MAX_SAVED_ADDRESSES + 2}`);
    expect(names).not.toContain('Name 1');
    expect(names).not.toContain('Name 2');
  });

  it("answers 404 for another shopper's address, an unknown or malformed id, and 401 without a session", async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    await placeOrder(h, owner.token);
    const [mine] = await bookOf(owner.token);
    const theirs = addresses(other.token)[':id'];
    for (const [method, id] of [
      ['PUT', mine!.id],
      ['DELETE', mine!.id],
      ['PUT', '00000000-0000-4000-8000-000000000000'],
      ['DELETE', "1'%20or%201=1"],
    ] as const) {
      const res = await (method === 'PUT'
        ? theirs.default.$put({ param: { id } })
        : theirs.$delete({ param: { id } }));
      expect(res.status, `${method} ${id}`).toBe(404);
      expect(await errorOf(res), `${method} ${id}`).toBe('Address not found');
    }
    expect(await bookOf(other.token)).toEqual([]);
    expect(await bookOf(owner.token)).toHaveLength(1);
    expect((await addresses().$get()).status).toBe(401);
    expect((await addresses()[':id'].$delete({ param: { id: mine!.id } })).status).toBe(401);
  });
});
