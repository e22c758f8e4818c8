import useSWR from 'swr';
import { accountInfo, type AccountInfo } from '../contract/auth.ts';
import { request } from './http.ts';

export const accountInfoKey = '/accountInfo';

export const getAccountInfo = (): Promise<AccountInfo> => request(accountInfoKey, accountInfo);

export function useAccountInfo(signedIn: boolean) {
  return useSWR(signedIn ? accountInfoKey : null, getAccountInfo, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
