import type { CreditAccount } from '../contract/credit-account.ts';
import type { PaymentResponse } from '../contract/payment.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/credit-account.ts'));
const paymentContract = lazyContract(() => import('../contract/payment.ts'));

export const creditAccountKey = '/account/credit';

/** Extension GET /account/credit: the shopper's credit with the shop; null when the shop gave them none. */
export const getCreditAccount = async (): Promise<CreditAccount | null> =>
  (await request(creditAccountKey, (await contract()).creditAccountAnswer)).account;

/**
 * The shopper's credit, signed in only. null without credit, and where the server does not buy on
 * account (404/405): the account page then shows no such card; any other failure is the caller's `error`.
 */
export function useCreditAccount(signedIn: boolean) {
  return useSignedInExtension(signedIn, creditAccountKey, getCreditAccount);
}

/**
 * Extension POST /account/credit/pay: pay an order on account online. The answer is POST
 * /payments' (the gateway's form), read by paymentOutcome; 409 when nothing is owed on it any more.
 */
export async function payOnAccountOnline(orderId: string): Promise<PaymentResponse> {
  const [{ payOnAccountRequest }, { paymentResponse }] = await Promise.all([contract(), paymentContract()]);
  return request(`${creditAccountKey}/pay`, paymentResponse, {
    method: 'POST',
    body: payOnAccountRequest.parse({ orderId }),
  });
}
