import type { ShippingAddressInput } from '../../contract/address.ts';
import type { BusinessDetails } from '../../contract/business.ts';

/** Checkout's "Buying for a business?" part, as the form holds it: flat fields beside the address. */
export interface BusinessFieldsInput {
  forBusiness: boolean;
  gstin: string;
  legalName: string;
  /** The billing address is the shipping address (the usual case): no billing fields. */
  billingSame: boolean;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingPostalCode: string;
  /** Their purchase order number, for the invoice; optional, and never offered again. */
  purchaseOrder: string;
  /** Where a copy of the tax invoice also goes (their accounts team); optional, offered again. */
  accountsEmail: string;
}

/** The toggle's words (the fields' own load with them: business-details.ts). */
export const businessToggleText = 'Buying for a business? Add your GSTIN for a GST invoice';

export const emptyBusiness: BusinessFieldsInput = {
  forBusiness: false,
  gstin: '',
  legalName: '',
  billingSame: true,
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingPostalCode: '',
  purchaseOrder: '',
  accountsEmail: '',
};

/** Saved details (the last business order's) as the form's fields, the part switched on. */
export function businessFieldsOf(b: BusinessDetails): BusinessFieldsInput {
  return {
    forBusiness: true,
    gstin: b.gstin,
    legalName: b.legalName,
    billingSame: b.billingAddress === undefined,
    billingAddress: b.billingAddress?.address ?? '',
    billingCity: b.billingAddress?.city ?? '',
    billingState: b.billingAddress?.state ?? '',
    billingPostalCode: b.billingAddress?.postalCode ?? '',
    // The last order's number belongs to that order.
    purchaseOrder: '',
    accountsEmail: b.accountsEmail ?? '',
  };
}

/**
 * Checkout's whole form as it holds its values: the shipping address, the delivery instructions
 * (empty: none) and the business part.
 */
export type CheckoutFormInput = ShippingAddressInput & { deliveryNote: string } & BusinessFieldsInput;
