import type { PaymentField } from '../contract/payment.ts';
import { PHONE_PREFIX, isBlankPhone, isPhoneField, normalisePhoneInput, phoneError } from './phone.ts';

/** The payment form's values by field name; a checkbox holds 'true' when ticked, else ''. */
export type PaymentValues = Record<string, string>;

export const paymentFormMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  number: 'Please enter a number',
  option: 'Please choose one of the options',
  minLength: (n: number) => `Please enter at least ${n} characters`,
  maxLength: (n: number) => `Please enter no more than ${n} characters`,
  pattern: 'Please enter this in the format asked for',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MASK_SLOTS: Record<string, RegExp> = { '9': /\d/, a: /[a-z]/i, '*': /[a-z0-9]/i };

/**
 * A simple input mask: '9' takes a digit, 'a' a letter, '*' either; anything else is written as is.
 * '9999 9999' turns '12345678' (or '1234-5678') into '1234 5678'.
 */
export function applyMask(mask: string, raw: string): string {
  const chars = [...raw].filter((c) => /[a-z0-9]/i.test(c));
  let out = '';
  for (const slot of mask) {
    if (chars.length === 0) break;
    const accepts = MASK_SLOTS[slot];
    if (!accepts) {
      out += slot;
      continue;
    }
    while (chars.length > 0 && !accepts.test(chars[0] ?? '')) chars.shift();
    const next = chars.shift();
    if (next === undefined) break;
    out += next;
  }
  return out.replace(/[^a-z0-9]+$/i, '');
}

/** What a field holds after the shopper types `raw`: phones keep +91, masked fields their shape. */
export function normalisePaymentInput(field: PaymentField, raw: string): string {
  if (field.type === 'checkbox') return raw;
  if (isPhoneField(field)) return normalisePhoneInput(raw);
  if (field.mask) return applyMask(field.mask, raw);
  return raw;
}

export function initialPaymentValues(fields: readonly PaymentField[]): PaymentValues {
  const values: PaymentValues = {};
  for (const field of fields) {
    const value = field.defaultValue ?? '';
    if (field.type === 'checkbox') values[field.name] = value.toLowerCase() === 'true' ? 'true' : '';
    else if (isPhoneField(field)) values[field.name] = value ? normalisePhoneInput(value) : PHONE_PREFIX;
    else values[field.name] = field.mask ? applyMask(field.mask, value) : value;
  }
  return values;
}

/** Empty for the required check: blank text, a phone with only +91, an unticked box. */
export function isPaymentValueBlank(field: PaymentField, value: string | undefined): boolean {
  const v = value ?? '';
  if (field.type === 'checkbox') return v !== 'true';
  if (isPhoneField(field)) return isBlankPhone(v);
  return v.trim() === '';
}

/** A field shows once every field named in its showWhenFilled holds something. */
export function isPaymentFieldVisible(
  field: PaymentField,
  fields: readonly PaymentField[],
  values: PaymentValues,
): boolean {
  return field.showWhenFilled.every((name) => {
    const other = fields.find((f) => f.name === name);
    const value = values[name] ?? '';
    return other ? !isPaymentValueBlank(other, value) : value.trim() !== '';
  });
}

export function visiblePaymentFields(fields: readonly PaymentField[], values: PaymentValues): PaymentField[] {
  return fields.filter((field) => isPaymentFieldVisible(field, fields, values));
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A malformed pattern from the payment provider must not block the shopper.
    return true;
  }
}

/** The first problem with one field's value, or undefined. Optional empty fields are fine. */
export function paymentFieldError(field: PaymentField, value: string | undefined): string | undefined {
  const v = value ?? '';
  if (isPaymentValueBlank(field, v)) {
    return field.rules.required ? (field.rulesMessages[0] ?? paymentFormMessages.required) : undefined;
  }
  if (field.type === 'checkbox') return undefined;
  if (isPhoneField(field)) return phoneError(v.trim(), field.rules);
  const text = v.trim();
  // Only a value it offers: a default outside the options, or a caller other than the form.
  if (field.type === 'select' && field.options.length > 0 && !field.options.some((o) => o.value === text)) {
    return paymentFormMessages.option;
  }
  const { minLength, maxLength, pattern } = field.rules;
  if (field.type === 'email' && !EMAIL.test(text)) return paymentFormMessages.email;
  if (field.type === 'number' && !Number.isFinite(Number(text))) return paymentFormMessages.number;
  if (minLength !== undefined && text.length < minLength) return paymentFormMessages.minLength(minLength);
  if (maxLength !== undefined && text.length > maxLength) return paymentFormMessages.maxLength(maxLength);
  if (pattern && !matches(pattern, text)) return paymentFormMessages.pattern;
  return undefined;
}

