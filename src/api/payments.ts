import useSWR from 'swr';
import type {
  PaymentFields,
  PaymentRequest,
  PaymentResponse,
  PaymentStatusAnswer,
} from '../contract/payment.ts';
import { PAYMENT_POLL_MS } from '../domain/payment-status.ts';
import { isNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/payment.ts'));

export const paymentFieldsKey = '/payments/fields';

/** With an order (our server's extension, signed in): that order's methods, cash on delivery among them. */
export const paymentFieldsKeyFor = (orderId?: string) =>
  orderId === undefined ? paymentFieldsKey : `${paymentFieldsKey}?orderId=${encodeURIComponent(orderId)}`;

export const getPaymentFields = async (orderId?: string): Promise<PaymentFields> =>
  request(paymentFieldsKeyFor(orderId), (await contract()).paymentFields);

/** The form's fields, for `orderId` when the shopper is signed in (a spec server ignores the order). */
export function usePaymentFields(orderId: string | undefined, signedIn: boolean) {
  const key = orderId === undefined ? null : paymentFieldsKeyFor(signedIn ? orderId : undefined);
  return useSWR(key, () => getPaymentFields(signedIn ? orderId : undefined), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export async function createPayment(input: PaymentRequest): Promise<PaymentResponse> {
  const { paymentRequest, paymentResponse } = await contract();
  return request('/payments', paymentResponse, { method: 'POST', body: paymentRequest.parse(input) });
}

export const paymentStatusKey = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`;

/** Extension GET /payments/{id}: where a payment stands (404/405 where the server does not offer it). */
export const getPaymentStatus = async (paymentId: string): Promise<PaymentStatusAnswer> =>
  request(paymentStatusKey(paymentId), (await contract()).paymentStatusAnswer);

/**
 * Watches a payment until it has its verdict: every PAYMENT_POLL_MS while the tab is visible (SWR
 * stops polling a hidden tab and asks again when it comes back), never after a verdict or a review,
 * and not at all where the server does not offer the call. `watch: false` asks once (a payment the
 * gateway already declined, still open because the money is owed on account).
 */
export function usePaymentStatus(paymentId: string | undefined, { watch = true } = {}) {
  return useSWR(paymentId ? paymentStatusKey(paymentId) : null, () => getPaymentStatus(paymentId!), {
    refreshInterval: (latest) =>
      watch && (!latest || (latest.status === 'pending' && !latest.review)) ? PAYMENT_POLL_MS : 0,
    refreshWhenHidden: false,
    revalidateOnFocus: watch,
    dedupingInterval: PAYMENT_POLL_MS - 500,
    shouldRetryOnError: (e: unknown) => !isNotOffered(e),
    errorRetryInterval: PAYMENT_POLL_MS,
  });
}
