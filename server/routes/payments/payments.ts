import { eq } from '../../db/orm.ts';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  paymentFieldsQuery,
  paymentRequest,
  type CashOnDeliveryOffer,
  type PaymentFieldsAnswerInput,
  type PaymentRequest,
  type PaymentResponseInput,
  type PaymentStatusAnswerInput,
} from '../../../src/contract/payment.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { orderSuccessHref } from '../../../src/domain/routes.ts';
import { buildUpiLink } from '../../../src/domain/upi.ts';
import { orders, payments } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { json, query } from '../../lib/validate.ts';
import { appOrigin } from '../../lib/origins.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { UUID } from '../../db/product-id.ts';
import { expireOverdue, openPayment } from '../../payments/machine.ts';
import { normaliseOrderId } from '../../../src/domain/orders.ts';
import { paymentFieldDefinitions } from '../../../src/domain/payment-fields.ts';
import { validatePaymentFields } from '../../payments/fields.ts';
import { chooseCashOnDelivery, codOfferFor } from '../../payments/cod.ts';
import { accountOfferFor, chooseOnAccount, startPayingOnAccount } from '../../payments/account.ts';
import {
  ACCOUNT_METHOD,
  accountPaymentReturnHref,
  accountRefusalMessage,
  accountTexts,
  type AccountOffer,
} from '../../../src/domain/credit-account.ts';
import { payOnAccountRequest, type OnAccountOffer } from '../../../src/contract/credit-account.ts';
import { codTerms } from '../../lib/store-config.ts';
import { COD_METHOD, codRefusalMessage, type CodOffer } from '../../../src/domain/cash-on-delivery.ts';
import { ORDER_STATUS } from '../../../src/domain/order-status.ts';
import { payByTexts } from '../../../src/domain/pay-by.ts';
import { cancelUnpaidOrders } from '../../orders/cancel-unpaid.ts';

export const paymentMessages = {
  orderNotFound: 'Order not found',
  nothingOwed: accountTexts.nothingOwedOnOrder,
  payOnlineOff: 'Paying online is not offered here.',
  notPending: 'This order is not awaiting payment.',
  paymentNotFound: 'Payment not found',
  noCredit: 'Your account has no credit with the shop. Please choose another payment method.',
} as const;

