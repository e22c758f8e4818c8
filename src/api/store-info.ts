import useSWR from 'swr';
import { storeInfo, type StoreInfo } from '../contract/store-info.ts';
import { request } from './http.ts';

export const storeInfoKey = '/storeInfo';

export const getStoreInfo = (): Promise<StoreInfo> => request(storeInfoKey, storeInfo);

export function useStoreInfo() {
  return useSWR(storeInfoKey, getStoreInfo, { revalidateOnFocus: false });
}
