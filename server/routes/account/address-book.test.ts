import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../../src/contract/address-book.ts';
import { MAX_SAVED_ADDRESSES } from '../../../src/domain/address-book.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { address, call, placeOrder, signUp } from '../../test/helpers.ts';

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

const bookOf = async (token: string) => {
  const res = await call(h, 'GET', '/api/v1/account/addresses', { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return addressBook.parse(res.body);
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
    const chosen = await call(h, 'PUT', `/api/v1/account/addresses/${mumbai}/default`, { token });
    expect(addressBook.parse(chosen.body).map((a) => [a.shippingAddress.city, a.isDefault])).toEqual([
      ['Mumbai', true],
      ['Bengaluru', false],
    ]);
    // A chosen default stays first, whatever is used later.
    await placeOrder(h, token);
    expect((await bookOf(token))[0]).toMatchObject({ id: mumbai, isDefault: true });

    const removed = await call(h, 'DELETE', `/api/v1/account/addresses/${mumbai}`, { token });
    expect(addressBook.parse(removed.body).map((a) => [a.shippingAddress.city, a.isDefault])).toEqual([
      ['Bengaluru', true],
    ]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} besides the chosen default, dropping the oldest used`, async () => {
    const { token } = await signUp(h);
    await placeOrder(h, token, undefined, { ...address, fullName: 'First Address' });
    const [first] = await bookOf(token);
    await call(h, 'PUT', `/api/v1/account/addresses/${first!.id}/default`, { token });
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
    for (const [method, path] of [
      ['PUT', `/api/v1/account/addresses/${mine!.id}/default`],
      ['DELETE', `/api/v1/account/addresses/${mine!.id}`],
      ['PUT', '/api/v1/account/addresses/00000000-0000-4000-8000-000000000000/default'],
      ['DELETE', "/api/v1/account/addresses/1'%20or%201=1"],
    ] as const) {
      expect(await call(h, method, path, { token: other.token }), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { error: 'Address not found' },
      });
    }
    expect(await bookOf(other.token)).toEqual([]);
    expect(await bookOf(owner.token)).toHaveLength(1);
    expect((await call(h, 'GET', '/api/v1/account/addresses')).status).toBe(401);
    expect((await call(h, 'DELETE', `/api/v1/account/addresses/${mine!.id}`)).status).toBe(401);
  });
});
