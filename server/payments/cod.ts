import type { Db } from '../db/client.ts';
import type { orders } from '../db/schema.ts';
import { codOffer, COD_METHOD, type CodOffer, type CodTerms } from '../../src/domain/cash-on-delivery.ts';
import { deliveryTo } from '../orders/delivery.ts';
import type { Tx } from '../orders/moves.ts';
import type { PaymentAttempt } from './machine.ts';
import { confirmToPayLater, pendingOrderFor, type PayLaterStart } from './pay-later.ts';

/**
 * Cash on delivery. Choosing it confirms the order at once (server/payments/pay-later.ts): the
 * order's total takes the fee, an open payment of that total is kept with method 'cod' (it never
 * expires: the courier collects it), and the order moves Pending → Processing. The owner marking the order Delivered records the
 * cash as paid (collectCashOnDelivery in server/orders/moves.ts). Cancelling closes the payment unpaid.
 * A gateway's failed or expired for it changes nothing (decidePaymentIn). The payment machine's property
 * test drives these with the rest; server/payments/cod.test.ts walks each.
 */

type OrderRow = Pick<typeof orders.$inferSelect, 'totalPaise' | 'codFeePaise' | 'shippingAddress'>;

/** What an order is offered, by the shop's terms, its PIN and its value before any fee. */
export async function codOfferFor(
  db: Db | Tx,
  terms: CodTerms | undefined,
  order: OrderRow,
): Promise<CodOffer> {
  if (!terms) return codOffer(terms, false, 0);
  const pin = order.shippingAddress.postalCode;
  const delivery = await deliveryTo(db, pin, true);
  return codOffer(terms, delivery.deliverable && delivery.cod === true, order.totalPaise - order.codFeePaise);
}

export type CodResult =
  | { kind: 'confirmed'; paymentId: string; orderId: string }
  | Exclude<PayLaterStart, { kind: 'ready' }>
  | { kind: 'refused'; offer: Extract<CodOffer, { offered: false }>; pin: string };

export async function chooseCashOnDelivery(
  db: Db,
  terms: CodTerms | undefined,
  orderId: string,
  userId: string,
  attempt: Omit<PaymentAttempt, 'method' | 'signatureHash'>,
): Promise<CodResult> {
  return db.transaction(async (tx) => {
    const start = await pendingOrderFor(tx, orderId, userId);
    if (start.kind !== 'ready') return start;
    const { order } = start;
    const offer = await codOfferFor(tx, terms, order);
    if (!offer.offered) return { kind: 'refused', offer, pin: order.shippingAddress.postalCode };
    const paymentId = await confirmToPayLater(tx, order.id, attempt, {
      method: COD_METHOD,
      amountPaise: offer.duePaise,
      order: { totalPaise: offer.duePaise, codFeePaise: offer.feePaise },
      note: 'cash on delivery',
      email: 'confirmed',
    });
    return { kind: 'confirmed', paymentId, orderId: order.id };
  });
}
