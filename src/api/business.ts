import type { BusinessDetails } from '../contract/business.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/business.ts'));

export const savedBusinessKey = '/account/business';

/** Extension GET /account/business: the business details of the shopper's last business order. */
export const getSavedBusiness = async (): Promise<BusinessDetails | null> =>
  (await request(savedBusinessKey, (await contract()).savedBusiness)).business;

/**
 * The details checkout offers again, for a signed-in shopper only; a server without them (404/405)
 * answers null and the business part starts empty.
 */
export function useSavedBusiness(signedIn: boolean) {
  return useSignedInExtension(signedIn, savedBusinessKey, getSavedBusiness);
}
