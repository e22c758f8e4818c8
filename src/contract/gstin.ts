import type { STATES_AND_UTS } from './address.ts';

/**
 * The GSTIN as it travels: its shape, check character and state code (INDIA.md, "Business
 * buyers"), with the exact message for each fault. A wire rule like the PIN prefixes beside the
 * address: the order request checks a business buyer's GSTIN with it, and src/domain/gst.ts
 * re-exports it with the tax rules.
 */

type StateOrTerritory = (typeof STATES_AND_UTS)[number];

/** The GST state code (a GSTIN's first two digits) of each state and union territory. */
export const GST_STATE_CODES: Readonly<Record<StateOrTerritory, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Registrations outside any state (a GSTIN may start with it; no address is in it). */
export const OTHER_TERRITORY_CODE = '97';

/** The state's GST code, or undefined for a name that is not a state or union territory. */
export const gstStateCode = (state: string): string | undefined =>
  (GST_STATE_CODES as Readonly<Record<string, string | undefined>>)[state];

/** The state or union territory a GST state code stands for ('Other Territory' for 97). */
export const stateOfGstCode = (code: string): string | undefined =>
  code === OTHER_TERRITORY_CODE
    ? 'Other Territory'
    : Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0];

export const GSTIN_LENGTH = 15;
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** How a shopper's typing is read: spaces dropped, letters in capitals. */
export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * The check character of a GSTIN's first 14 characters (Luhn mod 36): each character's value
 * times 1, 2, 1, 2, … from the left; the quotient and remainder by 36 of each product summed.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i] ?? '(none)'}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export const gstinMessages = {
  length: (n: number) => `A GSTIN has 15 characters; this one has ${n}.`,
  shape:
    'A GSTIN is the 2-digit state code, the 10-character PAN, an entity number, the letter Z and a check character, like 27AAPFU0939F1ZV.',
  stateCode: (code: string) => `A GSTIN starts with a GST state code; ${code} is not one.`,
  check:
    'This GSTIN does not add up (its last character is a check on the others): one of its characters is mistyped.',
  state: (code: string, registered: string, billing: string) =>
    `This GSTIN is registered in ${registered} (state code ${code}), but the address is in ${billing}. Use the address the GSTIN is registered at.`,
} as const;

/**
 * What is wrong with a GSTIN as typed (normalised first), or null when it is well formed, its
 * check character adds up and, given a billing state, its state code is that state's. Well formed
 * is not registered: only the GST portal can say that.
 */
export function gstinProblem(typed: string, billingState?: string): string | null {
  const gstin = normaliseGstin(typed);
  if (gstin.length !== GSTIN_LENGTH) return gstinMessages.length(gstin.length);
  if (!GSTIN_SHAPE.test(gstin)) return gstinMessages.shape;
  const code = gstin.slice(0, 2);
  const registered = stateOfGstCode(code);
  if (registered === undefined) return gstinMessages.stateCode(code);
  if (gstinCheckCharacter(gstin) !== gstin[14]) return gstinMessages.check;
  if (billingState !== undefined && gstStateCode(billingState) !== code)
    return gstinMessages.state(code, registered, billingState);
  return null;
}

export const isValidGstin = (typed: string): boolean => gstinProblem(typed) === null;
