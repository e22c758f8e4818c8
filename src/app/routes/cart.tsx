import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSavedBusiness } from '../../api/business.ts';
import { useProductsById } from '../../api/products.ts';
import { pricedCart } from '../use-priced-cart.ts';
import { lineKey, type CartItem } from '../../domain/cart.ts';
import { lineStockProblem, type LineStockProblem } from '../../domain/stock.ts';
import { loginPath } from '../../domain/routes.ts';
import { CartView } from '../../screens/cart/cart-view.tsx';
import { cartNotices } from '../../screens/cart/cart-texts.ts';
import { useCart } from '../../state/cart.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import type { OrderQuantity } from '../../domain/bulk.ts';
import { noServerData, type ServerData } from '../server-render.ts';
import { saveList as saveCartAsList, useSavedLists } from '../../api/quick-order.ts';
import { isApiError } from '../../api/errors.ts';
import { cartListLines, savedListTexts } from '../../domain/quick-order.ts';
import { SaveListForm, SaveListUnavailable } from '../../screens/cart/save-list-form.tsx';
import { CartOffers } from '../../screens/cart/cart-offers.tsx';
import { useCouponOffers } from '../../api/coupons.ts';
import { LazyRecentlyViewed } from '../lazy-recently-viewed.tsx';
import { useProductActions } from '../product-actions.tsx';

// Loaded once the cart's products are in (after the page is live): the product page's row.
const CartRelated = lazy(() => import('../cart-related.tsx'));

/** Rendered on the server with the layout's data alone (the cart and lists live in the browser). */
export const serverData: ServerData = noServerData;

export default function CartRoute() {
  const cart = useCart();
  // The server cannot see the stored cart: until hydrated, the page holds a place for it.
  const ready = useHydrated();
  const { status } = useSession();
  const navigate = useNavigate();
  // For the rows of cards: what goes with the lines, and what was opened before (an empty cart).
  const actions = useProductActions();
  const checkout = () => {
    if (status === 'authenticated') {
      void navigate('/checkout');
      return;
    }
    toast({ topic: 'session', title: cartNotices.loginTitle, description: cartNotices.login });
    void navigate(loginPath('/checkout'));
  };

  // Today's stock of what is in the cart: a line it cannot fill says so before checkout does.
  const { data: products } = useProductsById(ready ? cart.items.map((i) => i.id) : []);
  const stockProblems: Record<string, LineStockProblem> = {};
  const orderQuantities: Record<string, OrderQuantity> = {};
  for (const item of cart.items) {
    const problem = lineStockProblem(item, products ? (products.get(item.id) ?? null) : undefined);
    if (problem) stockProblems[lineKey(item)] = problem;
    const rule = products?.get(item.id)?.orderQuantity;
    if (rule) orderQuantities[item.id] = rule;
  }

  // What goes with the newest line, as its product is sold today.
  const newest = cart.items.at(-1);
  const relatedTo = newest ? products?.get(newest.id) : undefined;

  // Each line at the volume price its quantity reaches, as the order will be charged.
  const { items, total, gst } = pricedCart(cart.items, products);
  // A shopper whose account has bought for a business sees the tax per rate, as their invoice will.
  const { data: business } = useSavedBusiness(ready && status === 'authenticated');
  // The shop's coupon offers, with what the cart lacks for each (none where coupons are not offered).
  const { data: offers } = useCouponOffers(ready && status === 'authenticated');

  const remove = (item: CartItem) => {
    // One line goes (its product, size and colour); other sizes of the product stay. Undo puts
    // back the line as stored, not as priced here.
    const at = cart.items.findIndex((line) => lineKey(line) === lineKey(item));
    const stored = cart.items[at] ?? item;
    cart.remove(lineKey(item));
    toast({
      topic: 'cart',
      title: cartNotices.removedTitle,
      description: cartNotices.removed(item.name),
      action: { label: cartNotices.undo, run: () => cart.restore(stored, at) },
    });
  };

  // A signed-in buyer may keep the cart as a reorder list, where the shop keeps lists and every
  // line's product has a SKU to list it by.
  const { data: lists, mutate: setLists } = useSavedLists(ready && status === 'authenticated');
  const listLines = cartListLines(cart.items, products);
  const saveList = async (name: string) => {
    if (!listLines) return;
    try {
      await setLists(saveCartAsList(name, listLines), { revalidate: false });
    } catch (e) {
      throw new Error((isApiError(e) && e.serverMessage) || savedListTexts.failed);
    }
    toast({
      topic: 'cart',
      title: savedListTexts.saved(name),
      description: savedListTexts.savedHint,
      variant: 'success',
    });
  };

  const clear = () => {
    cart.clear();
    toast({ topic: 'cart', title: cartNotices.clearedTitle, description: cartNotices.cleared });
  };

  return (
    <>
      <CartView
        loading={!ready}
        items={items}
        count={cart.count}
        total={total}
        gst={gst}
        perRate={Boolean(business)}
        onQuantityChange={(item, quantity) => cart.update(lineKey(item), quantity)}
        onRemove={remove}
        onClear={clear}
        stockProblems={stockProblems}
        orderQuantities={orderQuantities}
        onCheckout={checkout}
        offers={offers ? <CartOffers offers={offers} total={total} /> : null}
        saveList={
          lists === undefined || lists === null ? null : listLines ? (
            <SaveListForm onSave={saveList} />
          ) : (
            <SaveListUnavailable />
          )
        }
        recent={<LazyRecentlyViewed actions={actions} mt="7" />}
        related={
          relatedTo && (
            <Suspense fallback={null}>
              <CartRelated
                product={relatedTo}
                inCart={new Set(cart.items.map((item) => item.id))}
                actions={actions}
              />
            </Suspense>
          )
        }
      />
      {actions.dialogs}
    </>
  );
}