export function paymentRoutes(deps: Deps) {
  const { db, env, store } = deps;
  const signedIn = requireUser(deps);
  // The spec's call has no order and needs no sign-in; asking about an order does.
  const forAnOrder = createMiddleware<AppEnv>((c, next) =>
    c.req.query('orderId') === undefined ? next() : signedIn(c, next),
  );
  const app = new Hono<AppEnv>()
    // Extension: with ?orderId= (signed in), the methods that order is offered: cash on delivery and
    // on account too.
    .get('/payments/fields', forAnOrder, query(paymentFieldsQuery), async (c) => {
      const { orderId } = c.req.valid('query');
      if (orderId === undefined) {
        const fields = paymentFieldDefinitions({ gateway: env.PAYMENT_SANDBOX });
        // The spec's object reading, so the storefront can say that no money is taken.
        return c.json(env.PAYMENT_SANDBOX ? { fields, testMode: true } : fields);
      }
      c.header('Cache-Control', 'private, no-store');
      const pending = await pendingOrder(normaliseOrderId(orderId), c.get('user').id);
      const cod = pending && (await codFor(pending));
      const account = pending && (await accountOfferFor(db, pending.userId, pending.totalPaise));
      const fields = paymentFieldDefinitions({
        gateway: env.PAYMENT_SANDBOX,
        codFeePaise: cod?.offer.offered ? cod.offer.feePaise : undefined,
        accountDays: account?.offered ? account.days : undefined,
      });
      return c.json({
        fields,
        ...(env.PAYMENT_SANDBOX && { testMode: true }),
        ...(cod && codAnswer(cod.offer, cod.pin)),
        ...(account && { onAccount: accountAnswer(account) }),
      } satisfies PaymentFieldsAnswerInput);
    })
    .post('/payments', requireUser(deps), json(paymentRequest), async (c) => {
      const body = c.req.valid('json');
      const returnOrigin = appOrigin(c, env);
      if (body.fields.method === COD_METHOD) return payOnDelivery(c, body, returnOrigin);
      if (body.fields.method === ACCOUNT_METHOD) return payOnAccount(c, body, returnOrigin);
      const fields = validatePaymentFields(body.fields, { gateway: env.PAYMENT_SANDBOX });
      const signature = newToken();
      // The sandbox's one-time signature: for the gateway's form, and for the test bank of any method.
      const signed = env.PAYMENT_SANDBOX || fields.method === 'gateway';
      const opened = await openPayment(db, normaliseOrderId(body.orderId), c.get('user').id, {
        ...fields,
        signatureHash: signed ? hashToken(signature) : null,
        returnOrigin,
      });
      // Someone else's order answers exactly like a missing one.
      if (opened.kind === 'order-not-found') throw new HttpError(404, paymentMessages.orderNotFound);
      if (opened.kind === 'not-pending') throw new HttpError(409, paymentMessages.notPending);
      if (opened.kind === 'time-over') throw await timeOver(normaliseOrderId(body.orderId));
      const { payment } = opened;
      const sandboxUrl = `${env.PUBLIC_URL}/api/v1/payments/sandbox`;
      const extensions = {
        paymentId: payment.id,
        ...(env.PAYMENT_SANDBOX && {
          testBank: { action: sandboxUrl, data: { paymentId: payment.id, signature } },
        }),
      };

      if (fields.method === 'gateway')
        return c.json({
          ...gatewayForm(payment, signature, `${returnOrigin}${orderSuccessHref(payment.orderId)}`),
          ...extensions,
        } satisfies PaymentResponseInput);
      // A UPI app's "success" proves nothing: the order stays Pending until the gateway's webhook.
      const link = upiLinkOf(payment);
      const answer: PaymentResponseInput =
        fields.method === 'upi_qr'
          ? { success: true, action: { type: 'qr', qr: link }, ...extensions }
          : {
              success: true,
              redirectUrl: link,
              action: { type: 'deeplink', redirectUrl: link },
              ...extensions,
            };
      return c.json(answer);
    })
    .get('/payments/:id{[0-9a-fA-F-]{36}}', requireUser(deps), async (c) => {
      const paymentId = c.req.param('id').toLowerCase();
      if (!UUID.test(paymentId)) throw new HttpError(404, paymentMessages.paymentNotFound);
      const [row] = await db
        .select({ payment: payments, userId: orders.userId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, paymentId))
        .limit(1);
      // Someone else's payment answers exactly like a missing one.
      if (!row || row.userId !== c.get('user').id) throw new HttpError(404, paymentMessages.paymentNotFound);
      let p = row.payment;
      if (p.status === 'pending' && p.expiresAt.getTime() <= Date.now()) {
        await expireOverdue(db, p.orderId);
        p = (await db.select().from(payments).where(eq(payments.id, paymentId)))[0] ?? p;
      }
      c.header('Cache-Control', 'no-store');
      return c.json({
        id: p.id,
        orderId: p.orderId,
        status: p.status,
        amount: fromPaise(p.amountPaise),
        method: p.method,
        payee: { name: store.storeName, ...(p.method.startsWith('upi') && { vpa: store.upiId }) },
        createdAt: p.createdAt.toISOString(),
        expiresAt: p.expiresAt.toISOString(),
        review: p.flag !== null,
      } satisfies PaymentStatusAnswerInput);
    })
    // Extension: pay an order bought on account online, through the gateway (the only one is the
    // sandbox, so with it off this is not offered). Watched like any payment (GET /payments/{id}).
    .post('/account/credit/pay', requireUser(deps), json(payOnAccountRequest), async (c) => {
      if (!env.PAYMENT_SANDBOX) throw new HttpError(404, paymentMessages.payOnlineOff);
      const signature = newToken();
      const returnOrigin = appOrigin(c, env);
      const started = await startPayingOnAccount(
        db,
        normaliseOrderId(c.req.valid('json').orderId),
        c.get('user').id,
        { signatureHash: hashToken(signature), returnOrigin },
      );
      // Someone else's order answers exactly like a missing one.
      if (started.kind === 'order-not-found') throw new HttpError(404, paymentMessages.orderNotFound);
      if (started.kind === 'nothing-owed') throw new HttpError(409, paymentMessages.nothingOwed);
      const { payment } = started;
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        ...gatewayForm(payment, signature, `${returnOrigin}${accountPaymentReturnHref(payment.id)}`),
        paymentId: payment.id,
      } satisfies PaymentResponseInput);
    });
  return app;

  /** The gateway's form for a payment (the sandbox's), coming back to `returnUrl` once paid. */
  function gatewayForm(
    payment: typeof payments.$inferSelect,
    signature: string,
    returnUrl: string,
  ): PaymentResponseInput {
    return {
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: `${env.PUBLIC_URL}/api/v1/payments/sandbox`,
        formParams: {
          type: 'sandbox',
          url: returnUrl,
          data: {
            paymentId: payment.id,
            amount: fromPaise(payment.amountPaise).toFixed(2),
            orderId: payment.orderId,
            signature,
          },
        },
      },
    };
  }

  /** The offer as the payment page reads it; nothing where the shop does not offer cash on delivery. */
  function codAnswer(offer: CodOffer, pin: string): { cashOnDelivery?: CashOnDeliveryOffer } {
    if (offer.offered)
      return {
        cashOnDelivery: { offered: true, fee: fromPaise(offer.feePaise), due: fromPaise(offer.duePaise) },
      };
    if (offer.reason === 'off') return {};
    const maxOrder = offer.maxOrderPaise === undefined ? undefined : fromPaise(offer.maxOrderPaise);
    return {
      cashOnDelivery: {
        offered: false,
        reason: offer.reason,
        pin,
        ...(maxOrder !== undefined && { maxOrder }),
      },
    };
  }

  /** The order, when it is this shopper's order awaiting payment. */
  async function pendingOrder(orderId: string, userId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order || order.userId !== userId || order.status !== ORDER_STATUS.pending) return undefined;
    return order;
  }

  /** The order's cash-on-delivery offer. */
  async function codFor(order: typeof orders.$inferSelect) {
    return { offer: await codOfferFor(db, codTerms(store), order), pin: order.shippingAddress.postalCode };
  }

  /** The on-account offer as the payment page reads it (rupees). */
  function accountAnswer(offer: AccountOffer): OnAccountOffer {
    return offer.offered
      ? { offered: true, days: offer.days, dueOn: offer.dueOn, available: fromPaise(offer.availablePaise) }
      : {
          offered: false,
          reason: offer.reason,
          available: fromPaise(offer.availablePaise),
          overdue: fromPaise(offer.overduePaise),
        };
  }

  /** POST /payments with method 'account': the order is confirmed, due by the customer's day; to its success page. */
  async function payOnAccount(c: Context<AppEnv>, body: PaymentRequest, returnOrigin: string) {
    const orderId = normaliseOrderId(body.orderId);
    const userId = c.get('user').id;
    const pending = await pendingOrder(orderId, userId);
    const offer = pending && (await accountOfferFor(db, userId, pending.totalPaise));
    if (offer && !offer.offered) throw accountRefused(offer);
    // Without credit the method is not among the fields: the form's validator names it. An order no
    // longer pending (or not theirs) is not asked about credit: chooseOnAccount says which (409/404).
    const fields = validatePaymentFields(body.fields, {
      gateway: env.PAYMENT_SANDBOX,
      accountDays: offer?.offered ? offer.days : pending ? undefined : 0,
    });
    const { method: _method, ...payer } = fields;
    const result = await chooseOnAccount(db, orderId, userId, { ...payer, returnOrigin });
    if (result.kind === 'order-not-found') throw new HttpError(404, paymentMessages.orderNotFound);
    if (result.kind === 'not-pending') throw new HttpError(409, paymentMessages.notPending);
    if (result.kind === 'time-over') throw await timeOver(orderId);
    if (result.kind === 'no-account') throw new HttpError(409, paymentMessages.noCredit);
    if (result.kind === 'refused') throw accountRefused(result.offer);
    const answer: PaymentResponseInput = {
      success: true,
      redirectUrl: `${returnOrigin}${orderSuccessHref(result.orderId)}`,
      paymentId: result.paymentId,
    };
    return c.json(answer);
  }

  function accountRefused({
    reason,
    availablePaise,
    overduePaise,
  }: Extract<AccountOffer, { offered: false }>) {
    return new HttpError(
      409,
      accountRefusalMessage(reason, fromPaise(availablePaise), fromPaise(overduePaise)),
    );
  }

  /** Why an order is not offered cash on delivery, as the 409 the shopper reads. */
  function codRefused({ reason, maxOrderPaise }: Extract<CodOffer, { offered: false }>, pin: string) {
    const max = maxOrderPaise === undefined ? undefined : fromPaise(maxOrderPaise);
    return new HttpError(409, codRefusalMessage(reason, pin, max));
  }

  /** POST /payments with method 'cod': the order is confirmed at once and the shopper goes to its success page. */
  async function payOnDelivery(c: Context<AppEnv>, body: PaymentRequest, returnOrigin: string) {
    const orderId = normaliseOrderId(body.orderId);
    const userId = c.get('user').id;
    const pending = await pendingOrder(orderId, userId);
    const cod = pending && (await codFor(pending));
    if (cod && !cod.offer.offered) throw codRefused(cod.offer, cod.pin);
    const fields = validatePaymentFields(body.fields, {
      gateway: env.PAYMENT_SANDBOX,
      codFeePaise: cod?.offer.offered ? cod.offer.feePaise : 0,
    });
    const { method: _method, ...payer } = fields;
    const result = await chooseCashOnDelivery(db, codTerms(store), orderId, userId, {
      ...payer,
      returnOrigin,
    });
    if (result.kind === 'order-not-found') throw new HttpError(404, paymentMessages.orderNotFound);
    if (result.kind === 'not-pending') throw new HttpError(409, paymentMessages.notPending);
    if (result.kind === 'time-over') throw await timeOver(orderId);
    if (result.kind === 'refused') throw codRefused(result.offer, result.pin);
    const answer: PaymentResponseInput = {
      success: true,
      redirectUrl: `${returnOrigin}${orderSuccessHref(result.orderId)}`,
      paymentId: result.paymentId,
    };
    return c.json(answer);
  }

  /**
   * A payment tried after the order's time to pay ran out: the order is cancelled now, as the sweep
   * would (unless a payment started in time is still open), and the shopper reads why.
   */
  async function timeOver(orderId: string) {
    const cancelled = await cancelUnpaidOrders(db, new Date(), orderId);
    return new HttpError(409, cancelled.length > 0 ? payByTexts.over : payByTexts.overPaying);
  }

  function upiLinkOf(payment: typeof payments.$inferSelect) {
    return buildUpiLink({
      payeeVpa: store.upiId,
      payeeName: store.storeName,
      amountRupees: fromPaise(payment.amountPaise),
      note: `Order ${payment.orderId}`,
      reference: payment.reference,
    });
  }
}
