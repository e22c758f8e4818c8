import useSWR from 'swr';
import type { StoreInfo } from '../contract/store-info.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/store-info.ts'));

export const storeInfoKey = '/storeInfo';

export const getStoreInfo = async (): Promise<StoreInfo> =>
  request(storeInfoKey, (await contract()).storeInfo);

export function useStoreInfo() {
  return useSWR(storeInfoKey, getStoreInfo, { revalidateOnFocus: false });
}
