import type { TaxYear } from '../domain/tax-statement.ts';
import { requestFile } from './files.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/invoice.ts'));

export const taxYearsKey = '/account/tax-documents';

/** Extension GET /account/tax-documents: the financial years of the shopper's tax invoices. */
export const getTaxYears = async (): Promise<TaxYear[]> =>
  (await request(taxYearsKey, (await contract()).taxYearsAnswer)).data;

/**
 * The years, signed in only. A server without statements (404/405) answers null and the account
 * page offers none; any other failure is the caller's `error`.
 */
export function useTaxYears(signedIn: boolean) {
  return useSignedInExtension(signedIn, taxYearsKey, getTaxYears);
}

/** Extension GET /account/tax-documents/{fy}: that year's statement, a CSV file. */
export const getTaxStatement = (financialYear: string): Promise<Blob> =>
  requestFile(`${taxYearsKey}/${encodeURIComponent(financialYear)}`, 'text/csv');
