import { Hono } from 'hono';
import { PIN_CODE } from '../../../src/contract/address.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { codTerms } from '../../lib/store-config.ts';
import { deliveryTo } from '../../orders/delivery.ts';

export const deliveryMessages = { pin: 'pin: PIN code must be 6 digits and cannot start with 0' } as const;

/** GET /delivery/{pin}: where the product page and checkout learn whether, and how soon, the shop delivers. */
export function deliveryRoutes({ db, store }: Deps) {
  return new Hono<AppEnv>().get('/delivery/:pin', async (c) => {
    const pin = c.req.param('pin').trim();
    if (!PIN_CODE.test(pin)) throw new HttpError(400, deliveryMessages.pin);
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(await deliveryTo(db, pin, codTerms(store) !== undefined));
  });
}
