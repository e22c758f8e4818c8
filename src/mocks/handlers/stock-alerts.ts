import { http, HttpResponse } from 'msw';
import {
  guestAlertTokenRequest,
  guestStockAlertRequest,
  stockAlertRequest,
  type GuestStockAlert,
  type StockAlert,
} from '../../contract/stock-alerts.ts';
import { productAsServed } from '../../contract/product.ts';
import { toProduct } from '../../domain/product.ts';
import { stockAlertTexts, waitingAlert } from '../../domain/stock-alerts.ts';
import { findProduct, sizesAndColorsProduct } from '../fixtures/products.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

export const ALERT_REQUESTED_AT = '2026-11-20T10:30:00.000Z';

/**
 * Back-in-stock alerts as our server keeps them (server/routes/stock-alerts): the account holds
 * `waiting` (none by default), POST answers it with the new alert first and DELETE without the one
 * named. Stateless by default, so no story leaks into the next; `{ keep: true }` (a story's own
 * handlers, made fresh in its beforeEach) keeps each change for the next GET, as the server does. POST refuses an unknown product (404) and a size
 * it has not (400) as the server does; whether it is sold out is the server's to say (the fixtures
 * carry no stock; a story serves the product sold out, and the 409 where it needs one).
 */
export function stockAlertHandlers(start: readonly StockAlert[] = [], { keep = false } = {}) {
  let waiting = start;
  const answer = (data: readonly StockAlert[], status = 200) => {
    if (keep) waiting = data;
    return HttpResponse.json({ data }, { status });
  };
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  return [
    http.get(mockPath(extensionRoutes.stockAlerts), ({ request }) =>
      hasBearer(request) ? HttpResponse.json({ data: waiting }) : unauthorized(),
    ),
    http.post(mockPath(extensionRoutes.stockAlertSet), async ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const body = await readBody(request, stockAlertRequest);
      if (!body.ok) return body.response;
      const { productId, size } = body.data;
      const served = findProduct(productId);
      if (!served) return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
      const product = toProduct(productAsServed.parse(served));
      if (size !== undefined && !product.sizes.includes(size))
        return HttpResponse.json({ error: stockAlertTexts.unknownSize(size) }, { status: 400 });
      const alert = {
        productId,
        title: product.name,
        ...(size && { size }),
        requestedAt: new Date().toISOString(),
      };
      return answer(waitingAlert(waiting, productId, size) ? waiting : [alert, ...waiting], 201);
    }),
    http.delete(mockPath(extensionRoutes.stockAlertCancel), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const size = new URL(request.url).searchParams.get('size') ?? undefined;
      const gone = waitingAlert(waiting, String(params.productId), size);
      return answer(waiting.filter((a) => a !== gone));
    }),
  ];
}

/** The product a guest's link is for in the mocks (the gloves, size M). */
export const GUEST_ALERT: GuestStockAlert = {
  productId: String(sizesAndColorsProduct.id),
  title: sizesAndColorsProduct.title,
  size: 'M',
  email: 'asha@example.in',
  waiting: true,
};

/** Tokens the mocks read as a link that no longer works, or one whose product came back already. */
export const GUEST_ALERT_TOKENS = { valid: 'mock-alert-token', ended: 'ended-token', back: 'back-token' };

/**
 * A guest's alert as our server keeps it: POST /guest answers 202 with the address (a product the
 * fixtures lack is 404, a size it has not 400), and the link's confirm and cancel answer
 * GUEST_ALERT, or 404 for GUEST_ALERT_TOKENS.ended.
 */
export function guestStockAlertHandlers() {
  const byLink =
    (waiting: (token: string) => boolean) =>
    async ({ request }: { request: Request }) => {
      const body = await readBody(request, guestAlertTokenRequest);
      if (!body.ok) return body.response;
      const { token } = body.data;
      if (token === GUEST_ALERT_TOKENS.ended)
        return HttpResponse.json({ error: stockAlertTexts.linkInvalid }, { status: 404 });
      return HttpResponse.json({ ...GUEST_ALERT, waiting: waiting(token) });
    };
  return [
    http.post(mockPath(extensionRoutes.stockAlertGuest), async ({ request }) => {
      const body = await readBody(request, guestStockAlertRequest);
      if (!body.ok) return body.response;
      const { productId, size, email } = body.data;
      const served = findProduct(productId);
      if (!served) return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
      const product = toProduct(productAsServed.parse(served));
      if (size !== undefined && !product.sizes.includes(size))
        return HttpResponse.json({ error: stockAlertTexts.unknownSize(size) }, { status: 400 });
      return HttpResponse.json({ email }, { status: 202 });
    }),
    http.post(
      mockPath(extensionRoutes.stockAlertGuestConfirm),
      byLink((token) => token !== GUEST_ALERT_TOKENS.back),
    ),
    http.post(
      mockPath(extensionRoutes.stockAlertGuestCancel),
      byLink(() => false),
    ),
  ];
}
