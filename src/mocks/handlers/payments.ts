import { http, HttpResponse } from 'msw';
import { paymentRequest, type PaymentFieldsAnswerInput } from '../../contract/payment.ts';
import { COD_METHOD } from '../../domain/cash-on-delivery.ts';
import { ACCOUNT_METHOD } from '../../domain/credit-account.ts';
import {
  accountResponse,
  codResponse,
  deeplinkResponse,
  paymentFields,
  paymentFieldsTestMode,
  paymentFieldsWithCod,
  paymentStatusPending,
  qrResponse,
  redirectPostResponse,
  watchedPaymentId,
} from '../fixtures/payments.ts';
import { readBody } from './request.ts';

const byMethod = {
  upi_qr: qrResponse,
  upi_app: deeplinkResponse,
  gateway: redirectPostResponse,
  [COD_METHOD]: codResponse,
  [ACCOUNT_METHOD]: accountResponse,
} as const;

const isMethod = (v: string | undefined): v is keyof typeof byMethod => v !== undefined && v in byMethod;

const FIELDS = '*/api/v1/payments/fields';
/** GET /payments/{id}; listed after FIELDS, which it would otherwise match. */
export const PAYMENT_STATUS = '*/api/v1/payments/:id';
/** The address of the watched payment, for a story's own answer. */
export const paymentStatusPath = `*/api/v1/payments/${watchedPaymentId}`;

/** A server with its sandbox gateway on: `msw.use(paymentFieldsTestModeHandler)` in a story. */
export const paymentFieldsTestModeHandler = http.get(FIELDS, () => HttpResponse.json(paymentFieldsTestMode));

/** Our server asked about an order that may be paid in cash on delivery: `msw.use(paymentFieldsCodHandler)`. */
export const paymentFieldsCodHandler = http.get(FIELDS, ({ request }) =>
  HttpResponse.json(new URL(request.url).searchParams.has('orderId') ? paymentFieldsWithCod : paymentFields),
);

/** Our server's answer for an order this customer may buy on account: `msw.use(paymentFieldsHandler(answer))`. */
export const paymentFieldsHandler = (answer: PaymentFieldsAnswerInput) =>
  http.get(FIELDS, ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.has('orderId') ? answer : paymentFields),
  );

export const paymentHandlers = [
  http.get(FIELDS, () => HttpResponse.json(paymentFields)),
  http.post('*/api/v1/payments', async ({ request }) => {
    const body = await readBody(request, paymentRequest);
    if (!body.ok) return body.response;
    const method = body.data.fields.method ?? 'upi_qr';
    if (!isMethod(method)) {
      return HttpResponse.json(
        { success: false, error: `Unknown payment method: ${method}` },
        { status: 400 },
      );
    }
    // Our server's extension: the payment to watch (a spec-only server leaves it out).
    if (method === COD_METHOD || method === ACCOUNT_METHOD) return HttpResponse.json(byMethod[method]);
    return HttpResponse.json({ ...byMethod[method], paymentId: watchedPaymentId });
  }),
  http.get(PAYMENT_STATUS, ({ params }) =>
    params.id === watchedPaymentId
      ? HttpResponse.json(paymentStatusPending)
      : HttpResponse.json({ error: 'Payment not found' }, { status: 404 }),
  ),
];
