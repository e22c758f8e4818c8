import useSWR from 'swr';
import type { AccountInfo } from '../contract/auth.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/auth.ts'));

export const accountInfoKey = '/accountInfo';

export const getAccountInfo = async (): Promise<AccountInfo> =>
  request(accountInfoKey, (await contract()).accountInfo);

export function useAccountInfo(signedIn: boolean) {
  return useSWR(signedIn ? accountInfoKey : null, getAccountInfo, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
