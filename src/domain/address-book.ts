import type { ShippingAddress } from '../contract/address.ts';

/**
 * A signed-in shopper's address book: every address an order went to is kept (the same address
 * typed again is one entry), the newest used first, at most MAX_SAVED_ADDRESSES besides the default.
 * The default is the one the shopper chose, or else the one used last; checkout starts from it.
 */
export const MAX_SAVED_ADDRESSES = 10;

/** Checkout's choice of "a new address" beside the saved ones (whose values are their ids). */
export const NEW_ADDRESS = 'new';

/** The address as compared: each part trimmed, spaces collapsed, small letters. */
export function addressKey(a: ShippingAddress): string {
  return [a.fullName, a.address, a.city, a.state, a.postalCode, a.phone]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

export const addressBookTexts = {
  heading: 'Saved addresses',
  checkoutLegend: 'Deliver to',
  newAddress: 'A new address',
  default: 'Default',
  makeDefault: 'Make default',
  remove: 'Remove',
  empty: 'Addresses you send orders to are kept here, so checkout can fill them in.',
  madeDefault: 'Default address changed',
  removed: 'Address removed',
  failedTitle: 'Could not change your addresses',
  failed: 'Please check your connection and try again.',
} as const;
