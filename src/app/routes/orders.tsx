import { useEffect } from 'react';
import { useOrders } from '../../api/orders.ts';
import { ordersNotices } from '../../screens/orders/orders-texts.ts';
import { OrdersView } from '../../screens/orders/orders-view.tsx';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';

export default function OrdersRoute() {
  const { status } = useSession();
  const { data, error, isValidating, mutate } = useOrders(status === 'authenticated');

  useEffect(() => {
    if (!error) return;
    console.warn('Loading the orders failed', error);
    toast({ title: ordersNotices.failedTitle, description: ordersNotices.failed, variant: 'destructive' });
  }, [error]);

  // A failed load empties the list (spec section 8), so old orders never pass for current ones.
  const orders = error ? (isValidating ? undefined : []) : data;

  return <OrdersView orders={orders} failed={Boolean(error)} onRetry={() => void mutate()} />;
}
