import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelOrder, requestReturn, useOrders } from '../../api/orders.ts';
import type { ReturnCreateRequest } from '../../contract/returns.ts';
import { getProduct } from '../../api/products.ts';
import { errorMessage, isNotOffered } from '../../api/errors.ts';
import { formatMoney } from '../../domain/money.ts';
import type { Order } from '../../contract/order.ts';
import { buyAgain } from '../../domain/buy-again.ts';
import type { Product } from '../../domain/product.ts';
import {
  buyAgainSummary,
  cancelTexts,
  ordersNotices,
  returnUiTexts,
} from '../../screens/orders/orders-texts.ts';
import { OrdersView } from '../../screens/orders/orders-view.tsx';
import { useCart } from '../../state/cart.ts';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { WatchedPayment } from '../watched-payment.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Each product of the order as the shop sells it today; null for one it no longer sells (404). */
async function productsOf(order: Order): Promise<Map<string, Product | null>> {
  const ids = [...new Set(order.items.flatMap((i) => (i.productId === undefined ? [] : [i.productId])))];
  const found = await Promise.all(
    ids.map((id) =>
      getProduct(id).catch((e: unknown) => {
        if (isNotOffered(e)) return null;
        throw e;
      }),
    ),
  );
  return new Map(ids.map((id, i) => [id, found[i] ?? null]));
}

/** Rendered on the server with the layout's data alone: the shopper's own come from the browser. */
export const serverData: ServerData = noServerData;

export default function OrdersRoute() {
  const { status } = useSession();
  const { data, error, isValidating, mutate } = useOrders(status === 'authenticated');
  const cart = useCart();
  const navigate = useNavigate();
  const [buying, setBuying] = useState<string>();

  useEffect(() => {
    if (!error) return;
    console.warn('Loading the orders failed', error);
    toast({
      topic: 'orders',
      title: ordersNotices.failedTitle,
      description: ordersNotices.failed,
      variant: 'destructive',
    });
  }, [error]);

  // "Buy again": the lines at today's prices and stock, then the cart (two clicks to checkout).
  const buy = async (order: Order) => {
    if (buying) return;
    setBuying(order.id);
    try {
      const { add, skipped } = buyAgain(order.items, await productsOf(order));
      for (const item of add) cart.add(item);
      const description = buyAgainSummary(add.length, order.items.length, skipped);
      if (add.length === 0) {
        toast({ topic: 'cart', title: ordersNotices.buyAgainNoneTitle, description, variant: 'destructive' });
        return;
      }
      toast({ topic: 'cart', title: ordersNotices.buyAgainTitle, description });
      void navigate('/cart');
    } catch (e) {
      console.warn('Buy again failed', e);
      toast({
        topic: 'orders',
        title: ordersNotices.failedTitle,
        description: ordersNotices.buyAgainFailed,
        variant: 'destructive',
      });
    } finally {
      setBuying(undefined);
    }
  };

  // Cancelling (our server's extension): the list follows, and the notice says what happens to the money.
  const cancel = async (order: Order, reason: string): Promise<string | undefined> => {
    try {
      const { refundDue } = await cancelOrder(order.id, reason);
      await mutate();
      toast({
        topic: 'orders',
        title: cancelTexts.doneTitle,
        description:
          refundDue !== undefined && refundDue > 0
            ? cancelTexts.refundDue(order.id, formatMoney(refundDue))
            : cancelTexts.done(order.id),
        variant: 'success',
      });
      return undefined;
    } catch (e) {
      console.warn('Cancelling the order failed', e);
      return errorMessage(e, cancelTexts.failed);
    }
  };

  // A return request (our server's extension): the order shows it, and the notice says what comes next.
  const askReturn = async (order: Order, request: ReturnCreateRequest): Promise<string | undefined> => {
    try {
      await requestReturn(order.id, request);
      await mutate();
      toast({
        topic: 'orders',
        title: returnUiTexts.doneTitle,
        description: returnUiTexts.done(order.id),
        variant: 'success',
      });
      return undefined;
    } catch (e) {
      console.warn('The return request failed', e);
      return errorMessage(e, returnUiTexts.failed);
    }
  };

  // A failed load empties the list (spec section 8), so old orders never pass for current ones.
  const orders = error ? (isValidating ? undefined : []) : data;

  return (
    <OrdersView
      orders={orders}
      failed={Boolean(error)}
      onRetry={() => void mutate()}
      onBuyAgain={(order) => void buy(order)}
      buying={buying}
      onCancel={cancel}
      onReturn={askReturn}
      renderPayment={(order) => <WatchedPayment order={order} onSettled={() => void mutate()} />}
    />
  );
}
