import { useMemo } from 'react';
import { useProductsById } from '../../api/products.ts';
import { savedProductToday } from '../../domain/wishlist-today.ts';
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
  // Today's price and stock of each (the spec's GET /products/{id}, as the cart asks for its lines'),
  // beside the price it was saved at.
  const { data: today } = useProductsById(ready ? items.map((item) => item.id) : []);
  const lines = useMemo(
    () =>
      items.map((item) =>
        savedProductToday(wishlistItemToProduct(item), item.savedPrice ?? item.price, today?.get(item.id)),
      ),
    [items, today],
  );

  return (
    <>
      <WishlistView
        loading={!ready}
        lines={lines}
        // The card's Add to Cart: one size or colour is chosen for the shopper, several open the Quick View.
        onAddToCart={actions.onAddToCart}
        // Toggling a saved product removes it, with the wishlist's own notice.
        onRemove={actions.onToggleWishlist}
      />
      {actions.dialogs}
    </>
  );
}
