import useSWR from 'swr';
import {
  order,
  orderCreateRequest,
  orderCreateResponse,
  orderList,
  type Order,
  type OrderCreateRequest,
} from '../contract/order.ts';
import { request } from './http.ts';

export const ordersKey = '/orders';

/** POST /orders. The idempotency key makes a retried request return the first order. */
export async function createOrder(input: OrderCreateRequest, idempotencyKey: string): Promise<string> {
  const { id } = await request(ordersKey, orderCreateResponse, {
    method: 'POST',
    body: orderCreateRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return id;
}

export const getOrders = (): Promise<Order[]> => request(ordersKey, orderList);

export function useOrders(enabled: boolean) {
  return useSWR(enabled ? ordersKey : null, getOrders, { shouldRetryOnError: false });
}

/** GET /orders/{id}?contactInfo= (reading one of spec section 7). */
export const trackOrder = (orderId: string, contactInfo: string): Promise<Order> =>
  request(`${ordersKey}/${encodeURIComponent(orderId.trim())}`, order, {
    query: { contactInfo: contactInfo.trim() },
  });
