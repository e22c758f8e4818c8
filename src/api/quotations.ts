import type { TaxDocument } from '../contract/invoice.ts';
import type { QuotationRequestInput } from '../contract/quotation.ts';
import { type NotOffered, orNotOffered } from './errors.ts';
import { requestFile } from './files.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/quotation.ts'));

/**
 * POST /quotations (an extension): the cart priced as an order would be today, with its GST, as a
 * quotation. NOT_OFFERED from a server without it (404/405); its 400/409 say which line and why.
 */
export async function makeQuotation(input: QuotationRequestInput): Promise<TaxDocument | NotOffered> {
  const { quotationRequest, quotationAnswer } = await contract();
  const body = quotationRequest.parse(input);
  const answer = await orNotOffered(() => request('/quotations', quotationAnswer, { method: 'POST', body }));
  return answer === 'not-offered' ? answer : answer.quotation;
}

/** POST /quotations.pdf: the same quotation as a PDF, to save or forward (the same refusals, as JSON). */
export async function getQuotationPdf(input: QuotationRequestInput): Promise<Blob> {
  const body = (await contract()).quotationRequest.parse(input);
  return requestFile('/quotations.pdf', 'application/pdf', { method: 'POST', body });
}
