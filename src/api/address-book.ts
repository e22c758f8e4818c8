import type { SavedAddress } from '../contract/address-book.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/address-book.ts'));

export const addressBookKey = '/account/addresses';

/** Extension GET /account/addresses: the signed-in shopper's saved addresses, the default first. */
export const getAddressBook = async (): Promise<SavedAddress[]> =>
  request(addressBookKey, (await contract()).addressBook);

/** Makes a saved address the default; answers the book as it now is. */
export const makeDefaultAddress = async (id: string): Promise<SavedAddress[]> =>
  request(`${addressBookKey}/${encodeURIComponent(id)}/default`, (await contract()).addressBook, {
    method: 'PUT',
  });

/** Removes a saved address; answers the book as it now is. */
export const removeAddress = async (id: string): Promise<SavedAddress[]> =>
  request(`${addressBookKey}/${encodeURIComponent(id)}`, (await contract()).addressBook, {
    method: 'DELETE',
  });

/**
 * The address book, for a signed-in shopper only. A server without it (404/405) answers null:
 * checkout starts from an empty form as the spec has it and the account page leaves the book out;
 * any other failure is the caller's `error` (checkout goes on without it).
 */
export function useAddressBook(signedIn: boolean) {
  return useSignedInExtension(signedIn, addressBookKey, getAddressBook);
}
