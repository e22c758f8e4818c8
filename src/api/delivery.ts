import useSWR from 'swr';
import type { DeliveryCheck } from '../contract/delivery.ts';
import { PIN_CODE } from '../contract/limits.ts';
import { lazyContract, request } from './http.ts';

const deliveryContract = lazyContract(() => import('../contract/delivery.ts'));

/** Extension GET /delivery/{pin}: whether and how soon the shop delivers there (404/405 where not offered). */
export const getDelivery = async (pin: string): Promise<DeliveryCheck> =>
  request(`/delivery/${encodeURIComponent(pin)}`, (await deliveryContract()).deliveryCheck);

/** The delivery promise for a well-formed PIN; nothing (and no call) for a partial one or where not offered. */
export function useDelivery(pin: string | undefined) {
  // A well-formed PIN only; the contract, and zod with it, stays off this chunk until the first answer.
  return useSWR(pin && PIN_CODE.test(pin) ? `/delivery/${pin}` : null, () => getDelivery(pin!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
}
