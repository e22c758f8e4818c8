import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPins } from '../db/schema.ts';
import { apiClient, errorOf } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { address, productId, signUp, ownerCommand } from '../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.database.db.delete(deliveryPins);
  await h.close();
});

const shop = (...argv: string[]) => ownerCommand(h, argv, { 'pins.csv': CSV, 'bad.csv': BAD });
const CSV = 'pin,deliverable,cod,days\n560038,yes,yes,3-5\n560001,yes,no,2\n795001,no,no,10\n';
const BAD = 'pin,deliverable,cod,days\n560038,yes,yes,3-5\n05600,maybe,yes,soon\n560038,yes,no,2\n';
const check = (pin: string) => apiClient(h).delivery[':pin'].$get({ param: { pin } });
const checked = async (pin: string) => (await check(pin)).json();
const order = async (postalCode: string) => {
  const { token } = await signUp(h);
  return apiClient(h, token).orders.$post({
    json: { products: { [productId(0)]: 1 }, shippingAddress: { ...address, postalCode } },
  });
};

describe('delivery by PIN code', () => {
  it('delivers everywhere in the usual 2-7 days, cash on delivery included, while the owner keeps no table', async () => {
    const everywhere = await check('560099');
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toMatchObject({
      pin: '560099',
      deliverable: true,
      cod: true,
      minDays: 2,
      maxDays: 7,
    });
    const short = await check('56009');
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toMatch(/^pin: /);
  });

  it('refuses a bad sheet whole, naming each bad line', async () => {
    await expect(shop('delivery', 'import', 'bad.csv')).rejects.toThrow(
      [
        "line 3: pin '05600' is not a 6-digit PIN code",
        'line 3: deliverable must be yes or no',
        'line 3: days must be a number or a range such as 3-5 (at most 60)',
        'line 4: pin 560038 is listed twice',
      ].join('\n  '),
    );
    expect(await h.database.db.select().from(deliveryPins)).toEqual([]);
  });

  it("serves only the owner's PINs once there is a table: days, cash on delivery, and orders refused elsewhere", async () => {
    expect(await shop('delivery', 'import', 'pins.csv')).toBe(
      'Delivery table: 3 PIN code(s); any other PIN is not served.',
    );
    expect(await checked('560038')).toEqual({
      pin: '560038',
      deliverable: true,
      cod: true,
      minDays: 3,
      maxDays: 5,
    });
    expect(await checked('795001')).toMatchObject({ deliverable: false, cod: false });
    expect(await checked('560099')).toEqual({ pin: '560099', deliverable: false, cod: false });
    expect(await shop('delivery', 'check', '560038')).toBe(
      'Delivery to 560038 in 3–5 days · Cash on delivery available',
    );
    expect(await shop('delivery', 'check', '560099')).toBe('Sorry, we do not deliver to 560099 yet.');

    expect((await order('560038')).status).toBe(201);
    const refused = await order('560099');
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(
      'shippingAddress.postalCode: Sorry, we do not deliver to 560099 yet.',
    );
  });
});
