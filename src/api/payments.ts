import useSWR from 'swr';
import type { PaymentFields, PaymentRequest, PaymentResponse } from '../contract/payment.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/payment.ts'));

export const paymentFieldsKey = '/payments/fields';

export const getPaymentFields = async (): Promise<PaymentFields> =>
  request(paymentFieldsKey, (await contract()).paymentFields);

export function usePaymentFields(enabled: boolean) {
  return useSWR(enabled ? paymentFieldsKey : null, getPaymentFields, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export async function createPayment(input: PaymentRequest): Promise<PaymentResponse> {
  const { paymentRequest, paymentResponse } = await contract();
  return request('/payments', paymentResponse, { method: 'POST', body: paymentRequest.parse(input) });
}
