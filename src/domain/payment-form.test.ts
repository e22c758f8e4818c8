import { describe, expect, it } from 'vitest';
import { GSTIN, paymentField, type PaymentField, type PaymentFieldInput } from '../contract/payment.ts';
import {
  applyMask,
  canSubmitPayment,
  initialPaymentValues,
  normalisePaymentInput,
  offeredPaymentFields,
  payerValues,
  startingPaymentValues,
  paymentFieldError,
  paymentFieldRows,
  paymentFormMessages,
  paymentRequestFields,
  validatePaymentForm,
  visiblePaymentFields,
} from './payment-form.ts';
import { phoneMessages } from './phone.ts';

const field = (
  input: Omit<PaymentFieldInput, 'type'> & Partial<Pick<PaymentFieldInput, 'type'>>,
): PaymentField => paymentField.parse({ type: 'text', ...input });

// The mock gateway's form (src/mocks/fixtures/payments.ts), as GET /payments/fields serves it.
const method = field({
  name: 'method',
  label: 'Payment method',
  type: 'select',
  options: [{ label: 'UPI QR code', value: 'upi_qr' }],
  defaultValue: 'upi_qr',
  rules: { required: true },
  rulesMessages: ['Please choose a payment method'],
});
const payerName = field({
  name: 'payerName',
  label: 'Payer name',
  type: 'text',
  rules: { required: true, maxLength: 100 },
  rulesMessages: ['Please enter the payer name'],
});
const payerEmail = field({
  name: 'payerEmail',
  label: 'E-mail',
  type: 'email',
  rules: { required: true },
  rulesMessages: ['Please enter your e-mail address'],
});
const payerPhone = field({
  name: 'payerPhone',
  label: 'Mobile number',
  type: 'tel',
  rules: { required: true, maxLength: 13 },
  rulesMessages: ['Please enter your mobile number'],
});
const gstin = field({
  name: 'gstin',
  label: 'GSTIN',
  type: 'text',
  rules: { minLength: 15, maxLength: 15, pattern: GSTIN },
  showWhenFilled: ['payerName', 'payerEmail'],
});
const fields = [method, payerName, payerEmail, payerPhone, gstin];

const filled = {
  method: 'upi_qr',
  payerName: 'Priya Sharma',
  payerEmail: 'priya.sharma@example.com',
  payerPhone: '+919876543210',
  gstin: '',
};

describe('initialPaymentValues', () => {
  it('starts from the default values, phones at +91 and boxes unticked', () => {
    const terms = field({ name: 'terms', label: 'I agree', type: 'checkbox' });
    const ticked = field({ name: 'news', label: 'News', type: 'checkbox', defaultValue: true });
    expect(initialPaymentValues([...fields, terms, ticked])).toEqual({
      method: 'upi_qr',
      payerName: '',
      payerEmail: '',
      payerPhone: '+91',
      gstin: '',
      terms: '',
      news: 'true',
    });
  });

  it('normalises a default phone and applies a mask to a default value', () => {
    const phone = field({ name: 'altPhone', type: 'text', defaultValue: '09876543210' });
    const card = field({ name: 'card', type: 'text', mask: '9999 9999', defaultValue: '12345678' });
    expect(initialPaymentValues([phone, card])).toEqual({ altPhone: '+919876543210', card: '1234 5678' });
  });
});

describe('visiblePaymentFields', () => {
  it('hides a field until every field it names is filled', () => {
    const names = (values: Record<string, string>) => visiblePaymentFields(fields, values).map((f) => f.name);
    expect(names({ ...filled, payerName: '', payerEmail: '' })).not.toContain('gstin');
    expect(names({ ...filled, payerEmail: '   ' })).not.toContain('gstin');
    expect(names(filled)).toContain('gstin');
  });

  it('counts a phone holding only +91 as not filled', () => {
    const vat = field({ name: 'vat', type: 'text', showWhenFilled: ['payerPhone'] });
    expect(visiblePaymentFields([payerPhone, vat], { payerPhone: '+91' })).toEqual([payerPhone]);
    expect(visiblePaymentFields([payerPhone, vat], { payerPhone: '+919' })).toEqual([payerPhone, vat]);
  });
});

