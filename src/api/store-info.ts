import useSWR from 'swr';
import type { StoreInfo } from '../contract/store-info.ts';
import { lazyContract, request, type ApiClient } from './http.ts';

const contract = lazyContract(() => import('../contract/store-info.ts'));

export const storeInfoKey = '/storeInfo';

export const getStoreInfo = async (client?: ApiClient): Promise<StoreInfo> =>
  request(storeInfoKey, (await contract()).storeInfo, {}, client);

/** The fetcher of storeInfoKey (see src/api/products.ts). */
export const fetchStoreInfo = (_key: string, client?: ApiClient) => getStoreInfo(client);

export function useStoreInfo() {
  return useSWR(storeInfoKey, fetchStoreInfo, { revalidateOnFocus: false });
}
