import { http, HttpResponse } from 'msw';
import { productAsServed } from '../../contract/product.ts';
import {
  couponCheckRequest,
  type CouponCheckAnswer,
  type CouponOffers,
  type OrderCreateRequest,
} from '../../contract/order.ts';
import { unitPriceAt } from '../../domain/bulk.ts';
import {
  couponDiscountPaise,
  couponOffer,
  couponRefusal,
  couponTexts,
  normaliseCouponCode,
  type Coupon,
} from '../../domain/coupons.ts';
import { fromPaise, toPaise } from '../../domain/money.ts';
import { toProduct } from '../../domain/product.ts';
import { findProduct } from '../fixtures/products.ts';
import { MOCK_COUPONS, USED_COUPONS } from '../fixtures/coupons.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/** The goods of the lines at the fixtures' prices (volume prices included), in paise, line by line. */
const lineAmounts = (request: Pick<OrderCreateRequest, 'products' | 'items'>): number[] =>
  (
    request.items ??
    Object.entries(request.products).map(([productId, quantity]) => ({ productId, quantity }))
  ).map((line) => {
    const fixture = findProduct(line.productId);
    if (!fixture) return 0;
    const product = toProduct(productAsServed.parse(fixture));
    return toPaise(unitPriceAt(product.price, product.priceTiers ?? [], line.quantity)) * line.quantity;
  });

/** The coupon priced on the lines by the domain's rules, or its refusal, as our server answers. */
export function priceMockCoupon(
  typed: string,
  request: Pick<OrderCreateRequest, 'products' | 'items'>,
  now = new Date(),
): { ok: true; answer: CouponCheckAnswer } | { ok: false; error: string } {
  const found = MOCK_COUPONS.find((c) => c.code === normaliseCouponCode(typed));
  if (!found) return { ok: false, error: couponTexts.unknown };
  const goods = lineAmounts(request).reduce((sum, a) => sum + a, 0);
  const used = USED_COUPONS.has(found.code) ? 1 : 0;
  const refusal = couponRefusal(found, goods, { total: used, byCustomer: used }, now);
  if (refusal) return { ok: false, error: refusal };
  return {
    ok: true,
    answer: {
      code: found.code,
      discount: fromPaise(couponDiscountPaise(found, goods)),
      description: couponTexts.describe(found),
    },
  };
}

/**
 * Extension GET /coupons: the coupons offered at checkout. None by default, so checkout shows no
 * list; a story passes the ones it shows (MOCK_COUPONS' shown ones: shownCoupons).
 */
export const couponOffersHandler = (offered: readonly Coupon[] = []) =>
  http.get(mockPath(extensionRoutes.couponOffers), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({
          data: offered.map(couponOffer),
        } satisfies CouponOffers)
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  );

/** Extension POST /coupons/check, as our server answers it (server/routes/orders). */
export const couponHandlers = [
  couponOffersHandler(),
  http.post(mockPath(extensionRoutes.couponCheck), async ({ request }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const body = await readBody(request, couponCheckRequest);
    if (!body.ok) return body.response;
    const priced = priceMockCoupon(body.data.code, body.data);
    return priced.ok
      ? HttpResponse.json(priced.answer)
      : HttpResponse.json({ error: priced.error }, { status: 422 });
  }),
];
