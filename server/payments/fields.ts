import { z } from 'zod';
import { addressMessages } from '../../src/contract/address.ts';
import type { PaymentFieldInput } from '../../src/contract/payment.ts';
import { normaliseIndianMobile } from '../../src/domain/phone.ts';
import { HttpError } from '../lib/errors.ts';

export const PAYMENT_METHODS = ['upi_qr', 'upi_app', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const GSTIN = '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$';

const methodOptions = [
  { label: 'UPI QR code', value: 'upi_qr' },
  { label: 'UPI app on this phone', value: 'upi_app' },
  { label: 'Card / Netbanking (gateway)', value: 'gateway' },
];

export const fieldMessages = {
  payerName: 'Please enter the payer name',
  payerEmail: 'Please enter a valid email address',
  payerPhone: addressMessages.phone,
  gstin: 'Enter a 15-character GSTIN such as 06ABCDE1234F1Z5, or leave it empty',
  method: 'Choose a payment method from the list',
  gatewayOff: 'Card and netbanking payments are not available yet. Please pay by UPI.',
} as const;

/** GET /payments/fields: what the payment screen renders. */
export function paymentFieldDefinitions(gatewayEnabled: boolean): PaymentFieldInput[] {
  return [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      options: methodOptions.filter((o) => gatewayEnabled || o.value !== 'gateway'),
      defaultValue: 'upi_qr',
      rules: { required: true },
      rulesMessages: ['Please choose a payment method'],
    },
    {
      name: 'payerName',
      label: 'Payer name',
      placeholder: 'Name as on the bank account',
      type: 'text',
      rules: { required: true, maxLength: 100 },
      rulesMessages: [fieldMessages.payerName],
    },
    {
      name: 'payerEmail',
      label: 'E-mail',
      placeholder: 'you@example.com',
      type: 'email',
      rules: { required: true, maxLength: 200 },
      rulesMessages: ['Please enter your e-mail address'],
    },
    {
      name: 'payerPhone',
      label: 'Mobile number',
      placeholder: '+91XXXXXXXXXX',
      type: 'tel',
      rules: { required: true, maxLength: 13 },
      rulesMessages: ['Please enter your mobile number'],
    },
    {
      name: 'gstin',
      label: 'GSTIN (optional, for a GST invoice)',
      placeholder: '06ABCDE1234F1Z5',
      description: 'Business buyers: your 15-character GST identification number.',
      type: 'text',
      rules: { required: false, maxLength: 15, pattern: GSTIN },
      rulesMessages: [fieldMessages.gstin],
      showWhenFilled: ['payerName', 'payerEmail'],
    },
  ];
}

const blank = (v: string | undefined) => (v ?? '').trim();

const payerEmail = z.email();

/** The same rules, checked again on the server: 422 naming the field. */
export function validatePaymentFields(fields: Record<string, string>, gatewayEnabled: boolean) {
  const fail = (field: string, message: string): never => {
    throw new HttpError(422, `${field}: ${message}`);
  };
  const method = (blank(fields.method) || 'upi_qr') as PaymentMethod;
  if (!PAYMENT_METHODS.includes(method)) fail('method', fieldMessages.method);
  if (method === 'gateway' && !gatewayEnabled) fail('method', fieldMessages.gatewayOff);
  const name = blank(fields.payerName);
  if (!name || name.length > 100) fail('payerName', fieldMessages.payerName);
  const email = blank(fields.payerEmail).toLowerCase();
  if (!payerEmail.safeParse(email).success || email.length > 200)
    fail('payerEmail', fieldMessages.payerEmail);
  const phone = normaliseIndianMobile(blank(fields.payerPhone));
  if (!phone) fail('payerPhone', fieldMessages.payerPhone);
  const gstin = blank(fields.gstin).toUpperCase();
  if (gstin && !new RegExp(GSTIN).test(gstin)) fail('gstin', fieldMessages.gstin);
  return { method, payerName: name, payerEmail: email, payerPhone: phone!, gstin: gstin || null };
}
