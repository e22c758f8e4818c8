import { and, eq } from '../../db/orm.ts';
import { Hono } from 'hono';
import { paymentRequest, type PaymentResponseInput } from '../../../src/contract/payment.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { orderSuccessHref } from '../../../src/domain/routes.ts';
import { buildUpiLink } from '../../../src/domain/upi.ts';
import { orders, payments } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { json } from '../../lib/validate.ts';
import { appOrigin } from '../../lib/origins.ts';
import { hashToken, newPaymentReference, newToken } from '../../lib/tokens.ts';
import { normaliseOrderId } from '../../../src/domain/orders.ts';
import { paymentFieldDefinitions, validatePaymentFields } from '../../payments/fields.ts';
import { ORDER_PENDING } from '../../payments/settle.ts';

export const paymentMessages = {
  orderNotFound: 'Order not found',
  notPending: 'This order is not awaiting payment.',
} as const;

export function paymentRoutes(deps: Deps) {
  const { db, env, store } = deps;
  return new Hono<AppEnv>()
    .get('/payments/fields', (c) => {
      const fields = paymentFieldDefinitions(env.PAYMENT_SANDBOX);
      // The spec's object reading, so the storefront can say that no money is taken.
      return c.json(env.PAYMENT_SANDBOX ? { fields, testMode: true } : fields);
    })
    .post('/payments', requireUser(deps), json(paymentRequest), async (c) => {
      const body = c.req.valid('json');
      const orderId = normaliseOrderId(body.orderId);
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, c.get('user').id)))
        .limit(1);
      // Someone else's order answers exactly like a missing one.
      if (!order) throw new HttpError(404, paymentMessages.orderNotFound);
      if (order.status !== ORDER_PENDING) throw new HttpError(409, paymentMessages.notPending);
      const fields = validatePaymentFields(body.fields, env.PAYMENT_SANDBOX);

      const reference = newPaymentReference();
      const signature = newToken();
      const returnOrigin = appOrigin(c, env);
      const [payment] = await db
        .insert(payments)
        .values({
          orderId: order.id,
          method: fields.method,
          amountPaise: order.totalPaise,
          reference,
          payerName: fields.payerName,
          payerEmail: fields.payerEmail,
          payerPhone: fields.payerPhone,
          gstin: fields.gstin,
          signatureHash: fields.method === 'gateway' ? hashToken(signature) : null,
          returnOrigin,
        })
        .returning({ id: payments.id });
      const amount = fromPaise(order.totalPaise);

      if (fields.method === 'gateway') {
        const answer: PaymentResponseInput = {
          success: true,
          action: {
            type: 'redirect_post',
            redirectUrl: `${env.PUBLIC_URL}/api/v1/payments/sandbox`,
            formParams: {
              type: 'sandbox',
              url: `${returnOrigin}${orderSuccessHref(order.id)}`,
              data: { paymentId: payment!.id, amount: amount.toFixed(2), orderId: order.id, signature },
            },
          },
        };
        return c.json(answer);
      }
      // A UPI app's "success" proves nothing: the order stays Pending until the gateway's webhook.
      const link = buildUpiLink({
        payeeVpa: store.upiId,
        payeeName: store.storeName,
        amountRupees: amount,
        note: `Order ${order.id}`,
        reference,
      });
      const answer: PaymentResponseInput =
        fields.method === 'upi_qr'
          ? { success: true, action: { type: 'qr', qr: link } }
          : { success: true, redirectUrl: link, action: { type: 'deeplink', redirectUrl: link } };
      return c.json(answer);
    });
}
