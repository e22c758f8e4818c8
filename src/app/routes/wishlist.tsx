import { useMemo } from 'react';
import { WishlistView } from '../../screens/wishlist/wishlist-view.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useWishlist, wishlistItemToProduct } from '../../state/wishlist.ts';
import { useProductActions } from '../product-actions.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone (the cart and lists live in the browser). */
export const serverData: ServerData = noServerData;

export default function WishlistRoute() {
  const { items } = useWishlist();
  // The server cannot see the stored wishlist: until hydrated, the page holds a place for it.
  const ready = useHydrated();
  const actions = useProductActions();
  const products = useMemo(() => items.map(wishlistItemToProduct), [items]);

  return (
    <>
      <WishlistView
        loading={!ready}
        products={products}
        // The card's Add to Cart: one size or colour is chosen for the shopper, several open the Quick View.
        onAddToCart={actions.onAddToCart}
        // Toggling a saved product removes it, with the wishlist's own notice.
        onRemove={actions.onToggleWishlist}
      />
      {actions.dialogs}
    </>
  );
}
