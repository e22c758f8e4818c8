import { z } from 'zod';

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const STATES_AND_UTS = [...INDIAN_STATES, ...UNION_TERRITORIES] as const;

export const addressMessages = {
  required: 'All shipping information fields are required.',
  state: 'Choose a state or union territory from the list',
  postalCode: 'PIN code must be 6 digits and cannot start with 0',
  phone: 'Enter a 10-digit mobile number after +91 (it starts with 6, 7, 8 or 9)',
} as const;

export const PIN_CODE = /^[1-9][0-9]{5}$/;
export const MOBILE = /^\+91[6-9][0-9]{9}$/;

const required = (max: number) => z.string().trim().min(1, addressMessages.required).max(max);

/** The shipping address of an order: the checkout form and POST /orders use this one schema. */
export const shippingAddress = z.object({
  fullName: required(100),
  address: required(300),
  city: required(100),
  state: required(100).refine(
    (v) => (STATES_AND_UTS as readonly string[]).includes(v),
    addressMessages.state,
  ),
  postalCode: required(6).regex(PIN_CODE, addressMessages.postalCode),
  phone: required(13).regex(MOBILE, addressMessages.phone),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;
export type ShippingAddressInput = z.input<typeof shippingAddress>;
