import { and, desc, eq, notInArray } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import { savedAddresses, type StoredAddress } from '../db/schema.ts';
import type { Tx } from '../orders/moves.ts';
import type { SavedAddressInput } from '../../src/contract/address-book.ts';
import { addressKey, MAX_SAVED_ADDRESSES } from '../../src/domain/address-book.ts';
import { isUniqueViolation } from '../lib/errors.ts';

/**
 * The shopper's address book (rules in src/domain/address-book.ts). An order's address is kept in
 * the order's own transaction, with the delivery instructions given with it; the default is the one chosen, else the one used last, so two
 * orders at once never race for it.
 */
export async function rememberAddress(
  tx: Db | Tx,
  userId: string,
  address: StoredAddress,
  deliveryNote?: string,
): Promise<void> {
  const now = new Date();
  // The note given last goes with the address (none given clears it: the shopper removed it).
  const note = deliveryNote ?? null;
  await tx
    .insert(savedAddresses)
    .values({ userId, address, deliveryNote: note, key: addressKey(address), lastUsedAt: now })
    .onConflictDoUpdate({
      target: [savedAddresses.userId, savedAddresses.key],
      set: { address, deliveryNote: note, lastUsedAt: now },
    });
  // The oldest beyond the limit go (never the chosen default).
  const kept = tx
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, false)))
    .orderBy(desc(savedAddresses.lastUsedAt), desc(savedAddresses.id))
    .limit(MAX_SAVED_ADDRESSES);
  await tx
    .delete(savedAddresses)
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.isDefault, false),
        notInArray(savedAddresses.id, kept),
      ),
    );
}

/** The book as served: the default first, then the newest used. */
export async function addressBookOf(db: Db, userId: string): Promise<SavedAddressInput[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.lastUsedAt), desc(savedAddresses.id));
  const chosen = rows.some((r) => r.isDefault);
  return rows.map((r, i) => ({
    id: r.id,
    isDefault: chosen ? r.isDefault : i === 0,
    shippingAddress: r.address,
    ...(r.deliveryNote !== null && { deliveryNote: r.deliveryNote }),
  }));
}

/** Makes one of the shopper's addresses the default; false when it is not theirs (or gone). */
export async function makeDefaultAddress(db: Db, userId: string, id: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const mine = and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));
        const [found] = await tx
          .select({ id: savedAddresses.id })
          .from(savedAddresses)
          .where(mine)
          .for('update');
        if (!found) return false;
        await tx
          .update(savedAddresses)
          .set({ isDefault: false })
          .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
        await tx.update(savedAddresses).set({ isDefault: true }).where(mine);
        return true;
      });
    } catch (error) {
      // Another default chosen at the same moment: the later one wins on a second try.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** Removes one of the shopper's addresses; false when it is not theirs (or already gone). */
export async function forgetAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)))
    .returning({ id: savedAddresses.id });
  return gone.length > 0;
}