describe('paymentFieldError', () => {
  it("gives a required field's first rules message, else 'This field is required'", () => {
    expect(paymentFieldError(payerName, '   ')).toBe('Please enter the payer name');
    expect(paymentFieldError(field({ name: 'x', rules: { required: true } }), '')).toBe(
      paymentFormMessages.required,
    );
    expect(paymentFieldError(payerPhone, '+91')).toBe('Please enter your mobile number');
  });

  it('leaves an optional empty field alone', () => {
    expect(paymentFieldError(gstin, '')).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    expect(paymentFieldError(payerEmail, 'priya@example')).toBe('Please enter a valid email address');
    expect(paymentFieldError(payerEmail, ' priya@example.com ')).toBeUndefined();
    expect(paymentFieldError(payerEmail, 'x@y.z')).toBeUndefined();
    expect(paymentFieldError(payerEmail, 'priya sharma@example.com')).toBe(paymentFormMessages.email);
  });

  it('takes a select value only from its options, and any value when it lists none', () => {
    expect(paymentFieldError(method, 'upi_qr')).toBeUndefined();
    expect(paymentFieldError(method, 'bitcoin')).toBe(paymentFormMessages.option);
    expect(paymentFieldError(field({ name: 'bank', type: 'select' }), 'Any Bank')).toBeUndefined();
  });

  it('checks lengths and the pattern with clear messages', () => {
    expect(paymentFieldError(gstin, '29ABCDE1234F1Z')).toBe('Please enter at least 15 characters');
    expect(paymentFieldError(gstin, '29ABCDE1234F1Z55')).toBe('Please enter no more than 15 characters');
    expect(paymentFieldError(gstin, '29ABCDE1234F1A5')).toBe(paymentFormMessages.pattern);
    expect(paymentFieldError(gstin, '29ABCDE1234F1Z5')).toBeUndefined();
    expect(paymentFieldError(gstin, '29abcde1234f1z5')).toBeUndefined();
  });

  it('uses the +91 rules and messages for phone fields', () => {
    expect(paymentFieldError(payerPhone, '+9198765')).toBeUndefined();
    const exact = field({ name: 'contactPhone', type: 'text', rules: { required: true } });
    expect(paymentFieldError(exact, '+9198765')).toBe(phoneMessages.exactLength);
    expect(paymentFieldError(exact, '9876543210')).toBe(phoneMessages.prefix);
    const min = field({ name: 'p', type: 'tel', rules: { minLength: 13 } });
    expect(paymentFieldError(min, '+91987')).toBe('Phone number must have at least 13 characters');
  });

  it('requires a required checkbox to be ticked and a number field to hold a number', () => {
    const terms = field({
      name: 'terms',
      type: 'checkbox',
      rules: { required: true },
      rulesMessages: ['Tick it'],
    });
    expect(paymentFieldError(terms, '')).toBe('Tick it');
    expect(paymentFieldError(terms, 'true')).toBeUndefined();
    expect(paymentFieldError(field({ name: 'n', type: 'number' }), '12a')).toBe(paymentFormMessages.number);
  });

  it('does not block the shopper on a malformed pattern', () => {
    expect(paymentFieldError(field({ name: 'x', rules: { pattern: '([' } }), 'abc')).toBeUndefined();
  });
});

describe('validatePaymentForm', () => {
  it('validates only the visible fields', () => {
    const values = { ...filled, payerName: '', gstin: 'not a gstin' };
    expect(validatePaymentForm(fields, values)).toEqual({ payerName: 'Please enter the payer name' });
    expect(validatePaymentForm(fields, { ...filled, gstin: 'not a gstin' })).toEqual({
      gstin: 'Please enter at least 15 characters',
    });
  });
});

describe('canSubmitPayment', () => {
  it('waits until every visible required field holds something', () => {
    expect(canSubmitPayment(fields, initialPaymentValues(fields))).toBe(false);
    expect(canSubmitPayment(fields, { ...filled, payerPhone: '+91' })).toBe(false);
    expect(canSubmitPayment(fields, filled)).toBe(true);
  });

  it('ignores a hidden required field', () => {
    const company = field({ name: 'company', label: 'Company' });
    const hidden = field({ name: 'h', rules: { required: true }, showWhenFilled: ['company'] });
    expect(canSubmitPayment([company, hidden], { company: '', h: '' })).toBe(true);
    expect(canSubmitPayment([company, hidden], { company: 'Gupta Traders', h: '' })).toBe(false);
  });
});

