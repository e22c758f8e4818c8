import { useSearchParams } from 'react-router-dom';
import { useOwnOrder } from '../../api/orders.ts';
import { OrderSuccessView } from '../../screens/order-success/order-success-view.tsx';
import { useSession } from '../../state/session.tsx';
import { WatchedPayment } from '../watched-payment.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone: a phone back from the bank sees the thanks at once. */
export const serverData: ServerData = noServerData;

/**
 * /order-success?orderId=: the spec's thanks, and for the signed-in shopper their order's lines and
 * payment; a number that is not theirs is not confirmed.
 */
export default function OrderSuccessRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() || undefined;
  const signedIn = useSession().status === 'authenticated';
  // GET /orders is the spec's own call: only an order in the shopper's own list is shown.
  const { data: found, error, mutate } = useOwnOrder(orderId, signedIn);
  const order = found ?? undefined;
  // The shopper's orders answered and this number is not among them: the page confirms nothing.
  const notYours = orderId !== undefined && found === null;
  return (
    <OrderSuccessView
      orderId={order?.id ?? orderId}
      order={order}
      notYours={notYours}
      checking={signedIn && orderId !== undefined && found === undefined && !error}
      payment={order && <WatchedPayment order={order} onSettled={() => void mutate()} />}
    />
  );
}
