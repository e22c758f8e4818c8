import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../cli/commands.ts';
import { deliveryPins } from '../db/schema.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { address, call, productId, signUp } from '../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.database.db.delete(deliveryPins);
  await h.close();
});

const shop = async (...argv: string[]) => {
  const lines: string[] = [];
  const files: Record<string, string> = { 'pins.csv': CSV, 'bad.csv': BAD };
  await runCommand(h.database.db, { out: (l) => lines.push(l), readText: async (f) => files[f]! }, argv);
  return lines.join('\n');
};
const CSV = 'pin,deliverable,cod,days\n560038,yes,yes,3-5\n560001,yes,no,2\n795001,no,no,10\n';
const BAD = 'pin,deliverable,cod,days\n560038,yes,yes,3-5\n05600,maybe,yes,soon\n560038,yes,no,2\n';
const check = (pin: string) => call(h, 'GET', `/api/v1/delivery/${pin}`);
const order = async (postalCode: string) => {
  const { token } = await signUp(h);
  return call(h, 'POST', '/api/v1/orders', {
    token,
    body: { products: { [productId(0)]: 1 }, shippingAddress: { ...address, postalCode } },
  });
};

describe('delivery by PIN code', () => {
  it('delivers everywhere in the usual 2-7 days, cash on delivery included, while the owner keeps no table', async () => {
    expect(await check('560099')).toMatchObject({
      status: 200,
      body: { pin: '560099', deliverable: true, cod: true, minDays: 2, maxDays: 7 },
    });
    expect(await check('56009')).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^pin: /) },
    });
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
    expect((await check('560038')).body).toEqual({
      pin: '560038',
      deliverable: true,
      cod: true,
      minDays: 3,
      maxDays: 5,
    });
    expect((await check('795001')).body).toMatchObject({ deliverable: false, cod: false });
    expect((await check('560099')).body).toEqual({ pin: '560099', deliverable: false, cod: false });
    expect(await shop('delivery', 'check', '560038')).toBe(
      'Delivery to 560038 in 3–5 days · Cash on delivery available',
    );
    expect(await shop('delivery', 'check', '560099')).toBe('Sorry, we do not deliver to 560099 yet.');

    expect((await order('560038')).status).toBe(201);
    expect(await order('560099')).toMatchObject({
      status: 400,
      body: { error: 'shippingAddress.postalCode: Sorry, we do not deliver to 560099 yet.' },
    });
  });
});
