import { useNavigate } from 'react-router-dom';
import { lineKey, type CartItem } from '../../domain/cart.ts';
import { loginPath } from '../../domain/routes.ts';
import { CartView } from '../../screens/cart/cart-view.tsx';
import { cartNotices } from '../../screens/cart/cart-texts.ts';
import { useCart } from '../../state/cart.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone (the cart and lists live in the browser). */
export const serverData: ServerData = noServerData;

export default function CartRoute() {
  const cart = useCart();
  // The server cannot see the stored cart: until hydrated, the page holds a place for it.
  const ready = useHydrated();
  const { status } = useSession();
  const navigate = useNavigate();
  const checkout = () => {
    if (status === 'authenticated') {
      void navigate('/checkout');
      return;
    }
    toast({ title: cartNotices.loginTitle, description: cartNotices.login });
    void navigate(loginPath('/checkout'));
  };

  const remove = (item: CartItem) => {
    // Removal is by product id (spec section 4), so every line of this product goes, whatever its size or colour.
    cart.remove(lineKey(item));
    toast({ title: cartNotices.removedTitle, description: cartNotices.removed(item.name) });
  };

  const clear = () => {
    cart.clear();
    toast({ title: cartNotices.clearedTitle, description: cartNotices.cleared });
  };

  return (
    <CartView
      loading={!ready}
      items={cart.items}
      count={cart.count}
      total={cart.total}
      onQuantityChange={(item, quantity) => cart.update(lineKey(item), quantity)}
      onRemove={remove}
      onClear={clear}
      onCheckout={checkout}
    />
  );
}
