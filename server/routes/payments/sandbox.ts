import { timingSafeEqual } from 'node:crypto';
import { eq } from '../../db/orm.ts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { fromPaise } from '../../../src/domain/money.ts';
import { orderSuccessHref, paymentHref } from '../../../src/domain/routes.ts';
import { UUID } from '../../db/product-id.ts';
import { payments } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { contentSecurityPolicy } from '../../lib/security-headers.ts';
import { hashToken } from '../../lib/tokens.ts';
import { sandboxCss, sandboxMessagePage, sandboxPage } from '../../payments/sandbox-page.ts';
import { decidePayment } from '../../payments/machine.ts';
import { ACCOUNT_METHOD, accountPaymentReturnHref } from '../../../src/domain/credit-account.ts';

export const DECLINED_MESSAGE = 'Payment was declined. Please try again or choose another method.';
const INVALID =
  'This payment link is invalid or has expired. Please start the payment again from your orders.';

const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

async function formOf(c: Context): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function sandboxRoutes(deps: Deps) {
  const { db, env, store } = deps;

  async function findPayment(paymentId: string, signature: string) {
    if (!UUID.test(paymentId) || !signature) return null;
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!payment?.signatureHash) return null;
    const given = Buffer.from(hashToken(signature));
    const stored = Buffer.from(payment.signatureHash);
    return given.length === stored.length && timingSafeEqual(given, stored) ? payment : null;
  }

  // The approve/decline forms redirect back to the app, which may sit on another origin.
  const html = (c: Context, body: string, status: 200 | 400 | 404 | 409, returnOrigin?: string) => {
    c.header('Content-Security-Policy', contentSecurityPolicy(env, returnOrigin ? [returnOrigin] : []));
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };

  const turnedOff: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!env.PAYMENT_SANDBOX) return c.json({ error: 'The sandbox gateway is turned off' }, 404);
    await next();
  };

  // Chained, so the routes' types reach ApiRoutes (server/app.ts) and the typed test client.
  return new Hono<AppEnv>()
    .use('/payments/sandbox/*', turnedOff)
    .use('/payments/sandbox', turnedOff)
    .get('/payments/sandbox.css', (c) =>
      c.body(sandboxCss, 200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    )
    .post('/payments/sandbox', async (c) => {
      const form = await formOf(c);
      const signature = field(form, 'data[signature]');
      const payment = await findPayment(field(form, 'data[paymentId]'), signature);
      if (!payment) return html(c, sandboxMessagePage('Payment not found', INVALID), 404);
      if (payment.status !== 'pending') {
        const link = `${payment.returnOrigin}/orders`;
        return html(
          c,
          sandboxMessagePage('Payment already completed', `This payment is ${payment.status}.`, link),
          409,
        );
      }
      const view = {
        storeName: store.storeName,
        paymentId: payment.id,
        orderId: payment.orderId,
        amountRupees: fromPaise(payment.amountPaise),
        signature,
      };
      return html(c, sandboxPage(view), 200, payment.returnOrigin);
    })
    .post('/payments/sandbox/:paymentId/:verdict{approve|decline}', async (c) => {
      const form = await formOf(c);
      const payment = await findPayment(c.req.param('paymentId'), field(form, 'signature'));
      if (!payment) return html(c, sandboxMessagePage('Payment not found', INVALID), 404);
      const approve = c.req.param('verdict') === 'approve';
      const result = await decidePayment(
        db,
        { id: payment.id },
        { to: approve ? 'paid' : 'failed', source: 'sandbox' },
      );
      // A decline of a payment on account is kept and changes nothing ('unchanged'): it is still owed.
      const declinedOnAccount = !approve && payment.method === ACCOUNT_METHOD && result.kind === 'unchanged';
      if (
        result.kind !== 'applied' &&
        !declinedOnAccount &&
        payment.status !== (approve ? 'paid' : 'failed')
      ) {
        const link = `${payment.returnOrigin}/orders`;
        return html(
          c,
          sandboxMessagePage('Payment already completed', `This payment is ${payment.status}.`, link),
          409,
        );
      }
      // An order on account goes back to the account page, which says what came of it; a declined
      // payment on account stays open (the money is still owed), so the page is told.
      const target =
        payment.method === ACCOUNT_METHOD
          ? `${payment.returnOrigin}${accountPaymentReturnHref(payment.id, !approve)}`
          : approve
            ? `${payment.returnOrigin}${orderSuccessHref(payment.orderId)}`
            : `${payment.returnOrigin}${paymentHref(payment.orderId)}&error=${encodeURIComponent(DECLINED_MESSAGE)}`;
      return c.redirect(target, 303);
    });
}