describe('paymentRequestFields', () => {
  it('sends the visible fields, trimmed, with checkboxes as true or false', () => {
    const terms = field({ name: 'terms', type: 'checkbox' });
    const values = { ...filled, payerName: '  Priya Sharma ', terms: '' };
    expect(paymentRequestFields([...fields, terms], { ...values, payerEmail: '' })).toEqual({
      method: 'upi_qr',
      payerName: 'Priya Sharma',
      payerEmail: '',
      payerPhone: '+919876543210',
      terms: 'false',
    });
    expect(paymentRequestFields(fields, filled)).toHaveProperty('gstin', '');
  });
});

describe('normalisePaymentInput and applyMask', () => {
  it('keeps +91 on phone fields and drops letters', () => {
    expect(normalisePaymentInput(payerPhone, '+91abc98765')).toBe('+9198765');
    expect(normalisePaymentInput(payerPhone, '')).toBe('+91');
  });

  it('shapes masked input as the shopper types', () => {
    expect(applyMask('9999 9999', '1234')).toBe('1234');
    expect(applyMask('9999 9999', '1234 ')).toBe('1234');
    expect(applyMask('9999 9999', '12345')).toBe('1234 5');
    expect(applyMask('9999 9999', '1234-5678-9')).toBe('1234 5678');
    expect(applyMask('9999 9999', 'ab12')).toBe('12');
    expect(applyMask('aaaaa9999a', 'abcde1234f')).toBe('abcde1234f');
    const card = field({ name: 'card', mask: '9999 9999' });
    expect(normalisePaymentInput(card, '12345678')).toBe('1234 5678');
    expect(normalisePaymentInput(payerName, 'Priya ')).toBe('Priya ');
  });
});

describe('paymentFieldRows', () => {
  it('puts two inline fields side by side and every other field on its own row', () => {
    const a = field({ name: 'a', inline: true });
    const b = field({ name: 'b', inline: true });
    const c = field({ name: 'c', inline: true });
    const d = field({ name: 'd' });
    const rows = paymentFieldRows([d, a, b, c, d]).map((row) => row.map((f) => f.name));
    expect(rows).toEqual([['d'], ['a', 'b'], ['c'], ['d']]);
  });
});

describe('the values a payment form starts with', () => {
  const methods = field({
    name: 'method',
    type: 'select',
    options: [
      { label: 'UPI QR code', value: 'upi_qr' },
      { label: 'UPI app on this phone', value: 'upi_app' },
      { label: 'Card / Netbanking (gateway)', value: 'gateway' },
    ],
    defaultValue: 'upi_app',
  });
  const name = field({ name: 'payerName', type: 'text' });
  const company = field({ name: 'companyName', type: 'text' });
  const email = field({ name: 'payerEmail', type: 'email' });
  const phone = field({ name: 'payerPhone', type: 'tel' });
  const all = [methods, name, company, email, phone];

  it("fills the payer's name, e-mail and mobile by what each field asks for", () => {
    expect(
      payerValues(all, { name: ' Asha Verma ', email: 'asha@example.in', phone: '+919876543210' }),
    ).toEqual({
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
    });
    expect(payerValues(all, { name: '', email: undefined })).toEqual({});
  });

  it("keeps the last attempt's method and details, but only an option the select offers", () => {
    const start = startingPaymentValues(all, {
      method: 'gateway',
      payerName: 'Asha',
      payerPhone: '9876543210',
    });
    expect(start).toMatchObject({ method: 'gateway', payerName: 'Asha', payerPhone: '+919876543210' });
    expect(startingPaymentValues(all, { method: 'cheque' }).method).toBe('upi_app');
    expect(startingPaymentValues(all).payerName).toBe('');
  });

  it('offers the UPI-app method only where a UPI app can open, moving its default to the first left', () => {
    expect(offeredPaymentFields(all, { canOpenUpiApp: true })).toBe(all);
    const [desk] = offeredPaymentFields(all, { canOpenUpiApp: false });
    expect(desk!.options.map((o) => o.value)).toEqual(['upi_qr', 'gateway']);
    expect(desk!.defaultValue).toBe('upi_qr');
    expect(
      startingPaymentValues(offeredPaymentFields(all, { canOpenUpiApp: false }), { method: 'upi_app' })
        .method,
    ).toBe('upi_qr');
  });
});
