import { accountInfo } from '../../src/mocks/fixtures/account.ts';
import { placedOrder } from '../../src/mocks/fixtures/orders.ts';
import { upiLink } from '../../src/mocks/fixtures/payments.ts';
import { floorCleaner, nitrileGloves } from '../../src/mocks/fixtures/products.ts';
import type { Backend } from './fixtures.ts';
import { uniqueEmail } from './fixtures.ts';
import { FLOOR_CLEANER, GLOVES, GLOVES_PRICE, SHIPPING_PHONE } from './shopper.ts';

/**
 * What a journey may count on in each shop: the same steps, the shop's own catalogue and answers.
 * `server` is our server's seeded catalogue; `spec-only` the mocks' fixtures (src/mocks/fixtures).
 */
export interface ShopData {
  /** A HouseHold Supplies product on the listing's first page. */
  listed: string;
  /** A product that needs a size, found through a sub-category. */
  sized: { name: string; subCategory: string; size: string; price: number };
  /** Who registers and signs in (the mocks read every account back as their one shopper). */
  shopper: (tag: string) => { email: string; firstName: string; lastName: string };
  /** GET /payments/fields says testMode (our server runs the journeys with its sandbox gateway). */
  testMode: boolean;
  /** The rupees the UPI QR answer asks for an order of `total` (the mocks answer one fixed order). */
  upiAmount: (total: number) => number;
  /** The phone that finds an order placed with fillShipping. */
  trackingPhone: string;
}

const amountOf = (link: string) =>
  Number(new URL(link.replace('upi://pay', 'https://upi.invalid/pay')).searchParams.get('am'));

export const shops: Record<Backend, ShopData> = {
  server: {
    listed: FLOOR_CLEANER,
    sized: { name: GLOVES, subCategory: 'Gloves & Safety', size: 'M', price: GLOVES_PRICE },
    shopper: (tag) => ({ email: uniqueEmail(tag), firstName: 'Asha', lastName: 'Verma' }),
    testMode: true,
    upiAmount: (total) => total,
    trackingPhone: SHIPPING_PHONE,
  },
  'spec-only': {
    listed: floorCleaner.title,
    sized: {
      name: nitrileGloves.title,
      subCategory: String(nitrileGloves.parentCategory),
      size: 'M',
      price: Number(nitrileGloves.regularPrice),
    },
    shopper: () => ({
      email: accountInfo.email,
      firstName: accountInfo.firstName,
      lastName: accountInfo.lastName,
    }),
    testMode: false,
    upiAmount: () => amountOf(upiLink),
    trackingPhone: placedOrder.shippingAddress?.phone ?? '',
  },
};