/** Errors by field name; hidden fields are not validated (spec section 5). */
export function validatePaymentForm(fields: readonly PaymentField[], values: PaymentValues): PaymentValues {
  const errors: PaymentValues = {};
  for (const field of visiblePaymentFields(fields, values)) {
    const error = paymentFieldError(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** Submit waits until every visible required field holds something. */
export function canSubmitPayment(fields: readonly PaymentField[], values: PaymentValues): boolean {
  return visiblePaymentFields(fields, values).every(
    (field) => !field.rules.required || !isPaymentValueBlank(field, values[field.name]),
  );
}

/** The `fields` of POST /payments: visible fields only, text trimmed, a checkbox as 'true'/'false'. */
export function paymentRequestFields(fields: readonly PaymentField[], values: PaymentValues): PaymentValues {
  const out: PaymentValues = {};
  for (const field of visiblePaymentFields(fields, values)) {
    const value = values[field.name] ?? '';
    if (field.type === 'checkbox') out[field.name] = value === 'true' ? 'true' : 'false';
    else if (isPhoneField(field)) out[field.name] = isBlankPhone(value) ? '' : value.trim();
    else out[field.name] = field.type === 'password' ? value : value.trim();
  }
  return out;
}

/** Rows of the form: two inline fields in a row share it, every other field has its own. */
export function paymentFieldRows(fields: readonly PaymentField[]): PaymentField[][] {
  const rows: PaymentField[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.inline && last?.length === 1 && last[0]?.inline) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/**
 * The values a payment form starts with: each field's default, then `start` (the last attempt's
 * values, or the payer's details) where it fits the field: a select keeps only one of its options,
 * text passes through the field's own input rules.
 */
export function startingPaymentValues(
  fields: readonly PaymentField[],
  start: PaymentValues = {},
): PaymentValues {
  const values = initialPaymentValues(fields);
  for (const field of fields) {
    const given = start[field.name];
    if (given === undefined || given === '') continue;
    if (field.type === 'select' && !field.options.some((o) => o.value === given)) continue;
    values[field.name] = normalisePaymentInput(field, given);
  }
  return values;
}

export interface PayerDetails {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * The payer's details as form values, by what each field asks for: the first e-mail field the
 * e-mail, the first phone field the mobile, the first text field named for a name the name. Fields
 * a provider names otherwise stay empty.
 */
export function payerValues(fields: readonly PaymentField[], payer: PayerDetails): PaymentValues {
  const kindOf = (field: PaymentField): keyof PayerDetails | undefined =>
    field.type === 'email'
      ? 'email'
      : isPhoneField(field)
        ? 'phone'
        : field.type === 'text' &&
            /name/i.test(field.name) &&
            !/company|business|legal|trade/i.test(field.name)
          ? 'name'
          : undefined;
  const values: PaymentValues = {};
  const filled = new Set<keyof PayerDetails>();
  for (const field of fields) {
    const kind = kindOf(field);
    // The first field of each kind only: an 'alternate phone' is not the same number again.
    if (!kind || filled.has(kind)) continue;
    filled.add(kind);
    const value = payer[kind]?.trim();
    if (value) values[field.name] = value;
  }
  return values;
}

/** A method that opens a UPI app on the same device: offered only where one can open (phones). */
export const isUpiAppOption = (option: { label: string; value: string }): boolean =>
  /^upi_?(app|intent)$/i.test(option.value) || /\bUPI app\b/i.test(option.label);

/** The fields as offered on this device: without the UPI-app method where no UPI app can open. */
export function offeredPaymentFields(
  fields: readonly PaymentField[],
  { canOpenUpiApp }: { canOpenUpiApp: boolean },
): readonly PaymentField[] {
  if (canOpenUpiApp) return fields;
  return fields.map((field) => {
    if (field.type !== 'select' || !field.options.some(isUpiAppOption)) return field;
    const options = field.options.filter((o) => !isUpiAppOption(o));
    const keepsDefault = options.some((o) => o.value === field.defaultValue);
    return { ...field, options, defaultValue: keepsDefault ? field.defaultValue : options[0]?.value };
  });
}
