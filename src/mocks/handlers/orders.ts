import { http, HttpResponse } from 'msw';
import { orderCreateRequest, trackOrderQuery, type OrderInput } from '../../contract/order.ts';
import { accountEmail } from '../fixtures/account.ts';
import { findOrder, orders, placedOrder } from '../fixtures/orders.ts';
import { readBody, readQuery } from './request.ts';

export const NEW_ORDER_ID = String(placedOrder.id);
export const ORDER_NOT_FOUND = 'Order not found or access denied';

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** An order is shown to whoever gives its shipping phone or the account's e-mail. */
export const mayTrack = (order: OrderInput, contact: string) => {
  const phone = order.shippingAddress?.phone;
  return (
    contact.trim().toLowerCase() === accountEmail || (phone != null && digits(contact) === digits(phone))
  );
};

export const orderHandlers = [
  http.post('*/api/v1/orders', async ({ request }) => {
    const body = await readBody(request, orderCreateRequest);
    if (!body.ok) return body.response;
    return HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
  }),
  http.get('*/api/v1/orders', () => HttpResponse.json(orders)),
  http.get<{ id: string }>('*/api/v1/orders/:id', ({ request, params }) => {
    const query = readQuery(request, trackOrderQuery);
    if (!query.ok) return query.response;
    const order = findOrder(params.id.trim());
    return order && mayTrack(order, query.data.contactInfo)
      ? HttpResponse.json(order)
      : HttpResponse.json({ error: ORDER_NOT_FOUND }, { status: 404 });
  }),
];
