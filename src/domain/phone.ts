export const PHONE_PREFIX = '+91';
export const PHONE_MAX_LENGTH = 13;
export const PHONE_DIGITS = 10;

export const phoneMessages = {
  prefix: 'Phone number must start with +91',
  minLength: (n: number) => `Phone number must have at least ${n} characters`,
  maxLength: (n: number) => `Phone number must have no more than ${n} characters`,
  exactLength: 'Phone number must be 13 characters (including +91)',
  pattern: 'Invalid phone number format',
} as const;

/** A payment field is a phone field when its type is tel or its name contains 'phone'. */
export function isPhoneField(field: { type: string; name: string }): boolean {
  return field.type.toLowerCase() === 'tel' || field.name.toLowerCase().includes('phone');
}

/**
 * What a phone input shows while the shopper types: +91, then at most 10 digits. A backspace into
 * the prefix ('+9…', '+1…', '+…') keeps the digits typed after it.
 */
export function normalisePhoneInput(raw: string): string {
  const text = raw.trim();
  let digits: string;
  if (text.startsWith(PHONE_PREFIX)) digits = text.slice(PHONE_PREFIX.length).replace(/\D/g, '');
  else if (/^\+[19]/.test(text)) digits = text.slice(2).replace(/\D/g, '');
  else if (text.startsWith('+')) digits = text.slice(1).replace(/\D/g, '');
  else {
    // Pasted without the +: 09876543210, 919876543210 and 0091… all mean the same mobile number.
    digits = text.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length > PHONE_DIGITS && digits.startsWith('91')) digits = digits.slice(2);
  }
  return PHONE_PREFIX + digits.slice(0, PHONE_DIGITS);
}

/** Nothing typed yet: the prefix alone counts as empty for required checks. */
export function isBlankPhone(value: string): boolean {
  const v = value.trim();
  return v === '' || v === PHONE_PREFIX;
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A malformed pattern from the payment provider must not block the shopper.
    return true;
  }
}

/** The payment form's phone check (spec section 5), with the spec's messages. */
export function phoneError(
  value: string,
  rules: { minLength?: number; maxLength?: number; pattern?: string } = {},
): string | undefined {
  const { minLength, maxLength, pattern } = rules;
  if (!value.startsWith(PHONE_PREFIX)) return phoneMessages.prefix;
  if (minLength !== undefined && value.length < minLength) return phoneMessages.minLength(minLength);
  if (maxLength !== undefined && value.length > maxLength) return phoneMessages.maxLength(maxLength);
  if (minLength === undefined && maxLength === undefined && value.length !== PHONE_MAX_LENGTH) {
    return phoneMessages.exactLength;
  }
  if (!/^\d*$/.test(value.slice(PHONE_PREFIX.length))) return phoneMessages.pattern;
  if (pattern && !matches(pattern, value)) return phoneMessages.pattern;
  return undefined;
}

/**
 * An Indian mobile number in E.164 (+91 and 10 digits starting 6-9), from the ways people write it:
 * 9876543210, 09876543210, 919876543210, +91 98765 43210, +91-98765-43210, 0091 98765 43210.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `${PHONE_PREFIX}${match[1]}` : null;
}

/** '+919876543210' → '+91 98765 43210'; anything that is not a mobile number comes back unchanged. */
export function formatIndianMobile(value: string): string {
  const e164 = normaliseIndianMobile(value);
  if (!e164) return value;
  const digits = e164.slice(PHONE_PREFIX.length);
  return `${PHONE_PREFIX} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
