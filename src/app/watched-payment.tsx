import { useEffect, useRef } from 'react';
import { usePaymentStatus } from '../api/payments.ts';
import { PaymentProgress } from '../components/payment-progress.tsx';
import type { Order } from '../contract/order.ts';
import { ORDER_STATUS } from '../domain/order-status.ts';
import { paymentStateTexts } from '../domain/payment-status.ts';
import { toast } from '../state/toasts.ts';

/**
 * A Pending order's latest online payment, live on the order pages: while it is open the route asks
 * GET /payments/{id} as the payment screen does (every 3 s, only while the tab is visible), and once
 * it has its verdict the order list is asked again (`onSettled`), so the order turns Paid without a
 * reload. Nothing for an order without one (a spec server's, or one not yet paid for).
 */
export function WatchedPayment({ order, onSettled }: { order: Order; onSettled: () => void }) {
  const attempt = order.status === ORDER_STATUS.pending ? order.payment : undefined;
  const { data } = usePaymentStatus(attempt?.status === 'pending' ? attempt.id : undefined);
  const status = data?.status ?? attempt?.status;
  const settled = useRef(false);

  useEffect(() => {
    if (!data || data.status === 'pending' || settled.current) return;
    settled.current = true;
    if (data.status === 'paid')
      toast({
        topic: 'payment',
        title: paymentStateTexts.paid,
        description: paymentStateTexts.paidToast,
        variant: 'success',
      });
    onSettled();
  }, [data, onSettled]);

  if (!attempt || !status) return null;
  return <PaymentProgress status={status} review={data?.review ?? false} />;
}
