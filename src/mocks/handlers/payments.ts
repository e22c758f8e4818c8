import { http, HttpResponse } from 'msw';
import { paymentRequest } from '../../contract/payment.ts';
import {
  deeplinkResponse,
  paymentFields,
  paymentFieldsTestMode,
  qrResponse,
  redirectPostResponse,
} from '../fixtures/payments.ts';
import { readBody } from './request.ts';

const byMethod = {
  upi_qr: qrResponse,
  upi_app: deeplinkResponse,
  gateway: redirectPostResponse,
} as const;

const isMethod = (v: string | undefined): v is keyof typeof byMethod => v !== undefined && v in byMethod;

const FIELDS = '*/api/v1/payments/fields';

/** A server with its sandbox gateway on: `msw.use(paymentFieldsTestModeHandler)` in a story. */
export const paymentFieldsTestModeHandler = http.get(FIELDS, () => HttpResponse.json(paymentFieldsTestMode));

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
    return HttpResponse.json(byMethod[method]);
  }),
];
