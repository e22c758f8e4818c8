import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { cancelOrder, requestReturn } from '../../api/orders.ts';
import { useOrderPages, useOrdersAfter } from '../../api/order-pages.ts';
import { linkedName } from '../../components/use-linked-scroll.ts';
import { orderAnchor } from '../../domain/routes.ts';
import { ORDER_SEARCH_MAX } from '../../contract/limits.ts';
import type { ReturnCreateRequest } from '../../contract/returns.ts';
import { getProduct } from '../../api/products.ts';
import { useStoreInfo } from '../../api/store-info.ts';
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
  const { data: info } = useStoreInfo();
  // "Find an order" (/orders?q=): the orders holding these words (as many as the box takes: a
  // longer link is read in part, not refused).
  const q = useSearchParams()[0].get('q')?.trim().slice(0, ORDER_SEARCH_MAX).trim() || undefined;
  const pages = useOrderPages(status === 'authenticated', q);
  const { data, error, isValidating, size, setSize } = pages;
  const shown = data?.flatMap((page) => page.orders);
  const more = data?.at(-1)?.more ?? false;
  // A page of older orders asked for and not come: still coming, or failed (the first page's
  // failure is the spec's: the list empties).
  const olderAsked = data !== undefined && data.length < size;
  const olderFailed = olderAsked && Boolean(error);
  const firstFailed = Boolean(error) && !olderAsked;

  // A link to one order (its e-mails, the account's orders owed) that is older than the pages
  // shown: every order after them comes at once, so the link finds it.
  const linked = linkedName(useLocation().hash);
  const seek =
    linked?.startsWith(orderAnchor('')) && more && !shown?.some((o) => orderAnchor(o.id) === linked)
      ? data?.at(-1)?.last
      : undefined;
  const rest = useOrdersAfter(seek, q);
  const mutate = async () => {
    await Promise.all([pages.mutate(), seek === undefined ? undefined : rest.mutate()]);
  };

  const cart = useCart();
  const navigate = useNavigate();
  const [buying, setBuying] = useState<string>();

  useEffect(() => {
    if (!firstFailed) return;
    console.warn('Loading the orders failed', error);
    toast({
      topic: 'orders',
      title: ordersNotices.failedTitle,
      description: ordersNotices.failed,
      variant: 'destructive',
    });
  }, [firstFailed, error]);

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

  // A failed load empties the list (spec section 8), so old orders never pass for current ones;
  // a failed page of older orders leaves those shown, and says so beside its button.
  const orders = firstFailed
    ? isValidating
      ? undefined
      : []
    : shown && [...shown, ...(rest.data?.orders ?? [])];
  const showMore = more && rest.data === undefined;

  return (
    <OrdersView
      orders={orders}
      query={q}
      failed={firstFailed}
      onRetry={() => void mutate()}
      older={
        showMore && !firstFailed
          ? {
              loading: (olderAsked && !olderFailed) || rest.isLoading,
              failed: olderFailed || Boolean(rest.error),
              onShowMore: () => void (olderFailed ? setSize(size) : setSize(size + 1)),
            }
          : undefined
      }
      onBuyAgain={(order) => void buy(order)}
      buying={buying}
      whatsapp={info?.whatsapp}
      onCancel={cancel}
      onReturn={askReturn}
      renderPayment={(order) => <WatchedPayment order={order} onSettled={() => void mutate()} />}
    />
  );
}
