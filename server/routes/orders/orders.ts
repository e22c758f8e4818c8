import { and, eq } from '../../db/orm.ts';
import { Hono, type Context } from 'hono';
import {
  orderCancelRequest,
  type OrderCancelResponseInput,
  orderCreateRequest,
  orderListQuery,
  couponCheckRequest,
  type CouponCheckAnswer,
  type CouponOffers,
  trackOrderQuery,
  type OrderCreateResponse,
} from '../../../src/contract/order.ts';
import { normaliseIndianMobile } from '../../../src/domain/phone.ts';
import { orders, users } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { createMiddleware } from 'hono/factory';
import { HttpError, messages } from '../../lib/errors.ts';
import { json, query } from '../../lib/validate.ts';
import { normaliseOrderId } from '../../../src/domain/orders.ts';
import { BEFORE_UNKNOWN } from '../../../src/domain/order-list.ts';
import { createOrder, orderLinesOf } from './create-order.ts';
import { offeredCoupons, priceCoupon } from '../../orders/coupons.ts';
import { couponTexts } from '../../../src/domain/coupons.ts';
import { cancelByShopper, cancelMessages } from '../../orders/cancel.ts';
import { requestReturn } from '../../orders/returns.ts';
import { returnCreateRequest } from '../../../src/contract/returns.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { ordersOf, withLines } from './order-shape.ts';
import { taxDocumentsOf } from '../../invoices/issue.ts';
import { taxDocumentsFileName, taxDocumentsPdf } from '../../invoices/pdf.ts';
import {
  INVOICE_NOT_ISSUED,
  invoiceQuery,
  type OrderTaxDocumentsInput,
} from '../../../src/contract/invoice.ts';

const trackedId = (id: string) => normaliseOrderId(id).slice(0, 40);

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The optional Idempotency-Key header, checked before the body (an order sent again keeps it). */
const idempotencyKey = createMiddleware(async (c, next) => {
  const key = c.req.header('idempotency-key')?.trim() || undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'Idempotency-Key: use at most 100 printable characters without spaces');
  }
  await next();
});

