import { useMemo } from 'react';
import { WishlistView } from '../../screens/wishlist/wishlist-view.tsx';
import { useWishlist, wishlistItemToProduct } from '../../state/wishlist.ts';
import { useProductActions } from '../product-actions.tsx';

export default function WishlistRoute() {
  const { items } = useWishlist();
  const actions = useProductActions();
  const products = useMemo(() => items.map(wishlistItemToProduct), [items]);

  return (
    <>
      <WishlistView
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
