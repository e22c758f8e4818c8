import useSWR from 'swr';
import type { Order, OrderCancelResponse, OrderCreateRequest } from '../contract/order.ts';
import { sameOrderId } from '../domain/orders.ts';
import type { ReturnCreateRequest } from '../contract/returns.ts';
import { isApiError, isNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/order.ts'));

export const ordersKey = '/orders';

/** POST /orders. The idempotency key makes a retried request return the first order. */
export async function createOrder(input: OrderCreateRequest, idempotencyKey: string): Promise<string> {
  const { orderCreateRequest, orderCreateResponse } = await contract();
  const { id } = await request(ordersKey, orderCreateResponse, {
    method: 'POST',
    body: orderCreateRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return id;
}

/**
 * GET /orders with the extension's query values (src/contract/order.ts, `orderListQuery`). A
 * server without them ignores them and answers the whole list, which the callers read for what
 * they asked; one that refuses them (400, 404, 405) is asked again the spec's way, without them.
 */
export async function ordersAsked(query: Record<string, string | undefined>): Promise<Order[]> {
  const { orderList } = await contract();
  try {
    return await request(ordersKey, orderList, { query });
  } catch (e) {
    if (!isNotOffered(e) && !(isApiError(e) && e.kind === 'http' && e.status === 400)) throw e;
    return request(ordersKey, orderList);
  }
}

/**
 * GET /orders?id= (extension): the shopper's order with this number, or null when it is not
 * theirs. A server without the extension answers the whole list, where it is looked for.
 */
export async function getOwnOrder(orderId: string): Promise<Order | null> {
  const answer = await ordersAsked({ id: orderId });
  return answer.find((o) => sameOrderId(o.id, orderId)) ?? null;
}

export function useOwnOrder(orderId: string | undefined, enabled: boolean) {
  return useSWR(
    enabled && orderId ? ([ordersKey, 'id', orderId] as const) : null,
    ([, , id]) => getOwnOrder(id),
    {
      shouldRetryOnError: false,
    },
  );
}

/** GET /orders/{id}?contactInfo= (reading one of spec section 7). */
export const trackOrder = async (orderId: string, contactInfo: string): Promise<Order> =>
  request(`${ordersKey}/${encodeURIComponent(orderId.trim())}`, (await contract()).order, {
    query: { contactInfo: contactInfo.trim() },
  });

/** Extension, POST /orders/{id}/cancel: the cancelled order and any refund due (404/405 where not offered). */
export async function cancelOrder(orderId: string, reason: string): Promise<OrderCancelResponse> {
  const { orderCancelRequest, orderCancelResponse } = await contract();
  return request(`${ordersKey}/${encodeURIComponent(orderId.trim())}/cancel`, orderCancelResponse, {
    method: 'POST',
    body: orderCancelRequest.parse({ reason }),
  });
}

/**
 * Extension, POST /orders/{id}/return: the order with its return request. Offered only on an order
 * the server marks `returnUntil`, so a server without returns never sees the call.
 */
export async function requestReturn(orderId: string, input: ReturnCreateRequest): Promise<Order> {
  const [{ order }, { returnCreateRequest }] = await Promise.all([
    contract(),
    import('../contract/returns.ts'),
  ]);
  return request(`${ordersKey}/${encodeURIComponent(orderId.trim())}/return`, order, {
    method: 'POST',
    body: returnCreateRequest.parse(input),
  });
}
