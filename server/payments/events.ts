import type { payments } from '../db/schema.ts';
import { paymentEvents } from '../db/schema.ts';
import type { PaymentSource, PaymentStatus } from '../../src/domain/payment-status.ts';
import type { Tx } from '../orders/moves.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Keeps one move of a payment (applied or refused) with its time and source. */
export async function recordPaymentEvent(
  tx: Tx,
  payment: Pick<PaymentRow, 'id'>,
  from: PaymentStatus | null,
  to: PaymentStatus,
  applied: boolean,
  source: PaymentSource,
  extra: { amountPaise?: number; note?: string } = {},
) {
  await tx.insert(paymentEvents).values({
    paymentId: payment.id,
    fromStatus: from,
    toStatus: to,
    applied,
    source,
    amountPaise: extra.amountPaise ?? null,
    note: extra.note ?? null,
  });
}
