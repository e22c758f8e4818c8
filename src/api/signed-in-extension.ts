import useSWR from 'swr';
import { unlessNotOffered } from './errors.ts';

/**
 * A signed-in shopper's data from an extension (address book, saved business details, reorder
 * lists, back-in-stock alerts, tax years): asked while signed in, once a visit (not on focus, not
 * again after a failure). null where the server does not offer the call (404/405), and the screen
 * falls back to the spec's behaviour; any other failure is the caller's `error`.
 */
export const useSignedInExtension = <T>(signedIn: boolean, key: string, get: () => Promise<T>) =>
  useSWR(signedIn ? key : null, () => unlessNotOffered<T | null>(get, () => null), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
