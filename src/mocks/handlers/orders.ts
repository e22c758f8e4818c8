import { http, HttpResponse } from 'msw';
import {
  orderCreateRequest,
  trackOrderQuery,
  type OrderCreateRequest,
  type OrderInput,
} from '../../contract/order.ts';
import { productAsServed } from '../../contract/product.ts';
import { productOptions } from '../../domain/product.ts';
import { notEnoughStock, stockOf, type ShortLine } from '../../domain/stock.ts';
import { checkLineVariant } from '../../domain/variants.ts';
import { findProduct } from '../fixtures/products.ts';
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

const refuse = (status: number, error: string) => HttpResponse.json({ error }, { status });

/**
 * The order's lines checked as our server checks them (src/domain: variants, stock): an unknown
 * product or a size the product does not offer is a 400 naming the line; more than a fixture's
 * stock is a 409. The spec's map has no variants to check.
 */
function orderProblem(order: OrderCreateRequest): Response | undefined {
  type Line = { productId: string; quantity: number; size?: string; color?: string; field: string };
  const lines: Line[] = order.items
    ? order.items.map((line, i) => ({ ...line, field: `items[${i}]` }))
    : Object.entries(order.products).map(([productId, quantity]) => ({
        productId,
        quantity,
        field: 'products',
      }));
  const short: ShortLine[] = [];
  for (const line of lines) {
    const fixture = findProduct(line.productId);
    if (!fixture) return refuse(400, `${line.field}: Unknown product '${line.productId}'`);
    const product = productAsServed.parse(fixture);
    let size: string | undefined;
    if (order.items) {
      const checked = checkLineVariant({ title: product.title, ...productOptions(product.attributes) }, line);
      if (!checked.ok) return refuse(400, `${line.field}: ${checked.message}`);
      size = checked.variant.size;
    }
    const left = stockOf(product, size);
    if (left !== undefined && left < line.quantity)
      short.push({ field: line.field, title: product.title, size, left });
  }
  return short.length > 0 ? refuse(409, notEnoughStock(short)) : undefined;
}

export const orderHandlers = [
  http.post('*/api/v1/orders', async ({ request }) => {
    const body = await readBody(request, orderCreateRequest);
    if (!body.ok) return body.response;
    return orderProblem(body.data) ?? HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
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
