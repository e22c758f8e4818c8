import { useEffect, useRef } from 'react';
import { NOT_OFFERED } from '../api/errors.ts';
import { useSession } from '../state/session.tsx';
import { browserStorage } from '../state/stored-list.ts';
import { toast } from '../state/toasts.ts';
import { toWishlistItem, useWishlistStore } from '../state/wishlist.ts';
import type { WishlistSync as Sync } from '../state/wishlist-sync.ts';

export const wishlistSyncTexts = {
  failed: 'Wishlist not saved to your account',
  failedDetail: 'It is kept on this device and will be saved to your account next time.',
} as const;

/**
 * Keeps a signed-in shopper's wishlist on the account (src/state/wishlist-sync.ts has the rules).
 * It loads (from providers.tsx) only once someone signs in: a guest's first page does not carry it.
 */
export function WishlistSync() {
  const store = useWishlistStore();
  const { status, user, signedOut } = useSession();
  const account = status === 'authenticated' && user && !user.placeholder ? user.email : undefined;
  const sync = useRef<Promise<Sync> | undefined>(undefined);

  useEffect(() => {
    if (!account) {
      void sync.current?.then((s) => s.stop());
      return;
    }
    sync.current ??= Promise.all([import('../state/wishlist-sync.ts'), import('../api/wishlist.ts')]).then(
      ([{ createWishlistSync }, { changeWishlist }]) =>
        createWishlistSync({
          store,
          storage: browserStorage(),
          send: async (change) => {
            const answer = await changeWishlist(change);
            return answer === NOT_OFFERED ? answer : answer.map(toWishlistItem);
          },
          onFailure: () =>
            toast({
              topic: 'wishlist',
              title: wishlistSyncTexts.failed,
              description: wishlistSyncTexts.failedDetail,
              variant: 'destructive',
            }),
        }),
    );
    void sync.current.then((s) => s.start(account));
  }, [account, store]);

  useEffect(() => {
    if (signedOut) void sync.current?.then((s) => s.signedOut());
  }, [signedOut]);

  useEffect(() => () => void sync.current?.then((s) => s.stop()), []);
  return null;
}