export function orderRoutes(deps: Deps) {
  const { db, env, limiter, store } = deps;
  // A tracking request counts against the limit before its query is checked: a malformed guess is still a guess.
  const countGuess = createMiddleware<AppEnv>(async (c, next) => {
    await limiter.check('track-order', { ip: clientIp(c, env), account: trackedId(c.req.param('id') ?? '') });
    await next();
  });
  // An invoice is the order's customer's (signed in), or its tracker's (with the contact, counted as a guess).
  const invoiceAccess = createMiddleware<AppEnv>((c, next) =>
    c.req.query('contactInfo') === undefined ? requireUser(deps)(c, next) : countGuess(c, next),
  );
  return (
    new Hono<AppEnv>()
      .post('/orders', requireUser(deps), idempotencyKey, json(orderCreateRequest), async (c) => {
        const key = c.req.header('idempotency-key')?.trim() || undefined;
        const body = c.req.valid('json');
        const { id, replayed } = await createOrder(db, c.get('user').id, body, {
          idempotencyKey: key,
          payWithinHours: store.payWithinHours,
        });
        if (replayed) c.header('Idempotent-Replayed', 'true');
        return c.json({ id } satisfies OrderCreateResponse, 201);
      })
      // The spec's list; extension: a part of it (?limit=&before=&id=, src/contract/order.ts).
      .get('/orders', requireUser(deps), query(orderListQuery), async (c) => {
        const list = await ordersOf(db, c.get('user').id, c.req.valid('query'));
        if (!list) throw new HttpError(400, BEFORE_UNKNOWN);
        return c.json(list);
      })
      // Extension: the coupons offered at checkout that this shopper can still use.
      .get('/coupons', requireUser(deps), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await offeredCoupons(db, c.get('user').id) } satisfies CouponOffers);
      })
      // Extension: what a coupon takes off these lines, priced as POST /orders will price them;
      // counted against the rate limit, since a code is a thing to guess.
      .post('/coupons/check', requireUser(deps), json(couponCheckRequest), async (c) => {
        const userId = c.get('user').id;
        await limiter.check('coupon-check', { ip: clientIp(c, env), account: userId });
        const { code, ...request } = c.req.valid('json');
        const { lines } = await orderLinesOf(db, request);
        const priced = await priceCoupon(db, code, {
          userId,
          amounts: lines.map((l) => l.unitPricePaise * l.quantity),
        });
        return c.json({
          code: priced.coupon.code,
          discount: fromPaise(priced.discountPaise),
          description: couponTexts.describe(priced.coupon),
        } satisfies CouponCheckAnswer);
      })
      .post('/orders/:id/cancel', requireUser(deps), json(orderCancelRequest), async (c) => {
        const id = trackedId(c.req.param('id'));
        const { reason } = c.req.valid('json');
        const result = await cancelByShopper(db, id, c.get('user').id, reason);
        if (result.kind === 'not-found') throw new HttpError(404, messages.orderNotFound);
        if (result.kind === 'too-late') throw new HttpError(409, cancelMessages.tooLate(result.status));
        const [order] = await withLines(db, [result.order], { payments: true });
        return c.json({
          order: order!,
          ...(result.refundDuePaise > 0 && { refundDue: fromPaise(result.refundDuePaise) }),
        } satisfies OrderCancelResponseInput);
      })
      // Extension: a return request for lines of a delivered order, within the return window.
      .post('/orders/:id/return', requireUser(deps), json(returnCreateRequest), async (c) => {
        const id = trackedId(c.req.param('id'));
        const result = await requestReturn(db, id, c.get('user').id, c.req.valid('json'));
        if (result.kind === 'not-found') throw new HttpError(404, messages.orderNotFound);
        if (result.kind === 'refused') throw new HttpError(409, result.message);
        if (result.kind === 'bad-lines') throw new HttpError(400, result.message);
        const [order] = await withLines(db, [result.order], { payments: true });
        return c.json(order!, 201);
      })
      .get('/orders/:id', countGuess, query(trackOrderQuery), async (c) => {
        const row = await trackedOrder(c.req.param('id'), c.req.valid('query').contactInfo);
        const [shaped] = await withLines(db, [row.order]);
        return c.json(shaped);
      })
      // Extension: the order's tax invoice (and credit note): for whoever tracks the order by number
      // and contact (?contactInfo=, as GET /orders/{id}), else for its customer signed in; as JSON, or
      // as a PDF to download.
      .get('/orders/:id/invoice', invoiceAccess, query(invoiceQuery), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(
          (await documentsFor(c, c.req.valid('query').contactInfo)) satisfies OrderTaxDocumentsInput,
        );
      })
      .get('/orders/:id/invoice.pdf', invoiceAccess, query(invoiceQuery), async (c) => {
        const documents = await documentsFor(c, c.req.valid('query').contactInfo);
        const pdf = await taxDocumentsPdf(documents);
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${taxDocumentsFileName(documents.invoice)}"`,
          'Cache-Control': 'private, no-store',
        });
      })
  );

  /** The order's documents, once the request may see them (its customer, or its tracker's contact). */
  async function documentsFor(c: Context<AppEnv>, contactInfo: string | undefined) {
    const id = trackedId(c.req.param('id') ?? '');
    if (contactInfo === undefined) {
      const [own] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, c.get('user').id)));
      if (!own) throw new HttpError(404, messages.orderNotFound);
    } else await trackedOrder(id, contactInfo);
    const { invoice, creditNote } = await taxDocumentsOf(db, id);
    if (!invoice) throw new HttpError(404, INVOICE_NOT_ISSUED);
    return { invoice, creditNote };
  }

  /** The order a tracking request names, when the contact is its customer's e-mail or mobile; else 404. */
  async function trackedOrder(rawId: string, contactInfo: string) {
    const id = trackedId(rawId);
    const [row] = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, id))
      .limit(1);
    const contact = contactInfo.trim().toLowerCase();
    const phone = normaliseIndianMobile(contact);
    const allowed = row && (contact === row.email || (phone !== null && phone === row.order.shippingPhone));
    // One answer for "no such order" and "wrong contact", so order numbers cannot be probed.
    if (!allowed) throw new HttpError(404, messages.orderNotFound);
    return row;
  }
}
