import useSWR from 'swr';
import {
  paymentFields,
  paymentRequest,
  paymentResponse,
  type PaymentFields,
  type PaymentRequest,
  type PaymentResponse,
} from '../contract/payment.ts';
import { request } from './http.ts';

export const paymentFieldsKey = '/payments/fields';

export const getPaymentFields = (): Promise<PaymentFields> => request(paymentFieldsKey, paymentFields);

export function usePaymentFields(enabled: boolean) {
  return useSWR(enabled ? paymentFieldsKey : null, getPaymentFields, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export const createPayment = (input: PaymentRequest): Promise<PaymentResponse> =>
  request('/payments', paymentResponse, { method: 'POST', body: paymentRequest.parse(input) });
