import { Hono } from 'hono';
import { and, desc, eq, isNotNull } from '../../db/orm.ts';
import { orders } from '../../db/schema.ts';
import type { SavedBusiness } from '../../../src/contract/business.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { UUID } from '../../db/product-id.ts';
import { addressBookOf, forgetAddress, makeDefaultAddress } from '../../account/address-book.ts';

export const addressBookMessages = { notFound: 'Address not found' } as const;

export function accountRoutes(deps: Deps) {
  const { db } = deps;
  /** The shopper's own address by its id; anything else is the same 404. */
  const addressId = (raw: string) => {
    const id = raw.trim().toLowerCase();
    if (!UUID.test(id)) throw new HttpError(404, addressBookMessages.notFound);
    return id;
  };
  const book = (userId: string) => addressBookOf(db, userId).then((data) => ({ data }));

  return (
    new Hono<AppEnv>()
      .get('/accountInfo', requireUser(deps), (c) => {
        const { firstName, lastName, email, createdAt } = c.get('user');
        return c.json({ data: { firstName, lastName, email, createdAt: createdAt.toISOString() } });
      })
      // Extension: the business details of the shopper's latest order that gave them, for checkout to offer.
      .get('/account/business', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        const [latest] = await db
          .select({ buyer: orders.buyer })
          .from(orders)
          .where(and(eq(orders.userId, c.get('user').id), isNotNull(orders.buyer)))
          .orderBy(desc(orders.createdAt))
          .limit(1);
        // Offered again at checkout, but for its purchase order number: each order has its own.
        const buyer = latest?.buyer ?? null;
        const business = buyer && {
          gstin: buyer.gstin,
          legalName: buyer.legalName,
          ...(buyer.billingAddress && { billingAddress: buyer.billingAddress }),
        };
        return c.json({ business } satisfies SavedBusiness);
      })
      // Extension: the address book (kept from the shopper's orders), the default first.
      .get('/account/addresses', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await book(c.get('user').id));
      })
      .put('/account/addresses/:id/default', requireUser(deps), async (c) => {
        const userId = c.get('user').id;
        if (!(await makeDefaultAddress(db, userId, addressId(c.req.param('id')))))
          throw new HttpError(404, addressBookMessages.notFound);
        return c.json(await book(userId));
      })
      .delete('/account/addresses/:id', requireUser(deps), async (c) => {
        const userId = c.get('user').id;
        if (!(await forgetAddress(db, userId, addressId(c.req.param('id')))))
          throw new HttpError(404, addressBookMessages.notFound);
        return c.json(await book(userId));
      })
  );
}
