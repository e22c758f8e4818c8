import { http, HttpResponse } from 'msw';
import {
  creditAccount,
  payOnAccountRequest,
  type CreditAccountInput,
} from '../../contract/credit-account.ts';
import type { PaymentResponseInput, PaymentStatusAnswerInput } from '../../contract/payment.ts';
import { accountPaymentReturnHref, accountTexts } from '../../domain/credit-account.ts';
import { accountPaymentId, accountPaymentPending } from '../fixtures/credit-account.ts';
import { testBank } from '../fixtures/payments.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/** Where the mocks' shop runs: the gateway's form comes back to its account page. */
const APP_ORIGIN = 'http://localhost:5173';

/**
 * A shopper's credit with the shop as our server answers it (server/routes/account): none by
 * default, so the account page shows no card; a story passes the account it shows. Paying an
 * order of it online (POST /account/credit/pay) answers the sandbox gateway's form for its open
 * payment (`accountPaymentId`), which GET /payments/{id} answers as `payment` says.
 */
export const creditAccountHandlers = (
  account: CreditAccountInput | null = null,
  payment: PaymentStatusAnswerInput = accountPaymentPending,
) => [
  http.get(mockPath(extensionRoutes.creditAccount), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ account })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
  http.post(mockPath(extensionRoutes.creditPay), async ({ request }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const body = await readBody(request, payOnAccountRequest);
    if (!body.ok) return body.response;
    const owed = account && creditAccount.parse(account).orders.find((o) => o.id === body.data.orderId);
    if (!owed) return HttpResponse.json({ error: accountTexts.nothingOwedOnOrder }, { status: 409 });
    const answer: PaymentResponseInput = {
      success: true,
      paymentId: accountPaymentId,
      action: {
        type: 'redirect_post',
        redirectUrl: testBank.action,
        formParams: {
          type: 'sandbox',
          url: `${APP_ORIGIN}${accountPaymentReturnHref(accountPaymentId)}`,
          data: {
            paymentId: accountPaymentId,
            amount: owed.amount.toFixed(2),
            orderId: body.data.orderId,
            signature: testBank.data.signature,
          },
        },
      },
    };
    return HttpResponse.json(answer);
  }),
  // The other payments go on to the payments' handler.
  http.get(mockPath(extensionRoutes.paymentStatus), ({ request, params }) => {
    if (params.id !== accountPaymentId) return undefined;
    return hasBearer(request)
      ? HttpResponse.json(payment)
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  }),
];
