import { http, HttpResponse } from 'msw';
import {
  orderCancelRequest,
  type OrderCancelResponseInput,
  orderCreateRequest,
  orderListQuery,
  trackOrderQuery,
  type OrderCreateRequest,
  type OrderInput,
} from '../../contract/order.ts';
import { productAsServed } from '../../contract/product.ts';
import { canShopperCancel } from '../../domain/order-status.ts';
import { BEFORE_UNKNOWN, partOfOrders } from '../../domain/order-list.ts';
import { productOptions } from '../../domain/product.ts';
import { PIN_CODE } from '../../contract/address.ts';
import type { DeliveryCheckInput } from '../../contract/delivery.ts';
import { notEnoughStock, stockOf, type ShortLine } from '../../domain/stock.ts';
import { checkLineVariant } from '../../domain/variants.ts';
import { findProduct } from '../fixtures/products.ts';
import { accountEmail } from '../fixtures/account.ts';
import { findOrder, MOCK_DELIVERY_DAYS, orders, placedOrder } from '../fixtures/orders.ts';
import { readBody, readQuery } from './request.ts';
import { returnCreateRequest, type OrderReturnInput } from '../../contract/returns.ts';
import { returnLinesProblem, returnTexts } from '../../domain/returns.ts';
import { extensionRoutes, mockPath } from './routes.ts';
import { taxDocumentsByOrder } from '../fixtures/invoices.ts';
import { priceMockCoupon } from './coupons.ts';
import { INVOICE_NOT_ISSUED } from '../../contract/invoice.ts';

/**
 * GET /orders as our server answers it: the list, or the part the query asks (extension). Stories
 * with a list of their own answer with it too.
 */
export function ordersAnswer(request: Request, list: readonly OrderInput[]) {
  const query = readQuery(request, orderListQuery);
  if (!query.ok) return query.response;
  const part = partOfOrders(list, query.data);
  return part ? HttpResponse.json(part) : refuse(400, BEFORE_UNKNOWN);
}

/**
 * A spec server's GET /orders: the whole list, whatever the query asks (it knows no paging or
 * search); a strict one (`refusesQueries`) answers 400 to any query value it does not know.
 */
export const specOrderList = (list: readonly OrderInput[] = orders, { refusesQueries = false } = {}) =>
  http.get('*/api/v1/orders', ({ request }) =>
    refusesQueries && new URL(request.url).search
      ? refuse(400, 'Unknown query parameters')
      : HttpResponse.json(list),
  );

export const NEW_ORDER_ID = String(placedOrder.id);
/** The PIN the mock shop does not deliver to. */
export const UNSERVED_PIN = '795001';
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
    const problem = orderProblem(body.data);
    if (problem) return problem;
    // Our server's extension: a coupon that no longer applies refuses the order (409).
    const coupon = body.data.couponCode ? priceMockCoupon(body.data.couponCode, body.data) : null;
    if (coupon && !coupon.ok) return refuse(409, coupon.error);
    return HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
  }),
  http.get('*/api/v1/orders', ({ request }) => ordersAnswer(request, orders)),
  http.get<{ id: string }>('*/api/v1/orders/:id', ({ request, params }) => {
    const query = readQuery(request, trackOrderQuery);
    if (!query.ok) return query.response;
    const order = findOrder(params.id.trim());
    return order && mayTrack(order, query.data.contactInfo)
      ? HttpResponse.json(order)
      : HttpResponse.json({ error: ORDER_NOT_FOUND }, { status: 404 });
  }),
  // Our server's extension: the order's tax invoice, for the signed-in shopper or the tracker's contact.
  http.get<{ id: string }>(mockPath(extensionRoutes.invoice), ({ request, params }) => {
    const order = findOrder(params.id.trim());
    const contact = new URL(request.url).searchParams.get('contactInfo');
    if (!order || (contact !== null && !mayTrack(order, contact))) return refuse(404, ORDER_NOT_FOUND);
    if (contact === null && !request.headers.get('authorization'))
      return refuse(401, 'Please sign in again.');
    const documents = taxDocumentsByOrder[String(order.id)];
    return documents ? HttpResponse.json(documents) : refuse(404, INVOICE_NOT_ISSUED);
  }),
  // Our server's extension: the invoice as a PDF (a minimal file: the server's own drawing is its tests').
  http.get<{ id: string }>(mockPath(extensionRoutes.invoicePdf), ({ params }) => {
    const documents = taxDocumentsByOrder[params.id.trim()];
    if (!documents) return refuse(404, INVOICE_NOT_ISSUED);
    return new HttpResponse(`%PDF-1.4\n% ${documents.invoice.serial}\n%%EOF\n`, {
      headers: { 'Content-Type': 'application/pdf' },
    });
  }),
  // Our server's extension: whether the shop delivers to a PIN (795001 is not served; Bengaluru takes cash).
  http.get<{ pin: string }>('*/api/v1/delivery/:pin', ({ params }) => {
    const pin = params.pin.trim();
    if (!PIN_CODE.test(pin)) return refuse(400, 'pin: PIN code must be 6 digits and cannot start with 0');
    const answer: DeliveryCheckInput =
      pin === UNSERVED_PIN
        ? { pin, deliverable: false, cod: false }
        : {
            pin,
            deliverable: true,
            cod: pin.startsWith('56'),
            minDays: MOCK_DELIVERY_DAYS.min,
            maxDays: MOCK_DELIVERY_DAYS.max,
          };
    return HttpResponse.json(answer);
  }),
  // Our server's extension: cancelling before the order ships (the fixtures themselves stay as they are).
  http.post<{ id: string }>('*/api/v1/orders/:id/cancel', async ({ request, params }) => {
    const body = await readBody(request, orderCancelRequest);
    if (!body.ok) return body.response;
    const order = findOrder(params.id.trim());
    if (!order) return refuse(404, ORDER_NOT_FOUND);
    const status = order.status ?? 0;
    if (!canShopperCancel(status))
      return refuse(
        409,
        status === 4 ? 'This order is already cancelled.' : `This order can no longer be cancelled.`,
      );
    const history = [
      ...(order.history ?? []),
      { status: 4, at: new Date().toISOString(), note: body.data.reason },
    ];
    return HttpResponse.json({
      order: { ...order, status: 4, history },
      ...(order.paid && { refundDue: order.total }),
    } satisfies OrderCancelResponseInput);
  }),
  // Our server's extension: a return request for an order it marks returnable (src/domain/returns.ts).
  http.post<{ id: string }>(mockPath(extensionRoutes.orderReturn), async ({ request, params }) => {
    const body = await readBody(request, returnCreateRequest);
    if (!body.ok) return body.response;
    const order = findOrder(params.id.trim());
    if (!order) return refuse(404, ORDER_NOT_FOUND);
    if (order.return) return refuse(409, returnTexts.alreadyRequested);
    if (!order.returnUntil) return refuse(409, returnTexts.notDelivered);
    const problem = returnLinesProblem(
      body.data.lines,
      (order.items ?? []).map((i) => ({
        ...i,
        id: String(i.id),
        size: i.size ?? undefined,
        color: i.color ?? undefined,
      })),
    );
    if (problem) return refuse(400, problem);
    const asked: OrderReturnInput = {
      status: 'requested',
      requestedAt: new Date().toISOString(),
      ...body.data,
    };
    const { returnUntil: _, ...rest } = order;
    return HttpResponse.json({ ...rest, return: asked } satisfies OrderInput, { status: 201 });
  }),
];
