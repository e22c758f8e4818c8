import { PIN_CODE } from './limits.ts';
import { preprocess, z } from './zod.ts';

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

export { PIN_CODE };

/**
 * The postal regions of India Post: the first digits of a PIN name where it is. A state's PINs
 * start with one of its prefixes (the regions that straddle two states list theirs in both).
 */
export const PIN_PREFIXES: Record<
  (typeof INDIAN_STATES)[number] | (typeof UNION_TERRITORIES)[number],
  readonly string[]
> = {
  Delhi: ['11'],
  Haryana: ['12', '13'],
  Punjab: ['14', '15', '16'],
  Chandigarh: ['16'],
  'Himachal Pradesh': ['17'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['19'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '26'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Gujarat: ['36', '37', '38', '39'],
  'Dadra and Nagar Haveli and Daman and Diu': ['396'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Goa: ['403'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Chhattisgarh: ['49'],
  Telangana: ['50'],
  'Andhra Pradesh': ['51', '52', '53'],
  Karnataka: ['56', '57', '58', '59'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Puducherry: ['533', '605', '607', '609', '673'],
  Kerala: ['67', '68', '69'],
  Lakshadweep: ['682'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  Sikkim: ['737'],
  'Andaman and Nicobar Islands': ['744'],
  Odisha: ['75', '76', '77'],
  Assam: ['78'],
  'Arunachal Pradesh': ['790', '791', '792'],
  Meghalaya: ['793', '794'],
  Manipur: ['795'],
  Mizoram: ['796'],
  Nagaland: ['797', '798'],
  Tripura: ['799'],
  Bihar: ['80', '81', '82', '83', '84', '85'],
  Jharkhand: ['81', '82', '83', '84', '85'],
};

/** The states and union territories whose postal region a PIN is in (usually one). */
export const statesOfPin = (pin: string): string[] =>
  Object.entries(PIN_PREFIXES)
    .filter(([, prefixes]) => prefixes.some((p) => pin.startsWith(p)))
    .map(([state]) => state);

/** The state or union territory a whole PIN is in, when its postal region is in one only. */
export const stateOfPin = (pin: string): string | undefined => {
  if (!PIN_CODE.test(pin)) return undefined;
  const where = statesOfPin(pin);
  return where.length === 1 ? where[0] : undefined;
};

/** A PIN belongs to a state when it is in one of the state's postal regions. */
export const pinMatchesState = (pin: string, state: string): boolean =>
  (PIN_PREFIXES as Record<string, readonly string[] | undefined>)[state]?.some((p) => pin.startsWith(p)) ??
  true;

export const pinStateMessage = (pin: string, state: string): string => {
  const where = statesOfPin(pin);
  return where.length > 0
    ? `PIN code ${pin} is in ${where.join(' or ')}, not ${state}. Please check the PIN code or the state.`
    : `PIN code ${pin} is not in ${state}. Please check the PIN code or the state.`;
};
export const MOBILE = /^\+91[6-9][0-9]{9}$/;

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, addressMessages.required), z.maxLength(max));

const addressFields = z.object({
  fullName: required(100),
  address: required(300),
  city: required(100),
  state: required(100).check(
    z.refine((v) => (STATES_AND_UTS as readonly string[]).includes(v), addressMessages.state),
  ),
  postalCode: required(6).check(z.regex(PIN_CODE, addressMessages.postalCode)),
  phone: required(13).check(z.regex(MOBILE, addressMessages.phone)),
});

/** Checked once both are well formed: the PIN must be in the chosen state's postal region. */
const pinInState = (a: { state: string; postalCode: string }, ctx: z.core.$RefinementCtx) => {
  if (!PIN_CODE.test(a.postalCode) || !(STATES_AND_UTS as readonly string[]).includes(a.state)) return;
  if (!pinMatchesState(a.postalCode, a.state))
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: pinStateMessage(a.postalCode, a.state) });
};

/** The shipping address of an order: the checkout form and POST /orders use this one schema. */
export const shippingAddress = addressFields.check(z.superRefine(pinInState));
export type ShippingAddress = z.infer<typeof shippingAddress>;
export type ShippingAddressInput = z.input<typeof shippingAddress>;

/** A business buyer's billing address, where it is not the shipping address (no name or phone). */
export const billingAddress = z
  .pick(addressFields, { address: true, city: true, state: true, postalCode: true })
  .check(z.superRefine(pinInState));
export type BillingAddress = z.infer<typeof billingAddress>;

/** The longest delivery instructions an order keeps (a courier's label has room for about this). */
export const DELIVERY_NOTE_LENGTH = 200;

export const deliveryNoteMessage = `Delivery instructions may be ${DELIVERY_NOTE_LENGTH} characters at most`;

/**
 * Extension: the shopper's words for the courier (a landmark, when to call), on one line: line
 * breaks and runs of spaces become one space, and an empty note is none.
 */
export const deliveryNote = preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\p{Cc}\s]+/gu, ' ').trim() || undefined : v),
  z.optional(z.string().check(z.maxLength(DELIVERY_NOTE_LENGTH, deliveryNoteMessage))),
);
