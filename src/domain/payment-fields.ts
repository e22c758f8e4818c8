import { MOBILE } from '../contract/address.ts';
import type { PaymentFieldInput } from '../contract/payment.ts';
import { COD_METHOD, codTexts } from './cash-on-delivery.ts';
import { ACCOUNT_METHOD, accountTexts } from './credit-account.ts';
import { fromPaise } from './money.ts';
import { PHONE_MAX_LENGTH } from './phone.ts';

/**
 * The shop's own payment form, as our server serves it (GET /payments/fields) and checks it
 * (POST /payments, server/payments/fields.ts), and as the workshop's mocks answer for our server.
 * The spec leaves the fields to the server; a server that knows only the spec sends its own.
 */
export type PaymentMethod = 'upi_qr' | 'upi_app' | 'gateway' | typeof COD_METHOD | typeof ACCOUNT_METHOD;

const methodOptions: { label: string; value: Exclude<PaymentMethod, 'cod' | 'account'> }[] = [
  { label: 'UPI QR code', value: 'upi_qr' },
  { label: 'UPI app on this phone', value: 'upi_app' },
  { label: 'Card / Netbanking (gateway)', value: 'gateway' },
];

/**
 * Which methods an answer offers: the gateway when it is on, cash on delivery with its fee when the
 * order may have it, buying on account when the customer may buy it so.
 */
export interface OfferedMethods {
  gateway: boolean;
  /** Cash on delivery is offered for this order, with this fee (paise; 0 for none). */
  codFeePaise?: number;
  /** The order may be bought on account, due this many days after it is confirmed. */
  accountDays?: number;
}

const methodChoices = ({ gateway, codFeePaise, accountDays }: OfferedMethods) => [
  ...methodOptions.filter((o) => gateway || o.value !== 'gateway'),
  ...(codFeePaise === undefined
    ? []
    : [
        {
          label: codFeePaise > 0 ? codTexts.methodWithFee(fromPaise(codFeePaise)) : codTexts.method,
          value: COD_METHOD,
        },
      ]),
  ...(accountDays === undefined ? [] : [{ label: accountTexts.method(accountDays), value: ACCOUNT_METHOD }]),
];

/** GET /payments/fields: what the payment screen renders, and all that POST /payments checks. */
export function paymentFieldDefinitions(offered: OfferedMethods): PaymentFieldInput[] {
  return [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      options: methodChoices(offered),
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
      rulesMessages: ['Please enter the payer name'],
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
      rules: {
        required: true,
        minLength: PHONE_MAX_LENGTH,
        maxLength: PHONE_MAX_LENGTH,
        pattern: MOBILE.source,
      },
      rulesMessages: ['Please enter your mobile number'],
    },
  ];
}
